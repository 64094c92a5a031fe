#!/usr/bin/env node
/**
 * npm run test:mutation, second half: reads Stryker's JSON report (reports/mutation/mutation.json)
 * and prints the mutation score of each module of stryker.config.mjs, then the mutants that
 * survived. Fails when a module scores under 85 % (Stryker's own threshold is for the whole run).
 *
 * Score = mutants detected (killed or timed out) / mutants that count (detected, survived or
 * not covered by any test); ignored mutants (`// Stryker disable`) do not count.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mutationModules } from "../stryker.config.mjs";

const MINIMUM = 85;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reportPath = path.join(root, "reports/mutation/mutation.json");
if (!fs.existsSync(reportPath)) {
  console.error(`No report at ${path.relative(root, reportPath)}: run Stryker first.`);
  process.exit(1);
}
/** @type {{ files: Record<string, { source: string, mutants: Array<{ status: string, mutatorName: string, replacement?: string, location: { start: { line: number, column: number } } }> }> }} */
const report = JSON.parse(fs.readFileSync(reportPath, "utf8"));
const fileReport = (file) =>
  Object.entries(report.files).find(
    ([name]) => path.resolve(root, name) === path.resolve(root, file),
  )?.[1];

const rows = [];
const survivors = [];
let failed = false;
for (const [module, files] of Object.entries(mutationModules)) {
  const tally = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
  for (const file of files) {
    const entry = fileReport(file);
    if (!entry) {
      console.error(`${file} is not in the report: was it mutated?`);
      failed = true;
      continue;
    }
    const lines = entry.source.split("\n");
    for (const mutant of entry.mutants) {
      if (mutant.status in tally) tally[mutant.status] += 1;
      else tally.other += 1;
      if (mutant.status === "Survived" || mutant.status === "NoCoverage") {
        const { line, column } = mutant.location.start;
        survivors.push(
          `  ${file}:${line}:${column} ${mutant.mutatorName} (${mutant.status})` +
            `\n      ${lines[line - 1]?.trim()}\n    → ${mutant.replacement?.split("\n")[0] ?? ""}`,
        );
      }
    }
  }
  const detected = tally.Killed + tally.Timeout;
  const counted = detected + tally.Survived + tally.NoCoverage;
  const score = counted === 0 ? 100 : (100 * detected) / counted;
  if (score < MINIMUM) failed = true;
  rows.push({
    module,
    score: `${score.toFixed(1)} %`,
    killed: detected,
    survived: tally.Survived,
    "no coverage": tally.NoCoverage,
    ignored: tally.Ignored,
    errors: tally.other,
  });
}

console.log("\nMutation score per module (minimum %d %%):", MINIMUM);
console.table(rows);
if (survivors.length) console.log(`\nSurviving mutants:\n${survivors.join("\n")}`);
if (failed) {
  console.error(`\nA module scores under ${MINIMUM} %: add a test that notices the change.`);
  process.exit(1);
}
