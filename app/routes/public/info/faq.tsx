import { createI18n } from "@shared/i18n/i18n";
import { localize } from "@shared/i18n/messages.server";
import { Link, useSearchParams } from "react-router";
import { FaqExplorer } from "~/components/info/faq-explorer";
import { faqEntries, faqJsonLd } from "~/components/info/faq-search";
import { PageHero } from "~/components/info/page-parts";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["faq"]);
}

export const meta: Route.MetaFunction = (args) => {
  const payload = args.data?.i18n;
  const entries = payload
    ? faqEntries(createI18n(payload.lang, payload.bundles).getFixedT(payload.lang, "faq"))
    : [];
  return pageMeta(args, {
    titleKey: "faq:meta.title",
    descriptionKey: "faq:meta.description",
    jsonLd: [faqJsonLd(entries)],
  });
};

export default function Faq() {
  const { t } = useTranslation("faq");
  const { to } = useLocalized();
  const [searchParams] = useSearchParams();
  const entries = faqEntries((key) => t(key));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <FaqExplorer entries={entries} initialQuery={searchParams.get("q") ?? ""} />
      </div>
      <section aria-labelledby="faq-more-title" className="bg-sand py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="faq-more-title" className="text-3xl text-sea-deep">
            {t("more.title")}
          </h2>
          <p className="mt-3 text-lg text-ink">{t("more.text")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={to("/contact")} className="btn-secondary inline-flex min-h-12">
              {t("more.contact")}
            </Link>
            <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
              {t("more.quote")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
