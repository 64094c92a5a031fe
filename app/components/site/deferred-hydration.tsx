/**
 * Progressive hydration of the parts of a page that are not on the first screen (decision 0013).
 * The server renders them as usual; in the browser their code is fetched only when they come
 * near the screen or the visitor points at or focuses them, and React hydrates them then (a
 * Suspense boundary whose code is still loading keeps its server HTML). Until then they work as
 * HTML: links navigate and forms post. Where the page was not server-rendered (a navigation in
 * the browser), the code loads at once.
 *
 *   const footer = deferredPart("site-footer", () =>
 *     import("./site-footer").then((module) => module.SiteFooter));
 *   …
 *   <DeferredHydration part={footer} props={{}} />
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

/**
 * A part of the page whose code comes later. Create one at module level with `deferredPart`
 * and render it with `<DeferredHydration part={…} {...props} />`.
 */
export interface DeferredPart<P extends object> {
  id: string;
  /** In the browser: waits until the part is near the screen, then loads its code. */
  lazy: ComponentType<P>;
  /** On the server: the loaded component (set once the build's code is loaded). */
  loaded: ComponentType<P> | null;
}

export function deferredPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  const part: DeferredPart<P> = {
    id,
    lazy: lazy(() =>
      nearOrTouched(id)
        .then(load)
        .then((component) => ({ default: component })),
    ),
    loaded: null,
  };
  if (import.meta.env.SSR) {
    loading.push(
      load().then((component) => {
        part.loaded = component;
      }),
    );
  }
  return part;
}

/** Renders a deferred part: server HTML at once, hydrated when its code has come. */
export function DeferredHydration<P extends object>({
  part,
  props,
}: {
  part: DeferredPart<P>;
  props: P;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const Inner = import.meta.env.SSR ? part.loaded : part.lazy;
  if (!Inner) throw new Error(`${part.id} was rendered before its code was loaded`);
  return (
    <div id={part.id} ref={wrapper} className="contents">
      <Suspense fallback={null}>
        <Inner {...props} />
        <MarkHydrated wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

/** `data-hydrated` on the wrapper once its part is live (tests and styles can wait for it). */
function MarkHydrated({ wrapper }: { wrapper: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-hydrated", "");
  }, [wrapper]);
  return null;
}
