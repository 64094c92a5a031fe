import { brand } from "@shared/config/brand";
import { CheckCircle2, Info } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { GuardianHelp } from "./request-details";

/** Why the guardian's link shows no request: each a section of guardian.json. */
export type LinkState = "thanks" | "used" | "replaced" | "expired" | "closed";

/**
 * The guardian's link when there is nothing (more) to consent to: thanks after their consent,
 * already used, replaced by a newer e-mail, expired, or the booking closed. Never any of the
 * booking's data, only what to do next.
 */
export function LinkStateNotice({ state }: { state: LinkState }) {
  const { t } = useTranslation("guardian");
  const done = state === "thanks" || state === "used";
  const Icon = done ? CheckCircle2 : Info;
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="guardian-state-title"
        className={
          done
            ? "rounded-3xl border-2 border-grass bg-[#e3f1e1] p-6 sm:p-8"
            : "rounded-3xl border border-dune bg-sand p-6 sm:p-8"
        }
        data-testid={`guardian-${state}`}
      >
        <h2 id="guardian-state-title" className="flex items-start gap-3 text-2xl text-sea-deep">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0" />
          {t(`${state}.whatNow`)}
        </h2>
        <p className="mt-3 text-ink">{t(`${state}.text`, { email: brand.admissionsEmail })}</p>
      </section>
      <GuardianHelp />
    </div>
  );
}
