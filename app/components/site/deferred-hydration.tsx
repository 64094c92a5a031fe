/**
 * Progressive hydration of the parts of a page that are not on the first screen (decision 0013).
 * The server renders them as usual; in the browser their code is fetched only when they come
 * near the screen or the visitor points at or focuses them, and React hydrates them then (a
 * Suspense boundary whose code is still loading keeps its server HTML). Until then they work as
 * HTML: links navigate and forms post. Where the page was not server-rendered (a navigation in
 * the browser), the code loads at once.
 *
 *   const Footer = deferredHydration("site-footer", () =>
 *     import("./site-footer").then((module) => module.SiteFooter));
 *
 * The part must only be reached through `load` (a static import would put it back into the
 * page's bundle). On the server every part's code is loaded when the build is, and
 * app/entry.server.tsx waits for `deferredPartsReady()` before rendering, so the server never
 * suspends on one.
 */
import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";

const loading: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred part. */
export function deferredPartsReady(): Promise<unknown> {
  return Promise.all(loading);
}

const MARGIN = "300px";

/** Resolves when the element with `id` is near the screen or the visitor reaches into it. */
function nearOrTouched(id: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  // The wrapper is `display: contents` (no box of its own): watch its first child.
  const target = element?.firstElementChild;
  if (!element || !target || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const events = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
    const done = () => {
      observer.disconnect();
      clearInterval(detached);
      for (const type of events) element.removeEventListener(type, done);
      resolve();
    };
    // If React had to render the page afresh (a hydration error elsewhere), the watched HTML
    // is gone and will never come near the screen: load at once.
    const detached = setInterval(() => {
      if (!target.isConnected) done();
    }, 1000);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: MARGIN },
    );
    observer.observe(target);
    for (const type of events) element.addEventListener(type, done, { passive: true });
  });
}

/** The part as the server renders it: the code loaded in advance, never suspending. */
function preloaded<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  loading.push(
    load().then((component) => {
      Loaded = component;
    }),
  );
  return function Preloaded(props: P) {
    if (!Loaded) throw new Error(`${id} was rendered before its code was loaded`);
    return <Loaded {...props} />;
  };
}

export function deferredHydration<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Inner = import.meta.env.SSR
    ? preloaded(id, load)
    : lazy(() =>
        nearOrTouched(id)
          .then(load)
          .then((component) => ({ default: component })),
      );

  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div id={id} ref={wrapper} className="contents">
        <Suspense fallback={null}>
          <Inner {...props} />
          <MarkHydrated wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${id})`;
  return Deferred;
}

/** `data-hydrated` on the wrapper once its part is live (tests and styles can wait for it). */
function MarkHydrated({ wrapper }: { wrapper: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-hydrated", "");
  }, [wrapper]);
  return null;
}
