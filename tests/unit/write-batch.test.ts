/**
 * Group commit (server/services/write-batch.ts): writes that arrive before a group's turn go
 * together, each gets its own result, no more groups are in flight than allowed, and a failing
 * group is written again one by one so only the bad item fails.
 */
import { describe, expect, it } from "vitest";
import { createWriteBatch } from "../../server/services/write-batch";

/** A `writeGroup` that records each group and answers when the test lets it. */
function recordingWriter(fail?: (item: number) => boolean) {
  const groups: number[][] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    groups,
    open: () => release(),
    async writeGroup(items: number[]): Promise<string[]> {
      groups.push(items);
      await gate;
      if (fail && items.some(fail)) throw new Error(`bad item in ${items.join(",")}`);
      return items.map((item) => `stored ${item}`);
    },
    reset() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe("write batch", () => {
  it("writes what arrived by its turn as one group, and the next group meanwhile", async () => {
    const writer = recordingWriter();
    const batch = createWriteBatch((items: number[]) => writer.writeGroup(items), {
      concurrency: 1,
    });
    const first = [1, 2, 3].map((item) => batch.write(item));
    await until(() => writer.groups.length === 1);
    const rest = [4, 5].map((item) => batch.write(item));
    await new Promise((resolve) => setImmediate(resolve));
    // One group in flight at a time: 4 and 5 wait for the first group's write.
    expect(writer.groups).toEqual([[1, 2, 3]]);
    writer.open();
    expect(await Promise.all(first)).toEqual(["stored 1", "stored 2", "stored 3"]);
    expect(await Promise.all(rest)).toEqual(["stored 4", "stored 5"]);
    expect(writer.groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("writes a second group while the first waits, up to its concurrency", async () => {
    const writer = recordingWriter();
    const batch = createWriteBatch((items: number[]) => writer.writeGroup(items), {
      concurrency: 2,
    });
    const first = [1, 2].map((item) => batch.write(item));
    await until(() => writer.groups.length === 1);
    const second = [3].map((item) => batch.write(item));
    await until(() => writer.groups.length === 2);
    const third = [4].map((item) => batch.write(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.groups).toEqual([[1, 2], [3]]);
    writer.open();
    expect(await Promise.all([...first, ...second, ...third])).toEqual(
      [1, 2, 3, 4].map((item) => `stored ${item}`),
    );
    expect(writer.groups).toEqual([[1, 2], [3], [4]]);
  });

  it("caps a group at maxItems", async () => {
    const writer = recordingWriter();
    writer.open();
    const batch = createWriteBatch((items: number[]) => writer.writeGroup(items), {
      maxItems: 2,
      concurrency: 1,
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map((item) => batch.write(item)));
    expect(results).toEqual([1, 2, 3, 4, 5].map((item) => `stored ${item}`));
    expect(writer.groups).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails only the bad item of a failing group", async () => {
    const writer = recordingWriter((item) => item === 3);
    writer.open();
    const batch = createWriteBatch((items: number[]) => writer.writeGroup(items), {
      concurrency: 1,
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => batch.write(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(outcomes[3]).toEqual({ status: "fulfilled", value: "stored 4" });
    // The group failed, then went one by one.
    expect(writer.groups).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it("refuses a group that answers with the wrong number of results", async () => {
    const batch = createWriteBatch(async (items: number[]) => items.slice(1));
    await expect(batch.write(1)).rejects.toThrow("a group of 1 writes returned 0 results");
  });
});
