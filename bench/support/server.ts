/**
 * Starts the production build as its own process on a fresh data folder, as `npm start`
 * would, so a benchmark measures the real server and not a copy living in its own process.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const BENCH_ADMIN = { username: "bench-admin", password: "bench-admin-password-1" };

export interface BenchServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

const buildDir = process.env.BUILD_DIR ?? "build";

export function ensureBuild(): void {
  if (fs.existsSync(`${buildDir}/server/index.js`)) return;
  console.log("No production build yet: running npm run build…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function startBenchServer(
  env: Record<string, string> = {},
  port = 4380,
  /** An existing data folder to restart on (kept on stop); a fresh one (removed on stop) if absent. */
  existingDataDir?: string,
): Promise<BenchServer> {
  ensureBuild();
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "clover-bench-"));
  const restart = fs.readdirSync(dataDir).length > 0;
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer instead of this one.
  const leftover = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`port ${port} is already in use: stop the process listening there`);
  const started = Date.now();
  // BENCH_NODE_ARGS passes flags to the server's node alone, say "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, `${buildDir}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "bench-session-secret-that-is-long-enough-42",
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(
    `server ready in ${Date.now() - started} ms (${restart ? "restart" : "cold start, fresh database"})`,
  );
  return {
    url,
    process: child,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!existingDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

export function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
