/**
 * A valid provider body for the accommodation API (issue 31), with nothing of the test server:
 * the integration tests (through accommodation.ts) and the e2e specs (over HTTP) both use it.
 */

/** A real-format Irish IBAN (the ISO 13616 example) and its masked form. */
export const IBAN = "IE29AIBK93115212345678";
export const IBAN_MASKED = "IE •••• 5678";

export const providerBody = (extra: Record<string, unknown> = {}) => ({
  type: "host-family",
  name: "The Byrne family",
  campus: "Dublin",
  address: "12 Griffith Avenue, Drumcondra, Dublin 9",
  travelMinutes: 35,
  maxStudents: 3,
  pets: true,
  smokers: false,
  separateBathroom: false,
  dietsCatered: ["vegetarian"],
  agesAcceptedMin: 14,
  agesAcceptedMax: 30,
  gendersAccepted: ["female"],
  houseRules: "Home by 22:00 on school nights.",
  ratePerNightCents: 3200,
  bank: { iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D", accountName: "Mary Byrne" },
  household: [
    {
      name: "Mary Byrne",
      birthYear: 1978,
      vettingReference: "GV-2026-118842",
      vettingExpiresOn: "2029-05-31",
    },
    { name: "Cian Byrne", birthYear: 2015 },
  ],
  ...extra,
});
