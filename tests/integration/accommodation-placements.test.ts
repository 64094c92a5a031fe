/**
 * Placing students (issue 31, decision 0042) through real HTTP against a real PGlite: each hard
 * rule refused with its 409 reason, a placement stored with its audit and timeline entries, the
 * unplaced list shrinking, the suggestions ranked, and who may place (editors yes, teachers no).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accommodationPlacements, auditLog, bookingEvents } from "../../server/db/schema";
import { accommodationClient, bookingToHouse } from "../support/accommodation";
import { staffUserOf } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let admin = "";
let editor = "";
let teacher = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
});
afterAll(() => server?.stop());

const base = "/api/admin/accommodation";
const providers = () => accommodationClient(server, admin);

/** A provider (providerBody, overridden by `extra`) with one room of `beds` beds. */
async function roomAt(extra: Record<string, unknown> = {}, beds = 1) {
  const provider = await providers().create(extra);
  const room = await providers().addRoom(provider.id, { name: "Garden room", beds });
  return { providerId: provider.id, roomId: room.id };
}

const place = (body: object, token = admin) =>
  server.fetch(`${base}/placements`, jsonRequest("POST", body, token));

const July = { from: "2027-07-05", to: "2027-07-17" };

async function expectRefused(response: Response, reason: string) {
  const body = await expectJson<{ error: string; reason: string; message: string }>(response, 409);
  expect(body).toMatchObject({ error: "conflict", reason });
  expect(body.message.length).toBeGreaterThan(10);
}

describe("a placement", () => {
  it("is stored, audited and shown on the booking's timeline", async () => {
    const { providerId, roomId } = await roomAt();
    const bookingId = await bookingToHouse(server);
    const placed = await expectJson<Record<string, unknown>>(
      await place({ bookingId, roomId, ...July }),
      201,
    );
    expect(placed).toMatchObject({
      id: expect.any(Number),
      bookingId,
      roomId,
      providerId,
      from: July.from,
      to: July.to,
      status: "placed",
      previousPlacementId: null,
    });
    const [row] = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.id, placed.id as number));
    expect(row).toMatchObject({ bookingId, roomId, fromDate: July.from, toDate: July.to });
    const events = await server.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId));
    expect(events.map((event) => event.summary)).toEqual([
      "Placed in Garden room at The Byrne family for the nights 2027-07-05 to 2027-07-17 (departure day)",
    ]);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "accommodation_placement"),
          eq(auditLog.entityId, String(placed.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it("is refused when every bed is taken on some night, not when the stays only touch", async () => {
    const { roomId } = await roomAt({}, 1);
    const first = await bookingToHouse(server);
    await expectJson(await place({ bookingId: first, roomId, ...July }), 201);
    const overlapping = await bookingToHouse(server);
    await expectRefused(
      await place({ bookingId: overlapping, roomId, from: "2027-07-16", to: "2027-07-20" }),
      "bed-taken",
    );
    // Arriving the morning the first leaves: the same bed, no night shared.
    await expectJson(
      await place({ bookingId: overlapping, roomId, from: "2027-07-17", to: "2027-07-24" }),
      201,
    );
  });

  it("is refused above the family's maximum of students on a night", async () => {
    const provider = await providers().create({ maxStudents: 1 });
    const blue = await providers().addRoom(provider.id, { name: "Blue room", beds: 1 });
    const green = await providers().addRoom(provider.id, { name: "Green room", beds: 1 });
    await expectJson(
      await place({ bookingId: await bookingToHouse(server), roomId: blue.id, ...July }),
      201,
    );
    await expectRefused(
      await place({ bookingId: await bookingToHouse(server), roomId: green.id, ...July }),
      "capacity",
    );
  });

  it("of a minor is refused while an adult of the household has no vetting for the whole stay", async () => {
    const household = [
      { name: "Mary Byrne", birthYear: 1978, vettingExpiresOn: "2029-05-31" },
      // Vetted, but it expires on the 10th, before the last night (the 16th).
      { name: "Seán Byrne", birthYear: 1976, vettingExpiresOn: "2027-07-10" },
    ];
    const { roomId } = await roomAt({ household }, 2);
    const minor = await bookingToHouse(server, { dateOfBirth: "2011-09-01", ageGroup: "12-15" });
    await expectRefused(await place({ bookingId: minor, roomId, ...July }), "vetting");
    // The same family may host an adult, and the minor for nights the vetting covers.
    await expectJson(
      await place({ bookingId: await bookingToHouse(server), roomId, ...July }),
      201,
    );
    await expectJson(
      await place({ bookingId: minor, roomId, from: "2027-07-05", to: "2027-07-11" }),
      201,
    );
  });

  it("of a junior without a date of birth is refused where a member's vetting is pending", async () => {
    const household = [{ name: "Tom Kelly", birthYear: 1990 }];
    const { roomId } = await roomAt({ household, agesAcceptedMin: null }, 1);
    const junior = await bookingToHouse(server, { ageGroup: "16-17", details: null });
    await expectRefused(await place({ bookingId: junior, roomId, ...July }), "vetting");
  });

  it("is refused at another campus, outside the ages taken, or on unavailable nights", async () => {
    const { providerId, roomId } = await roomAt({}, 2);
    const inCork = await bookingToHouse(server, { city: "Cork" });
    await expectRefused(await place({ bookingId: inCork, roomId, ...July }), "campus");
    const older = await bookingToHouse(server, { dateOfBirth: "1980-01-01" });
    await expectRefused(await place({ bookingId: older, roomId, ...July }), "age");
    await expectJson(
      await providers().call("POST", `/${providerId}/unavailable`, {
        from: "2027-07-12",
        to: "2027-07-14",
      }),
      201,
    );
    const adult = await bookingToHouse(server);
    await expectRefused(await place({ bookingId: adult, roomId, ...July }), "unavailable");
  });

  it("is refused for a booking not confirmed, or one already placed on those nights", async () => {
    const { roomId } = await roomAt({}, 2);
    const draft = await bookingToHouse(server, { status: "offer-sent" });
    await expectRefused(await place({ bookingId: draft, roomId, ...July }), "booking");
    const noHome = await bookingToHouse(server, { accommodationType: "none" });
    await expectRefused(await place({ bookingId: noHome, roomId, ...July }), "booking");
    const twice = await bookingToHouse(server);
    await expectJson(await place({ bookingId: twice, roomId, ...July }), 201);
    await expectRefused(await place({ bookingId: twice, roomId, ...July }), "already-placed");
    const missing = await place({ bookingId: 999_999, roomId, ...July });
    expect(missing.status).toBe(404);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the requests run in parallel transactions and only the
  // provider's row lock keeps them apart; PGlite runs them one after the other.
  it("gives the last bed to one of several placements sent at once", async () => {
    const { roomId } = await roomAt({}, 1);
    const bookingIds = await Promise.all(Array.from({ length: 8 }, () => bookingToHouse(server)));
    const responses = await Promise.all(
      bookingIds.map((bookingId) => place({ bookingId, roomId, ...July })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const stored = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.roomId, roomId));
    expect(stored).toHaveLength(1);
  });

  it("validates its body", async () => {
    const response = await place({ bookingId: 1, roomId: 1, from: "2027-07-10", to: "2027-07-10" });
    const body = await expectJson<{ fields: Record<string, string> }>(response, 400);
    expect(Object.keys(body.fields)).toEqual(["to"]);
  });
});

describe("the unplaced list", () => {
  it("lists confirmed bookings with accommodation by arrival, and drops one once placed", async () => {
    const q = "Galwegian";
    const later = await bookingToHouse(server, {
      lastName: `${q} Later`,
      startDate: "2027-08-02",
      endDate: "2027-08-13",
    });
    const sooner = await bookingToHouse(server, {
      lastName: `${q} Sooner`,
      arrivalDate: "2027-06-27",
    });
    await bookingToHouse(server, { lastName: `${q} Draft`, status: "draft" });
    await bookingToHouse(server, { lastName: `${q} Homeless`, accommodationType: "none" });
    const list = async () =>
      expectJson<{ items: { bookingId: number; from: string; to: string }[]; total: number }>(
        await server.fetch(`${base}/unplaced?q=${q}`, {
          headers: { Authorization: `Bearer ${editor}` },
        }),
        200,
      );
    const before = await list();
    expect(before.total).toBe(2);
    expect(before.items.map((item) => item.bookingId)).toEqual([sooner, later]);
    expect(before.items[0]).toMatchObject({ from: "2027-06-27", to: "2027-07-17" });
    const { roomId } = await roomAt({}, 1);
    await expectJson(await place({ bookingId: sooner, roomId, ...July }), 201);
    const after = await list();
    expect(after.total).toBe(1);
    expect(after.items.map((item) => item.bookingId)).toEqual([later]);
  });
});

describe("suggestions", () => {
  it("rank the rooms of the campus for the whole stay and name those a hard rule excludes", async () => {
    const galway = { campus: "Galway", gendersAccepted: null };
    const near = await roomAt(
      { ...galway, name: "Near, no pets", travelMinutes: 20, pets: false },
      1,
    );
    const far = await roomAt(
      { ...galway, name: "Far, with a dog", travelMinutes: 60, pets: true },
      1,
    );
    const full = await roomAt({ ...galway, name: "Full house", travelMinutes: 10, pets: false }, 1);
    const retired = await roomAt({ ...galway, name: "Retired", travelMinutes: 5 }, 1);
    await expectJson(
      await providers().call("PATCH", `/${retired.providerId}`, { active: false }),
      200,
    );
    await expectJson(
      await place({
        bookingId: await bookingToHouse(server, { city: "Galway" }),
        roomId: full.roomId,
        ...July,
      }),
      201,
    );
    const bookingId = await bookingToHouse(server, {
      city: "Galway",
      dietaryNotes: "Vegan, please",
    });
    const answer = await expectJson<{
      stay: { from: string; to: string };
      items: { roomId: number; providerId: number; score: number; reasons: string[] }[];
      excluded: { roomId: number; reason: string }[];
    }>(
      await server.fetch(`${base}/suggestions?bookingId=${bookingId}`, {
        headers: { Authorization: `Bearer ${editor}` },
      }),
      200,
    );
    expect(answer.stay).toEqual(July);
    expect(answer.items.map((item) => item.roomId)).toEqual([near.roomId, far.roomId]);
    const [best, worst] = answer.items;
    expect(best?.score).toBeGreaterThan(worst?.score ?? 0);
    expect(best?.reasons).toContain("20 min to the campus (45 or less)");
    expect(best?.reasons).toContain("Does not cater for a vegan diet");
    expect(worst?.reasons).toContain("60 min to the campus (over 45)");
    expect(answer.excluded).toEqual([
      expect.objectContaining({ roomId: full.roomId, reason: "bed-taken" }),
    ]);
    // What is suggested is placed; what is excluded is refused for the same reason.
    await expectRefused(await place({ bookingId, roomId: full.roomId, ...July }), "bed-taken");
    await expectJson(await place({ bookingId, roomId: near.roomId, ...July }, editor), 201);
  });
});

describe("who may place", () => {
  it("refuses teachers and visitors every placement endpoint", async () => {
    const { roomId } = await roomAt({}, 1);
    const bookingId = await bookingToHouse(server);
    for (const token of [teacher, ""]) {
      const calls = [
        place({ bookingId, roomId, ...July }, token),
        server.fetch(`${base}/unplaced`, { headers: { Authorization: `Bearer ${token}` } }),
        server.fetch(`${base}/suggestions?bookingId=${bookingId}`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(token ? 403 : 401);
      }
    }
    const stored = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.bookingId, bookingId));
    expect(stored).toEqual([]);
  });
});
