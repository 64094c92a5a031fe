#!/usr/bin/env node
/**
 * The end-to-end step of `npm test`: the spec files split into E2E_PROCESSES (default 2) groups of
 * about equal duration, each run by its own Playwright process against its own production server
 * and embedded database (E2E_PORT 4173, 4175, …; playwright.config.ts derives the data folder and
 * the throwaway servers' ports from it), so no test sees another group's rows.
 *
 * Why processes and not Playwright workers: the workers of one run share one server and one
 * database, and many tests count rows or read the outbox. Why not `--shard`: it balances test
 * counts, and our files differ thirtyfold in duration (1,353 s against 576 s). A run spends much
 * of its time waiting on the browser and the network, so two groups on two cores take about
 * two-thirds of one (decision 0056).
 *
 * Durations come from the last complete local run (.tmp/e2e-timings.json), else from the
 * committed tests/e2e/timings.json; a file in neither counts as the median. Refresh the committed
 * one with `node scripts/e2e-parallel.mjs --save-timings` after a green run.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const TEST_DIR = "tests/e2e";
const COMMITTED_TIMINGS = path.join(TEST_DIR, "timings.json");
const LOCAL_TIMINGS = ".tmp/e2e-timings.json";
const PROCESSES = Math.max(1, Number(process.env.E2E_PROCESSES ?? 2));
const FIRST_PORT = 4173;

if (process.argv.includes("--save-timings")) {
  fs.copyFileSync(LOCAL_TIMINGS, COMMITTED_TIMINGS);
  console.log(`${LOCAL_TIMINGS} → ${COMMITTED_TIMINGS}`);
  process.exit(0);
}

function specFiles(dir = TEST_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return specFiles(full);
      return entry.name.endsWith(".spec.ts") ? [path.relative(TEST_DIR, full)] : [];
    })
    .sort();
}

function readTimings() {
  for (const file of [LOCAL_TIMINGS, COMMITTED_TIMINGS]) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  }
  return {};
}

/** Longest first, each into the group with the least so far. */
function splitByDuration(files, seconds, groups) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === "number");
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weighted = files
    .map((file) => ({ file, weight: seconds[file] ?? median }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const result = Array.from({ length: groups }, () => ({ files: [], seconds: 0 }));
  for (const { file, weight } of weighted) {
    const lightest = result.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += weight;
  }
  return result.filter((group) => group.files.length > 0);
}

function runGroup(group, index) {
  const port = FIRST_PORT + index * 2;
  const report = path.resolve(`.tmp/e2e-report-${port}.json`);
  fs.rmSync(report, { force: true });
  const child = spawn(
    "npx",
    ["playwright", "test", "--reporter=list,json", ...group.files.map((f) => `${TEST_DIR}/${f}`)],
    {
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const prefix = `[e2e ${index + 1}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.on("data", (chunk) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines)
        (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix}${line}\n`);
    });
    stream.on("end", () => {
      if (pending) process.stdout.write(`${prefix}${pending}\n`);
    });
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, report })));
}

/** Seconds per spec file from Playwright's JSON report. */
function durationsOf(reportFile) {
  const seconds = {};
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          seconds[here] = (seconds[here] ?? 0) + result.duration / 1000;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of JSON.parse(fs.readFileSync(reportFile, "utf8")).suites ?? []) walk(suite);
  return seconds;
}

const files = specFiles();
const groups = splitByDuration(files, readTimings(), PROCESSES);
fs.mkdirSync(".tmp", { recursive: true });
for (const [index, group] of groups.entries()) {
  console.log(
    `[e2e ${index + 1}] ${group.files.length} files, about ${Math.round(group.seconds)} s, port ${FIRST_PORT + index * 2}`,
  );
}
const results = await Promise.all(groups.map(runGroup));
const failed = results.filter((result) => result.code !== 0);
if (failed.length === 0) {
  const measured = {};
  for (const { report } of results) {
    for (const [file, seconds] of Object.entries(durationsOf(report))) {
      measured[file] = Math.round(seconds);
    }
  }
  const sortedTimings = Object.fromEntries(
    Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(LOCAL_TIMINGS, `${JSON.stringify(sortedTimings, null, 2)}\n`);
}
process.exit(failed.length === 0 ? 0 : 1);
