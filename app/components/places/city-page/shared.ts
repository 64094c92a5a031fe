import type { ComponentType, SVGProps } from "react";
import { type CityId, DEFAULT_TAB, type DestinationTab } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

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
