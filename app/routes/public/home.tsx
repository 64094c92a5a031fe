import { configContext, servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { FirstScreen } from "~/components/home/hero";
import { DeferredHydration, deferredPart } from "~/components/site/deferred-hydration";
import { FloatingQuote } from "~/components/site/floating-quote";
import { organizationJsonLd, pageMeta } from "~/lib/seo";
import { untranslatedFields } from "~/lib/untranslated";
import type { Route } from "./+types/home";

const POPULAR_COUNT = 6;

/** Everything after the first screen brings its JavaScript only when the visitor gets there. */
const belowTheFold = deferredPart("home-below-the-fold", () =>
  import("~/components/home/below-the-fold").then((module) => module.HomeBelowTheFold),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = localize(request, ["home"]);
  const programs = await context.get(servicesContext).programs.listPublic(messages.lang);
  return {
    ...messages,
    // Only what the cards show: the page's data travels inside its HTML.
    programs: programs.slice(0, POPULAR_COUNT).map((program) => ({
      id: program.id,
      title: program.title,
      shortDescription: program.shortDescription,
      location: program.location,
      ageRange: program.ageRange,
      image: program.image,
      priceFrom: program.priceFrom,
      inEnglish: untranslatedFields(program, ["title", "shortDescription", "ageRange"]),
    })),
    siteUrl: context.get(configContext).publicUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "home:meta.title",
    descriptionKey: "home:meta.description",
    jsonLd: [organizationJsonLd(args.data?.siteUrl ?? "")],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FirstScreen />
      <DeferredHydration part={belowTheFold} props={{ programs: loaderData.programs }} />
      <FloatingQuote />
    </>
  );
}
