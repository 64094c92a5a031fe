/**
 * Lists that can grow page, search and sort on the server. Every list endpoint takes the same
 * query (`?q=&status=&page=&pageSize=&sort=`) and answers `{ items, total, page, pageSize }`.
 */

import { hasNoNul, messages } from "@shared/forms/fields";
import {
  count,
  getTableColumns,
  getTableName,
  type InferSelectModel,
  type SQL,
  sql,
} from "drizzle-orm";
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
 * Several capped counts (`countUpToLimit`) in one statement: a screen's stat cards or tab badges.
 * On PGlite every statement waits for the one before (one connection) and costs a round trip
 * through its WebAssembly engine, so four counts in one statement cost about one.
 */
export async function countsUpToLimit(
  db: Database,
  parts: readonly { table: PgTable; condition: SQL | undefined }[],
): Promise<number[]> {
  const counts = parts.map(({ table, condition }) => {
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(condition)
      .limit(COUNT_LIMIT + 1);
    return sql`(select count(*)::int from (${matching}) as matching)`;
  });
  const columns = counts.map((counted, index) => sql`${counted} as ${sql.raw(`n${index}`)}`);
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  const [row] = result.rows;
  return parts.map((_, index) => Number(row?.[`n${index}`] ?? 0));
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

/** A stat card's total from a capped count: exact up to the limit, else "more than 1,000". */
export function cardTotal(counted: number): CountedTotal {
  return pageTotal(counted, { page: 1, pageSize: 1 }, Math.min(counted, 2));
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
 * A search walks this many of the newest rows (the list's order index) before it falls back to
 * the trigram index. A term common enough to be slow through the trigram index (thousands of
 * matches to read and sort) fills a page within them; a rare one does not, and is cheap there.
 */
export const SEARCH_WALK_ROWS = 1000;

/**
 * A page of `table`'s rows matching `condition` in `order`, with one row more than the page holds
 * (to tell whether another follows). Past the first page, when `key` is unique and ends the order,
 * the page's keys are read first, then their rows (a deferred join, decision 0054 round 4): OFFSET
 * skips index entries in an index-only scan instead of visiting every skipped row in the table
 * (page 3,000 skipped 75,000 rows). Both reads end the order with the key, so they agree.
 */
export async function pageRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  key: AnyPgColumn | undefined,
  condition: SQL | undefined,
  order: SQL[],
  query: Pick<ListQuery, "page" | "pageSize">,
): Promise<InferSelectModel<TTable>[]> {
  // As in listPage: query the plain PgTable, and give the rows back their table's type.
  const source: PgTable = table;
  const offset = offsetOf(query);
  const rows =
    key && offset > 0
      ? await db
          .select()
          .from(source)
          .where(
            sql`${key} = any(array(${db
              .select({ key })
              .from(source)
              .where(condition)
              .orderBy(...order)
              .limit(query.pageSize + 1)
              .offset(offset)}))`,
          )
          .orderBy(...order)
      : await db
          .select()
          .from(source)
          .where(condition)
          .orderBy(...order)
          .limit(query.pageSize + 1)
          .offset(offset);
  return rows as InferSelectModel<TTable>[];
}

/** How a list's rows are keyed and filtered, for `listPage`. */
export interface ListPageOptions {
  /** The table's unique key, the last term of the order: its `id` unless given. */
  key?: AnyPgColumn;
  /**
   * The part of the condition that is not the search (a status, a level): the search walks the
   * newest rows that pass it. Without it the walk takes the newest rows of the whole table.
   */
  filter?: SQL;
}

/**
 * One page of a table's rows matching `condition`, and how many match (counted up to
 * COUNT_LIMIT, see `pageTotal`). Without a search term: the page, read in index order and
 * stopping after pageSize + 1 rows, and a capped COUNT. Past the first page the page's keys are
 * read first, then its rows (a deferred join, decision 0054 round 4): OFFSET skips index entries
 * in an index-only scan instead of visiting every skipped row in the table (page 3,000 skipped
 * 75,000 rows). The order ends with the unique key, so both reads agree on the rows and their
 * order. With a search term (decision 0054, round 2):
 *
 * 1. In the list's default order, the first SEARCH_WALK_ROWS rows of the order index (that pass
 *    `options.filter`) are tested first: if pageSize + 1 of them match after the offset, those
 *    are exactly the page (the matches of a prefix of the order are the first matches overall).
 *    "Murphy" finds its page among the newest 1,000 enquiries instead of reading and sorting all
 *    12,500 of its matches.
 * 2. Otherwise (a rare term, a deep page, another sort) the trigram index finds every match and
 *    a top-N sort keeps the page: few matches, or a page nobody reaches by typing.
 *
 * The count stops at COUNT_LIMIT + 1 matches either way, through the trigram index.
 */
export async function listPage<TTable extends PgTable>(
  db: Database,
  table: TTable,
  condition: SQL | undefined,
  order: SQL[],
  query: ListQuery,
  options: ListPageOptions = {},
): Promise<Page<InferSelectModel<TTable>>> {
  type Row = InferSelectModel<TTable>;
  // Drizzle cannot resolve its select types over a generic table: query the plain PgTable and
  // give the rows back their table's type (they are exactly that table's columns).
  const source: PgTable = table;
  const key: AnyPgColumn | undefined = options.key ?? getTableColumns(source).id;
  const paging = { page: query.page, pageSize: query.pageSize };
  const pageOf = (rows: unknown[], counted: number) => ({
    items: rows.slice(0, query.pageSize) as Row[],
    ...pageTotal(counted, query, rows.length),
    ...paging,
  });
  const rowsWhere = (executor: Database, where: SQL | undefined) =>
    executor
      .select()
      .from(source)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize + 1)
      .offset(offsetOf(query));
  if (!query.q) {
    const [rows, counted] = await Promise.all([
      pageRows(db, table, key, condition, order, query),
      countUpToLimit(db, source, condition),
    ]);
    return pageOf(rows, counted);
  }
  const walk = key && !query.sort && offsetOf(query) + query.pageSize < SEARCH_WALK_ROWS;
  if (walk) {
    // The newest rows that pass the filter, under the table's own name: the search condition
    // (written against the table) then reads them, in order, and stops at the page's last
    // match. A WITH query cannot see itself, so inside it the name still means the table.
    // Reading the 1,000 rows by their keys instead tested all of them, wherever they lay:
    // ~50 ms on PGlite for a status's newest 1,000 enquiries, ~5 ms this way.
    const newest = db.$with(getTableName(source)).as(
      db
        .select()
        .from(source)
        .where(options.filter)
        .orderBy(...order)
        .limit(SEARCH_WALK_ROWS),
    );
    const rows = await db
      .with(newest)
      .select()
      .from(source)
      .where(condition)
      .orderBy(...order)
      .limit(query.pageSize + 1)
      .offset(offsetOf(query));
    if (rows.length > query.pageSize) {
      const counted = await searchWithIndexes(db, query.q, (executor) =>
        countUpToLimit(executor, source, condition),
      );
      return pageOf(rows, counted);
    }
  }
  return searchWithIndexes(db, query.q, async (executor) => {
    const rows = await rowsWhere(executor, condition);
    // Every match was read to sort them: count no further than the limit all the same.
    const counted =
      rows.length > 0 && rows.length <= query.pageSize
        ? offsetOf(query) + rows.length
        : await countUpToLimit(executor, source, condition);
    return pageOf(rows, counted);
  });
}
