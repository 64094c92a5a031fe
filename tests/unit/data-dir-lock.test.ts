import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../../server/db/data-dir-lock";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clover-lock-"));
  folders.push(dir);
  return path.join(dir, "data");
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("creates the folder and refuses a second holder while the first is alive", async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    await new Promise((resolve) => other.once("spawn", resolve));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "clover.lock"), String(other.pid));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/already in use .*PID \d+/);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""]);
    const pid = dead.pid;
    await new Promise((resolve) => dead.once("exit", resolve));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "clover.lock"), String(pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "clover.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "clover.lock"))).toBe(false);
  });

  it("can be taken again after release", () => {
    const dir = tempDir();
    acquireDataDirLock(dir).release();
    expect(fs.existsSync(dir)).toBe(true);
    acquireDataDirLock(dir).release();
  });
});
