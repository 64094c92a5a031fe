/**
 * Backups as one portable file: a gzipped NDJSON dump of every table of the `public` schema,
 * produced and read by PostgreSQL itself (`row_to_json` out, `json_populate_recordset` in), so a
 * backup of the embedded database restores into a PostgreSQL server and back. See
 * docs/decisions/0009-backups.md.
 *
 * This file writes backups; backup-restore.ts reads them back. The file's layout is described in
 * backup-format.ts, and the tables are found in the catalog at backup time (backup-catalog.ts),
 * never listed by hand: a new table is backed up without touching these files.
 */
import fs from "node:fs";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import {
  appliedMigrations,
  ident,
  listSequences,
  listTables,
  normaliseSession,
  query,
} from "./backup-catalog";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BATCH_ROWS,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  type EndLine,
  type TableLine,
} from "./backup-format";

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
