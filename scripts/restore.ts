/**
 * npm run restore -- FILE [--force]
 * Restores a file written by `npm run backup` into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR). Refuses a database that holds any row unless --force; with the
 * embedded database the server must be stopped.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackupFile } from "../server/ops/backup-restore";
import { describeDatabase, runWithDatabase } from "../server/ops/cli";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}

await runWithDatabase(async (handle, config) => {
  const started = Date.now();
  const summary = await restoreBackupFile(handle, path.resolve(file), { force: values.force });
  console.log(
    `Restored ${summary.rows} rows in ${summary.tables.length} tables (backup of ${summary.createdAt}, ` +
      `from ${summary.source}) into ${describeDatabase(handle, config)} in ${Date.now() - started} ms` +
      (summary.upgradedBy > 0 ? `; then applied ${summary.upgradedBy} newer migration(s)` : ""),
  );
});
