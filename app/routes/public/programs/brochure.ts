import { configContext, servicesContext } from "@server/http/context";
import { type BrochureLabels, renderBrochure } from "@server/services/content/brochures";
import { createI18n } from "@shared/i18n/i18n";
import { href, languageInfo } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { formatEuro } from "~/lib/format";
import type { Route } from "./+types/brochure";

/**
 * GET /programs/:id/brochure.pdf (and /es, /fr, /de): the program's brochure, built now from
 * its current data, with the words of the URL's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, i18n } = localize(request, ["programs"]);
  const program = await context.get(servicesContext).programs.getPublic(params.id, lang);
  if (!program) {
    return new Response("Program not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const t = createI18n(lang, i18n.bundles).getFixedT(lang, "programs");
  const siteUrl = context.get(configContext).publicUrl;
  const labels: BrochureLabels = {
    documentName: t("brochure.documentName"),
    overview: t("detail.overview"),
    highlights: t("detail.tabs.highlights"),
    included: t("detail.tabs.included"),
    activities: t("detail.tabs.activities"),
    schedule: t("detail.tabs.schedule"),
    faq: t("detail.faqTitle"),
    quickInfo: t("brochure.quickInfo"),
    location: t("detail.location"),
    ageRange: t("detail.ageRange"),
    duration: t("detail.duration"),
    season: t("detail.season"),
    seasonValue: t(
      program.season === "summer" ? "detail.seasons.summer" : "detail.seasons.year-round",
    ),
    startingFrom: t("detail.startingFrom"),
    priceValue:
      program.priceFrom === null ? t("detail.contactUs") : formatEuro(program.priceFrom, lang),
    nextStepTitle: t("brochure.nextStepTitle"),
    nextStepText: t("brochure.nextStepText"),
    quoteUrl: `${siteUrl}${href(lang, `/quote?program=${encodeURIComponent(program.id)}`)}`,
    campusesTitle: t("brochure.campusesTitle"),
    asOf: t("brochure.asOf", {
      date: new Intl.DateTimeFormat(languageInfo[lang].locale, { dateStyle: "long" }).format(
        new Date(),
      ),
    }),
  };
  const pdf = await renderBrochure(program, labels);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="clover-${program.id}-brochure.pdf"`,
      "Content-Length": String(pdf.length),
      // Built from live data: a short shared cache keeps it cheap and still fresh.
      "Cache-Control": "public, max-age=300",
    },
  });
}
