import { configContext, servicesContext } from "@server/http/context";
import { filterPrograms, parseProgramFilters } from "@shared/content/program-filters";
import { localize } from "@shared/i18n/messages.server";
import {
  CategoryCards,
  ClosingCta,
  FilterPanel,
  ProgramResults,
  ProgramStats,
  ProgramsHero,
  WhyChoosePrograms,
} from "~/components/programs/listing";
import { toProgramSummary } from "~/components/programs/program-card";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs";

/** Filtering happens here, on the server, so the HTML already holds exactly the matches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseProgramFilters(new URL(request.url).searchParams);
  const messages = localize(request, ["programs"]);
  const programs = await context.get(servicesContext).programs.listPublic(messages.lang);
  return {
    ...messages,
    filters,
    programs: filterPrograms(programs, filters).map(toProgramSummary),
    siteUrl: context.get(configContext).publicUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "programs:meta.title",
    descriptionKey: "programs:meta.description",
    image: "/images/programs/junior-summer-dublin.svg",
  });

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { filters, programs } = loaderData;
  return (
    <>
      <ProgramsHero />
      <ProgramStats />
      <CategoryCards filters={filters} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <FilterPanel filters={filters} />
        <UntranslatedNotice show={programs.some((program) => program.inEnglish.length > 0)} />
        <ProgramResults programs={programs} filters={filters} />
      </div>
      <WhyChoosePrograms />
      <ClosingCta />
    </>
  );
}
