import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/places/use-hydrated";

/** Browsers from before the Popover API (Safari < 17) get the class toggled by script instead. */
const supportsPopover = () =>
  typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

function isOpen(element: HTMLElement): boolean {
  return supportsPopover()
    ? element.matches(":popover-open")
    : element.classList.contains("popover-open");
}

/** Where a menu popover goes: under its button, aligned to the button's start or end. */
export interface PopoverPlacement {
  anchor: RefObject<HTMLElement | null>;
  align: "start" | "end";
}

/**
 * CSS anchor positioning (app.css, `.popover-menu`) places menus under their buttons before any
 * script runs; browsers without it get the same place computed here once the script runs.
 */
function placeBeside(element: HTMLElement, { anchor, align }: PopoverPlacement): void {
  if (typeof CSS !== "undefined" && CSS.supports("anchor-name: --menu")) return;
  const box = anchor.current?.getBoundingClientRect();
  if (!box) return;
  element.style.top = `${box.bottom + 8}px`;
  if (align === "start") element.style.left = `${Math.max(8, box.left)}px`;
  else element.style.right = `${Math.max(8, window.innerWidth - box.right)}px`;
}

/**
 * The state of a `popover` element that its button opens with `popoverTarget`. The menus of the
 * site header, the language switcher, the accessibility panel and the cookie preferences are
 * popovers so they open (and close with Escape or a click outside) before the page's script has
 * even been fetched; once it runs, this keeps React's idea of "open" in step with the browser's.
 *
 * `expanded` is for `aria-expanded`: undefined until hydrated, because before that the browser
 * itself exposes the button's expanded state from `popovertarget`.
 */
export function usePopover<T extends HTMLElement = HTMLElement>(placement?: PopoverPlacement) {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the placement's refs are stable
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => {
      const nowOpen = isOpen(element);
      if (nowOpen && placement) placeBeside(element, placement);
      setOpen(nowOpen);
    };
    sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, []);

  const show = useCallback(() => {
    const element = ref.current;
    if (!element || isOpen(element)) return;
    if (supportsPopover()) element.showPopover();
    else element.classList.add("popover-open");
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    const element = ref.current;
    if (!element || !isOpen(element)) return;
    if (supportsPopover()) element.hidePopover();
    else element.classList.remove("popover-open");
    setOpen(false);
  }, []);

  /** For the invoking button's onClick where the browser has no Popover API. */
  const toggleWithoutApi = useCallback(() => {
    const element = ref.current;
    if (!element || supportsPopover()) return;
    element.classList.toggle("popover-open");
    setOpen(isOpen(element));
  }, []);

  return { ref, open, show, close, toggleWithoutApi, expanded: hydrated ? open : undefined };
}
