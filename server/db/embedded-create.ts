/**
 * Creating the embedded database in a process of its own (decision 0061).
 *
 * PGlite creates a database by running PostgreSQL's initdb in a second WebAssembly instance, and
 * the buffers it leaves behind (about 600 MB: `external` memory, array buffers holding the new
 * folder's files) stay with the process that ran it. A server started on an empty data folder
 * sat at 735–763 MB RSS for as long as it ran, three times what the same server holds when it
 * reopens that folder after a restart. So a folder without a database is created by a short-lived
 * Node process, which gives all of that back to the system when it exits, and the server then
 * opens the folder as it does on every restart. The first start takes about 3 s longer: PGlite's
 * WebAssembly is compiled in both processes, and the migrations run on a cold instance.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The file initdb writes last in a PostgreSQL data folder, and PGlite's own test for one. */
const MARKER = "PG_VERSION";

export function hasEmbeddedDatabase(folder: string): boolean {
  return fs.existsSync(path.join(folder, MARKER));
}

/** Creates an empty database in `folder` unless it already holds one. */
export async function createEmbeddedDatabaseApart(folder: string): Promise<void> {
  if (hasEmbeddedDatabase(folder)) return;
  try {
    fs.mkdirSync(folder, { recursive: true });
    await runInitdbApart(folder);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not create the embedded database in ${folder}: ${reason}`, {
      cause: error,
    });
  }
  if (!hasEmbeddedDatabase(folder)) {
    throw new Error(`Creating the embedded database in ${folder} left no ${MARKER} file.`);
  }
}

function runInitdbApart(folder: string): Promise<void> {
  // The same PGlite this process would have loaded, whatever the working directory.
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", script, folder],
      { timeout: 5 * 60_000, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(stderr.trim() || error.message));
        else resolve();
      },
    );
  });
}
