/**
 * The production process: `npm start` runs the bundle built from this file.
 */
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger } from "./logger";
import { startServer, stopOnSignals } from "./start";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  try {
    const running = await startServer({
      config,
      logger,
      // The client assets sit next to this bundle: <build>/server/index.js and <build>/client.
      web: { build, clientDir: fileURLToPath(new URL("../client", import.meta.url)) },
    });
    stopOnSignals(running, logger);
    logger.info("listening", { url: running.url, database: running.database.kind });
    if (!config.isProduction) {
      const admin = running.localAdmin
        ? `\n  Local admin login: ${running.url}/admin/login\n    username: ${running.localAdmin.username}\n    password: ${running.localAdmin.password}\n`
        : "";
      console.log(`\n  Clover English is running at ${running.url}\n${admin}`);
    }
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    logger.error("failed to start", {}, error);
    process.exit(1);
  }
}

await main();
