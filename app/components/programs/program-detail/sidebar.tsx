import type { PublicProgram } from "@shared/content/types";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Download, type Icon } from "~/components/ui/icons";
import type { ProgramExtras } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-dune bg-white p-6">
      <h2 className="font-sans text-lg font-bold text-sea-deep">{title}</h2>
      {children}
    </section>
  );
}

export function ProgramSidebar({
  program,
  extras,
  action,
  facts,
}: {
  program: PublicProgram;
  extras: ProgramExtras;
  action: { path: string; labelKey: string };
  facts: { icon: Icon; label: string; value: string }[];
}) {
  const { t } = useTranslation("programs");
  const { lang, to } = useLocalized();
  return (
    <aside className="grid content-start gap-6 lg:sticky lg:top-24">
      {extras.priceCard &&
        (program.priceFrom !== null ? (
          <SidebarCard title={t("detail.startingFrom")}>
            <p className="mt-2 font-display text-4xl text-sea-deep">
              <span data-testid="price-from">{formatEuro(program.priceFrom, lang)}</span>
            </p>
            <p className="mt-1 text-ink-muted">
              {program.price === null ? t("detail.courseFee") : t("detail.perWeek")}
            </p>
          </SidebarCard>
        ) : (
          <SidebarCard title={t("detail.contactUs")}>
            <p className="mt-2 text-ink">{t("detail.priceOnRequest")}</p>
          </SidebarCard>
        ))}
      <div className="grid gap-3">
        <Link to={to(action.path)} className="btn-primary inline-flex min-h-12">
          {t(action.labelKey)}
        </Link>
        {extras.callToAction === "registerInterest" && (
          <Link to={to("/contact")} className="btn-secondary inline-flex min-h-12">
            {t("executive.contactUs")}
          </Link>
        )}
        <a
          href={to(`/programs/${program.id}/brochure.pdf`)}
          download={`clover-${program.id}-brochure.pdf`}
          className="btn-secondary inline-flex min-h-12"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("detail.brochure")}
        </a>
        <p className="text-center text-sm text-ink-muted">{t("detail.brochureHint")}</p>
      </div>
      <SidebarCard title={t("detail.quickInfo")}>
        <dl className="mt-3 grid gap-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <fact.icon aria-hidden="true" className="size-5 text-sea" />
                {fact.label}
              </dt>
              <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </SidebarCard>
      <SidebarCard title={t("detail.needHelp")}>
        <p className="mt-2 text-ink">{t("detail.needHelpText")}</p>
        <Link to={to("/contact")} className="mt-3 inline-flex font-semibold text-sea underline">
          {t("detail.contactTeam")}
        </Link>
      </SidebarCard>
    </aside>
  );
}
