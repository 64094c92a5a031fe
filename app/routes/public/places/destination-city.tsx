import { configContext, servicesContext } from "@server/http/context";
import { brand, campuses } from "@shared/config/brand";
import { keepOnly, localize } from "@shared/i18n/messages.server";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useSearchParams } from "react-router";
import {
  AttractionsPanel,
  CampusPanel,
  CityCta,
  CityHero,
  CitySwitcher,
  LifePanel,
  OverviewPanel,
  ProgramsPanel,
  tabSearch,
  toCityProgramCard,
} from "~/components/places/city-page";
import { LinkTabs } from "~/components/places/link-tabs";
import {
  type CityId,
  cityFacts,
  cityPath,
  DEFAULT_CITY,
  destinationTabs,
  parseCity,
  parseTab,
  programsInCity,
} from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/destination-city";
import { onlySearchChanged, withCanonicalPath } from "./canonical";

/** Long enough for any real place name; the notice never echoes more than this. */
const MAX_SHOWN_NAME = 40;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const known = parseCity(params.city);
  const city = known ?? DEFAULT_CITY;
  const { lang, i18n } = localize(request, ["destinations"]);
  const services = context.get(servicesContext);
  const [programs, destination] = await Promise.all([
    services.programs.listPublic(lang),
    services.destinations.getPublic(city, lang),
  ]);
  return {
    lang,
    i18n: keepOnly(i18n, "destinations", "cities", [city]),
    city,
    unknownCity: known ? null : (params.city ?? "").slice(0, MAX_SHOWN_NAME),
    programs: programsInCity(programs, city).map(toCityProgramCard),
    destination,
    siteUrl: context.get(configContext).publicUrl,
  };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlySearchChanged(args) ? false : args.defaultShouldRevalidate;
}

/** The campus as a place search engines can show with its address, phone and map pin. */
function campusJsonLd(city: CityId, siteUrl: string): Record<string, unknown>[] {
  const campus = campuses.find((entry) => entry.id === city);
  if (!campus) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: `${brand.name} ${campus.city}`,
      url: `${siteUrl}${cityPath(city)}`,
      telephone: campus.phone,
      email: campus.email,
      parentOrganization: { "@type": "Organization", name: brand.name, url: siteUrl },
      address: {
        "@type": "PostalAddress",
        streetAddress: campus.street,
        addressLocality: campus.city,
        postalCode: campus.postcode,
        addressCountry: "IE",
      },
      geo: { "@type": "GeoCoordinates", latitude: campus.geo.lat, longitude: campus.geo.lng },
    },
  ];
}

export const meta: Route.MetaFunction = (args) => {
  const city = args.data?.city ?? DEFAULT_CITY;
  const tags = pageMeta(args, {
    titleKey: `destinations:cities.${city}.metaTitle`,
    descriptionKey: `destinations:cities.${city}.metaDescription`,
    image: cityFacts[city].heroImage,
    jsonLd: campusJsonLd(city, args.data?.siteUrl ?? brand.defaultPublicUrl),
  });
  return withCanonicalPath(tags, args, cityPath(city));
};

export default function DestinationCity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["destinations", "common"]);
  const [searchParams] = useSearchParams();
  const { city, programs, unknownCity } = loaderData;
  const facts = cityFacts[city];
  const tab = parseTab(searchParams.get("tab"));
  const name = t(`common:nav.${city}`);

  return (
    <>
      {unknownCity !== null ? (
        <p role="status" className="bg-gold/30 px-4 py-3 text-center font-semibold text-ink">
          {t("unknownCity", { city: unknownCity })}
        </p>
      ) : null}
      <CityHero facts={facts} />
      <CitySwitcher current={city} tab={tab} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <LinkTabs
          idPrefix="city"
          label={t("tabs.label", { city: name })}
          active={tab}
          tabs={destinationTabs.map((id) => ({
            id,
            label: t(`tabs.${id}`),
            search: tabSearch(id),
          }))}
        >
          {tab === "overview" ? (
            <OverviewPanel facts={facts} destination={loaderData.destination} />
          ) : null}
          {tab === "campus" ? <CampusPanel facts={facts} /> : null}
          {tab === "attractions" ? <AttractionsPanel facts={facts} /> : null}
          {tab === "programs" ? <ProgramsPanel city={city} programs={programs} /> : null}
          {tab === "life" ? <LifePanel facts={facts} /> : null}
        </LinkTabs>
      </div>
      <CityCta facts={facts} />
    </>
  );
}
