/**
 * The production bundle (`BUILD_DIR`) started as its own process, as `npm start` does, for the
 * tests that must stop, kill or restart the server itself.
 */
import { spawn } from "node:child_process";

export interface ProductionProcess {
  url: string;
  child: ReturnType<typeof spawn>;
  /** Resolves with the signal that ended the process, or else its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  output(): string;
}

export function startProductionProcess(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): ProductionProcess {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ...options.env,
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
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { url: `http://127.0.0.1:${options.port}`, child, exited, output: () => output };
}

/** Waits for `/readyz`; fails with the server's output if it exits or does not get there. */
export async function waitForReady(server: ProductionProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited during start:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch (error) {
      lastError = error; // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready (${String(lastError)}):\n${server.output()}`);
}
