/**
 * Progressive hydration of the parts of a page that are not on the first screen (decision 0013).
 * The server renders them as usual. In the browser their code is fetched only when they come near
 * the screen or the visitor points at or focuses them; until then React keeps their server HTML
 * as it is (an element whose inner HTML is that markup) and they work as HTML: links navigate and
 * forms post. When the code has come, React renders the part in place of that markup (the same
 * markup, now live), keeping the focus where it was. Where the page was not server-rendered (a
 * navigation in the browser), the code loads at once.
 *
 * No Suspense boundary is involved on purpose: React Router applies every update (a fetcher's
 * answer, a navigation) in a transition, and a transition that reaches a boundary still waiting
 * for code waits with it. A form's answer would then not show until the visitor scrolled to the
 * footer.
 *
 *   const footer = deferredPart("site-footer", () =>
 *     import("./site-footer").then((module) => module.SiteFooter));
 *   …
 *   <DeferredHydration part={footer} props={{}} />
 *
 * The part must only be reached through `load` (a static import would put it back into the
 * page's bundle). On the server every part's code is loaded when the build is, and
 * app/entry.server.tsx waits for `deferredPartsReady()` before rendering.
 */
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";

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
 * and render it with `<DeferredHydration part={…} props={…} />`.
 */
export interface DeferredPart<P extends object> {
  id: string;
  load: () => Promise<ComponentType<P>>;
  /** The part's component once its code is here (on the server: from the start). */
  loaded: ComponentType<P> | null;
}

export function deferredPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  const part: DeferredPart<P> = { id, load, loaded: null };
  if (import.meta.env.SSR) {
    loading.push(
      load().then((component) => {
        part.loaded = component;
      }),
    );
  }
  return part;
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/** Renders a deferred part: its server HTML at once, the live part when its code has come. */
export function DeferredHydration<P extends object>({
  part,
  props,
}: {
  part: DeferredPart<P>;
  props: P;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => part.loaded);
  // The markup the server sent, kept untouched until the part is live.
  const [serverHtml] = useState(() =>
    part.loaded || typeof document === "undefined"
      ? ""
      : (document.getElementById(part.id)?.innerHTML ?? ""),
  );
  const focusIndex = useRef(-1);

  useEffect(() => {
    if (Loaded) return;
    let cancelled = false;
    const started = serverHtml ? nearOrTouched(part.id) : Promise.resolve();
    started
      .then(part.load)
      .then((component) => {
        part.loaded = component;
        if (cancelled) return;
        const element = wrapper.current;
        const active = document.activeElement;
        focusIndex.current =
          element && active && element.contains(active)
            ? [...element.querySelectorAll(FOCUSABLE)].indexOf(active)
            : -1;
        setLoaded(() => component);
      })
      .catch(() => {
        // The code could not be fetched (offline): the server HTML stays, and still works.
      });
    return () => {
      cancelled = true;
    };
  }, [Loaded, part, serverHtml]);

  useLayoutEffect(() => {
    if (!Loaded || focusIndex.current < 0) return;
    const target = wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current];
    focusIndex.current = -1;
    target?.focus();
  }, [Loaded]);

  if (!Loaded) {
    return (
      <div
        id={part.id}
        ref={wrapper}
        className="contents"
        // Exactly what the server rendered, read back from the page: nothing changes.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markup
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  return (
    <div
      id={part.id}
      ref={wrapper}
      className="contents"
      // Tests and styles can wait for a part to be live (never set in the server's HTML).
      data-hydrated={import.meta.env.SSR ? undefined : ""}
    >
      <Loaded {...props} />
    </div>
  );
}
