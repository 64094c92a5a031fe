/**
 * One application instance as its own OS process, from the current source (no production build
 * needed): Vite loads the server code and the React Router server build into one module graph,
 * as the bundler does for `npm start`, and `startServer` runs exactly as in production.
 * Configuration comes from the environment; prints one JSON line `{"url": …}` once listening.
 *
 *   node_modules/.bin/tsx tests/support/app-instance.ts
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { projectPath } from "../../server/project-path";

type StartModule = typeof import("../../server/start");
type ConfigModule = typeof import("../../server/config");
type LoggerModule = typeof import("../../server/logger");

const vite = await createServer({
  root: projectPath(),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
const { loadConfig } = await load<ConfigModule>("/server/config.ts");
const { createLogger } = await load<LoggerModule>("/server/logger.ts");
const { startServer, stopOnSignals } = await load<StartModule>("/server/start.ts");
const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const running = await startServer({
  config,
  logger,
  web: { build, clientDir: projectPath("public") },
});
stopOnSignals(running, logger);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
