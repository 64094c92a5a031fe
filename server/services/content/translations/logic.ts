/**
 * The rules of translated content, free of the database: which fields count, when a translation
 * is outdated, and how a record is shown in a language with English as the fallback.
 */
import { createHash } from "node:crypto";
import type {
  ContentLanguage,
  FieldLanguages,
  TranslatableEntity,
  TranslatableField,
  TranslationStatus,
} from "@shared/content/types";
import { translatableFields } from "@shared/content/types";

/** A translation as stored: the translated fields and, per field, the English it was made from. */
export interface StoredTranslation {
  fields: Record<string, unknown>;
  sourceHashes: Record<string, string>;
}

/** Stable for equal JSON values whatever their key order (timetables are objects). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A short fingerprint of one English field; a changed fingerprint makes its translation outdated. */
export function sourceHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("base64url").slice(0, 16);
}

/** Nothing to translate: no text, an empty list, an empty timetable. */
export function isEmptyContent(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export function sourceHashesOf<E extends TranslatableEntity>(
  entity: E,
  source: Record<TranslatableField<E>, unknown>,
  fields: Iterable<string>,
): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const field of fields) {
    if ((translatableFields[entity] as readonly string[]).includes(field)) {
      hashes[field] = sourceHash(source[field as TranslatableField<E>]);
    }
  }
  return hashes;
}

export function translationStatus<E extends TranslatableEntity>(
  entity: E,
  source: Record<TranslatableField<E>, unknown>,
  translation: StoredTranslation | null,
): TranslationStatus {
  const missing: string[] = [];
  const outdated: string[] = [];
  for (const field of translatableFields[entity] as readonly TranslatableField<E>[]) {
    const english = source[field];
    if (isEmptyContent(english)) continue;
    const translated = translation?.fields[field];
    if (isEmptyContent(translated)) missing.push(field);
    else if (translation?.sourceHashes[field] !== sourceHash(english)) outdated.push(field);
  }
  const state = outdated.length > 0 ? "outdated" : missing.length > 0 ? "missing" : "complete";
  return { state, missing, outdated };
}

/**
 * The record's translatable fields in `lang`: each translated field replaces the English; a field
 * with no translation stays English (and says so in `fieldLanguages`). An outdated translation is
 * still shown: it reads better than English to its visitor, and facts such as prices, ages and
 * dates are structured fields that are never translated (decision 0014).
 */
export function localizeFields<
  E extends TranslatableEntity,
  T extends Record<TranslatableField<E>, unknown>,
>(
  entity: E,
  source: T,
  lang: ContentLanguage,
  translation: StoredTranslation | null,
): { value: T; fieldLanguages: FieldLanguages<TranslatableField<E>> } {
  const value: Record<string, unknown> = { ...source };
  const fieldLanguages = {} as FieldLanguages<TranslatableField<E>>;
  for (const field of translatableFields[entity] as readonly TranslatableField<E>[]) {
    const translated = lang === "en" ? undefined : translation?.fields[field];
    if (isEmptyContent(source[field])) {
      // Nothing in English, nothing to show: not a field "still in English".
      fieldLanguages[field] = lang;
    } else if (!isEmptyContent(translated)) {
      value[field] = translated;
      fieldLanguages[field] = lang;
    } else {
      fieldLanguages[field] = "en";
    }
  }
  return { value: value as T, fieldLanguages };
}
