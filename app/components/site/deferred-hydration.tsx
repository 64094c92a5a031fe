/**
 * Progressive hydration of the parts of a page that are not needed at once (decision 0013).
 * The server renders them as usual. In the browser their code is fetched later, and until then
 * React keeps their server HTML as it is (an element whose inner HTML is that markup) and they
 * work as HTML: links navigate, forms post, popovers open. When a part's code is fetched:
 * - `when: "visible"` (the default): when it comes near the screen (the footer, the home page's
 *   sections below the first screen);
 * - `when: "interaction"`: at the visitor's first touch, click, key or scroll anywhere on the
 *   page, or when they point at or focus the part (the header, the floating buttons, the cookie
 *   banner: on the first screen, but with nothing to do until the visitor does something).
 * In both cases the code loads at once where the page was not server-rendered (a navigation in
 * the browser, even to a page with the same part).
 *
 * When the code has come, React renders the part in place of that markup (the same markup, now
 * live) and nothing the visitor did is lost: the focus stays where it was, what was typed or
 * ticked is put back, an open popover or dialog stays open, and a click made meanwhile is
 * answered by the live part (held-clicks.ts). The swap never falls between a press and its
 * release.
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
import { useLocation } from "react-router";
import {
  type EarlyClickWindow,
  keepClickForLater,
  visitorHasActed,
  whenPointerIsUp,
} from "./held-clicks";
import type { LiveState } from "./live-state";

const loading: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred part. */
export function deferredPartsReady(): Promise<unknown> {
  return Promise.all(loading);
}

export type HydrateWhen = "visible" | "interaction";

const MARGIN = "300px";
const REACHING_IN = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
const ANYWHERE = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Resolves when the visitor reaches into the element with `id` or, depending on `when`, when it
 * comes near the screen or they do anything at all on the page.
 */
function readyToLoad(id: string, when: HydrateWhen): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  // The wrapper is `display: contents` (no box of its own): watch its first child.
  const target = element?.firstElementChild;
  if (!element || !target || (when === "visible" && typeof IntersectionObserver === "undefined")) {
    return Promise.resolve();
  }
  // The visitor acted before this part was hydrated (perhaps before the page's script ran).
  if (when === "interaction" && visitorHasActed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearInterval(detached);
      for (const type of REACHING_IN) element.removeEventListener(type, done);
      for (const type of ANYWHERE) window.removeEventListener(type, done, true);
      resolve();
    };
    // If React had to render the page afresh (a hydration error elsewhere), the watched HTML
    // is gone and will never come near the screen: load at once.
    const detached = setInterval(() => {
      if (!target.isConnected) done();
    }, 1000);
    const observer =
      when === "visible"
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) done();
            },
            { rootMargin: MARGIN },
          )
        : null;
    observer?.observe(target);
    for (const type of REACHING_IN) element.addEventListener(type, done, { passive: true });
    if (when === "interaction") {
      for (const type of ANYWHERE) {
        window.addEventListener(type, done, { capture: true, passive: true });
      }
    }
  });
}

/**
 * A part of the page whose code comes later. Create one at module level with `deferredPart`
 * and render it with `<DeferredHydration part={…} props={…} />`.
 */
export interface DeferredPart<P extends object> {
  id: string;
  when: HydrateWhen;
  load: () => Promise<ComponentType<P>>;
  /** The part's component once its code is here (on the server: from the start). */
  loaded: ComponentType<P> | null;
}

export function deferredPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { when = "visible" }: { when?: HydrateWhen } = {},
): DeferredPart<P> {
  const part: DeferredPart<P> = { id, when, load, loaded: null };
  if (import.meta.env.SSR) {
    loading.push(
      load().then((component) => {
        part.loaded = component;
      }),
    );
  }
  return part;
}

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
  // The markup the server sent, kept untouched until the part is live. Read only while the
  // page hydrates: a part first rendered later (a page opened in the browser) may find an
  // element with this id that belongs to the previous page, on screen until this render is
  // committed.
  const [serverHtml] = useState(() =>
    part.loaded || typeof document === "undefined" || (window as EarlyClickWindow).__hydrated
      ? ""
      : (document.getElementById(part.id)?.innerHTML ?? ""),
  );
  // That markup is the page the server rendered: after a navigation in the browser (the same
  // layout, another page or language) it would show the previous page's words. Then the part
  // is left empty and its code loads at once.
  const { pathname } = useLocation();
  const [renderedPath] = useState(pathname);
  const html = pathname === renderedPath ? serverHtml : "";
  const liveState = useRef<LiveState | null>(null);
  const restore = useRef<((part: Element, state: LiveState) => void) | null>(null);
  const snapshot = useRef<(() => LiveState) | null>(null);

  useEffect(() => {
    if (Loaded) return;
    let cancelled = false;
    const element = wrapper.current;
    const heldClicks = element ? keepClickForLater(element) : null;
    const started =
      html && !heldClicks?.waiting() ? readyToLoad(part.id, part.when) : Promise.resolve();
    started
      .then(() => Promise.all([part.load(), import("./live-state")]))
      .then(async (loaded) => {
        await whenPointerIsUp();
        return loaded;
      })
      .then(([component, { snapshotLiveState, restoreLiveState }]) => {
        part.loaded = component;
        if (cancelled) return;
        restore.current = restoreLiveState;
        const clickIndex = heldClicks?.stop();
        snapshot.current = element ? () => snapshotLiveState(element, clickIndex) : null;
        setLoaded(() => component);
      })
      .catch(() => {
        // The code could not be fetched (offline): the server HTML stays, and still works.
        heldClicks?.release();
      });
    return () => {
      cancelled = true;
      heldClicks?.stop();
    };
  }, [Loaded, part, html]);

  useLayoutEffect(() => {
    const state = liveState.current;
    liveState.current = null;
    if (Loaded && state && wrapper.current) restore.current?.(wrapper.current, state);
  }, [Loaded]);

  // What the visitor did is read from the server's markup in the render that replaces it:
  // React commits an update made outside any event in the same task, and the layout effect
  // above puts it back, so nothing they do can fall in between (an Escape that closed a menu
  // after an earlier reading would have seen it reopened).
  if (Loaded && snapshot.current) {
    liveState.current = snapshot.current();
    snapshot.current = null;
  }

  if (!Loaded) {
    return (
      <div
        id={part.id}
        ref={wrapper}
        className="contents"
        // Exactly what the server rendered, read back from the page: nothing changes.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markup
        dangerouslySetInnerHTML={{ __html: html }}
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
