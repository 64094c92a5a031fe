/**
 * Drizzle applies a migration only when its journal time is later than the last one a database
 * has applied, and backups name migrations by that time: a branch merged with an older time
 * than its predecessor would be skipped on every database that already had the predecessor.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../server/db/migrations/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", folder), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("the migrations' journal", () => {
  it("numbers the entries 0, 1, 2… in the order of their files", () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => name.replace(/\.sql$/, ""));
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it("gives every entry a later time than the one before", () => {
    const late = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= (journal.entries[index - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});
