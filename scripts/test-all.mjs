#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (Biome and the architecture rules), the OpenAPI document's lint (Redocly), unit + integration,
 * production build, end-to-end in Chromium.
 * Runs the steps one after another (the machine has two cores) and stops at the first failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
    run("install chromium", "sh", ["-c", "apt-get update -qq && apt-get install -y -qq chromium"]);
    if (fs.existsSync(CHROMIUM)) return;
  }
  console.error(
    `End-to-end tests need Chromium at ${CHROMIUM}.\n` +
      "Install Debian's package as root:  apt-get update && apt-get install -y chromium\n" +
      "(or point CHROMIUM_PATH at another Chromium build). Never run `playwright install` here.",
  );
  process.exit(1);
}

/**
 * The outage and scale-out tests start throwaway PostgreSQL servers from Debian's binaries; they
 * skip, saying why, where there are none. As root, install them so the run is complete.
 */
function ensurePostgresBinaries() {
  const installed = () => {
    if (!fs.existsSync("/usr/lib/postgresql")) return false;
    return fs
      .readdirSync("/usr/lib/postgresql")
      .some((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/postgres`));
  };
  if (installed()) return;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("PostgreSQL binaries are missing; installing Debian's postgresql package…");
    run("install postgresql", "sh", [
      "-c",
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql",
    ]);
    return;
  }
  console.warn(
    "No PostgreSQL binaries: the database-outage and scale-out tests will be skipped.\n" +
      "Install them as root with:  apt-get install -y postgresql",
  );
}

/**
 * The SEPA test validates against the published pain.001.001.03 schema, which is not kept in the
 * repository: scripts/sepa-xsd.sh takes it from a Debian package (decision 0045).
 */
function ensureSepaSchema() {
  if (fs.existsSync("tests/fixtures/sepa/pain.001.001.03.xsd")) return;
  run("SEPA schema", "bash", ["scripts/sepa-xsd.sh"]);
}

const only = process.argv[2];
const steps = {
  typecheck: () => run("typecheck", "npm", ["run", "typecheck", "--silent"]),
  lint: () => {
    run("lint", "npx", ["biome", "ci", "."]);
    // The three floors (docs/architecture.md): a violation names its rule.
    run("architecture (dependency-cruiser)", "npx", [
      "depcruise",
      "app",
      "server",
      "shared",
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "err",
    ]);
  },
  openapi: () => run("OpenAPI lint (Redocly)", "npm", ["run", "lint:openapi", "--silent"]),
  unit: () => {
    ensurePostgresBinaries();
    ensureSepaSchema();
    run("unit + integration tests", "npx", ["vitest", "run"]);
  },
  build: () => run("production build", "npm", ["run", "build", "--silent"]),
  e2e: () => {
    ensureChromium();
    // Two Playwright processes, each with its own server and database (scripts/e2e-parallel.mjs).
    run("end-to-end tests (Chromium)", "node", ["scripts/e2e-parallel.mjs"]);
  },
};
if (only) {
  if (!(only in steps)) {
    console.error(`Unknown step ${only}; one of ${Object.keys(steps).join(", ")}`);
    process.exit(2);
  }
  steps[only]();
} else {
  for (const step of Object.values(steps)) step();
  console.log("\nAll checks passed.");
}
