import { localize } from "@shared/i18n/messages.server";
import { FactsTable, LegalDocument } from "~/components/info/legal-document";
import { cancellationTiers } from "~/content/legal";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["legal"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "legal:terms.meta.title",
    descriptionKey: "legal:terms.meta.description",
  });

export default function TermsConditions() {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument
      page="terms"
      extras={{
        cancellation: (
          <FactsTable
            caption={t("terms.cancellationTable.caption")}
            headers={[t("terms.cancellationTable.notice"), t("terms.cancellationTable.refund")]}
            rows={cancellationTiers.map((tier) => ({
              key: tier.id,
              cells: [
                t(`terms.cancellationTable.tiers.${tier.id}`),
                t(`terms.cancellationTable.refunds.${tier.refund}`),
              ],
            }))}
          />
        ),
      }}
    />
  );
}
