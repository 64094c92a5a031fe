/**
 * The accommodation admin API under generated input (issue 31): every endpoint on main —
 * providers (create, list, read, change, bank), household, rooms, unavailable nights, placements,
 * the unplaced list and the suggestions — sent malformed, oversized, wrong-typed, unicode,
 * negative and far-future values, unknown ids and hostile path segments by an admin. Never a
 * 5xx; every refusal a 4xx whose JSON body says what is wrong (`error` and a `message` or
 * `fields`); and nothing stored that the rules refuse (a room has 1 to 20 beds, an unavailable
 * range and a placement end after they start, a placement only for a confirmed booking).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accommodationPlacements, accommodationRooms, bookings } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import { accommodationClient, bookingToHouse } from "../support/accommodation";
import {
  anyText,
  type GeneratedRequest,
  isJsonContentType,
  nastyString,
  parsesAsJson,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Thirteen endpoints share the budget; each still sees a hundred or more requests. */
const ENDPOINT_RUNS = Math.max(60, Math.floor(RUNS / 16));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
let providerId = 0;
let roomId = 0;
let memberId = 0;
let bookingId = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  const providers = accommodationClient(server, admin);
  const provider = await providers.create({ gendersAccepted: null, agesAcceptedMin: null });
  providerId = provider.id;
  memberId = provider.household[0]?.id ?? 0;
  roomId = (await providers.addRoom(providerId, { name: "Fuzz room", beds: 2 })).id;
  bookingId = await bookingToHouse(server);
});
afterAll(() => server?.stop());

const base = "/api/admin/accommodation";

/** A refusal says what is wrong: `error`, and a message or the fields at fault. */
function expectClearRefusal(status: number, text: string) {
  expect(status, text).toBeLessThan(500);
  if (status < 400) return;
  const body = JSON.parse(text) as { error?: unknown; message?: unknown; fields?: unknown };
  expect(typeof body.error, text).toBe("string");
  const said =
    (typeof body.message === "string" && body.message.length > 0) ||
    (typeof body.fields === "object" && body.fields !== null && Object.keys(body.fields).length);
  expect(said, text).toBeTruthy();
}

/**
 * `strict`: the path is well formed, so the body decides the answer (413, 415, 400 in that
 * order); a malformed id in the path may be refused first, with its own 4xx.
 */
async function send(method: string, path: string, request: GeneratedRequest, strict = true) {
  const headers: Record<string, string> = { Authorization: `Bearer ${admin}` };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expectClearRefusal(response.status, text);
  if (!strict) return { status: response.status, text };
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

async function fetchPath(method: string, path: string) {
  const response = await server.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${admin}` },
  });
  const text = await response.text();
  expectClearRefusal(response.status, text);
  return { status: response.status, text };
}

/** A day: usually in range, else impossible, far past or far future, or not a date at all. */
const day = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("2027-07-05", "2027-07-12", "2027-07-17") },
  {
    weight: 2,
    arbitrary: fc
      .date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "9999-12-31",
      "0001-01-01",
      "+275760-09-13",
      "2027-02-30",
      "2027-13-01",
      "2027-7-5",
      "05/07/2027",
      "2027-07-05T00:00:00Z",
      "tomorrow",
    ),
  },
);

/** An id: usually one that exists, else unknown, negative, fractional, huge or text. */
const idOf = (known: () => number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0).map(() => known()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, -1, 1.5, 999_999, 2 ** 31, 2 ** 53, Number.MAX_VALUE, "1"),
    },
  );

const wholeNumber = (min: number, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, -(2 ** 31), 2 ** 40, 0.5, -0) },
  );

/** Path segments in place of an id: unknown, negative, huge, text, encoded NUL and traversal. */
const segment = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "999999",
    "2147483648",
    "99999999999999999999",
    "1e3",
    "0x10",
    "abc",
    "%00",
    "%2e%2e",
    "..%2F..",
    "%F0%9F%8D%80",
    "%E2%80%AE1",
    " 1",
    "1;drop",
  ),
  anyText.map((text) => {
    try {
      return encodeURIComponent(text) || "x";
    } catch {
      // A lone surrogate cannot be encoded: sent as the bytes a careless client would send.
      return "%ED%A0%80";
    }
  }),
);

const queryValue = fc.oneof(
  fc.constantFrom("", "-1", "0", "1", "2", "100", "101", "1.5", "1e9", "NaN", "Dublin", "Limerick"),
  anyText,
  nastyString,
  fc.constantFrom("x".repeat(201), "🍀".repeat(120)),
);

const householdMember = fc.record(
  {
    name: plausibleText("Aoife Byrne"),
    birthYear: wholeNumber(1900, 2100),
    vettingReference: fc.oneof(plausibleText("GV-2027-0001"), fc.constant(null)),
    vettingExpiresOn: fc.oneof(day, fc.constant(null)),
    status: fc.constantFrom("pending", "vetted", "refused", "left", "maybe"),
  },
  { requiredKeys: ["name", "birthYear"] },
);

const providerFields = {
  type: fc.constantFrom("host-family", "residence", "hotel"),
  name: plausibleText("The Kelly family"),
  campus: fc.constantFrom("Dublin", "Cork", "Galway", "Limerick", "dublin"),
  address: plausibleText("4 Mount Street, Dublin 2"),
  email: fc.oneof(fc.constant("kelly@example.ie"), fc.constant(null), anyText),
  phone: fc.oneof(fc.constant("+353 1 234 5678"), fc.constant(null), anyText),
  travelMinutes: wholeNumber(0, 240),
  maxStudents: wholeNumber(1, 500),
  pets: fc.constantFrom(true, false, "yes"),
  smokers: fc.constantFrom(true, false, 0),
  separateBathroom: fc.constantFrom(true, false, null),
  dietsCatered: fc.array(fc.constantFrom("vegetarian", "halal", "carnivore"), { maxLength: 9 }),
  agesAcceptedMin: fc.oneof(wholeNumber(10, 99), fc.constant(null)),
  agesAcceptedMax: fc.oneof(wholeNumber(10, 99), fc.constant(null)),
  gendersAccepted: fc.oneof(
    fc.constant(null),
    fc.array(fc.constantFrom("female", "male", ""), { maxLength: 6 }),
  ),
  houseRules: plausibleText("Home by 22:00."),
  notes: plausibleText("Lovely garden."),
  ratePerNightCents: wholeNumber(0, 100_000),
  documents: fc.array(fc.record({ name: plausibleText("Insurance"), receivedOn: day }), {
    maxLength: 3,
  }),
  bank: fc.oneof(
    fc.constant(null),
    fc.record({
      iban: fc.constantFrom("IE29AIBK93115212345678", "IE00AIBK93115212345678", "GB", ""),
      bic: fc.constantFrom("AIBKIE2D", "x", null),
      accountName: plausibleText("M Kelly"),
    }),
  ),
};

describe("the accommodation admin API under generated input", () => {
  const property = (
    name: string,
    arbitrary: fc.Arbitrary<unknown>,
    check: (value: never) => Promise<void>,
  ) =>
    it(`${name}: ${ENDPOINT_RUNS} requests, never a 5xx, every refusal explained`, async () => {
      await fc.assert(fc.asyncProperty(arbitrary, check as (value: unknown) => Promise<void>), {
        numRuns: ENDPOINT_RUNS,
        seed: SEED,
        endOnFailure: true,
      });
    }, 120_000);

  property(
    "POST /providers",
    requestsFor({ ...providerFields, household: fc.array(householdMember, { maxLength: 3 }) }),
    async (request: GeneratedRequest) => {
      await send("POST", `${base}/providers`, request);
    },
  );

  property(
    "PATCH /providers/{id}",
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constant("") }, { weight: 1, arbitrary: segment }),
      requestsFor(providerFields),
    ),
    async ([path, request]: [string, GeneratedRequest]) => {
      await send("PATCH", `${base}/providers/${path || providerId}`, request, !path);
    },
  );

  property(
    "POST /providers/{id}/household and PATCH …/household/{memberId}",
    fc.tuple(
      fc.boolean(),
      fc.oneof(fc.constant(""), segment),
      requestsFor({
        name: plausibleText("Seán Kelly"),
        birthYear: wholeNumber(1900, 2100),
        vettingReference: fc.oneof(plausibleText("GV-1"), fc.constant(null)),
        vettingExpiresOn: fc.oneof(day, fc.constant(null)),
        status: fc.constantFrom("pending", "vetted", "refused", "left", "gone"),
      }),
    ),
    async ([update, path, request]: [boolean, string, GeneratedRequest]) => {
      if (update) {
        await send(
          "PATCH",
          `${base}/providers/${providerId}/household/${path || memberId}`,
          request,
          !path,
        );
      } else {
        await send("POST", `${base}/providers/${path || providerId}/household`, request, !path);
      }
    },
  );

  property(
    "POST /providers/{id}/rooms",
    requestsFor({
      name: anyText.map((text) => `Room ${text}`),
      beds: wholeNumber(1, 20),
      ratePerNightCents: fc.oneof(wholeNumber(0, 100_000), fc.constant(null)),
    }),
    async (request: GeneratedRequest) => {
      const { status, text } = await send("POST", `${base}/providers/${providerId}/rooms`, request);
      if (status !== 201) return;
      const { id } = JSON.parse(text) as { id: number };
      const [row] = await server.database.db
        .select()
        .from(accommodationRooms)
        .where(eq(accommodationRooms.id, id));
      expect(row?.beds).toBeGreaterThanOrEqual(1);
      expect(row?.beds).toBeLessThanOrEqual(20);
    },
  );

  property(
    "POST /providers/{id}/unavailable and DELETE …/unavailable/{rangeId}",
    fc.tuple(
      requestsFor({
        roomId: fc.oneof(
          idOf(() => roomId),
          fc.constant(null),
        ),
        from: day,
        to: day,
        reason: plausibleText("Family wedding"),
      }),
      segment,
    ),
    async ([request, rangeSegment]: [GeneratedRequest, string]) => {
      const { status, text } = await send(
        "POST",
        `${base}/providers/${providerId}/unavailable`,
        request,
      );
      if (status === 201) {
        const range = JSON.parse(text) as { id: number; from: string; to: string };
        expect(range.to > range.from).toBe(true);
        await fetchPath("DELETE", `${base}/providers/${providerId}/unavailable/${range.id}`);
      }
      await fetchPath("DELETE", `${base}/providers/${providerId}/unavailable/${rangeSegment}`);
    },
  );

  property(
    "POST /placements",
    requestsFor({
      bookingId: idOf(() => bookingId),
      roomId: idOf(() => roomId),
      from: day,
      to: day,
    }),
    async (request: GeneratedRequest) => {
      const { status, text } = await send("POST", `${base}/placements`, request);
      if (status !== 201) return;
      const placed = JSON.parse(text) as { id: number };
      const [row] = await server.database.db
        .select()
        .from(accommodationPlacements)
        .where(eq(accommodationPlacements.id, placed.id));
      expect(row && row.toDate > row.fromDate).toBe(true);
      const [booking] = await server.database.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, row?.bookingId ?? 0));
      expect(["confirmed", "arrived"]).toContain(booking?.status);
      // Free the bed again, so later runs still reach the rules past the bed check.
      await server.database.db
        .delete(accommodationPlacements)
        .where(eq(accommodationPlacements.id, placed.id));
    },
  );

  property(
    "GET /providers, /unplaced and /suggestions with any query",
    fc.tuple(
      fc.constantFrom("providers", "unplaced", "suggestions"),
      fc.dictionary(
        fc.constantFrom("q", "campus", "type", "page", "pageSize", "bookingId", "__proto__"),
        queryValue,
        { maxKeys: 4 },
      ),
    ),
    async ([list, query]: [string, Record<string, string>]) => {
      const search = new URLSearchParams(query).toString();
      const { status } = await fetchPath("GET", `${base}/${list}?${search}`);
      if (list === "suggestions" && !("bookingId" in query)) expect(status).toBe(400);
    },
  );

  property(
    "GET /providers/{id} and /providers/{id}/bank with any id",
    fc.tuple(fc.constantFrom("", "/bank"), segment),
    async ([tail, id]: [string, string]) => {
      const { status, text } = await fetchPath("GET", `${base}/providers/${id}${tail}`);
      // Only the one provider there is can be found (" 1" is read as 1, as Number reads it).
      if (status === 200 && tail === "") expect(JSON.parse(text).id).toBe(providerId);
    },
  );
});
