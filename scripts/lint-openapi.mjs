#!/usr/bin/env node
/**
 * npm run lint:openapi [-- --output FILE]
 * Builds the REST API as the server mounts it under /api, takes the document it serves at
 * GET /api/openapi.json, and lints it with Redocly CLI's recommended rules (and redocly.yaml).
 * Any error or warning fails. No database and no network: the document comes from the route
 * definitions alone, and Redocly's telemetry and update check are off.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createServer } from "vite";

const { values } = parseArgs({ options: { output: { type: "string", short: "o" } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Stands in for the services: the route factories only keep references to them, and serving
 * the document calls none, so every property (at any depth) is another stand-in.
 */
function standIn() {
  const proxy = new Proxy(() => {}, {
    get: (_target, key) => (key === "then" || typeof key === "symbol" ? undefined : proxy),
    apply: () => proxy,
  });
  return proxy;
}

/** The served document. Vite loads the server code, as in tests (it uses import.meta.glob). */
async function buildDocument() {
  const vite = await createServer({
    configFile: false,
    root,
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  try {
    const { createApi } = await vite.ssrLoadModule("/server/http/api/index.ts");
    const { loadConfig } = await vite.ssrLoadModule("/server/config.ts");
    const { createLogger } = await vite.ssrLoadModule("/server/logger.ts");
    const api = createApi({
      services: standIn(),
      logger: createLogger("silent"),
      config: loadConfig({ NODE_ENV: "test" }),
    });
    const response = await api.request("/openapi.json");
    if (response.status !== 200) throw new Error(`GET /api/openapi.json: ${response.status}`);
    return await response.json();
  } finally {
    await vite.close();
  }
}

const document = await buildDocument();
const folder = values.output ? null : await fs.mkdtemp(path.join(os.tmpdir(), "clover-openapi-"));
const file = values.output ? path.resolve(values.output) : path.join(folder, "openapi.json");
await fs.writeFile(file, `${JSON.stringify(document, null, 2)}\n`);

// JSON output, because Redocly exits 0 on warnings; the problems are printed below. A mistake
// in redocly.yaml is an error too (no report then: Redocly's own message is shown).
const result = spawnSync(
  path.join(root, "node_modules/.bin/redocly"),
  [
    "lint",
    "--extends",
    "recommended",
    "--config",
    path.join(root, "redocly.yaml"),
    "--lint-config",
    "error",
    "--format",
    "json",
    "--max-problems",
    "10000",
    file,
  ],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: "off",
      REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
      REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
    },
  },
);
if (folder) await fs.rm(folder, { recursive: true, force: true });
if (result.error) throw result.error;

let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  process.stderr.write(result.stdout + result.stderr);
  console.error(`redocly lint exited with ${result.status} and no report`);
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.[0]?.pointer ?? "";
  console.log(`${problem.severity}\t${problem.ruleId}\t${where}\n\t${problem.message}`);
}
const { errors, warnings } = report.totals;
console.log(`OpenAPI lint (Redocly recommended): ${errors} errors, ${warnings} warnings`);
process.exit(errors + warnings === 0 && result.status === 0 ? 0 : 1);
