/**
 * npm run bench:admin — server response times of the admin lead screens with 100,000 contact
 * inquiries and 100,000 quote requests. Seeds a fresh data folder with SQL (generate_series),
 * starts the production build on it, signs in and times signed-in GETs of /admin/leads and
 * /admin/inquiries (first page, a deep page, a search, a filter). Target: < 300 ms a page.
 *
 * Needs a build: BUILD_DIR=.tmp/build-x npm run build (default build/).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedLeads } from "./support/seed-leads";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ADMIN = { username: "bench-admin", password: "bench-admin-password-1" };

const entry = path.resolve(BUILD_DIR, "server/index.js");
if (!fs.existsSync(entry)) {
  console.error(`No build at ${entry}: run BUILD_DIR=${BUILD_DIR} npm run build first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clover-bench-admin-"));
let started = Date.now();
const handle = await openDatabase({ kind: "pglite", dataDir });
await migrateDatabase(handle);
await seedLeads(handle.db, ROWS);
await handle.close();
console.log(
  `seeded ${ROWS.toLocaleString("en-IE")} inquiries and ${ROWS.toLocaleString("en-IE")} quote requests in ${Date.now() - started} ms`,
);

started = Date.now();
const server = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    SESSION_SECRET: "bench-session-secret-that-is-long-enough-42",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`server ready in ${Date.now() - started} ms`);
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const cookie = `clover_session=${encodeURIComponent(token)}`;

  const pages = [
    "/admin/leads?tab=inquiries",
    "/admin/leads?tab=inquiries&page=2000",
    "/admin/leads?tab=inquiries&q=Murphy",
    "/admin/leads?tab=inquiries&q=person99999%40example.com",
    "/admin/leads?tab=quotes",
    "/admin/leads?tab=quotes&page=3000",
    "/admin/leads?tab=quotes&q=Vegetarian",
    "/admin/leads?tab=quotes&q=no-such-person-anywhere",
    "/admin/inquiries",
    "/admin/inquiries?status=follow-up&page=100",
    "/admin/inquiries?q=Visa+letter&status=new",
    "/admin/inquiries?q=Schmidt+12345",
  ];
  let worst = 0;
  for (const page of pages) {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES + 2; i++) {
      const sent = performance.now();
      const response = await fetch(`${base}${page}`, { headers: { Cookie: cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
      if (i >= 2) times.push(performance.now() - sent); // two warm-up requests
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    worst = Math.max(worst, at(0.95));
    console.log(
      `${page.padEnd(58)} p50 ${String(at(0.5)).padStart(4)} ms  p95 ${String(at(0.95)).padStart(4)} ms`,
    );
  }
  console.log(
    worst < 300
      ? `OK: every page p95 under 300 ms (worst ${worst} ms)`
      : `SLOW: worst p95 ${worst} ms (target 300 ms)`,
  );
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
