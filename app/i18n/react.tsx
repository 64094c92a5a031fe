/**
 * React access to the page's translator (./i18n.ts): the public layout provides it, components
 * call `useTranslation(namespaces?)` for `{ t, i18n }`, as they would with react-i18next.
 */

import type { I18n, TFunction } from "@shared/i18n/i18n";
import { createContext, type ReactNode, useContext, useMemo } from "react";

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation() needs an <I18nProvider> (the public layout)");
  const key = namespaces ? [namespaces].flat().join(",") : "";
  const t = useMemo(() => (key ? i18n.getFixedT(null, key.split(",")) : i18n.t), [i18n, key]);
  return { t, i18n };
}
