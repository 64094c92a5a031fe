/**
 * A real server for one test file: the same app the process serves (without the page
 * renderer), over real HTTP on a free port, against a fresh copy of the seeded database.
 */
import fs from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { createApp } from "../../server/http/app";
import { createLogger } from "../../server/logger";
import { createServices, type Services } from "../../server/services";
import { TEMPLATE_DATABASE, withDatabase } from "./global-setup";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
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

export async function startTestServer(): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", PORT: "0", DATA_DIR: ".tmp/test-data" });
  const logger = createLogger("silent");
  const services = createServices({ db: handle.db });
  const app = createApp({ config, database: handle, services, logger });
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(created as Server),
    ) as Server;
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database: handle,
    services,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      await drop();
    },
  };
}
