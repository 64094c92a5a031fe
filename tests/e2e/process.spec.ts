/**
 * The production process itself: start, refuse a second opener of the same data folder,
 * shut down cleanly on SIGTERM and find the data intact on the next start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const DATA_DIR = path.resolve(`.tmp/process-test-data-${process.env.E2E_PORT ?? 4173}`);
// Not 4190: that is on the Fetch standard's list of blocked ports.
const PORT = 4290 + (Number(process.env.E2E_PORT ?? 4173) - 4173) * 2;

function startProcess(port: number) {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR,
      SESSION_SECRET: "process-test-secret-long-enough-0123456789",
      ADMIN_USERNAME: "process-admin",
      ADMIN_PASSWORD: "process-admin-password",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitForReady(
  port: number,
  { child, output }: { child: ChildProcess; output: () => string },
) {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready (${String(lastError)}):\n${output()}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));
test.afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

test("a second server on the same data folder is refused; SIGTERM exits cleanly", async () => {
  test.setTimeout(90_000);
  const first = startProcess(PORT);
  await waitForReady(PORT, first);

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
  await waitForReady(PORT, again);
  const after = (await (await fetch(`http://127.0.0.1:${PORT}/api/programs`)).json()) as unknown[];
  expect(after).toHaveLength(11);
  again.child.kill("SIGINT");
  expect(await again.exited).toBe(0);
});

test("a lock left by a killed process does not block the next start", async () => {
  test.setTimeout(90_000);
  const crashed = startProcess(PORT);
  await waitForReady(PORT, crashed);
  crashed.child.kill("SIGKILL");
  await crashed.exited;
  expect(fs.existsSync(path.join(DATA_DIR, "clover.lock"))).toBe(true);

  const next = startProcess(PORT);
  await waitForReady(PORT, next);
  const programs = (await (
    await fetch(`http://127.0.0.1:${PORT}/api/programs`)
  ).json()) as unknown[];
  expect(programs).toHaveLength(11);
  next.child.kill("SIGTERM");
  expect(await next.exited).toBe(0);
});
