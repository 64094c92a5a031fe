/**
 * Lists that can grow page, search and sort on the server. Every list endpoint takes the same
 * query (`?q=&status=&page=&pageSize=&sort=`) and answers `{ items, total, page, pageSize }`.
 */

import { hasNoNul, messages } from "@shared/forms/fields";
import { count, getTableColumns, type InferSelectModel, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../db/client";

export const MAX_PAGE_SIZE = 100;

export const listQuerySchema = z.object({
  // PostgreSQL text cannot hold a NUL: refused here rather than failing in the query.
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
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
  /** How many rows match; with `totalCapped`, a lower bound (more rows match than this). */
  total: number;
  page: number;
  pageSize: number;
  /** Counting stopped at COUNT_LIMIT: more than `total` rows match (say "more than 1,000"). */
  totalCapped?: boolean;
}

/**
 * A list counts its rows up to this many and then says "more than 1,000": an exact COUNT reads
 * every matching row (in PGlite, the whole table from its files, ~100 ms per 100,000 leads) on
 * every page and keystroke, to print a number nobody pages through. Decision 0054.
 */
export const COUNT_LIMIT = 1000;

/** How many rows of `table` match `condition`, counting no further than COUNT_LIMIT + 1. */
export async function countUpToLimit(
  db: Database,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(condition)
    .limit(COUNT_LIMIT + 1)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * The total a page shows, from a count stopped at COUNT_LIMIT + 1 and the page's rows read with
 * one row more than the page holds (`fetched`, at most pageSize + 1). Exact up to the limit, and
 * on the last page; beyond, the rows before the page plus the page, marked capped: at least one
 * more row follows, so "Next" stays open.
 */
export interface CountedTotal {
  total: number;
  /** More rows match than `total`: counting stopped. */
  totalCapped?: true;
}

export function pageTotal(
  counted: number,
  query: Pick<ListQuery, "page" | "pageSize">,
  fetched: number,
): CountedTotal {
  if (counted <= COUNT_LIMIT) return { total: counted };
  const before = offsetOf(query);
  if (fetched > 0 && fetched <= query.pageSize) return { total: before + fetched };
  return {
    total: Math.max(COUNT_LIMIT, before + Math.min(fetched, query.pageSize)),
    totalCapped: true,
  };
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The one text a list's search reads: its searched fields joined by newlines. Each list has a
 * trigram index on exactly this expression (migration 0024), so a search is one index lookup
 * instead of one per field ORed together; the expression here and in the index must stay the
 * same, field for field, or PostgreSQL will not use the index. A term typed in a one-line search
 * box holds no newline, so a match never spans two fields: the search means what the ORed ILIKEs
 * meant.
 */
export function searchText(...fields: (SQL | AnyPgColumn)[]): SQL {
  return sql.join(
    fields.map((field) => sql`coalesce(${field}, '')`),
    sql` || E'\\n' || `,
  );
}

/** `text ILIKE '%term%'`, the condition every list search uses. */
export function textMatches(text: SQL | AnyPgColumn, term: string): SQL {
  return sql`${text} ilike ${likePattern(term)}`;
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
 * Runs a text search with the trigram indexes (migration 0024) forced on. The planner prices
 * ILIKE as cheap and picks a full scan, or walks the list's order index testing every row
 * (it expects to stop after a page, but `count(*) over ()` reads on to the end): 250 ms on
 * 100,000 enquiries in PostgreSQL for "Murphy", against 46 ms reading the trigram index's 12,500
 * matches and sorting them. Index scans stay off too (bitmap scans remain); SET LOCAL confines
 * the hints to this one transaction.
 */
async function searchWithIndexes<T>(
  db: Database,
  term: string,
  run: (executor: Database) => Promise<T>,
): Promise<T> {
  if (!term) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return run(tx);
  });
}

/**
 * One page of a table's rows matching `condition`, and how many match in all. Without a search
 * term: the page (read in index order, stopping after pageSize rows) and a COUNT. With one: a
 * single query carrying `count(*) over ()`, because a text search reads every match anyway
 * (bitmap scan of the trigram indexes, then a sort), and a separate COUNT would read them all
 * again — that second pass was the difference between ~320 ms and ~170 ms on 100,000 leads.
 */
export async function listPage<TTable extends PgTable>(
  db: Database,
  table: TTable,
  condition: SQL | undefined,
  order: SQL[],
  query: ListQuery,
): Promise<Page<InferSelectModel<TTable>>> {
  type Row = InferSelectModel<TTable>;
  // Drizzle cannot resolve its select types over a generic table: query the plain PgTable and
  // give the rows back their table's type (they are exactly that table's columns).
  const source: PgTable = table;
  const paging = { page: query.page, pageSize: query.pageSize };
  if (!query.q) {
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(source)
        .where(condition)
        .orderBy(...order)
        .limit(query.pageSize + 1)
        .offset(offsetOf(query)),
      countUpToLimit(db, source, condition),
    ]);
    const items = rows.slice(0, query.pageSize) as unknown as Row[];
    return { items, ...pageTotal(counted, query, rows.length), ...paging };
  }
  return searchWithIndexes(db, query.q, async (executor) => {
    const rows = await executor
      .select({
        ...getTableColumns(source),
        windowTotal: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(source)
      .where(condition)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const items = rows.map(({ windowTotal: _total, ...item }) => item as unknown as Row);
    if (rows[0]) return { items, total: rows[0].windowTotal, ...paging };
    // An empty page (past the last one) carries no total: count instead.
    const counted = await countUpToLimit(executor, source, condition);
    return { items, ...pageTotal(counted, query, 0), ...paging };
  });
}
