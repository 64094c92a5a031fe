import { cn } from "~/components/ui/cn";
import { Languages } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

/** Once per page, where some of its content is still in English (decision 0014). */
export function UntranslatedNotice({ show, className }: { show: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p
      className={cn("mt-4 flex items-center gap-2 text-sm text-ink-muted", className)}
      data-testid="untranslated-notice"
    >
      <Languages className="size-4 shrink-0 text-sea" />
      {t("untranslatedNotice")}
    </p>
  );
}
