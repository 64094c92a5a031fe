/**
 * Marking content shown in English on a page in another language (decision 0014): such an
 * element carries `lang="en"` so screen readers switch voice and search engines know, and the
 * page shows one short notice.
 */
import type { ContentLanguage } from "@shared/content/types";

interface Localized<F extends string> {
  lang: ContentLanguage;
  fieldLanguages: Record<F, ContentLanguage>;
}

/** The fields of `item` that are shown in English although the page is not (all, or of `only`). */
export function untranslatedFields<F extends string>(item: Localized<F>, only?: readonly F[]): F[] {
  const fields = only ?? (Object.keys(item.fieldLanguages) as F[]);
  return fields.filter((field) => item.fieldLanguages[field] !== item.lang);
}

/** `lang="en"` for a field in `inEnglish`, nothing otherwise (the page's own language applies). */
export function langOf(inEnglish: readonly string[] | undefined, field: string): "en" | undefined {
  return inEnglish?.includes(field) ? "en" : undefined;
}
