import type { ComponentType, SVGProps } from "react";
import { type CityId, DEFAULT_TAB, type DestinationTab } from "~/content/destinations";
import { type Language, languageInfo } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** "2 hours", "1,5 Stunden": the browser's own unit names, so no translation is needed. */
export function formatUnit(value: number, unit: "hour" | "kilometer", lang: Language): string {
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: "unit",
    unit,
    unitDisplay: unit === "hour" ? "long" : "short",
    maximumFractionDigits: 1,
  }).format(value);
}

export function useCity(city: CityId) {
  const { t } = useTranslation(["destinations", "common"]);
  return {
    name: t(`common:nav.${city}`),
    text: (key: string, values?: Record<string, unknown>) =>
      t(`destinations:cities.${city}.${key}`, values ?? {}),
    list: (key: string) =>
      t(`destinations:cities.${city}.${key}`, { returnObjects: true }) as string[],
  };
}

export function tabSearch(tab: DestinationTab): string {
  return tab === DEFAULT_TAB ? "" : `?tab=${tab}`;
}
