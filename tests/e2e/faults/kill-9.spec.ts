/**
 * The production process with its embedded database (PGlite in DATA_DIR) killed with SIGKILL
 * while visitors are submitting enquiries: after a restart on the same folder, every enquiry
 * that was acknowledged (201) must be there. Nothing is flushed or closed on SIGKILL, so this
 * is what a crash, an OOM kill or a pulled container looks like to the data.
 *
 * It lives with the e2e tests because it needs the production build (`BUILD_DIR`) and starts
 * the bundle as its own process, exactly as `npm start` does; the vitest suites import the
 * server in-process and cannot be killed without killing the test runner.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startProductionProcess, waitForReady } from "../support/production-process";

const offset = Number(process.env.E2E_PORT ?? 4173) - 4173;
const DATA_DIR = path.resolve(`.tmp/kill-9-data-${offset}`);
// Clear of process.spec.ts (4290 + 2·offset) and the benchmarks (4380).
const PORT = 4490 + offset * 2;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "crash-admin", password: "crash-admin-password-1" };

const startProcess = () =>
  startProductionProcess({
    port: PORT,
    dataDir: DATA_DIR,
    env: {
      SESSION_SECRET: "crash-test-secret-long-enough-0123456789",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_WRITES_PER_HOUR: "1000000",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
  });

test.beforeAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));
test.afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

test("every enquiry acknowledged before a SIGKILL is there after the restart", async () => {
  test.setTimeout(120_000);
  const first = startProcess();
  let second: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForReady(first);

    const acknowledged: string[] = [];
    let unanswered = 0;
    let otherStatus = 0;
    let sequence = 0;
    let killed = false;
    const submitter = async (client: number) => {
      while (!killed) {
        const email = `crash-${client}-${sequence++}@example.com`;
        try {
          const response = await fetch(`${BASE}/api/contact-inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              name: `Visitor ${client}`,
              email,
              subject: "Places in August",
              message: "Are there still places in August for two weeks?",
              gdprConsent: true,
            }),
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 201) acknowledged.push(email);
          else otherStatus++;
        } catch {
          // Cut off by the kill: never acknowledged, so the visitor knows to send it again.
          unanswered++;
        }
      }
    };
    const submitters = Array.from({ length: 8 }, (_, client) => submitter(client));

    // Kill in the middle of the stream, once a fair number of enquiries were acknowledged.
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true; // the submitters send nothing new; only requests in flight are cut off
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    await Promise.all(submitters);

    second = startProcess();
    await waitForReady(second);
    const login = await fetch(`${BASE}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const csv = await (
      await fetch(`${BASE}/api/admin/exports/contact_inquiries`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).text();
    const stored = new Set(csv.match(/crash-\d+-\d+@example\.com/g) ?? []);
    const lost = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `kill -9: ${acknowledged.length} acknowledged, ${stored.size} stored after restart, ` +
        `${lost.length} acknowledged but lost, ${unanswered} cut off unanswered, ${otherStatus} other answers`,
    );
    expect(otherStatus).toBe(0);
    expect(lost).toEqual([]);

    // The restarted server keeps taking enquiries.
    const after = await fetch(`${BASE}/api/contact-inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "After",
        email: "after-restart@example.com",
        subject: "Still there?",
        message: "Checking the form works after the restart.",
        gdprConsent: true,
      }),
    });
    expect(after.status).toBe(201);
  } finally {
    if (first.child.exitCode === null && first.child.signalCode === null) {
      first.child.kill("SIGKILL");
      await first.exited;
    }
    if (second && second.child.exitCode === null && second.child.signalCode === null) {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }
});
