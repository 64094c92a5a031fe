/**
 * Logs are structured JSON, one line per event, every request line carries the id sent back in
 * X-Request-Id, and nothing a person typed into a form (name, e-mail, message) reaches them, nor
 * any secret a path carries (offer, invitation, password-reset and guardian links, level-test
 * sittings): those segments are logged as `:token` or `:id`.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createApp } from "../../server/http/app";
import { createLogger } from "../../server/logger";
import { createRuntime, type Runtime } from "../../server/runtime";
import { redactPath } from "../../server/secret-paths";
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

  it("never logs the secret a path carries, in any language, API or page, nor as .data", async () => {
    const sitting = await app.request("/api/level-test/sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.61" },
      body: JSON.stringify({ lang: "es" }),
    });
    expect(sitting.status).toBe(201);
    const { id } = (await sitting.json()) as { id: string };
    // A token per path, each unlike the others, so a leak names the path that leaked it.
    const token = (n: number) => `Tk${n}x${"s3cr3tT0k3n".repeat(3)}${n}`.slice(0, 43);
    const visits: [string, string, string][] = [
      ["GET", `/api/level-test/sessions/${id}`, "/api/level-test/sessions/:id"],
      ["POST", `/api/level-test/sessions/${id}/answers`, "/api/level-test/sessions/:id/answers"],
      [
        "POST",
        `/api/level-test/sessions/${id}/result-email`,
        "/api/level-test/sessions/:id/result-email",
      ],
      ["GET", `/offers/${token(1)}`, "/offers/:token"],
      ["GET", `/es/offers/${token(2)}.data`, "/es/offers/:token.data"],
      ["GET", `/DE/Offers/${token(3)}/letter`, "/DE/Offers/:token/letter"],
      ["GET", `/api/offers/${token(4)}`, "/api/offers/:token"],
      ["POST", `/api/offers/${token(5)}/accept`, "/api/offers/:token/accept"],
      ["GET", `/api/offers/${token(6)}/letter`, "/api/offers/:token/letter"],
      ["GET", `/partners/invitations/${token(7)}`, "/partners/invitations/:token"],
      ["GET", `/fr/partners/invitations/${token(8)}.data`, "/fr/partners/invitations/:token.data"],
      ["POST", `/api/partners/invitations/${token(9)}`, "/api/partners/invitations/:token"],
      ["GET", `/partners/password-reset/${token(10)}`, "/partners/password-reset/:token"],
      ["GET", `/es/partners/password-reset/${token(11)}`, "/es/partners/password-reset/:token"],
      ["POST", `/api/partners/password-reset/${token(12)}`, "/api/partners/password-reset/:token"],
      ["GET", `/guardian/${token(13)}`, "/guardian/:token"],
      ["GET", `/de/guardian/${token(14)}/`, "/de/guardian/:token/"],
      ["POST", `/api/guardian-consents/${token(15)}`, "/api/guardian-consents/:token"],
    ];
    const lines = await captureOutput(async () => {
      for (const [method, path] of visits) {
        await app.request(path, {
          method,
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.62" },
          body: method === "POST" ? "{}" : undefined,
        });
      }
    });
    const logged = lines
      .map((line) => JSON.parse(line) as { message?: string; path?: string })
      .filter((entry) => entry.message === "request")
      .map((entry) => entry.path);
    expect(logged).toEqual(visits.map(([, , redacted]) => redacted));
    const everything = lines.join("\n");
    expect(everything).not.toContain(id);
    expect(everything).not.toContain("s3cr3t");
    // Paths without a secret are logged as they are.
    const plain = await captureOutput(async () => {
      await app.request("/api/programs/general-english-cork");
      await app.request("/es/offers");
    });
    expect(plain.map((line) => (JSON.parse(line) as { path?: string }).path)).toEqual([
      "/api/programs/general-english-cork",
      "/es/offers",
    ]);
  });

  it("redacts every API route that takes a token, including ones added later", () => {
    const secret = /:token|(?<=\/level-test\/sessions\/):id/;
    const tokenRoutes = [
      ...new Set(app.routes.map((route) => route.path).filter((path) => secret.test(path))),
    ];
    // The offer link (4 routes), the invitation, and a sitting (3).
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(8);
    const leaked = tokenRoutes.filter((path) =>
      redactPath(path.replace(secret, "Zq9secret")).includes("Zq9secret"),
    );
    expect(leaked).toEqual([]);
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
