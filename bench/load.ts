/**
 * npm run bench:load — the production build under sustained load, in two parts:
 *
 * (a) Each public write in turn (contact enquiry, quote request, newsletter sign-up, the e-mailed
 *     result of a finished level test, an offer's acceptance): 200 closed-loop clients for 60 s
 *     each, every request from another address (X-Forwarded-For with TRUST_PROXY=true, and a
 *     public write allowance raised for the run). Finished sittings and sent offers are seeded
 *     before the clock starts, one per write (one offer made and sent through the API, copied in
 *     SQL). Then, with the server stopped, this run's stored rows are counted in the database:
 *     acknowledged (2xx) must equal stored.
 * (b) Cached public pages (/, /programs, /es) served by our server vs nginx (Debian package)
 *     serving the very same bytes from disk: both gzip (the page cache's pre-compressed copy and
 *     nginx's gzip_static of that same file), the same response headers, one worker each, loopback.
 *
 * BENCH_SECONDS (default 60) and BENCH_CLIENTS (default 200) shorten or narrow part (a);
 * BENCH_WRITES (default all: contact,quote,newsletter,level-test,offer) picks its kinds;
 * BENCH_PAGE_SECONDS (default 20; 0 skips it) is the length of each part (b) run;
 * BENCH_DATABASE_URL runs the server on PostgreSQL instead of the embedded database;
 * BENCH_PORT and BENCH_NGINX_PORT (4381, 4382) are the ports; BENCH_NODE_ARGS passes flags to the
 * server's node (say "--cpu-prof --cpu-prof-dir=/tmp/profiles" to see where its CPU goes).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../server/db/client";
import { closedLoop, describeLoad, type LoadResult } from "./support/load";
import { cpuSeconds, type Nginx, rawGet, startNginx, untilIdle } from "./support/nginx";
import { adminToken, type BenchServer, residentMemoryMb, startBenchServer } from "./support/server";
import {
  parseWriteKinds,
  seededKinds,
  seedWrites,
  storedWrites,
  type WriteKind,
  writeRequest,
} from "./support/write-kinds";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const PAGE_SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 20);
const KINDS = parseWriteKinds(process.env.BENCH_WRITES);
/** Seeded rows per seeded kind: more than the fastest kind writes in the time given. */
const SEEDED = Math.ceil(SECONDS * 1_500);
const PAGE_CONNECTIONS = 50;
const PAGES = ["/", "/programs", "/es"];
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4381);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4382);

interface PageFigures {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
  /** CPU time the serving process(es) spent per 1000 responses. */
  cpuMsPer1000: number;
}

/**
 * Load on the pages; `pid` is the serving process, whose CPU time is measured meanwhile. The
 * raw-socket generator, not autocannon: on the same two cores autocannon's own CPU (more than
 * the servers') inflated both servers' CPU per response, ours 2.5-fold (decision 0056).
 */
async function loadPages(baseUrl: string, pid: number): Promise<PageFigures> {
  const cpuBefore = cpuSeconds(pid);
  let sent = 0;
  const result = await closedLoop({
    url: baseUrl,
    clients: PAGE_CONNECTIONS,
    seconds: PAGE_SECONDS,
    init: () => ({
      method: "GET",
      path: PAGES[sent++ % PAGES.length],
      headers: { "Accept-Encoding": "gzip" },
    }),
  });
  return {
    perSecond: result.perSecond,
    p50: result.p50,
    p99: result.p99,
    requests: result.requests,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: Math.round(result.bytes / Math.max(1, result.requests)),
    cpuMsPer1000: Math.round(
      ((cpuSeconds(pid) - cpuBefore) * 1000 * 1000) / Math.max(1, result.requests),
    ),
  };
}

const describePages = (title: string, figures: PageFigures) =>
  `${title}: ${figures.perSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors, ` +
  `${figures.bytesPerResponse} bytes/response, server CPU ${figures.cpuMsPer1000} ms per 1000 responses`;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clover-bench-load-"));
const env = {
  PUBLIC_WRITES_PER_HOUR: "1000000",
  TRUST_PROXY: "true",
  // Offers are sent and accepted only with the school's bank account set (production).
  BANK_IBAN: "IE29AIBK93115212345678",
  BANK_BIC: "AIBKIE2D",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const start = () => startBenchServer(env, SERVER_PORT, dataDir);
/** The database, opened by this process while the server is stopped (PGlite has one user). */
async function withDatabase<T>(task: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir },
  );
  try {
    return await task(handle.db);
  } finally {
    await handle.close();
  }
}
/** Marks this run's rows, so that a shared PostgreSQL database's earlier rows are not counted. */
const run = Date.now().toString(36);

let server: BenchServer | undefined = await start();
let nginx: Nginx | undefined;
let failed = false;
try {
  const pid = server.process.pid as number;
  console.log(
    `database: ${databaseUrl ? "PostgreSQL" : "embedded (PGlite)"}; memory at idle ${residentMemoryMb(pid)} MB resident`,
  );

  // (a) Each write kind in turn, every request from its own address.
  if (KINDS.some((kind) => seededKinds.includes(kind))) {
    const offerId = KINDS.includes("offer") ? await sendTemplateOffer(server.url, run) : null;
    await server.stop();
    server = undefined;
    const seedStarted = Date.now();
    await withDatabase((db) => seedWrites(db, KINDS, run, SEEDED, offerId));
    console.log(
      `seeded ${SEEDED} of each of ${KINDS.filter((k) => seededKinds.includes(k)).join(", ")} in ${Date.now() - seedStarted} ms`,
    );
    server = await start();
  }
  const results = new Map<WriteKind, LoadResult>();
  for (const kind of KINDS) {
    // The e-mails the previous kind queued are delivered first: each kind starts on a quiet server.
    const settled = await untilIdle(server.process.pid as number);
    if (settled > 1) console.log(`  (server idle again after ${settled} s: the outbox's backlog)`);
    let n = 0;
    const seeded = seededKinds.includes(kind);
    const result = await closedLoop({
      url: server.url,
      clients: CLIENTS,
      seconds: SECONDS,
      init: () => (seeded && n >= SEEDED ? null : writeRequest(kind, run, ++n)),
    });
    results.set(kind, result);
    if (result.non2xx > 0) {
      // What a refused write was told, for the reader (this one is not counted).
      const probe = writeRequest(kind, run, ++n);
      const answer = await fetch(`${server.url}${probe.path}`, {
        method: probe.method,
        headers: probe.headers,
        body: probe.body,
      });
      console.log(`  a refused ${kind}: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    }
    console.log(describeLoad(`${kind}: ${CLIENTS} clients, ${SECONDS} s`, result));
  }
  console.log(
    `memory after the writes: ${residentMemoryMb(server.process.pid as number)} MB resident`,
  );
  // Counted in the database itself, with the server stopped: stored means it outlived the process.
  await server.stop();
  server = undefined;
  const stored = await withDatabase(async (db) => {
    const counts = new Map<WriteKind, number>();
    for (const kind of KINDS) counts.set(kind, await storedWrites(db, kind, run));
    return counts;
  });
  console.log("\nkind        writes/s  acknowledged  stored  non-2xx  errors");
  let acknowledgedAll = 0;
  for (const kind of KINDS) {
    const result = results.get(kind) as LoadResult;
    const acknowledged = result.requests - result.non2xx - result.errors;
    acknowledgedAll += acknowledged;
    const kept = stored.get(kind) ?? 0;
    if (acknowledged !== kept || acknowledged === 0 || result.non2xx + result.errors > 0)
      failed = true;
    console.log(
      `${kind.padEnd(10)}  ${String(Math.round((result.perSecond * acknowledged) / Math.max(1, result.requests))).padStart(8)}` +
        `  ${String(acknowledged).padStart(12)}  ${String(kept).padStart(6)}  ${String(result.non2xx).padStart(7)}` +
        `  ${String(result.errors).padStart(6)}  ${acknowledged === kept ? "OK: equal" : "MISMATCH"}`,
    );
  }

  // (b) Cached pages: ours vs nginx serving the same bytes. First the server finishes what the
  // writes left it (the outbox sends their e-mails), or that work would be counted as the pages'.
  if (PAGE_SECONDS > 0) {
    server = await start();
    const serverPid = server.process.pid as number;
    const settled = await untilIdle(serverPid);
    console.log(
      `\nserver idle again ${settled} s after restarting (the outbox had the e-mails of ${acknowledgedAll} writes to deliver)`,
    );
    for (const page of PAGES) await rawGet(`${server.url}${page}`, "gzip"); // warm the cache
    nginx = await startNginx(server.url, PAGES, NGINX_PORT);
    const ours = await loadPages(server.url, serverPid);
    const theirs = await loadPages(nginx.url, nginx.pid);
    console.log(
      `pages ${PAGES.join(", ")} (gzip, ${PAGE_CONNECTIONS} connections, ${PAGE_SECONDS} s each):`,
    );
    console.log(describePages("  ours (page cache)", ours));
    console.log(describePages("  nginx (gzip_static)", theirs));
    console.log(
      `  ours/nginx: ${(ours.perSecond / theirs.perSecond).toFixed(2)}× the requests/s, ` +
        `p99 ${ours.p99} vs ${theirs.p99} ms, ` +
        `${(ours.cpuMsPer1000 / Math.max(1, theirs.cpuMsPer1000)).toFixed(1)}× the server CPU per response`,
    );
    console.log(
      "  (one load generator on the same 2 cores: when nginx is far from busy, requests/s show the " +
        "generator's limit; CPU per response compares the servers themselves)",
    );
    if (ours.errors + ours.non2xx > 0) failed = true;
  }
} finally {
  await nginx?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

/**
 * One offer made and sent as staff do (a quote request, its offer, the e-mail): the template
 * seedWrites copies. Returns the offer's id.
 */
async function sendTemplateOffer(url: string, mark: string): Promise<number> {
  const token = await adminToken(url);
  const staff = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const email = `template-${mark}@example.com`;
  const quote = writeRequest("quote", mark, 0);
  const posted = await fetch(`${url}${quote.path}`, {
    method: "POST",
    headers: quote.headers,
    body: (quote.body ?? "").replace(/load-[^"]*@example.com/, email),
  });
  if (posted.status !== 201) throw new Error(`the template quote request: ${posted.status}`);
  const page = await staff("GET", `/api/quote-requests?q=${encodeURIComponent(email)}`);
  const quoteId = (page.items as { id: number }[])[0]?.id;
  if (!quoteId) throw new Error("the template quote request was not found");
  const offer = await staff("POST", `/api/admin/quote-requests/${quoteId}/offers`, {});
  await staff("POST", `/api/admin/offers/${offer.id}/send`);
  return offer.id as number;
}
