/**
 * Production is the default (issue 27): a server started without NODE_ENV runs production, and
 * refuses to start without what production needs, naming the variable; without the school's
 * bank account it starts, but refuses to send an offer, naming BANK_IBAN. Real starts of the
 * process's own startServer on an embedded database in a folder of their own.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer } from "../../server/start";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clover-production-start-"));
  folders.push(dataDir);
  // No NODE_ENV: what `node build/server/index.js` or `npm start` gets by default.
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env });
  return { dataDir, start: () => startServer({ config, logger: createLogger("silent") }) };
}

const secret = { SESSION_SECRET: "production-start-secret-that-is-long-enough-0" };
const admin = { ADMIN_USERNAME: "siobhan", ADMIN_PASSWORD: "siobhan-first-password" };

describe("a start without NODE_ENV", () => {
  it("is production", () => {
    expect(loadConfig({}).isProduction).toBe(true);
  });

  it("refuses to start without SESSION_SECRET, naming it, and writes no secret", async () => {
    const { dataDir, start: run } = start({ ...admin });
    await expect(run()).rejects.toThrow(ConfigError);
    await expect(run()).rejects.toThrow(/SESSION_SECRET/);
    expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("refuses to start without the first admin, naming ADMIN_USERNAME and ADMIN_PASSWORD", async () => {
    const { dataDir, start: run } = start({ ...secret });
    await expect(run()).rejects.toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(fs.existsSync(path.join(dataDir, "local-admin.json"))).toBe(false);
  });

  it("starts with them, seeds no demo, writes no local login, and refuses offers until BANK_IBAN", async () => {
    const { dataDir, start: run } = start({ ...secret, ...admin });
    const running = await run();
    try {
      expect(running.localAdmin).toBeNull();
      expect(fs.existsSync(path.join(dataDir, "local-admin.json"))).toBe(false);
      const answer = await fetch(`${running.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "siobhan", password: admin.ADMIN_PASSWORD }),
      });
      expect(answer.status).toBe(200);
      // Production cookies: __Host- and Secure.
      expect(answer.headers.get("set-cookie")).toMatch(/^__Host-clover_session=.*; Secure/);
      const { token } = (await answer.json()) as { token: string };
      const staff = (method: string, url: string, body?: unknown) =>
        fetch(`${running.url}${url}`, {
          method,
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const quote = await fetch(`${running.url}/api/quote-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Nora",
          lastName: "Byrne",
          email: "nora@example.ie",
          programId: "general-english-cork",
          ageGroup: "18-25",
          duration: "2-weeks",
          startDate: "2027-03-01",
          gdprConsent: true,
        }),
      });
      expect(quote.status).toBe(201);
      const { items } = (await (await staff("GET", "/api/quote-requests")).json()) as {
        items: { id: number }[];
      };
      const offer = (await (
        await staff("POST", `/api/admin/quote-requests/${items[0]?.id}/offers`, {})
      ).json()) as { id: number };
      const send = await staff("POST", `/api/admin/offers/${offer.id}/send`);
      expect(send.status).toBe(409);
      expect(await send.text()).toMatch(/BANK_IBAN and BANK_BIC/);
    } finally {
      await running.stop();
    }
  });

  it("in development remembers the generated login only until that password changes", async () => {
    const { dataDir, start: run } = start({ NODE_ENV: "development", SEED_DEMO: "false" });
    const running = await run();
    try {
      const file = path.join(dataDir, "local-admin.json");
      expect(running.localAdmin).not.toBeNull();
      const stored = JSON.parse(fs.readFileSync(file, "utf8")) as {
        username: string;
        password: string;
      };
      expect(stored).toEqual(running.localAdmin);
      const login = (await (
        await fetch(`${running.url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(stored),
        })
      ).json()) as { token: string };
      const changed = await fetch(`${running.url}/api/admin/account/password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${login.token}` },
        body: JSON.stringify({
          currentPassword: stored.password,
          newPassword: "Atlantic harbour lights 2026",
        }),
      });
      expect(changed.status).toBe(200);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await running.stop();
    }
  });
});
