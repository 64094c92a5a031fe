/**
 * npm run bench:load — the production build under sustained load, in two parts:
 *
 * (a) 200 closed-loop clients post contact enquiries for 60 s, each request from another
 *     address (X-Forwarded-For with TRUST_PROXY=true, and a public write allowance raised for
 *     the run). Then the stored rows are counted through the admin API: acknowledged (201)
 *     must equal stored.
 * (b) Cached public pages (/, /programs, /es) served by our server vs nginx (Debian package)
 *     serving the very same bytes from disk: both gzip (the page cache's pre-compressed copy and
 *     nginx's gzip_static of that same file), the same response headers, one worker each, loopback.
 *
 * BENCH_SECONDS (default 60) and BENCH_CLIENTS (default 200) shorten or narrow part (a);
 * BENCH_PAGE_SECONDS (default 20) is the length of each part (b) run; BENCH_DATABASE_URL runs the
 * server on PostgreSQL instead of the embedded database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { closedLoop, describeLoad } from "./support/load";
import { adminToken, residentMemoryMb, startBenchServer } from "./support/server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const PAGE_SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 20);
const PAGE_CONNECTIONS = 50;
const PAGES = ["/", "/programs", "/es"];
const SERVER_PORT = 4381;
const NGINX_PORT = 4382;
const NGINX = "/usr/sbin/nginx";

/** Response headers that describe one response rather than the page: not copied to nginx. */
const perResponseHeaders = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "age",
  "vary",
  "x-page-cache",
]);

/**
 * Exactly how many enquiries are stored: the CSV export lists every row (the list endpoint's
 * total stops counting at 1,000, see decision 0054).
 */
async function storedInquiries(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/exports/contact_inquiries`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`exporting enquiries failed: ${response.status}`);
  return parse(await response.text(), { bom: true, columns: true }).length;
}

/** One raw GET (no decompression), so the saved bytes are exactly what clients receive. */
function rawGet(
  url: string,
  encoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const nginxQuote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

interface Nginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** CPU seconds (user + system) used so far by a process and its children processes. */
function cpuSeconds(pid: number): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const own = (target: number) => {
    const fields = fs.readFileSync(`/proc/${target}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat (12 and 13 after the name).
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  };
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No children file: count the process alone.
  }
  return own(pid) + children.reduce((sum, child) => sum + own(child), 0);
}

/** nginx on loopback with its own prefix and config, serving what our server answered. */
async function startNginx(serverUrl: string): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clover-nginx-"));
  const root = path.join(prefix, "html");
  fs.mkdirSync(root);
  fs.mkdirSync(path.join(prefix, "logs"));
  const locations: string[] = [];
  for (const [index, page] of PAGES.entries()) {
    const identity = await rawGet(`${serverUrl}${page}`, "identity");
    const gzip = await rawGet(`${serverUrl}${page}`, "gzip");
    if (identity.status !== 200 || gzip.headers["content-encoding"] !== "gzip") {
      throw new Error(`${page}: expected a cached 200 page with a gzip variant`);
    }
    const file = `page-${index}.html`;
    fs.writeFileSync(path.join(root, file), identity.body);
    fs.writeFileSync(path.join(root, `${file}.gz`), gzip.body);
    const headers = Object.entries(identity.headers)
      .filter(([name]) => !perResponseHeaders.has(name))
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? ""]).map((v) => [name, v]),
      )
      .map(([name, value]) => `      add_header ${name} ${nginxQuote(value ?? "")} always;`);
    locations.push(
      `    location = ${page} {`,
      `      default_type ${nginxQuote(String(identity.headers["content-type"]))};`,
      ...headers,
      `      try_files /${file} =404;`,
      "    }",
    );
  }
  const config = [
    "worker_processes 1;",
    "daemon off;",
    "user root;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/logs/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    "  types {}",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_requests 100000;",
    "  gzip_static on;",
    "  gzip_vary on;",
    "  etag on;",
    `  client_body_temp_path ${prefix}/client_body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    "  server {",
    `    listen 127.0.0.1:${NGINX_PORT};`,
    `    root ${root};`,
    ...locations,
    "  }",
    "}",
  ].join("\n");
  const configFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(configFile, config);

  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", configFile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${NGINX_PORT}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error("nginx exited while starting");
    if (attempt > 100) {
      child.kill("SIGQUIT");
      throw new Error("nginx did not answer within 5 s");
    }
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Seconds until the process uses under 5 % of a core for a whole second (at most 15 minutes). */
async function untilIdle(pid: number): Promise<number> {
  const started = Date.now();
  for (let second = 0; second < 900; second++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuSeconds(pid) - before < 0.05) break;
  }
  return Math.round((Date.now() - started) / 1000);
}

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
const server = await startBenchServer(
  {
    PUBLIC_WRITES_PER_HOUR: "1000000",
    TRUST_PROXY: "true",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  SERVER_PORT,
);
let nginx: Nginx | undefined;
let failed = false;
try {
  const pid = server.process.pid as number;
  console.log(
    `database: ${databaseUrl ? "PostgreSQL" : "embedded (PGlite)"}; memory at idle ${residentMemoryMb(pid)} MB resident`,
  );

  // (a) Sustained enquiry posts, each from its own address.
  const token = await adminToken(server.url);
  const before = await storedInquiries(server.url, token);
  let sequence = 0;
  const posts = await closedLoop({
    url: `${server.url}/api/contact-inquiries`,
    clients: CLIENTS,
    seconds: SECONDS,
    init: () => {
      sequence++;
      return {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
        },
        body: JSON.stringify({
          name: "Load Bench",
          email: `load-${sequence}@example.com`,
          subject: "Load test",
          message: "A realistic enquiry body, about as long as the ones people really send us.",
          gdprConsent: true,
        }),
      };
    },
  });
  console.log(describeLoad(`POST /api/contact-inquiries, ${CLIENTS} clients, ${SECONDS} s`, posts));
  const acknowledged = posts.byStatus[201] ?? 0;
  const stored = (await storedInquiries(server.url, token)) - before;
  console.log(
    `acknowledged ${acknowledged}, stored ${stored}, non-2xx ${posts.non2xx}, errors ${posts.errors}` +
      ` → ${acknowledged === stored ? "OK: equal" : "MISMATCH"}`,
  );
  console.log(`memory after the posts: ${residentMemoryMb(pid)} MB resident`);
  if (acknowledged !== stored) failed = true;

  // (b) Cached pages: ours vs nginx serving the same bytes. First the server finishes what the
  // posts left it (the outbox sends two e-mails per enquiry), or that work would be counted as
  // the pages' CPU.
  const settled = await untilIdle(server.process.pid as number);
  console.log(
    `server idle again ${settled} s after the posts (the outbox had their ${2 * acknowledged} e-mails to deliver)`,
  );
  for (const page of PAGES) await rawGet(`${server.url}${page}`, "gzip"); // warm the cache
  nginx = await startNginx(server.url);
  const ours = await loadPages(server.url, server.process.pid as number);
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
} finally {
  await nginx?.stop();
  await server.stop();
}
if (failed) process.exitCode = 1;
