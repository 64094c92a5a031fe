import { localize } from "@shared/i18n/messages.server";
import { Card, ClosingCta, PageHero, Section } from "~/components/info/page-parts";
import {
  Award,
  BadgeCheck,
  FileCheck2,
  GraduationCap,
  ShieldCheck,
  Star,
  Users,
  Wallet,
} from "~/components/ui/icons";
import {
  accreditationBodies,
  qualityStandards,
  studentProtections,
} from "~/content/accreditations";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/accreditations";

const standardIcons = {
  teachers: GraduationCap,
  classes: Users,
  inspection: FileCheck2,
  feedback: Star,
} as const;
const protectionIcons = { fees: Wallet, visa: BadgeCheck, quality: ShieldCheck } as const;

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["accreditations"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "accreditations:meta.title",
    descriptionKey: "accreditations:meta.description",
  });

export default function Accreditations() {
  const { t } = useTranslation("accreditations");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")} />

      <Section id="bodies" title={t("bodies.title")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {accreditationBodies.map((body) => (
            <li key={body}>
              <Card>
                <article aria-labelledby={`body-${body}`}>
                  <div className="flex items-center gap-3">
                    <Award aria-hidden="true" className="size-9 shrink-0 text-coral-strong" />
                    <div>
                      <h3 id={`body-${body}`} className="text-2xl text-sea-deep">
                        {t(`bodies.items.${body}.name`)}
                      </h3>
                      <p className="text-sm font-semibold text-sea">
                        {t(`bodies.items.${body}.badge`)}
                      </p>
                    </div>
                  </div>
                  <dl className="mt-4 space-y-3">
                    <div>
                      <dt className="font-semibold text-ink">{t("bodies.whatItIs")}</dt>
                      <dd className="text-ink-muted">{t(`bodies.items.${body}.whatItIs`)}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-ink">{t("bodies.forYou")}</dt>
                      <dd className="text-ink-muted">{t(`bodies.items.${body}.forYou`)}</dd>
                    </div>
                  </dl>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="standards" tone="sand" title={t("standards.title")} intro={t("standards.intro")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {qualityStandards.map((standard) => {
            const Icon = standardIcons[standard];
            return (
              <li key={standard}>
                <Card>
                  <Icon aria-hidden="true" className="size-8 text-sea" />
                  <h3 className="mt-3 text-xl text-sea-deep">
                    {t(`standards.items.${standard}.title`)}
                  </h3>
                  <p className="mt-2 text-ink-muted">{t(`standards.items.${standard}.text`)}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="protection" title={t("protection.title")} intro={t("protection.intro")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {studentProtections.map((item) => {
            const Icon = protectionIcons[item];
            return (
              <li key={item}>
                <Card className="bg-sand">
                  <Icon aria-hidden="true" className="size-8 text-coral-strong" />
                  <h3 className="mt-3 text-xl text-sea-deep">
                    {t(`protection.items.${item}.title`)}
                  </h3>
                  <p className="mt-2 text-ink-muted">{t(`protection.items.${item}.text`)}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <ClosingCta title={t("closing.title")} text={t("closing.text")} />
    </>
  );
}
