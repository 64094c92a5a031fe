/**
 * Lists that can grow page, search and sort on the server. Every list endpoint takes the same
 * query (`?q=&status=&page=&pageSize=&sort=`) and answers `{ items, total, page, pageSize }`.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";

export const MAX_PAGE_SIZE = 100;

export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  status: z.string().trim().max(40).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(25),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]+$/)
    .optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function offsetOf(query: Pick<ListQuery, "page" | "pageSize">): number {
  return (query.page - 1) * query.pageSize;
}

/** Parses `sort=-createdAt` against the columns a list allows; falls back to its default. */
export function parseSort<K extends string>(
  sort: string | undefined,
  allowed: readonly K[],
  fallback: { key: K; descending: boolean },
): { key: K; descending: boolean } {
  if (!sort) return fallback;
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as K;
  return allowed.includes(key) ? { key, descending } : fallback;
}

/**
 * Runs a text search with the trigram indexes (migration 0003) forced on. The planner prices
 * ILIKE as cheap and picks a full scan, which costs ~400 ms on 100,000 rows in PGlite against
 * ~70 ms through the indexes; SET LOCAL confines the hint to this one transaction.
 */
export async function searchWithIndexes<T>(
  db: Database,
  term: string,
  run: (executor: Database) => Promise<T>,
): Promise<T> {
  if (!term) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}
