import { AccessibilityPanel } from "./accessibility-panel";
import { CookieConsentBanner } from "./cookie-consent";
import { ScrollToTop } from "./scroll-to-top";

/**
 * What floats over every public page: the accessibility button, the cookie banner and the
 * scroll-to-top button. A deferred part (public layout): each works as HTML until the visitor
 * does something, which is the first moment any of them has anything to do.
 */
export function SiteOverlays() {
  return (
    <>
      {/* The accessibility button stacks above the cookie banner: it never covers its buttons.
          The dock is shown once its last child has been parsed (app.css, decision 0019). */}
      <div className="bottom-dock pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-center gap-3">
        <AccessibilityPanel />
        <CookieConsentBanner />
        <span className="bottom-dock-end" hidden />
      </div>
      <ScrollToTop />
    </>
  );
}
