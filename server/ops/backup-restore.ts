/**
 * Restoring a backup written by backup.ts (the format is in backup-format.ts): the schema the
 * backup was made with is rebuilt, the rows loaded, the sequences set, and the newer migrations
 * of this version applied, all in one transaction.
 */
import fs from "node:fs";
import readline from "node:readline";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DatabaseHandle } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import {
  type Executor,
  ident,
  listSequences,
  listTables,
  nonEmptyTables,
  normaliseSession,
  type TableInfo,
} from "./backup-catalog";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BATCH_ROWS,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  type EndLine,
  RestoreRefusedError,
  type TableLine,
} from "./backup-format";
import { applyMigrations, dropSchemaObjects, type Migration } from "./backup-schema";

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

/** The next non-empty line of the file, or `undefined` at its end. */
type NextLine = () => Promise<string | undefined>;

export interface RestoreSummary extends BackupSummary {
  source: "pglite" | "postgres";
  createdAt: string;
  /** Migrations applied after the data because the backup was made by an older version. */
  upgradedBy: number;
}

/** The header, checked: a Clover backup, in the format this version reads. */
async function readHeader(next: NextLine): Promise<BackupHeader> {
  const header = parse<BackupHeader>(await next(), "its header");
  if (header.type !== "header" || header.format !== BACKUP_FORMAT) {
    throw new BackupError("This is not a Clover backup file.");
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `Backup format version ${header.version} is not supported (this version reads ${BACKUP_VERSION}).`,
    );
  }
  return header;
}

/** The backup's schema must be one this version can rebuild: its migrations, in order. */
function assertKnownMigrations(header: BackupHeader, known: Migration[]): void {
  for (const [index, migration] of header.migrations.entries()) {
    if (known[index]?.folderMillis !== migration.createdAt) {
      throw new BackupError(
        "The backup was made by a newer or different version of Clover (its schema has migrations " +
          "this version does not know). Restore it with the version that made it.",
      );
    }
  }
}

/** Loads the `rowCount` rows that follow a table line, in batches. */
async function restoreTableRows(tx: Executor, line: TableLine, next: NextLine): Promise<void> {
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
      throw new BackupError(`The backup file is damaged (a row of ${line.name} is not a record).`);
    }
    batch.push(row);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
}

/** Every table's rows up to the end line, which must agree with what was read. */
async function restoreTables(
  tx: Executor,
  tables: Map<string, TableInfo>,
  next: NextLine,
  summary: BackupSummary,
): Promise<void> {
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
    if (!tables.has(line.name)) {
      throw new BackupError(`The backup has a table "${line.name}" its schema does not create.`);
    }
    await restoreTableRows(tx, line, next);
    restored.add(line.name);
    summary.tables.push({ name: line.name, rows: line.rowCount });
    summary.rows += line.rowCount;
  }
  const missing = [...tables.keys()].filter((name) => !restored.has(name));
  if (missing.length > 0) {
    throw new BackupError(`The backup file has no data for ${missing.join(", ")}.`);
  }
}

/**
 * The sequence as it was (so deleted ids are not handed out again), and never below the
 * highest id present.
 */
async function restoreSequences(tx: Executor, saved: BackupHeader["sequences"]): Promise<void> {
  const byColumn = new Map(saved.map((entry) => [`${entry.table}.${entry.column}`, entry]));
  for (const { table, column, sequence } of await listSequences(tx)) {
    const state = byColumn.get(`${table}.${column}`);
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
  const next: NextLine = async () => {
    const result = await lines.next();
    return result.done ? undefined : result.value;
  };
  const header = await readHeader(next);
  const known = readMigrationFiles({ migrationsFolder });
  const backupLevel = header.migrations.length;
  assertKnownMigrations(header, known);

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
    await restoreTables(tx, tables, next, summary);
    await restoreSequences(tx, header.sequences);
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
