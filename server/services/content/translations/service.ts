/**
 * Translations of programs, destinations and blog posts (decision 0014): read them for public
 * pages, save them from the editors (validated, fingerprinted against the English, audited), and
 * list what is missing or outdated for the Translations screen.
 */

import { translationSchemas } from "@shared/content/translation-form";
import {
  type TranslatableEntity,
  type TranslationLanguage,
  type TranslationStatus,
  translatableFields,
  translationLanguages,
} from "@shared/content/types";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { blogPosts, contentTranslations, destinations, programs } from "../../../db/schema";
import { type Actor, recordAudit } from "../../audit";
import { ConflictError, InvalidInputError, NotFoundError } from "../../errors";
import { fieldErrors } from "../../leads/submission";
import type { Page } from "../../paging";
import { cleanMarkdownSource } from "../markdown";
import { isEmptyContent, type StoredTranslation, sourceHashesOf, translationStatus } from "./logic";

type Source = Record<string, unknown> & { label: string };

/** The English record a translation is made from, or null when there is none. */
async function loadSource(
  db: Database,
  entity: TranslatableEntity,
  id: string,
): Promise<Source | null> {
  if (entity === "program") {
    const [row] = await db.select().from(programs).where(eq(programs.id, id));
    return row ? { ...row, label: row.title } : null;
  }
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric < 1) return null;
  if (entity === "destination") {
    const [row] = await db.select().from(destinations).where(eq(destinations.id, numeric));
    return row ? { ...row, label: row.name } : null;
  }
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, numeric));
  return row ? { ...row, label: row.title } : null;
}

/** Every record of each kind, for the Translations screen (there are tens, not thousands). */
async function loadAllSources(
  db: Database,
): Promise<{ entity: TranslatableEntity; id: string; source: Source }[]> {
  const [programRows, destinationRows, postRows] = await Promise.all([
    db.select().from(programs),
    db.select().from(destinations),
    db.select().from(blogPosts),
  ]);
  return [
    ...programRows.map((row) => ({
      entity: "program" as const,
      id: row.id,
      source: { ...row, label: row.title },
    })),
    ...destinationRows.map((row) => ({
      entity: "destination" as const,
      id: String(row.id),
      source: { ...row, label: row.name },
    })),
    ...postRows.map((row) => ({
      entity: "blogPost" as const,
      id: String(row.id),
      source: { ...row, label: row.title },
    })),
  ];
}

/** The translations of one record (in one language, where given). */
function ofRecord(entity: TranslatableEntity, id: string, lang?: TranslationLanguage) {
  return and(
    eq(contentTranslations.entity, entity),
    eq(contentTranslations.entityId, id),
    lang ? eq(contentTranslations.lang, lang) : undefined,
  );
}

function toStored(row: typeof contentTranslations.$inferSelect): StoredTranslation {
  return { fields: row.fields, sourceHashes: row.sourceHashes };
}

export interface TranslationView {
  lang: TranslationLanguage;
  fields: Record<string, unknown>;
  status: TranslationStatus;
  updatedAt: string | null;
  updatedByName: string | null;
}

export interface TranslationOverviewRow {
  entity: TranslatableEntity;
  entityId: string;
  label: string;
  lang: TranslationLanguage;
  status: TranslationStatus;
}

/** Each record's translation status in every language. */
async function statusesOf(
  db: Database,
  entity: TranslatableEntity,
  records: { id: string; source: Record<string, unknown> }[],
): Promise<Map<string, Record<TranslationLanguage, TranslationStatus>>> {
  const ids = records.map((record) => record.id);
  const rows = ids.length
    ? await db
        .select()
        .from(contentTranslations)
        .where(
          and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, ids)),
        )
    : [];
  const byKey = new Map(rows.map((row) => [`${row.entityId}\u0000${row.lang}`, toStored(row)]));
  return new Map(
    records.map((record) => [
      record.id,
      Object.fromEntries(
        translationLanguages.map((lang) => [
          lang,
          translationStatus(
            entity,
            record.source as never,
            byKey.get(`${record.id}\u0000${lang}`) ?? null,
          ),
        ]),
      ) as Record<TranslationLanguage, TranslationStatus>,
    ]),
  );
}

export function createTranslationService(deps: { db: Database; onChange: () => void }) {
  const { db } = deps;

  return {
    /** The stored translations of some records in one language, keyed by record id. */
    async forRecords(
      entity: TranslatableEntity,
      ids: string[],
      lang: TranslationLanguage,
    ): Promise<Map<string, StoredTranslation>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contentTranslations)
        .where(
          and(
            eq(contentTranslations.entity, entity),
            eq(contentTranslations.lang, lang),
            inArray(contentTranslations.entityId, ids),
          ),
        );
      return new Map(rows.map((row) => [row.entityId, toStored(row)]));
    },

    /** Each record with its translation state per language (badges in the staff lists). */
    async withStates<T extends Record<string, unknown>>(
      entity: TranslatableEntity,
      rows: T[],
      idOf: (row: T) => string,
    ): Promise<(T & { translations: Record<TranslationLanguage, TranslationStatus["state"]> })[]> {
      const statuses = await statusesOf(
        db,
        entity,
        rows.map((row) => ({ id: idOf(row), source: row })),
      );
      return rows.map((row) => {
        const byLanguage = statuses.get(idOf(row));
        return {
          ...row,
          translations: Object.fromEntries(
            translationLanguages.map((lang) => [lang, byLanguage?.[lang].state ?? "missing"]),
          ) as Record<TranslationLanguage, TranslationStatus["state"]>,
        };
      });
    },

    /** One record's English source and its three translations, for the editor. */
    async get(
      entity: TranslatableEntity,
      id: string,
    ): Promise<{
      source: Record<string, unknown>;
      label: string;
      translations: TranslationView[];
    }> {
      const source = await loadSource(db, entity, id);
      if (!source) throw new NotFoundError("Not found");
      const rows = await db.select().from(contentTranslations).where(ofRecord(entity, id));
      const english = Object.fromEntries(
        (translatableFields[entity] as readonly string[]).map((field) => [field, source[field]]),
      );
      return {
        source: english,
        label: source.label,
        translations: translationLanguages.map((lang) => {
          const row = rows.find((candidate) => candidate.lang === lang);
          return {
            lang,
            fields: row?.fields ?? {},
            status: translationStatus(entity, source as never, row ? toStored(row) : null),
            updatedAt: row?.updatedAt.toISOString() ?? null,
            updatedByName: row?.updatedByName ?? null,
          };
        }),
      };
    },

    /**
     * Saves one language's translation of a record: blank fields are "not translated", every
     * saved field is fingerprinted against the English as it is now (so saving clears
     * "outdated"). Validated here, whoever calls.
     */
    async save(
      entity: TranslatableEntity,
      id: string,
      lang: TranslationLanguage,
      input: unknown,
      actor: Actor,
    ): Promise<TranslationView> {
      const parsed = translationSchemas[entity].safeParse(input);
      if (!parsed.success) {
        // A schedule's labels are the caller's own keys: name the field, never echo the key.
        const fields: Record<string, string> = {};
        for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
          fields[key.startsWith("timetable.") ? "timetable" : key] ??= message;
        }
        throw new InvalidInputError(fields);
      }
      const fields = Object.fromEntries(
        Object.entries(parsed.data as Record<string, unknown>).filter(
          ([, value]) => !isEmptyContent(value),
        ),
      );
      // A translated post body passes the same gate as the English one (markdown.ts).
      if (entity === "blogPost" && typeof fields.content === "string") {
        fields.content = cleanMarkdownSource(fields.content);
      }
      const slug = entity === "blogPost" && typeof fields.slug === "string" ? fields.slug : null;
      const saved = await db.transaction(async (tx) => {
        const source = await loadSource(tx, entity, id);
        if (!source) throw new NotFoundError("Not found");
        if (slug) {
          const [clash] = await tx
            .select({ entityId: contentTranslations.entityId })
            .from(contentTranslations)
            .where(
              and(
                eq(contentTranslations.entity, entity),
                eq(contentTranslations.lang, lang),
                eq(contentTranslations.slug, slug),
              ),
            );
          if (clash && clash.entityId !== id) {
            throw new ConflictError(
              "Another post already uses this address in this language.",
              "slug",
            );
          }
        }
        const [before] = await tx
          .select()
          .from(contentTranslations)
          .where(ofRecord(entity, id, lang));
        const values = {
          fields,
          sourceHashes: sourceHashesOf(entity, source as never, Object.keys(fields)),
          slug,
          updatedByName: actor.name,
          updatedAt: new Date(),
        };
        const [row] = await tx
          .insert(contentTranslations)
          .values({ entity, entityId: id, lang, ...values })
          .onConflictDoUpdate({
            target: [
              contentTranslations.entity,
              contentTranslations.entityId,
              contentTranslations.lang,
            ],
            set: values,
          })
          .returning();
        if (!row) throw new Error("The translation was not stored");
        await recordAudit(tx, actor, {
          action: before ? "update" : "create",
          entity: "translation",
          entityId: `${entity}:${id}:${lang}`,
          summary: `Saved the ${lang.toUpperCase()} translation of “${source.label}”`,
          before: before ? { fields: before.fields } : null,
          after: { fields: row.fields },
        });
        return { row, source };
      });
      deps.onChange();
      return {
        lang,
        fields: saved.row.fields,
        status: translationStatus(entity, saved.source as never, toStored(saved.row)),
        updatedAt: saved.row.updatedAt.toISOString(),
        updatedByName: saved.row.updatedByName,
      };
    },

    /**
     * Everything not complete, by language: what the Translations screen lists, searched by
     * the record's English name and paged. `lang` and `state` narrow it. Computed over every
     * record (a school has tens of programs, places and posts, not thousands).
     */
    async overview(filter: {
      lang?: TranslationLanguage;
      state?: TranslationStatus["state"];
      q?: string;
      page: number;
      pageSize: number;
    }): Promise<Page<TranslationOverviewRow>> {
      const [sources, rows] = await Promise.all([
        loadAllSources(db),
        db.select().from(contentTranslations),
      ]);
      const byKey = new Map(
        rows.map((row) => [`${row.entity}\u0000${row.entityId}\u0000${row.lang}`, toStored(row)]),
      );
      const term = filter.q?.trim().toLowerCase() ?? "";
      const languages = filter.lang ? [filter.lang] : translationLanguages;
      const matches: TranslationOverviewRow[] = [];
      for (const lang of languages) {
        for (const { entity, id, source } of sources) {
          if (term && !source.label.toLowerCase().includes(term)) continue;
          const stored = byKey.get(`${entity}\u0000${id}\u0000${lang}`) ?? null;
          const status = translationStatus(entity, source as never, stored);
          const wanted = filter.state ? status.state === filter.state : status.state !== "complete";
          if (wanted) matches.push({ entity, entityId: id, label: source.label, lang, status });
        }
      }
      const start = (filter.page - 1) * filter.pageSize;
      return {
        items: matches.slice(start, start + filter.pageSize),
        total: matches.length,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;

/** Drops a record's translations with the record (inside the caller's transaction). */
export async function deleteTranslationsOf(db: Database, entity: TranslatableEntity, id: string) {
  await db.delete(contentTranslations).where(ofRecord(entity, id));
}

/** A program renamed to a new id keeps its translations. */
export async function moveTranslations(
  db: Database,
  entity: TranslatableEntity,
  from: string,
  to: string,
) {
  await db.update(contentTranslations).set({ entityId: to }).where(ofRecord(entity, from));
}
