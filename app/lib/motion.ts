/**
 * How the page moves. Scrolling is instant, as browsers do it, except when the visitor asks to
 * move within the page they are on: a link to one of its sections, or the scroll-to-top button.
 * A site-wide `scroll-behavior: smooth` also animated every scroll a script makes: React Router
 * scrolled each new page up from where the last one was left (600 ms of the FAQ's footer sliding
 * away after a link at the bottom of /programs), Back slid down to the saved position, and a
 * reload was still sliding when the page had loaded. The head script (app/lib/preferences.ts)
 * sets the class before a link to a fragment of the same page is followed and clears it when
 * that scroll ends, on Back or Forward, and on any other link (e2e: shell/scroll-motion.spec.ts).
 */
export const SMOOTH_SCROLL_CLASS = "smooth-scroll";

/** The visitor's own setting (the accessibility panel) or their system's asks for stillness. */
export function motionIsReduced(): boolean {
  return (
    document.documentElement.classList.contains("reduce-motion") ||
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
