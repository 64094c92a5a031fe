/**
 * npm run backup [-- --output FILE]
 * Writes a backup of the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
 * to one gzipped file; default name clover-backup-<UTC time>.ndjson.gz in the current folder.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { writeBackupFile } from "../server/ops/backup";
import { describeDatabase, runWithDatabase } from "../server/ops/cli";

const { values } = parseArgs({ options: { output: { type: "string", short: "o" } } });
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
const output = path.resolve(values.output ?? `clover-backup-${stamp}.ndjson.gz`);

await runWithDatabase(async (handle, config) => {
  const started = Date.now();
  const summary = await writeBackupFile(handle, output);
  console.log(
    `Backed up ${describeDatabase(handle, config)}: ${summary.tables.length} tables, ` +
      `${summary.rows} rows, in ${Date.now() - started} ms\n  → ${output}`,
  );
});
