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
      console.log(`\n  Clover English is running at ${running.url}\n${admin}${demoLines(running)}`);
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

/** The demo's logins (each role someone may try), or where to remove demo data left over. */
function demoLines({ demo, url }: Awaited<ReturnType<typeof startServer>>): string {
  if (!demo) return "";
  if (demo.leftOver > 0) {
    return `\n  This database still holds ${demo.leftOver} demo records: remove them in ${url}/admin/settings (Remove demo data).\n`;
  }
  if (demo.logins.length === 0) return "";
  const lines = demo.logins.map((login) =>
    login.username
      ? `    ${login.role}: ${url}${login.path}\n      username: ${login.username}\n      password: ${login.password}`
      : `    ${login.role}: ${url}${login.path}`,
  );
  return `\n  Demo (remove its data in ${url}/admin/settings):\n${lines.join("\n")}\n`;
}

await main();
