/**
 * What `npm run backup` and `npm run restore` share: the database the server would use (same
 * environment variables), and messages a person can act on instead of stack traces.
 */
import { type AppConfig, ConfigError, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { BackupError } from "./backup-format";

export async function openDatabaseOf(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openDatabase({ kind: "postgres", url: config.databaseUrl, maxConnections: 2 });
  }
  try {
    return await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `The embedded database in ${config.dataDir} is in use by a running server (PID ${error.ownerPid}). ` +
          "PGlite allows one process at a time: stop the server, run this again, then start the " +
          "server (it takes seconds). With DATABASE_URL (PostgreSQL), backups run while the server serves.",
      );
    }
    throw error;
  }
}

/** Runs `task` with the configured database; prints known failures plainly and exits 1. */
export async function runWithDatabase(
  task: (handle: DatabaseHandle, config: AppConfig) => Promise<void>,
): Promise<void> {
  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    handle = await openDatabaseOf(config);
    await task(handle, config);
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await handle?.close();
  }
}

export function describeDatabase(handle: DatabaseHandle, config: AppConfig): string {
  if (handle.kind === "pglite") return `embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl ?? "");
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
