/**
 * A throwaway PostgreSQL server for tests that need to stop, restart or multiply the database
 * itself (outages, several app instances): Debian's own binaries (`/usr/lib/postgresql/<n>/bin`)
 * run a fresh cluster in a temporary folder on a free loopback port. Trust authentication on
 * 127.0.0.1 only; nothing of it outlives `destroy()` (or the test process).
 *
 * initdb and postgres refuse to run as root: as root, the folder is handed to the `postgres`
 * system user and every binary runs through `runuser -u postgres --`.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const POSTGRES_ROOT = "/usr/lib/postgresql";

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  /**
   * Stops the server. "fast" (default) ends sessions and shuts down cleanly, like a planned
   * restart; "immediate" aborts like a crash (recovery from the WAL at the next start).
   */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

/** The bin folder of the newest installed PostgreSQL major version, if any. */
function postgresBinDir(): string | undefined {
  let versions: string[];
  try {
    versions = fs.readdirSync(POSTGRES_ROOT);
  } catch {
    return undefined;
  }
  const usable = versions
    .filter((version) =>
      ["initdb", "pg_ctl", "postgres"].every((binary) =>
        fs.existsSync(path.join(POSTGRES_ROOT, version, "bin", binary)),
      ),
    )
    .sort((a, b) => Number(b) - Number(a));
  return usable[0] ? path.join(POSTGRES_ROOT, usable[0], "bin") : undefined;
}

const runningAsRoot = () => process.getuid?.() === 0;

export function postgresBinariesAvailable(): boolean {
  if (!postgresBinDir()) return false;
  if (!runningAsRoot()) return true;
  // As root the cluster must belong to the postgres user: it has to exist.
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Why `postgresBinariesAvailable()` is false, for the skip message of a test. */
export const postgresUnavailableReason =
  "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql); " +
  "tests that stop and restart a real PostgreSQL server are skipped";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Servers still running, stopped synchronously if the test process exits without destroy(). */
const running = new Map<string, () => void>();
let exitHookInstalled = false;

export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error(postgresUnavailableReason);
  const asRoot = runningAsRoot();
  const command = (binary: string, args: string[]): [string, string[]] =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(binDir, binary), ...args]]
      : [path.join(binDir, binary), args];

  const root = fs.mkdtempSync(path.join(os.tmpdir(), "clover-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  if (asRoot) execFileSync("chown", ["-R", "postgres:", root]);

  const exec = async (binary: string, args: string[]) => {
    const [file, argv] = command(binary, args);
    try {
      await run(file, argv, { cwd: root });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`${binary} ${args[0] ?? ""} failed: ${String(error)}\n${log}`);
    }
  };

  try {
    await exec("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }

  // A test process killed outright (a worker torn down after a hook timeout) runs no exit
  // hook: a detached watchdog stops the cluster and removes its folder once this process is gone.
  const [stopFile, stopArgs] = command("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
  const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;
  const watchdog = spawn(
    "sh",
    [
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ` +
        `${[stopFile, ...stopArgs].map(quote).join(" ")} >/dev/null 2>&1; rm -rf ${quote(root)}`,
    ],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();

  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${root}`,
    // Throwaway data: no fsync (a crash of the server process still loses nothing committed:
    // the WAL is written to the OS at each commit), and a small footprint.
    "-c fsync=off",
    "-c full_page_writes=off",
    "-c shared_buffers=32MB",
    "-c max_connections=100",
  ].join(" ");

  let isRunning = false;

  const start = async () => {
    if (isRunning) return;
    await exec("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options]);
    isRunning = true;
    running.set(root, () => {
      const [file, argv] = command("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
      try {
        execFileSync(file, argv, { stdio: "ignore" });
      } catch {
        // Already gone.
      }
      fs.rmSync(root, { recursive: true, force: true });
    });
  };

  const stop = async (mode: "fast" | "immediate" = "fast") => {
    if (!isRunning) return;
    await exec("pg_ctl", ["stop", "-D", dataDir, "-m", mode, "-w", "-t", "60"]);
    isRunning = false;
  };

  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", () => {
      for (const cleanUp of running.values()) cleanUp();
    });
  }

  try {
    await start();
  } catch (error) {
    watchdog.kill("SIGKILL");
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      try {
        await stop("immediate");
      } finally {
        running.delete(root);
        watchdog.kill("SIGKILL");
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
