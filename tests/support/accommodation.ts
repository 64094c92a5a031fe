/**
 * Arrangements for the accommodation tests (issue 31): a valid provider body and calls of the
 * admin API, each checked for the status it must answer.
 */
import { expectJson, jsonRequest, type TestServer } from "./test-server";

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

export interface CreatedProvider {
  id: number;
  household: { id: number; name: string; status?: string }[];
}

export function accommodationClient(server: TestServer, token: string) {
  const base = "/api/admin/accommodation/providers";
  return {
    base,
    async create(extra: Record<string, unknown> = {}): Promise<CreatedProvider> {
      return expectJson<CreatedProvider>(
        await server.fetch(base, jsonRequest("POST", providerBody(extra), token)),
        201,
      );
    },
    async addRoom(providerId: number, body: object): Promise<{ id: number }> {
      return expectJson<{ id: number }>(
        await server.fetch(`${base}/${providerId}/rooms`, jsonRequest("POST", body, token)),
        201,
      );
    },
    call(method: string, path: string, body?: unknown) {
      const init =
        body === undefined
          ? { method, headers: { Authorization: `Bearer ${token}` } }
          : jsonRequest(method, body, token);
      return server.fetch(`${base}${path}`, init);
    },
  };
}
