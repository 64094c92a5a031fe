/**
 * `npm run demo` (after the build): the site in development mode with a demo school in full swing
 * (issue 35), its logins printed; `npm run demo -- --empty` starts with no demo records, for a
 * school that wants to begin clean. The same server as `npm start`, imported into this process.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const unknown = args.find((arg) => arg !== "--empty");
if (unknown) {
  console.error(`Unknown option ${unknown}. Usage: npm run demo [-- --empty]`);
  process.exit(2);
}
// The demo is for trying the product: never production (which refuses to seed it anyway).
process.env.NODE_ENV = "development";
if (args.includes("--empty")) process.env.SEED_DEMO = "false";

const bundle = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
await import(pathToFileURL(bundle).href);
