import { useEffect, useState } from "react";
import { ArrowUp } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { motionIsReduced } from "~/lib/motion";

export const SCROLL_THRESHOLD = 300;

/** Appears after scrolling beyond 300 px (spec §9). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: motionIsReduced() ? "instant" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full border-2 border-sea bg-white text-sea shadow-lg hover:bg-sea hover:text-white"
    >
      <ArrowUp aria-hidden="true" />
      <span className="sr-only">{t("widgets.scrollToTop")}</span>
    </button>
  );
}
