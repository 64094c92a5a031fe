/**
 * Starting and stopping one server process: open and migrate the database, seed shipped
 * content, make sure a first admin exists, serve HTTP, and on SIGTERM/SIGINT finish in-flight
 * requests, stop background jobs and close the database within five seconds.
 */
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { type AppConfig, ConfigError } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { type DemoAtStart, demoAtStart } from "./db/seed/demo/at-start";
import { createApp } from "./http/app";
import { answerCachedPages } from "./http/cached-page-listener";
import { createPageCache } from "./http/page-cache";
import { queryParamsOfBuild } from "./http/page-query";
import type { Logger } from "./logger";
import { createRuntime } from "./runtime";
import { resolveSessionSecret } from "./secrets";
import { ensureInitialAdmin } from "./services/auth";

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Set when this start created or knows a local admin login worth printing. */
  localAdmin: { username: string; password: string } | null;
  /** Development: the demo's logins to print, or the demo data left over (issue 35). */
  demo: DemoAtStart | null;
  stop(): Promise<void>;
}

export const SHUTDOWN_DEADLINE_MS = 5_000;

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: "postgres", url: config.databaseUrl })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
}

/**
 * The demo (NODE_ENV=development, `npm run demo`) without ADMIN_* gets a generated admin whose
 * login is kept in the data folder (readable by the developer only) and printed at each start,
 * until that password is changed. Production must configure one; tests create their own.
 */
function initialAdminCredentials(
  config: AppConfig,
): { username: string; password: string } | undefined {
  if (config.admin) return config.admin;
  if (config.isProduction) {
    throw new ConfigError(
      "ADMIN_USERNAME and ADMIN_PASSWORD are required in production: they name the first admin.",
    );
  }
  try {
    return JSON.parse(fs.readFileSync(localAdminFile(config), "utf8")) as {
      username: string;
      password: string;
    };
  } catch {
    return undefined;
  }
}

const localAdminFile = (config: AppConfig) => path.join(config.dataDir, "local-admin.json");

function rememberLocalAdmin(
  config: AppConfig,
  credentials: { username: string; password: string },
) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(localAdminFile(config), JSON.stringify(credentials), { mode: 0o600 });
}

/** The printed demo login is forgotten as soon as its password is changed. */
function forgetLocalAdmin(config: AppConfig, username: string) {
  const file = localAdminFile(config);
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as { username?: string };
    if (stored.username === username) fs.rmSync(file, { force: true });
  } catch {
    // No demo login kept.
  }
}

export async function startServer(options: {
  config: AppConfig;
  logger: Logger;
  web?: { build: ServerBuild; clientDir: string };
}): Promise<RunningServer> {
  const { config, logger } = options;
  const secret = resolveSessionSecret(config);
  const adminCredentials = initialAdminCredentials(config);
  const database = await openConfiguredDatabase(config);
  let localAdmin: RunningServer["localAdmin"] = null;
  let demo: DemoAtStart | null = null;
  try {
    await database.exclusive(async () => {
      await migrateDatabase(database);
      const seeded = await seedDatabase(database.db, { demo: config.seedDemo });
      if (seeded.inserted.length > 0)
        logger.info("seeded content", { rows: seeded.inserted.length });
      const admin = await ensureInitialAdmin(database.db, adminCredentials);
      if (admin?.created) logger.info("created the first admin", { username: admin.username });
      if (admin && !config.admin && config.env === "development") {
        if (admin.created || admin.passwordMatches) {
          localAdmin = { username: admin.username, password: admin.password };
          rememberLocalAdmin(config, localAdmin);
        } else {
          // Changed while the server was down (or by a restore): nothing true left to print.
          forgetLocalAdmin(config, admin.username);
        }
      }
      demo = await demoAtStart(database.db, { config, secret, logger });
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const pageCache = createPageCache(
    Date.now,
    config.pageCacheTtlSeconds * 1000,
    options.web ? queryParamsOfBuild(options.web.build.routes) : undefined,
  );
  const runtime = createRuntime({
    config,
    database,
    logger,
    secret,
    onContentChange: pageCache.clear,
    onStaffPasswordChanged: (username) => forgetLocalAdmin(config, username),
  });
  const app = createApp({
    config,
    database,
    services: runtime.services,
    logger,
    web: options.web,
    pageCache,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const application = getRequestListener(app.fetch, { hostname: config.host });
    const created = createServer(answerCachedPages(pageCache, logger, application));
    created.listen(config.port, config.host, () => resolve(created));
    created.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // Deliver whatever a previous run left in the outbox.
  runtime.services.outbox
    .deliverDue()
    .catch((error: unknown) => logger.error("outbox delivery failed", {}, error));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await runtime.stop();
      await database.close();
    })();
    return stopping;
  };
  return { url, database, localAdmin, demo, stop };
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
