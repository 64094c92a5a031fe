/**
 * A new embedded database is created by a process of its own (decision 0061): the server that
 * opens it afterwards holds what a restart holds, not the ~600 MB initdb leaves behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@server/db/client";
import { hasEmbeddedDatabase } from "@server/db/embedded-create";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

const MB = 1024 * 1024;
const folders: string[] = [];

function newDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "clover-embedded-create-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("creating the embedded database", () => {
  it("creates a new folder's database without this process running initdb, and keeps it", async () => {
    const dataDir = newDataDir();
    const before = process.memoryUsage().external;
    const created = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(hasEmbeddedDatabase(path.join(dataDir, "pglite"))).toBe(true);
      // initdb in this process left ~530 MB more external memory (677 MB against 144 MB for
      // an open database); a database opened after its creation elsewhere adds its own ~144 MB.
      expect((process.memoryUsage().external - before) / MB).toBeLessThan(250);
      await created.db.execute(sql`create table notes (body text not null)`);
      await created.db.execute(sql`insert into notes values ('kept across a restart')`);
    } finally {
      await created.close();
    }

    // The next start opens the same database; nothing is created again.
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const result = await reopened.db.execute(sql`select body from notes`);
      expect((result as { rows: { body: string }[] }).rows).toEqual([
        { body: "kept across a restart" },
      ]);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it("says which folder it could not create a database in", async () => {
    const dataDir = newDataDir();
    // A file where the database's folder should be.
    fs.writeFileSync(path.join(dataDir, "pglite"), "not a folder");
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      path.join(dataDir, "pglite"),
    );
    // The data folder's lock is given back: a corrected folder opens.
    fs.rmSync(path.join(dataDir, "pglite"));
    const opened = await openDatabase({ kind: "pglite", dataDir });
    await opened.close();
  }, 120_000);
});
