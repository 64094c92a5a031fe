/**
 * The production process itself: start, refuse a second opener of the same data folder,
 * shut down cleanly on SIGTERM and find the data intact on the next start.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startProductionProcess, waitForReady } from "./support/production-process";

const DATA_DIR = path.resolve(`.tmp/process-test-data-${process.env.E2E_PORT ?? 4173}`);
// Not 4190: that is on the Fetch standard's list of blocked ports.
const PORT = 4290 + (Number(process.env.E2E_PORT ?? 4173) - 4173) * 2;

const startProcess = (port: number) =>
  startProductionProcess({
    port,
    dataDir: DATA_DIR,
    env: {
      SESSION_SECRET: "process-test-secret-long-enough-0123456789",
      ADMIN_USERNAME: "process-admin",
      ADMIN_PASSWORD: "process-admin-password",
      LOG_LEVEL: "info",
    },
  });

test.describe.configure({ mode: "serial" });

test.beforeAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));
test.afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

test("a second server on the same data folder is refused; SIGTERM exits cleanly", async () => {
  test.setTimeout(90_000);
  const first = startProcess(PORT);
  await waitForReady(first, 30_000);

  const second = startProcess(PORT + 1);
  const secondCode = await second.exited;
  expect(secondCode).toBe(1);
  expect(second.output()).toContain("already in use by another Clover process");

  // Staff-visible data written before the shutdown must survive it.
  const before = (await (await fetch(`http://127.0.0.1:${PORT}/api/programs`)).json()) as unknown[];
  expect(before).toHaveLength(11);

  const stoppingAt = Date.now();
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(Date.now() - stoppingAt).toBeLessThan(5_000);
  expect(fs.existsSync(path.join(DATA_DIR, "clover.lock"))).toBe(false);

  const again = startProcess(PORT);
  await waitForReady(again, 30_000);
  const after = (await (await fetch(`http://127.0.0.1:${PORT}/api/programs`)).json()) as unknown[];
  expect(after).toHaveLength(11);
  again.child.kill("SIGINT");
  expect(await again.exited).toBe(0);
});

test("a lock left by a killed process does not block the next start", async () => {
  test.setTimeout(90_000);
  const crashed = startProcess(PORT);
  await waitForReady(crashed, 30_000);
  crashed.child.kill("SIGKILL");
  await crashed.exited;
  expect(fs.existsSync(path.join(DATA_DIR, "clover.lock"))).toBe(true);

  const next = startProcess(PORT);
  await waitForReady(next, 30_000);
  const programs = (await (
    await fetch(`http://127.0.0.1:${PORT}/api/programs`)
  ).json()) as unknown[];
  expect(programs).toHaveLength(11);
  next.child.kill("SIGTERM");
  expect(await next.exited).toBe(0);
});
