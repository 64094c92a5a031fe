import { Link } from "react-router";
import { Calculator } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { useLocalized } from "./use-localized";

/** The home page's floating element: a quote shortcut, shown on small screens. */
export function FloatingQuote() {
  const { t } = useTranslation();
  const { to } = useLocalized();
  return (
    <Link
      to={to("/quote")}
      className="fixed right-4 bottom-20 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-coral-strong px-5 font-semibold text-white shadow-xl md:hidden"
    >
      <Calculator aria-hidden="true" className="size-5" />
      {t("cta.floatingQuote")}
    </Link>
  );
}
