/**
 * Where the demo story is seeded (issue 35): real server starts on an embedded database in a
 * folder of their own, as `npm start` and `npm run demo` run them. Production never seeds it,
 * even with SEED_DEMO=true (which still seeds the small demo the end-to-end tests use);
 * development seeds it once and prints its logins; `npm run demo -- --empty` (SEED_DEMO=false)
 * seeds none and says where to remove what an earlier start left.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { type RunningServer, startServer } from "../../server/start";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "clover-demo-start-"));
  folders.push(folder);
  return folder;
}

function start(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...env,
  });
  return startServer({ config, logger: createLogger("silent") });
}

async function countOf(running: RunningServer, query: string): Promise<number> {
  const result = (await running.database.db.execute(sql.raw(query))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

const demoKeys =
  "select count(*)::int as n from seed_log where key like 'demo:%' or key = 'demo-story'";

describe("starting the server", () => {
  it("in production seeds none of the story, even with SEED_DEMO=true", async () => {
    const dataDir = newFolder();
    const running = await start(dataDir, {
      NODE_ENV: "production",
      SEED_DEMO: "true",
      SESSION_SECRET: "demo-start-test-secret-that-is-long-enough-42",
      ADMIN_USERNAME: "prod-admin",
      ADMIN_PASSWORD: "prod-admin-password-1",
    });
    try {
      expect(running.demo).toBeNull();
      expect(await countOf(running, demoKeys)).toBe(0);
      expect(await countOf(running, "select count(*)::int as n from bookings")).toBe(0);
      expect(await countOf(running, "select count(*)::int as n from agencies")).toBe(0);
      // The small demo the end-to-end tests rely on is still there.
      expect(await countOf(running, "select count(*)::int as n from students")).toBe(8);
      expect(fs.existsSync(path.join(dataDir, "demo-logins.json"))).toBe(false);
    } finally {
      await running.stop();
    }
  }, 60_000);

  it("in development seeds the story once and prints a login for each role", async () => {
    const dataDir = newFolder();
    const first = await start(dataDir, { NODE_ENV: "development" });
    let bookings: number;
    try {
      // The editor, the teacher, the agent; an open offer and a running course's booking page.
      expect(first.demo?.logins.map((login) => login.kind)).toEqual([
        "staff",
        "staff",
        "agent",
        "family",
        "family",
      ]);
      for (const login of first.demo?.logins.slice(3) ?? []) {
        expect(login.path).toMatch(/^(\/(es|fr|de))?\/offers\/[\w-]{43}$/);
      }
      bookings = await countOf(first, "select count(*)::int as n from bookings");
      expect(bookings).toBe(90);
      const file = path.join(dataDir, "demo-logins.json");
      // Passwords, like local-admin.json: readable by the developer only.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await first.stop();
    }

    const second = await start(dataDir, { NODE_ENV: "development" });
    try {
      expect(await countOf(second, "select count(*)::int as n from bookings")).toBe(bookings);
      expect(second.demo?.logins.map((login) => login.username)).toEqual(
        first.demo?.logins.map((login) => login.username),
      );
    } finally {
      await second.stop();
    }

    // `npm run demo -- --empty` on the same folder: nothing seeded, and a pointer to the removal.
    const empty = await start(dataDir, { NODE_ENV: "development", SEED_DEMO: "false" });
    try {
      expect(empty.demo?.logins).toEqual([]);
      expect(empty.demo?.leftOver).toBeGreaterThan(1000);
    } finally {
      await empty.stop();
    }
  }, 120_000);

  it("with --empty on a new folder starts with no demo records at all", async () => {
    const running = await start(newFolder(), { NODE_ENV: "development", SEED_DEMO: "false" });
    try {
      expect(running.demo).toEqual({ logins: [], leftOver: 0 });
      expect(await countOf(running, demoKeys)).toBe(0);
      expect(await countOf(running, "select count(*)::int as n from students")).toBe(0);
      expect(await countOf(running, "select count(*)::int as n from quote_requests")).toBe(0);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
