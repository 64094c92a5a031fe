import { localize } from "@shared/i18n/messages.server";
import { FactsTable, LegalDocument, legalValues } from "~/components/info/legal-document";
import { useLocalized } from "~/components/site/use-localized";
import { dataRights, formatDuration, retentionPeriods } from "~/content/legal";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

/** How each period runs: from the last contact, the end of the course or offer, or the count's day. */
const periodKey = {
  inquiries: "fromEnquiry",
  students: "afterCourse",
  marketing: "afterInactivity",
  analytics: null,
  bookings: "afterCourse",
  offers: "afterOffer",
} as const;

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["legal"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "legal:privacy.meta.title",
    descriptionKey: "legal:privacy.meta.description",
  });

export default function PrivacyPolicy() {
  const { t } = useTranslation("legal");
  const { lang } = useLocalized();
  return (
    <LegalDocument
      page="privacy"
      extras={{
        retention: (
          <FactsTable
            caption={t("privacy.retentionTable.caption")}
            headers={[t("privacy.retentionTable.kind"), t("privacy.retentionTable.period")]}
            rows={retentionPeriods.map((item) => {
              const period = formatDuration(item.duration, lang);
              const key = periodKey[item.id];
              return {
                key: item.id,
                cells: [
                  t(`privacy.retentionTable.items.${item.id}`),
                  key ? t(`privacy.retentionTable.${key}`, { period }) : period,
                ],
              };
            })}
          />
        ),
        rights: (
          <ul className="list-disc space-y-2 pl-6">
            {dataRights.map((right) => (
              <li key={right}>{t(`privacy.rightsList.${right}`, legalValues)}</li>
            ))}
          </ul>
        ),
      }}
    />
  );
}
