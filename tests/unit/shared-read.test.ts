import { sharedRead } from "@server/services/shared-read";
import { describe, expect, it } from "vitest";

/** A read whose answers the test releases by hand, counting how often it really ran. */
function controlledRead() {
  const pending: Array<{ key: string; settle: (value: string) => void; fail: (e: Error) => void }> =
    [];
  const read = (key: string) =>
    new Promise<string>((settle, fail) => {
      pending.push({ key, settle, fail });
    });
  return { read, pending };
}

describe("sharedRead", () => {
  it("joins callers of the same key while its read is in flight", async () => {
    const { read, pending } = controlledRead();
    const shared = sharedRead(read);
    const first = shared("galway");
    const second = shared("galway");
    expect(pending).toHaveLength(1);
    pending[0]?.settle("Galway summer");
    expect(await Promise.all([first, second])).toEqual(["Galway summer", "Galway summer"]);
  });

  it("reads different keys separately", async () => {
    const { read, pending } = controlledRead();
    const shared = sharedRead(read);
    const galway = shared("galway");
    const cork = shared("cork");
    expect(pending.map((call) => call.key)).toEqual(["galway", "cork"]);
    pending[1]?.settle("Cork");
    pending[0]?.settle("Galway");
    expect(await Promise.all([galway, cork])).toEqual(["Galway", "Cork"]);
  });

  it("keeps nothing once the read has answered: the next caller reads again", async () => {
    const { read, pending } = controlledRead();
    const shared = sharedRead(read);
    const before = shared("galway");
    pending[0]?.settle("old price");
    await before;
    const after = shared("galway");
    expect(pending).toHaveLength(2);
    pending[1]?.settle("new price");
    expect(await after).toBe("new price");
  });

  it("gives a failed read's error to everyone who joined it, and does not keep it", async () => {
    const { read, pending } = controlledRead();
    const shared = sharedRead(read);
    const first = shared("galway");
    const second = shared("galway");
    pending[0]?.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await expect(second).rejects.toThrow("connection lost");
    const retry = shared("galway");
    expect(pending).toHaveLength(2);
    pending[1]?.settle("Galway");
    expect(await retry).toBe("Galway");
  });

  it("keys by keyOf, so equal keys that are different objects share a read", async () => {
    const { read, pending } = controlledRead();
    const shared = sharedRead(
      (key: { id: string }) => read(key.id),
      (key) => key.id,
    );
    const first = shared({ id: "a" });
    const second = shared({ id: "a" });
    expect(pending).toHaveLength(1);
    pending[0]?.settle("A");
    expect(await Promise.all([first, second])).toEqual(["A", "A"]);
  });
});
