import { defineConfig } from "vitest/config";

/**
 * The unit tests of the modules `npm run test:mutation` mutates (stryker.config.mjs), and only
 * those: no database, no server, so each mutant runs in milliseconds. Stryker's Vitest runner
 * adds its own setup file and runs one worker per Stryker process.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      // Offer pricing
      "tests/unit/money.test.ts",
      "tests/unit/offer-pricing.test.ts",
      "tests/unit/offer-terms.test.ts",
      "tests/unit/offer-lines.test.ts",
      "tests/unit/price-book.test.ts",
      "tests/unit/quote-estimate.test.ts",
      // Deposit and balance
      "tests/unit/payment-rules.test.ts",
      // Commission
      "tests/unit/commission-rules.test.ts",
      // Level-test placement
      "tests/unit/level-test-placement.test.ts",
      // Attendance (85 % rule) and the Irish public holidays lessons skip
      "tests/unit/attendance-rules.test.ts",
      "tests/unit/irish-holidays.test.ts",
      // Timetable double bookings and the placement of arrivals
      "tests/unit/timetable-clashes.test.ts",
      "tests/unit/class-placement.test.ts",
      // CSV neutralisation
      "tests/unit/csv-export.test.ts",
      "tests/unit/text-helpers.test.ts",
      // Money and date formatting per language
      "tests/unit/number-format.test.ts",
      "tests/unit/date-format.test.ts",
      // Sign-in throttle
      "tests/unit/sign-in-rules.test.ts",
      // Invoices: numbering, net/gross, difference, cancellation, allocation, ageing, journal
      "tests/unit/invoices-rules.test.ts",
      "tests/unit/invoices-journal.test.ts",
      // Guardian and minor rules
      "tests/unit/minors.test.ts",
      // Accommodation: matching, vetting, payments
      "tests/unit/accommodation-vetting.test.ts",
      "tests/unit/accommodation-matching.test.ts",
      "tests/unit/accommodation-payments.test.ts",
      "tests/unit/accommodation-changes.test.ts",
      "tests/unit/hosts-arrival.test.ts",
      "tests/unit/accommodation-sepa.test.ts",
      "tests/unit/accommodation-preferences.test.ts",
      // Agency statements of account
      "tests/unit/invoices-statement.test.ts",
      // Invoice retention: the day a document's party is erased
      "tests/unit/invoices-retention.test.ts",
    ],
    testTimeout: 20_000,
  },
});
