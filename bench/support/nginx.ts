/**
 * nginx beside our server for bench:load part (b): the same bytes our page cache answers, saved
 * to disk and served by nginx with the same headers, and the CPU time of a serving process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

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

/** One raw GET (no decompression), so the saved bytes are exactly what clients receive. */
export function rawGet(
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

export interface Nginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** CPU seconds (user + system) used so far by a process and its children processes. */
export function cpuSeconds(pid: number): number {
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
export async function startNginx(
  serverUrl: string,
  pages: readonly string[],
  port: number,
): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clover-nginx-"));
  const root = path.join(prefix, "html");
  fs.mkdirSync(root);
  fs.mkdirSync(path.join(prefix, "logs"));
  const locations: string[] = [];
  for (const [index, page] of pages.entries()) {
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
    `    listen 127.0.0.1:${port};`,
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
  const url = `http://127.0.0.1:${port}`;
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
export async function untilIdle(pid: number): Promise<number> {
  const started = Date.now();
  for (let second = 0; second < 900; second++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuSeconds(pid) - before < 0.05) break;
  }
  return Math.round((Date.now() - started) / 1000);
}
