/**
 * Backups as one portable file: a gzipped NDJSON dump of every table of the `public` schema,
 * produced and read by PostgreSQL itself (`row_to_json` out, `json_populate_recordset` in), so a
 * backup of the embedded database restores into a PostgreSQL server and back. See
 * docs/decisions/0009-backups.md.
 *
 * File layout, one JSON value per line:
 *   {"type":"header", format, version, createdAt, source, migrations, sequences}
 *   {"type":"table", name, columns, rowCount}   followed by rowCount lines, one row object each
 *   {"type":"end", tables, rows}                 (a truncated file has no end line)
 *
 * Tables are found in the catalog at backup time, never listed by hand: a new table is backed up
 * without touching this file.
 */
import fs from "node:fs";
import readline from "node:readline";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database, DatabaseHandle } from "../db/client";
import { migrationsFolder } from "../db/migrate";

export const BACKUP_FORMAT = "clover-backup";
export const BACKUP_VERSION = 1;

/** Rows per FETCH while dumping and per INSERT while restoring. */
const BATCH_ROWS = 500;

export interface BackupHeader {
  type: "header";
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** The drizzle migrations the database had; the restore rebuilds exactly this schema first. */
  migrations: { hash: string; createdAt: number }[];
  /** State of each identity/serial sequence, so ids are never reused after a restore. */
  sequences: { table: string; column: string; lastValue: string; isCalled: boolean }[];
}

interface TableLine {
  type: "table";
  name: string;
  columns: string[];
  rowCount: number;
}

interface EndLine {
  type: "end";
  tables: number;
  rows: number;
}

export interface BackupSummary {
  tables: { name: string; rows: number }[];
  rows: number;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** Refused because the target holds data and `force` was not given. */
export class RestoreRefusedError extends BackupError {
  override name = "RestoreRefusedError";
}

type Executor = Pick<Database, "execute">;

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
async function query<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

const ident = (name: string) => sql.identifier(name);

/** Same text for a row whichever server produced it: UTC times, PostgreSQL interval style. */
async function normaliseSession(tx: Executor) {
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
async function listSequences(db: Executor) {
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

async function appliedMigrations(db: Executor): Promise<BackupHeader["migrations"]> {
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

/**
 * Writes a backup of the whole database to `output` (gzipped). All tables are read in one
 * repeatable-read transaction: on PostgreSQL the file is a consistent snapshot even while
 * instances keep serving.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  output: Writable,
  now: () => Date = () => new Date(),
): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: [], rows: 0 };
  await handle.db.transaction(
    async (tx) => {
      await normaliseSession(tx);
      const migrations = await appliedMigrations(tx);
      if (migrations.length === 0) {
        throw new BackupError("This database has no Clover schema (no migrations applied).");
      }
      const tables = await listTables(tx);
      const sequences: BackupHeader["sequences"] = [];
      for (const { table, column, sequence } of await listSequences(tx)) {
        const [state] = await query<{ lastValue: string; isCalled: boolean }>(
          tx,
          sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.raw(sequence)}`,
        );
        if (state) sequences.push({ table, column, ...state });
      }
      const counts = new Map<string, number>();
      for (const table of tables) {
        const [row] = await query<{ n: string }>(
          tx,
          sql`select count(*)::text as n from ${ident(table.name)}`,
        );
        counts.set(table.name, Number(row?.n ?? 0));
      }

      async function* lines(): AsyncGenerator<string> {
        const header: BackupHeader = {
          type: "header",
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now().toISOString(),
          source: handle.kind,
          migrations,
          sequences,
        };
        yield `${JSON.stringify(header)}\n`;
        for (const table of tables) {
          const rowCount = counts.get(table.name) ?? 0;
          const line: TableLine = {
            type: "table",
            name: table.name,
            columns: table.columns,
            rowCount,
          };
          yield `${JSON.stringify(line)}\n`;
          const order =
            table.primaryKey.length > 0
              ? sql.join(
                  table.primaryKey.map((column) => sql`t.${ident(column)}`),
                  sql`, `,
                )
              : sql`1`;
          await tx.execute(
            sql`declare clover_backup no scroll cursor for
                select row_to_json(t)::text as json from ${ident(table.name)} t order by ${order}`,
          );
          let written = 0;
          for (;;) {
            const batch = await query<{ json: string }>(
              tx,
              sql.raw(`fetch forward ${BATCH_ROWS} from clover_backup`),
            );
            if (batch.length === 0) break;
            written += batch.length;
            yield `${batch.map((row) => row.json).join("\n")}\n`;
          }
          await tx.execute(sql.raw("close clover_backup"));
          if (written !== rowCount) {
            throw new BackupError(
              `Table ${table.name}: counted ${rowCount} rows, read ${written}.`,
            );
          }
          summary.tables.push({ name: table.name, rows: written });
          summary.rows += written;
        }
        const end: EndLine = { type: "end", tables: tables.length, rows: summary.rows };
        yield `${JSON.stringify(end)}\n`;
      }

      await pipeline(Readable.from(lines()), createGzip(), output);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return summary;
}

export async function writeBackupFile(
  handle: DatabaseHandle,
  file: string,
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(handle, fs.createWriteStream(partial, { mode: 0o600 }));
    // Only a complete file gets the final name.
    fs.renameSync(partial, file);
    return summary;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
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

/** Drops every table, view and sequence of the public schema and the migration history. */
async function dropSchemaObjects(tx: Executor) {
  const objects = await query<{ name: string; kind: string }>(
    tx,
    sql`select c.relname as name, c.relkind::text as kind
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_depend d on d.objid = c.oid and d.deptype = 'e'
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S') and d.objid is null`,
  );
  const keyword = { r: "table", p: "table", v: "view", m: "materialized view", S: "sequence" };
  for (const kind of ["v", "m", "r", "p", "S"] as const) {
    for (const object of objects.filter((candidate) => candidate.kind === kind)) {
      await tx.execute(sql`drop ${sql.raw(keyword[kind])} if exists ${ident(object.name)} cascade`);
    }
  }
  await tx.execute(sql.raw("drop table if exists drizzle.__drizzle_migrations"));
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/**
 * Applies migrations the way drizzle's migrator does (same history table, same hashes), but
 * inside the caller's transaction, so a restore is all or nothing.
 */
export async function applyMigrations(tx: Executor, migrations: Migration[]) {
  await tx.execute(sql.raw("create schema if not exists drizzle"));
  await tx.execute(
    sql.raw(
      "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    ),
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function* readLines(input: NodeJS.ReadableStream): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.pipe(gunzip);
  input.on("error", (error) => gunzip.destroy(error));
  const reader = readline.createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of reader) if (line) yield line;
}

function parse<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new BackupError(`The backup file ends before ${what}.`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new BackupError(`The backup file is damaged (${what} is not JSON).`);
  }
}

export interface RestoreSummary extends BackupSummary {
  source: "pglite" | "postgres";
  createdAt: string;
  /** Migrations applied after the data because the backup was made by an older version. */
  upgradedBy: number;
}

/**
 * Replaces the database with the backup read from `input`. Refuses a database that holds any
 * row unless `force`. Everything happens in one transaction: a damaged file or a failure
 * leaves the database as it was.
 *
 * The schema is rebuilt with the migrations the backup was made with, the rows are loaded, the
 * sequences set, and then the newer migrations of this version (if any) are applied, so an
 * older backup restores into a newer release.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  input: NodeJS.ReadableStream,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const lines = readLines(input)[Symbol.asyncIterator]();
  const next = async () => {
    const result = await lines.next();
    return result.done ? undefined : result.value;
  };
  const header = parse<BackupHeader>(await next(), "its header");
  if (header.type !== "header" || header.format !== BACKUP_FORMAT) {
    throw new BackupError("This is not a Clover backup file.");
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `Backup format version ${header.version} is not supported (this version reads ${BACKUP_VERSION}).`,
    );
  }
  const known = readMigrationFiles({ migrationsFolder });
  const backupLevel = header.migrations.length;
  for (const [index, migration] of header.migrations.entries()) {
    if (known[index]?.folderMillis !== migration.createdAt) {
      throw new BackupError(
        "The backup was made by a newer or different version of Clover (its schema has migrations " +
          "this version does not know). Restore it with the version that made it.",
      );
    }
  }

  const existing = await nonEmptyTables(handle.db);
  if (existing.length > 0 && !options.force) {
    const described = existing.map((table) => `${table.name}: ${table.rows}`).join(", ");
    throw new RestoreRefusedError(
      `The database is not empty (${described}). A restore replaces everything in it; ` +
        "run again with --force to do that.",
    );
  }

  const summary: RestoreSummary = {
    tables: [],
    rows: 0,
    source: header.source,
    createdAt: header.createdAt,
    upgradedBy: known.length - backupLevel,
  };
  await handle.db.transaction(async (tx) => {
    await normaliseSession(tx);
    await dropSchemaObjects(tx);
    await applyMigrations(tx, known.slice(0, backupLevel));
    const tables = new Map((await listTables(tx)).map((table) => [table.name, table]));
    // Some migrations ship starting rows (the price list, 0008); the backup holds the rows as
    // they were, so the tables start empty.
    if (tables.size > 0) {
      await tx.execute(
        sql`truncate ${sql.join(
          [...tables.keys()].map((name) => ident(name)),
          sql`, `,
        )} restart identity cascade`,
      );
    }
    const restored = new Set<string>();

    for (;;) {
      const line = parse<TableLine | EndLine>(await next(), "its end marker");
      if (line.type === "end") {
        if (line.rows !== summary.rows || line.tables !== restored.size) {
          throw new BackupError("The backup file is inconsistent (row counts do not match).");
        }
        break;
      }
      if (line.type !== "table") throw new BackupError("The backup file is damaged.");
      const table = tables.get(line.name);
      if (!table) {
        throw new BackupError(`The backup has a table "${line.name}" its schema does not create.`);
      }
      const columns = sql.join(
        line.columns.map((column) => ident(column)),
        sql`, `,
      );
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${ident(line.name)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${ident(line.name)}, ${`[${batch.join(",")}]`}::json)`,
        );
        batch = [];
      };
      for (let index = 0; index < line.rowCount; index++) {
        const row = await next();
        if (row === undefined) throw new BackupError("The backup file is truncated.");
        // A line cut short must be reported as a damaged file, not as the database's
        // complaint about the JSON it was handed.
        const parsed = parse<unknown>(row, `a row of ${line.name}`);
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
          throw new BackupError(
            `The backup file is damaged (a row of ${line.name} is not a record).`,
          );
        }
        batch.push(row);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      restored.add(line.name);
      summary.tables.push({ name: line.name, rows: line.rowCount });
      summary.rows += line.rowCount;
    }
    const missing = [...tables.keys()].filter((name) => !restored.has(name));
    if (missing.length > 0) {
      throw new BackupError(`The backup file has no data for ${missing.join(", ")}.`);
    }

    // The sequence as it was (so deleted ids are not handed out again), and never below the
    // highest id present.
    const saved = new Map(
      header.sequences.map((entry) => [`${entry.table}.${entry.column}`, entry]),
    );
    for (const { table, column, sequence } of await listSequences(tx)) {
      const state = saved.get(`${table}.${column}`);
      if (state) {
        await tx.execute(
          sql`select setval(${sequence}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`,
        );
      }
      await tx.execute(
        sql`select setval(${sequence}::regclass, m) from (select max(${ident(column)})::bigint as m from ${ident(table)}) s
            where m is not null and m >= (select case when is_called then last_value else last_value - 1 end from ${sql.raw(sequence)})`,
      );
    }

    await applyMigrations(tx, known.slice(backupLevel));
  });
  return summary;
}

export function restoreBackupFile(
  handle: DatabaseHandle,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  return restoreBackup(handle, fs.createReadStream(file), options);
}
