/**
 * A real server for one test file: the same app the process serves (without the page
 * renderer), over real HTTP on a free port, against a fresh copy of the seeded database.
 */
import fs from "node:fs/promises";
import type { Server } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { expect, inject } from "vitest";
import { type AppConfig, loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { createApp } from "../../server/http/app";
import { createLogger } from "../../server/logger";
import { createRuntime, outboxDirOf } from "../../server/runtime";
import type { Services } from "../../server/services";
import { ensureInitialAdmin } from "../../server/services/auth";
import { TEMPLATE_DATABASE, withDatabase } from "./global-setup";

export interface TestServer {
  url: string;
  /** The Hono app, for tests that enumerate its routes. */
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  database: DatabaseHandle;
  outboxDir: string;
  services: Services;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const name = `clover_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, name) });
    return {
      handle,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = new Blob([await fs.readFile(inject("snapshotPath"))]);
  const handle = await openDatabase({ kind: "pglite-memory", snapshot });
  return { handle, drop: async () => {} };
}

export interface TestServerOptions {
  /** Extra environment for loadConfig, e.g. SMTP_URL or PUBLIC_WRITES_PER_HOUR. */
  env?: Record<string, string>;
  now?: () => Date;
  /** Runs the outbox worker's timer at this interval; by default tests deliver by hand. */
  outboxIntervalMs?: number;
}

export const TEST_SECRET = "test-session-secret-0123456789-abcdefghijklmnop";
export const TEST_ADMIN = { username: "test-admin", password: "test-admin-password-42" };

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "clover-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://clover.test",
    PUBLIC_WRITES_PER_HOUR: "1000",
    ...options.env,
  });
  await ensureInitialAdmin(handle.db, TEST_ADMIN);
  const runtime = createRuntime({
    config,
    database: handle,
    logger: createLogger("silent"),
    secret: TEST_SECRET,
    now: options.now,
    outboxIntervalMs: options.outboxIntervalMs ?? 0,
  });
  const app = createApp({
    config,
    database: handle,
    services: runtime.services,
    logger: createLogger("silent"),
  });
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(created as Server),
    ) as Server;
  });
  // Never close an idle connection from the server's side: the client (fetch, in this same
  // process) reuses it and closes it itself. With Node's 5 s timeout, a request sent on a
  // connection the server was closing at that moment failed with ECONNRESET, now and then,
  // when a busy test had kept the event loop from both ends' timers for a while.
  server.keepAliveTimeout = 0;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    config,
    database: handle,
    services: runtime.services,
    outboxDir: outboxDirOf(config),
    fetch: (path, init) => fetch(`${url}${path}`, init),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.stop();
      await handle.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the test admin; returns the Bearer token. */
export async function loginAsAdmin(server: TestServer): Promise<string> {
  const response = await server.fetch("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const jsonRequest = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    "Content-Type": "application/json",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/** A POST on a connection of its own (no keep-alive), for answers that close the connection. */
export function requestOnce(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** The response's JSON body, after checking its status (the body is the failure's message). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
