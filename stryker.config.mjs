// @ts-check
/**
 * Mutation testing (issue 28, docs/decisions): Stryker changes the code of the modules where a
 * silent bug costs money or trust, one small change at a time, and counts the changes no unit
 * test notices. `npm run test:mutation` runs it (not part of `npm test`), then
 * scripts/mutation-summary.mjs prints the score per module and fails under 85 %.
 *
 * Only pure modules are mutated and only their unit tests run (vitest.mutation.config.ts), so
 * the run takes minutes on two cores. An equivalent mutant is ignored where it stands, one by
 * one: `// Stryker disable next-line <mutator>: <why it changes nothing>`.
 */

/** Each module a reader of the score cares about, and the files that make it up. */
export const mutationModules = {
  "offer pricing": [
    "shared/format/money.ts",
    "shared/bookings/offer-pricing.ts",
    "server/services/bookings/price-book.ts",
    "server/services/bookings/offer-lines.ts",
    "server/services/bookings/offer-terms.ts",
    "server/services/leads/quote-estimate.ts",
  ],
  "deposit and balance": [
    "server/services/bookings/payment-rules.ts",
    "server/services/bookings/payment-provider.ts",
    "server/services/bookings/days.ts",
  ],
  "commission and rounding": [
    "shared/agents/commission.ts",
    "server/services/agents/commission-rules.ts",
  ],
  "level-test placement": ["server/services/level-test/placement.ts"],
  "attendance (85 % rule)": ["shared/classes/attendance.ts", "shared/classes/holidays.ts"],
  "timetable and placement": ["shared/classes/timetable.ts", "shared/classes/placement.ts"],
  "CSV neutralisation": ["server/services/exports/csv.ts"],
  "money and date formatting": [
    "app/lib/format.ts",
    "app/lib/unit-format.ts",
    "app/lib/date-format.ts",
  ],
  "sign-in throttle": ["server/services/auth/sign-in-rules.ts"],
  "guardian and minor rules": [
    "shared/bookings/minors.ts",
    "server/services/bookings/minor-acceptance.ts",
  ],
  accommodation: [
    "shared/accommodation/nights.ts",
    "shared/accommodation/vetting.ts",
    "shared/accommodation/matching.ts",
    "shared/accommodation/payments.ts",
    "shared/accommodation/changes.ts",
    "shared/hosts/arrival.ts",
    "shared/accommodation/sepa.ts",
    "shared/accommodation/preferences.ts",
  ],
  "invoices (numbering, net/gross, difference, cancellation, allocation, ageing)": [
    "shared/invoices/rules.ts",
    "shared/invoices/journal.ts",
  ],
  "agency statements": ["shared/invoices/statement.ts"],
  "invoice retention": ["shared/invoices/retention.ts"],
};

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: Object.values(mutationModules).flat(),
  coverageAnalysis: "perTest",
  // Two cores, shared: run it under `flock /tmp/clover-cpu.lock`.
  concurrency: 2,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // The survivors are listed once, by module, by scripts/mutation-summary.mjs.
  clearTextReporter: {
    logTests: false,
    reportTests: false,
    reportMutants: false,
    allowColor: false,
  },
  // Only what the unit tests need goes into Stryker's sandbox.
  ignorePatterns: [
    "/build",
    "/build-*",
    "/data",
    "/.tmp",
    "/test-results",
    "/playwright-report",
    "/bench",
    "/docs",
    "/public",
    "/tests/e2e",
    "/tests/integration",
  ],
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
