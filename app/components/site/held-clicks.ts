/**
 * Clicks on a deferred part's server HTML (deferred-hydration.tsx) that only its script can
 * answer are held back until the part is live, then replayed (live-state.ts).
 */

export const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

export const all = (root: Element, selector: string) => [
  ...root.querySelectorAll<HTMLElement>(selector),
];

/**
 * Controls whose click the live part should answer. A popover's opener is left alone: the
 * browser opens the popover at once, and the swap keeps it open.
 */
function answeredByLivePart(control: Element): boolean {
  return !control.hasAttribute("popovertarget") && !control.hasAttribute("commandfor");
}

// Not checkboxes and radio buttons: held, a tick would not show until the code came, and the
// box would look dead. In HTML it ticks at once, and the swap carries the tick over.
const CONTROLS = "a[href], button, summary, input[type='submit']";

export interface HeldClicks {
  /** A click is waiting for the part's code. */
  waiting(): boolean;
  /** Stops holding; answers the held click's position among the part's focusable elements. */
  stop(): number;
  /** The code never came: stops holding and lets the held click do what it does in HTML. */
  release(): void;
}

/**
 * Until the part is live (the page itself is hydrated), a click on one of its controls waits for
 * the part's code instead of going to its server HTML: the live part answers it (a cookie choice
 * saved in the browser rather than posted, a link followed without reloading the page, a button
 * that needs the script). If the code cannot be fetched, the click goes ahead as plain HTML.
 */
/** The page before hydration: a click its inline loader kept (server/http/deferred-scripts.ts). */
export type EarlyClickWindow = Window & {
  __heldClick?: HTMLElement;
  __hydrated?: boolean;
  __interacted?: number;
};

export function keepClickForLater(part: Element): HeldClicks {
  const early = window as EarlyClickWindow;
  // A click made before the page was hydrated, on this part: this part answers it.
  let held: HTMLElement | null = null;
  if (early.__heldClick && part.contains(early.__heldClick)) {
    held = early.__heldClick;
    early.__heldClick = undefined;
  }
  let stopped = false;
  let replaying = false;
  const onClick = (event: Event) => {
    if (replaying) return;
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!(control instanceof HTMLElement) || !part.contains(control)) return;
    if (!answeredByLivePart(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held ??= control;
  };
  part.addEventListener("click", onClick, true);
  const stop = () => {
    if (!stopped) part.removeEventListener("click", onClick, true);
    stopped = true;
  };
  return {
    waiting: () => held !== null,
    stop() {
      stop();
      return held ? all(part, FOCUSABLE).indexOf(held) : -1;
    },
    release() {
      stop();
      replaying = true;
      held?.click();
      replaying = false;
      held = null;
    },
  };
}

let pressed = false;
let waiting: (() => void)[] = [];
let interacted = false;

/**
 * Whether the visitor has touched, clicked, pressed a key or scrolled since the page's script
 * started (or made it start: server/http/deferred-scripts.ts).
 */
export function visitorHasActed(): boolean {
  return interacted || window.scrollY > 0 || Boolean((window as EarlyClickWindow).__interacted);
}

// Watched from the moment the page's script runs, so that a press made while a part's code is
// on its way is known when it arrives.
if (typeof window !== "undefined") {
  window.addEventListener(
    "pointerdown",
    () => {
      pressed = true;
    },
    { capture: true, passive: true },
  );
  for (const type of ["pointerdown", "keydown", "touchstart", "wheel", "scroll"]) {
    window.addEventListener(
      type,
      () => {
        interacted = true;
      },
      { capture: true, passive: true, once: true },
    );
  }
  const release = () =>
    // After the click that follows the release has been dispatched.
    setTimeout(() => {
      pressed = false;
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
    }, 0);
  window.addEventListener("pointerup", release, { capture: true, passive: true });
  window.addEventListener("pointercancel", release, { capture: true, passive: true });
}

/**
 * Resolves when no pointer is pressed. A part must not be swapped between a press and its
 * release: the click would then go to neither the old button nor the new one.
 */
export function whenPointerIsUp(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
