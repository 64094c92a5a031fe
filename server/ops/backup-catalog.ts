/**
 * What a backup reads from PostgreSQL's catalog: the tables (in an order that respects foreign
 * keys), the sequences and the migrations applied. Tables are found at backup time, never
 * listed by hand: a new table is backed up without touching these files.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { BackupError, type BackupHeader } from "./backup-format";

export type Executor = Pick<Database, "execute">;

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function query<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

export const ident = (name: string) => sql.identifier(name);

/** Same text for a row whichever server produced it: UTC times, PostgreSQL interval style. */
export async function normaliseSession(tx: Executor) {
  await tx.execute(sql.raw("set local timezone = 'UTC'"));
  await tx.execute(sql.raw("set local intervalstyle = 'postgres'"));
}

export interface TableInfo {
  name: string;
  /** Insertable columns (generated columns excluded), in table order. */
  columns: string[];
  primaryKey: string[];
}

/** Every base table of the public schema, parents before the tables that reference them. */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await query<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'
        order by table_name, ordinal_position`,
  );
  const keys = await query<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join lateral unnest(k.conkey) with ordinality as key(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
        where n.nspname = 'public' and k.contype = 'p'
        order by c.relname, key.position`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where n.nspname = 'public' and k.contype = 'f'`,
  );

  const byName = new Map<string, TableInfo>(
    tables.map(({ name }) => [name, { name, columns: [], primaryKey: [] }]),
  );
  for (const { table, column } of columns) byName.get(table)?.columns.push(column);
  for (const { table, column } of keys) byName.get(table)?.primaryKey.push(column);

  // Depth-first topological order; a self-reference does not constrain the order, and rows are
  // dumped in key order so a row usually follows the one it points to.
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (child === parent) continue;
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new BackupError(`Foreign keys form a cycle (${[...path, name].join(" → ")}).`);
    }
    state.set(name, "visiting");
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, [...path, name]);
    state.set(name, "done");
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** Each column backed by a sequence (identity or serial), with that sequence's name. */
export async function listSequences(db: Executor) {
  return query<{ table: string; column: string; sequence: string }>(
    db,
    sql`select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) is not null
        order by table_name, column_name`,
  );
}

export async function appliedMigrations(db: Executor): Promise<BackupHeader["migrations"]> {
  const [exists] = await query<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await query<{ hash: string; createdAt: string }>(
    db,
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** Tables of the public schema that hold at least one row, with their counts. */
export async function nonEmptyTables(db: Executor): Promise<{ name: string; rows: number }[]> {
  const found: { name: string; rows: number }[] = [];
  for (const table of await listTables(db)) {
    const [row] = await query<{ n: string }>(
      db,
      sql`select count(*)::text as n from ${ident(table.name)}`,
    );
    const rows = Number(row?.n ?? 0);
    if (rows > 0) found.push({ name: table.name, rows });
  }
  return found;
}
