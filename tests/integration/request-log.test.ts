/**
 * Logs are structured JSON, one line per event, every request line carries the id sent back in
 * X-Request-Id, and nothing a person typed into a form (name, e-mail, message) reaches them.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createApp } from "../../server/http/app";
import { createLogger } from "../../server/logger";
import { createRuntime, type Runtime } from "../../server/runtime";
import { openTestDatabase, TEST_SECRET } from "../support/test-server";

const person = {
  name: "Zebedee Quillfeather",
  email: "Zebedee.Quillfeather@example.org",
  message: "Private words about my visa appointment that must stay out of logs.",
};

let app: ReturnType<typeof createApp>;
let runtime: Runtime;
let closeDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const { handle, drop } = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "clover-log-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, TRUST_PROXY: "true" });
  const logger = createLogger("debug");
  runtime = createRuntime({
    config,
    database: handle,
    logger,
    secret: TEST_SECRET,
    outboxIntervalMs: 0,
  });
  app = createApp({ config, database: handle, services: runtime.services, logger });
  closeDatabase = async () => {
    await handle.close();
    await drop();
  };
});

afterAll(async () => {
  await runtime?.stop();
  await closeDatabase?.();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs `task` and returns every line the process wrote to stdout and stderr meanwhile. */
async function captureOutput(task: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const original = { out: process.stdout.write, err: process.stderr.write };
  const collect = (chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  process.stdout.write = collect as typeof process.stdout.write;
  process.stderr.write = collect as typeof process.stderr.write;
  try {
    await task();
  } finally {
    process.stdout.write = original.out;
    process.stderr.write = original.err;
  }
  return written.join("").split("\n").filter(Boolean);
}

describe("request logs", () => {
  it("log a lead submission as JSON with its request id and without personal data", async () => {
    let response: Response | undefined;
    const lines = await captureOutput(async () => {
      response = await app.request("/api/contact-inquiries", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.60" },
        body: JSON.stringify({
          ...person,
          subject: "Visa question",
          gdprConsent: true,
        }),
      });
      // The acknowledgement e-mails go out meanwhile; whatever that logs counts too.
      await runtime.services.outbox.deliverDue();
      await app.request(`/api/programs?q=${encodeURIComponent(person.email)}`);
    });
    expect(response?.status).toBe(201);
    const requestId = response?.headers.get("X-Request-Id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String) });
      expect(typeof entry.message).toBe("string");
    }
    expect(entries).toContainEqual(
      expect.objectContaining({
        message: "request",
        requestId,
        method: "POST",
        path: "/api/contact-inquiries",
        status: 201,
        durationMs: expect.any(Number),
      }),
    );
    // The search request is logged by path only: its query string held the address.
    expect(entries).toContainEqual(
      expect.objectContaining({ message: "request", path: "/api/programs" }),
    );

    const everything = lines.join("\n").toLowerCase();
    expect(everything).not.toContain("zebedee");
    expect(everything).not.toContain("quillfeather");
    expect(everything).not.toContain("example.org");
    expect(everything).not.toContain("visa");
  });

  it("keeps a request id passed by the load balancer and replaces a malformed one", async () => {
    const lines = await captureOutput(async () => {
      const kept = await app.request("/api/programs", {
        headers: { "X-Request-Id": "lb-7f3a-01" },
      });
      expect(kept.headers.get("X-Request-Id")).toBe("lb-7f3a-01");
      const replaced = await app.request("/api/programs", {
        headers: { "X-Request-Id": "<script>alert(1)</script>" },
      });
      expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    });
    const ids = lines
      .map((line) => JSON.parse(line) as { requestId?: string })
      .map((entry) => entry.requestId);
    expect(ids).toContain("lb-7f3a-01");
    expect(lines.join("")).not.toContain("<script>");
  });

  it("answers the health checks: process alive, and database reachable", async () => {
    let health: Response | undefined;
    let ready: Response | undefined;
    const lines = await captureOutput(async () => {
      health = await app.request("/healthz");
      ready = await app.request("/readyz");
    });
    expect(health?.status).toBe(200);
    expect(await health?.json()).toEqual({ status: "ok" });
    expect(ready?.status).toBe(200);
    expect(await ready?.json()).toMatchObject({ status: "ready" });
    // Probes are logged at debug level only (this logger writes debug), so they do not drown
    // the request log: one line each.
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "debug", path: "/healthz", status: 200 }),
      expect.objectContaining({ level: "debug", path: "/readyz", status: 200 }),
    ]);
  });
});
