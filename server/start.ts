/**
 * Starting and stopping one server process: open and migrate the database, seed shipped
 * content, serve HTTP, and on SIGTERM/SIGINT finish in-flight requests and close the database
 * within five seconds.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { createApp } from "./http/app";
import type { Logger } from "./logger";
import { createServices } from "./services";

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

export const SHUTDOWN_DEADLINE_MS = 5_000;

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: "postgres", url: config.databaseUrl })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
}

export async function startServer(options: {
  config: AppConfig;
  logger: Logger;
  web?: { build: ServerBuild; clientDir: string };
}): Promise<RunningServer> {
  const { config, logger } = options;
  const database = await openConfiguredDatabase(config);
  try {
    await database.exclusive(async () => {
      await migrateDatabase(database);
      const seeded = await seedDatabase(database.db, { demo: config.seedDemo });
      if (seeded.inserted.length > 0)
        logger.info("seeded content", { rows: seeded.inserted.length });
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const services = createServices({ db: database.db });
  const app = createApp({ config, database, services, logger, web: options.web });
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(created as Server),
    ) as Server;
    created.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await database.close();
    })();
    return stopping;
  };
  return { url, database, stop };
}

/** Exit cleanly on SIGTERM/SIGINT; force the exit if shutdown overruns its deadline. */
export function stopOnSignals(running: RunningServer, logger: Logger): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info("shutting down", { signal });
    setTimeout(() => {
      logger.error("shutdown overran its deadline; exiting", { deadlineMs: SHUTDOWN_DEADLINE_MS });
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("shutdown failed", {}, error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}

export const clientDirFor = (buildDir: string) => path.join(buildDir, "client");
