import { configContext, servicesContext } from "@server/http/context";
import { accommodationWeekly } from "@server/services/bookings/price-book";
import { brand } from "@shared/config/brand";
import type { PublicProgram } from "@shared/content/types";
import { href } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { data } from "react-router";
import { ProgramDetail, ProgramNotFound } from "~/components/programs/program-detail";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/program";

/** Unknown, draft and archived ids answer 404 with the "Program Not Found" page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["programs"]);
  const siteUrl = context.get(configContext).publicUrl;
  const program = await context.get(servicesContext).programs.getPublic(params.id, messages.lang);
  if (!program) {
    return data({ ...messages, siteUrl, program: null, rates: null }, { status: 404 });
  }
  const city = program.cities[0] ?? null;
  const prices = await context.get(servicesContext).bookings.priceList.book();
  const hostFamily = city ? accommodationWeekly(prices, "host-family", city) : null;
  const residence = city ? accommodationWeekly(prices, "student-residence", city) : null;
  const rates = hostFamily !== null && residence !== null ? { hostFamily, residence } : null;
  return { ...messages, siteUrl, program, rates };
}

function courseJsonLd(program: PublicProgram, siteUrl: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: program.title,
    description: program.shortDescription,
    url,
    image: program.image ? `${siteUrl}${program.image}` : undefined,
    // The language the page describes the course in (English where not translated yet).
    inLanguage: program.fieldLanguages.description,
    provider: { "@type": "EducationalOrganization", name: brand.name, sameAs: siteUrl },
    ...(program.priceFrom === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: program.priceFrom,
            priceCurrency: "EUR",
            url,
          },
        }),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: program.blended ? "Blended" : "Onsite",
      location: program.location,
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const program = args.data?.program;
  if (!program) return pageMeta(args, { titleKey: "programs:meta.notFoundTitle", noindex: true });
  const siteUrl = args.data?.siteUrl ?? brand.defaultPublicUrl;
  const lang = args.data?.lang ?? "en";
  const url = `${siteUrl}${args.location.pathname}`;
  const crumb = (position: number, name: string, path: string) => ({
    "@type": "ListItem",
    position,
    name,
    item: `${siteUrl}${href(lang, path)}`,
  });
  const bundles = args.data?.i18n.bundles.programs as { detail?: Record<string, string> };
  return [
    ...pageMeta(args, {
      titleKey: "programs:meta.detailTitle",
      values: { title: program.title },
      image: program.image ?? undefined,
    }),
    // The description is the program's own summary (staff copy).
    { name: "description", content: program.shortDescription },
    { property: "og:description", content: program.shortDescription },
    { "script:ld+json": courseJsonLd(program, siteUrl, url) },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          crumb(1, bundles.detail?.home ?? "Home", "/"),
          crumb(2, bundles.detail?.programs ?? "Programs", "/programs"),
          crumb(3, program.title, `/programs/${program.id}`),
        ],
      },
    },
  ];
};

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.program) return <ProgramNotFound />;
  return (
    <ProgramDetail
      key={loaderData.program.id}
      program={loaderData.program}
      hostFamilyRates={loaderData.rates}
    />
  );
}
