/**
 * What a family tells the school at acceptance about living with a host family or in a
 * residence (issue 31), stored in the booking's details and read by matching (needs.ts).
 *
 * The mother tongue is one of a fixed list of ISO 639-1 codes, not free text: matching compares
 * it for equality ("no second student of the same mother tongue at the same time"), and "Spanish",
 * "español" and "castellano" would be three tongues. Each page names the codes in its own
 * language with `Intl.DisplayNames`, so the list needs no translation files. A tongue missing from
 * the list is left blank: matching then treats it as unknown, which it is.
 */

/** The mother tongues of the students an Irish English school mostly welcomes. */
export const motherTongues = [
  "ar",
  "ca",
  "cs",
  "da",
  "de",
  "el",
  "es",
  "eu",
  "fa",
  "fi",
  "fr",
  "he",
  "hi",
  "hu",
  "id",
  "it",
  "ja",
  "kk",
  "ko",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "ru",
  "sk",
  "sv",
  "th",
  "tr",
  "uk",
  "vi",
  "zh",
] as const;
export type MotherTongue = (typeof motherTongues)[number];

export const isMotherTongue = (value: unknown): value is MotherTongue =>
  typeof value === "string" && (motherTongues as readonly string[]).includes(value);

/** The name of a tongue in the reader's language ("es" → "Spanish", "espagnol", "Spanisch"). */
export function motherTongueName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The tongues sorted by their name in the reader's language, for a select. */
export function motherTongueOptions(locale: string): { code: MotherTongue; name: string }[] {
  return motherTongues
    .map((code) => ({ code, name: motherTongueName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The allergies as a list the family reads one by one: the short text split at commas,
 * semicolons, slashes and line breaks, each trimmed, blanks and repeats (whatever the case)
 * left out. "Cats, dust; cats" → ["Cats", "dust"].
 */
export function allergyList(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(/[,;/\n]/)) {
    const allergy = part.trim();
    const key = allergy.toLowerCase();
    if (allergy === "" || seen.has(key)) continue;
    seen.add(key);
    list.push(allergy);
  }
  return list;
}
