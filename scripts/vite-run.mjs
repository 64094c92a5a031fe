/**
 * Runs a TypeScript entry point through Vite's module runner, for benches that import server
 * modules: those use `import.meta.glob` (the locale files), which plain Node and tsx cannot.
 * `node scripts/vite-run.mjs bench/attendance.ts`
 */
import { resolve } from "node:path";
import { runnerImport } from "vite";

const [entry] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/vite-run.mjs <entry.ts>");
  process.exit(2);
}
await runnerImport(resolve(entry), {
  configFile: false,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
});
