import { languageInfo } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { FactsTable, LegalDocument } from "~/components/info/legal-document";
import { useLocalized } from "~/components/site/use-localized";
import { cookieCeilings, formatDuration, storedItems } from "~/content/legal";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["legal"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "legal:cookies.meta.title",
    descriptionKey: "legal:cookies.meta.description",
  });

export default function CookiePolicy() {
  const { t } = useTranslation("legal");
  const { lang } = useLocalized();
  const list = (kind: keyof typeof cookieCeilings) =>
    new Intl.ListFormat(languageInfo[lang].locale, { type: "conjunction" }).format(
      cookieCeilings[kind].map((duration) => formatDuration(duration, lang)),
    );
  return (
    <LegalDocument
      page="cookies"
      extras={{
        list: (
          <FactsTable
            caption={t("cookies.table.caption")}
            headers={[
              t("cookies.table.name"),
              t("cookies.table.purpose"),
              t("cookies.table.category"),
              t("cookies.table.duration"),
            ]}
            rows={storedItems.map((item) => ({
              key: item.id,
              cells: [
                <code key="name" className="text-sm break-all">
                  {item.name}
                </code>,
                t(`cookies.table.items.${item.id}`),
                t(`cookies.table.categories.${item.category}`),
                item.duration ? formatDuration(item.duration, lang) : t("cookies.table.untilReset"),
              ],
            }))}
          />
        ),
        analytics: (
          <FactsTable
            caption={t("cookies.ceilings.caption")}
            headers={[t("cookies.ceilings.kind"), t("cookies.ceilings.limits")]}
            rows={(["analytics", "marketing"] as const).map((kind) => ({
              key: kind,
              cells: [t(`cookies.ceilings.${kind}`), list(kind)],
            }))}
          />
        ),
      }}
    />
  );
}
