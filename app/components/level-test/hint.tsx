import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { GraduationCap } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

/** "Not sure of your level?": the way to the online level test from program and quote pages. */
export function LevelTestHint({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  return (
    <p className={className}>
      <Link
        to={to("/level-test")}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-deep underline"
      >
        <GraduationCap aria-hidden="true" className="size-5" />
        {t("levelTestHint")}
      </Link>
    </p>
  );
}
