/**
 * Off-screen sections of a public page are drawn only when they come near the screen (app.css,
 * decision 0020); until then they hold a placeholder height. A reload of a page the visitor
 * reached by a navigation in the browser has React Router's inline script restore the saved
 * scroll position while the page is parsed, over placeholders: it landed hundreds of pixels
 * away from what the visitor was reading. On `html.draw-all` every section is drawn as before,
 * so the position means what it meant; the script sets it when it has a position to restore
 * (server/http/deferred-scripts.ts). The same goes for a jump to a fragment (`#…`): the page
 * scrolls, smoothly, to where the target was over placeholders, and overshot it by 1,700 px on
 * a phone as the sections in between were drawn. The head script (app/lib/preferences.ts) sets
 * the class for a page opened at a fragment and before a link to a fragment of the same page
 * is followed, and on Back or Forward: React Router draws the page it returns to anew, so no
 * section remembers its height, and the saved position landed 1,300 px short on /programs
 * (e2e: shell/navigation.spec.ts, shell/scroll-motion.spec.ts).
 */
export const DRAW_ALL_CLASS = "draw-all";
