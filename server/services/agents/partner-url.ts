/** Where a partner-portal page lives, for the links in the e-mails to agents. */
import type { Language } from "@shared/i18n/languages";

/** Partner pages live under the agent's language prefix, like the public site. */
export function partnerUrl(publicUrl: string, lang: Language | string, path: string): string {
  const prefix = lang === "en" || !["es", "fr", "de"].includes(lang) ? "" : `/${lang}`;
  return `${publicUrl}${prefix}/partners${path}`;
}
