/**
 * Seeds shipped content idempotently. Each row is inserted once, under a key in `seed_log`:
 * a later start (or a later release adding rows) inserts only what was never seeded, so staff
 * edits are never overwritten and rows staff deleted never come back.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, destinations, programs, seedLog, students } from "../schema";
import { blogPostSeeds } from "./blog-posts";
import { destinationSeeds } from "./destinations";
import { programSeeds } from "./programs";
import { studentSeeds } from "./students";

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
