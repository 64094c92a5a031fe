/**
 * Clicks on a deferred part's server HTML (deferred-hydration.tsx) that only its script can
 * answer are held back until the part is live, then replayed (live-state.ts).
 */

export const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

export const all = (root: Element, selector: string) => [
  ...root.querySelectorAll<HTMLElement>(selector),
];

/** A button that does nothing without the script: not a submit, not a popover's opener. */
function needsScript(control: Element): boolean {
  return (
    control instanceof HTMLButtonElement &&
    control.getAttribute("type") === "button" &&
    !control.hasAttribute("popovertarget") &&
    !control.hasAttribute("commandfor")
  );
}

/**
 * Until the part is live, a click on a control that needs its script is held back (instead of
 * doing nothing). Returns a stop function that answers the held click's position, or -1.
 */
export function keepClickForLater(part: Element): () => number {
  let held = -1;
  let stopped = false;
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest("button") : null;
    if (!control || !part.contains(control) || !needsScript(control)) return;
    event.preventDefault();
    held = all(part, FOCUSABLE).indexOf(control);
  };
  part.addEventListener("click", onClick, true);
  return () => {
    if (!stopped) part.removeEventListener("click", onClick, true);
    stopped = true;
    return held;
  };
}

let pressed = false;
let waiting: (() => void)[] = [];

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
