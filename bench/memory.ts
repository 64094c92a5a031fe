/**
 * npm run bench:memory — resident memory (RSS) of one production process, as a small server's
 * owner would see it in `top`:
 *
 *   1. first boot on an empty data folder (database created, migrated, demo-free), then idle;
 *   2. restart on that folder (the everyday state of a server), idle; then idle again after the
 *      embedded database's first vacuum and analyze pass, a minute after start (its peak memory
 *      stays: WebAssembly memory is never given back);
 *   3. after 1,000 mixed requests (public pages in four languages, public API, forms, staff lists);
 *   4. after a CSV export of 100,000 contact inquiries (seeded with SQL while the server is down).
 *
 * Targets: idle ≤ 250 MB on the embedded database, ≤ 150 MB on PostgreSQL. BENCH_DATABASE_URL
 * (a server where this user may create databases) runs the PostgreSQL column as well: a fresh
 * database is created for the run and dropped afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedLeads } from "./support/seed-leads";
import { adminToken, residentMemoryMb, startBenchServer } from "./support/server";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PORT = 4385;
const IDLE_TARGET = { pglite: 250, postgres: 150 } as const;

/**
 * Idle means idle: V8 gives back its young generation only after some seconds without work (its
 * memory reducer), as a server does between visits; a figure taken sooner measures the last burst.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 20_000);
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function mixedRequests(url: string, token: string, count: number): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const cookie = { Cookie: `clover_session=${encodeURIComponent(token)}` };
  const requests: Array<() => Promise<Response>> = [
    ...["/", "/es", "/fr/programs", "/de/about", "/programs/clover-summer-galway", "/blog"].map(
      (page) => () => fetch(`${url}${page}`, { headers: { "Accept-Encoding": "br" } }),
    ),
    () => fetch(`${url}/api/programs`),
    () => fetch(`${url}/api/quote-estimate?program=clover-summer-galway&weeks=2`),
    () =>
      fetch(`${url}/api/contact-inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Memory Bench",
          email: "memory-bench@example.com",
          subject: "Memory",
          message: "A question about the summer courses in Galway for my daughter.",
          gdprConsent: true,
        }),
      }),
    () => fetch(`${url}/api/contact-inquiries?pageSize=20`, { headers: auth }),
    () => fetch(`${url}/api/quote-requests?pageSize=20&q=Murphy`, { headers: auth }),
    () => fetch(`${url}/admin/leads?tab=inquiries`, { headers: cookie }),
    () => fetch(`${url}/admin/bookings`, { headers: cookie }),
  ];
  for (let i = 0; i < count; i++) {
    const response = await (requests[i % requests.length] as () => Promise<Response>)();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  }
}

async function exportInquiries(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/exports/contact_inquiries`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

interface Figures {
  firstBoot: number;
  idle: number;
  afterVacuum: number;
  afterRequests: number;
  afterExport: number;
}

async function measure(kind: "pglite" | "postgres", databaseUrl?: string): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clover-bench-memory-"));
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, PUBLIC_WRITES_PER_HOUR: "1000000" }
    : { PUBLIC_WRITES_PER_HOUR: "1000000" };
  try {
    let server = await startBenchServer(env, PORT, dataDir);
    await settle();
    const firstBoot = residentMemoryMb(server.process.pid as number);
    await server.stop();

    const handle = await openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir },
    );
    await migrateDatabase(handle);
    await seedLeads(handle.db, ROWS);
    await handle.close();

    server = await startBenchServer(env, PORT, dataDir);
    const started = Date.now();
    const pid = server.process.pid as number;
    try {
      await settle();
      const idle = residentMemoryMb(pid);
      // server/runtime.ts starts the embedded database's maintenance 60 s after start.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + 75_000 - Date.now())),
      );
      const afterVacuum = residentMemoryMb(pid);
      const token = await adminToken(server.url);
      await mixedRequests(server.url, token, 1_000);
      await settle();
      const afterRequests = residentMemoryMb(pid);
      const bytes = await exportInquiries(server.url, token);
      await settle();
      const afterExport = residentMemoryMb(pid);
      console.log(
        `${kind}: exported ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV (${ROWS.toLocaleString("en-IE")}+ rows)`,
      );
      return { firstBoot, idle, afterVacuum, afterRequests, afterExport };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the given server, dropped when the run ends. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clover_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const results: Array<[keyof typeof IDLE_TARGET, Figures]> = [["pglite", await measure("pglite")]];
if (process.env.BENCH_DATABASE_URL) {
  const database = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
  try {
    results.push(["postgres", await measure("postgres", database.url)]);
  } finally {
    await database.drop();
  }
} else {
  console.log("(set BENCH_DATABASE_URL to measure on PostgreSQL too)");
}

console.log(`\nresident memory, MB (Node ${process.version}, ${os.cpus().length} cores)`);
console.log(
  "database   first boot   idle   idle after vacuum   after 1,000 requests   after 100k export   target idle",
);
let missed = false;
for (const [kind, figures] of results) {
  // Idle is idle both before and after the embedded database's first maintenance pass.
  const met = Math.max(figures.idle, figures.afterVacuum) <= IDLE_TARGET[kind];
  if (!met) missed = true;
  console.log(
    `${kind.padEnd(10)} ${String(figures.firstBoot).padStart(10)}   ${String(figures.idle).padStart(4)}   ` +
      `${String(figures.afterVacuum).padStart(17)}   ` +
      `${String(figures.afterRequests).padStart(20)}   ${String(figures.afterExport).padStart(17)}   ` +
      `≤ ${IDLE_TARGET[kind]} ${met ? "OK" : "MISSED"}`,
  );
}
if (missed) process.exitCode = 1;
