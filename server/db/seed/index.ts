/**
 * Seeds shipped content idempotently. Each row is inserted once, under a key in `seed_log`:
 * a later start (or a later release adding rows) inserts only what was never seeded, so staff
 * edits are never overwritten and rows staff deleted never come back.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { sourceHashesOf } from "../../services/content/translations/logic";
import type { Database } from "../client";
import {
  blogPosts,
  contentTranslations,
  destinations,
  levelTestItems,
  programs,
  seedLog,
  students,
} from "../schema";
import { blogPostSeeds } from "./blog-posts";
import { destinationSeeds } from "./destinations";
import { levelTestItemSeeds } from "./level-test";
import { programSeeds } from "./programs";
import { studentSeeds } from "./students";
import { translationSeeds } from "./translations";

export interface SeedOptions {
  /** Demo students and blog posts (never in production unless asked for). */
  demo: boolean;
}

export interface SeedResult {
  inserted: string[];
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const candidates: { key: string; insert: (tx: Database) => Promise<unknown> }[] = [
    ...programSeeds.map((seed) => ({
      key: `program:${seed.id}`,
      insert: (tx: Database) => tx.insert(programs).values(seed).onConflictDoNothing(),
    })),
    ...destinationSeeds.map((seed) => ({
      key: `destination:${seed.slug}`,
      insert: (tx: Database) => tx.insert(destinations).values(seed).onConflictDoNothing(),
    })),
    ...translationCandidates(),
    ...addedTranslationFieldCandidates(),
    ...levelTestItemSeeds.map(({ key, ...item }) => ({
      key: `level-test-item:${key}`,
      insert: (tx: Database) =>
        tx
          .insert(levelTestItems)
          .values({ seedKey: key, ...item, passage: item.passage ?? null })
          .onConflictDoNothing(),
    })),
  ];
  if (options.demo) {
    candidates.push(
      ...studentSeeds.map((seed) => ({
        key: `demo-student:${seed.email}`,
        insert: (tx: Database) => tx.insert(students).values(seed),
      })),
      ...blogPostSeeds.map(({ publishedAt, ...seed }) => ({
        key: `demo-blog-post:${seed.slug}`,
        insert: (tx: Database) =>
          tx
            .insert(blogPosts)
            .values({ ...seed, publishedAt: publishedAt ? new Date(publishedAt) : null })
            .onConflictDoNothing(),
      })),
    );
  }

  const keys = candidates.map((candidate) => candidate.key);
  const done = new Set(
    (await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, keys))).map(
      (row) => row.key,
    ),
  );
  const pending = candidates.filter((candidate) => !done.has(candidate.key));
  if (pending.length === 0) return { inserted: [] };

  await db.transaction(async (tx) => {
    for (const candidate of pending) {
      await candidate.insert(tx);
      await tx.insert(seedLog).values({ key: candidate.key });
    }
  });
  return { inserted: pending.map((candidate) => candidate.key) };
}

/**
 * The Spanish, French and German versions of the shipped programs and destinations, each
 * fingerprinted against the English seed it was written from: where staff have since changed
 * the English, the translation is seeded as outdated, as it should be.
 */
function translationCandidates() {
  return translationSeeds.flatMap(({ lang, seeds }) => [
    ...programSeeds.flatMap((program) => {
      const fields = seeds.programs[program.id];
      if (!fields) return [];
      return [
        {
          key: `translation:program:${program.id}:${lang}`,
          insert: async (tx: Database) => {
            const [exists] = await tx
              .select({ id: programs.id })
              .from(programs)
              .where(eq(programs.id, program.id));
            if (!exists) return;
            await tx
              .insert(contentTranslations)
              .values({
                entity: "program",
                entityId: program.id,
                lang,
                fields: { ...fields },
                sourceHashes: sourceHashesOf("program", program as never, Object.keys(fields)),
              })
              .onConflictDoNothing();
          },
        },
      ];
    }),
    ...destinationSeeds.flatMap((destination) => {
      const fields = seeds.destinations[destination.slug];
      if (!fields) return [];
      return [
        {
          key: `translation:destination:${destination.slug}:${lang}`,
          insert: async (tx: Database) => {
            const [row] = await tx
              .select({ id: destinations.id })
              .from(destinations)
              .where(eq(destinations.slug, destination.slug));
            if (!row) return;
            await tx
              .insert(contentTranslations)
              .values({
                entity: "destination",
                entityId: String(row.id),
                lang,
                fields: { ...fields },
                sourceHashes: sourceHashesOf(
                  "destination",
                  destination as never,
                  Object.keys(fields),
                ),
              })
              .onConflictDoNothing();
          },
        },
      ];
    }),
  ]);
}

/**
 * Fields added to the shipped translations after their first release (issue 34: a program's
 * location). A translation seeded before has none: each such field is merged in once, where the
 * translation still lacks it, so staff's own wording is never replaced.
 */
const addedProgramFields = ["location"] as const;

function addedTranslationFieldCandidates() {
  return translationSeeds.flatMap(({ lang, seeds }) =>
    programSeeds.flatMap((program) => {
      const fields = seeds.programs[program.id];
      if (!fields) return [];
      return addedProgramFields.map((field) => ({
        key: `translation:program:${program.id}:${lang}:${field}`,
        insert: (tx: Database) =>
          tx
            .update(contentTranslations)
            .set({
              fields: sql`${contentTranslations.fields} || ${JSON.stringify({ [field]: fields[field] })}::jsonb`,
              sourceHashes: sql`${contentTranslations.sourceHashes} || ${JSON.stringify(
                sourceHashesOf("program", program as never, [field]),
              )}::jsonb`,
            })
            .where(
              and(
                eq(contentTranslations.entity, "program"),
                eq(contentTranslations.entityId, program.id),
                eq(contentTranslations.lang, lang),
                sql`not (${contentTranslations.fields} ? ${field})`,
              ),
            ),
      }));
    }),
  );
}
