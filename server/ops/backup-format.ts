/**
 * The backup file's format, shared by the writer (backup.ts) and the reader (backup-restore.ts).
 *
 * File layout, one JSON value per line:
 *   {"type":"header", format, version, createdAt, source, migrations, sequences}
 *   {"type":"table", name, columns, rowCount}   followed by rowCount lines, one row object each
 *   {"type":"end", tables, rows}                 (a truncated file has no end line)
 */

export const BACKUP_FORMAT = "clover-backup";
export const BACKUP_VERSION = 1;

/** Rows per FETCH while dumping and per INSERT while restoring. */
export const BATCH_ROWS = 500;

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

export interface TableLine {
  type: "table";
  name: string;
  columns: string[];
  rowCount: number;
}

export interface EndLine {
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
