/**
 * A placement after it is made (issue 31, decision 0047), through real HTTP against a real
 * PGlite: a move (and a split, a move from a night inside the stay) under every hard rule of
 * placing, a new departure day, cancel, hold and release, staff confirming an arrival, the
 * history chain with its timeline and audit entries, the unplaced list's bookings changed or
 * cancelled after placement, the e-mails (what they say, in which language, and what they
 * must never say), the agent's portal, and who may do it (editors yes, teachers no).
 * Over 400 lines because it is the one file the contract of changes is checked in, one
 * `describe` per action, sharing one server (starting a PGlite server per file costs seconds).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accommodationPlacements,
  auditLog,
  bookingEvents,
  bookings,
  emailOutbox,
} from "../../server/db/schema";
import type { PlacementHistoryEntry, UnplacedBooking } from "../../shared/accommodation/types";
import type { PartnerBooking } from "../../shared/agents/types";
import { accommodationClient, bookingToHouse, IBAN } from "../support/accommodation";
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
  // Between the first nights of July (the 5th) and the 10th: arrivals from the 5th confirmable.
  server = await startTestServer({ now: () => new Date("2027-07-08T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
});
afterAll(() => server?.stop());

const base = "/api/admin/accommodation";
const July = { from: "2027-07-05", to: "2027-07-17" };
let family = 0;

/** A provider (providerBody, overridden by `extra`) with one room of `beds` beds. */
async function roomAt(extra: Record<string, unknown> = {}, beds = 1) {
  const provider = await accommodationClient(server, admin).create({
    name: `Family ${++family}`,
    email: `family${family}@example.ie`,
    ...extra,
  });
  const room = await accommodationClient(server, admin).addRoom(provider.id, {
    name: "Garden room",
    beds,
  });
  return { providerId: provider.id, roomId: room.id };
}

const call = (method: string, path: string, body?: unknown, token = admin) =>
  server.fetch(
    `${base}${path}`,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

interface Placed {
  id: number;
  bookingId: number;
  roomId: number;
  providerId: number;
  from: string;
  to: string;
  status: string;
  previousPlacementId: number | null;
  arrivalConfirmedAt: string | null;
  arrivalConfirmedBy: string | null;
  familyEmailed?: boolean;
}

async function placed(bookingId: number, roomId: number, nights = July): Promise<Placed> {
  return expectJson<Placed>(
    await call("POST", "/placements", { bookingId, roomId, ...nights }),
    201,
  );
}

const move = (id: number, body: object, token = admin) =>
  call("POST", `/placements/${id}/move`, body, token);

async function expectRefused(response: Response, reason: string) {
  const body = await expectJson<{ error: string; reason: string }>(response, 409);
  expect(body).toMatchObject({ error: "conflict", reason });
}

const history = async (bookingId: number, token = admin) =>
  (
    await expectJson<{ items: PlacementHistoryEntry[] }>(
      await server.fetch(`/api/admin/bookings/${bookingId}/placements`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      200,
    )
  ).items;

const timeline = async (bookingId: number) =>
  (
    await server.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.id)
  ).map((event) => event.summary);

const mailTo = (address: string) =>
  server.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));

/** What a family's or a student's e-mail must never carry. */
function expectNothingPrivate(text: string) {
  for (const secret of [IBAN, "5678", "GV-2026-118842", "1978", "2015", "2029-05-31"]) {
    expect(text).not.toContain(secret);
  }
}

describe("a move", () => {
  it("ends the old placement, starts one naming it, and tells the new family and the student", async () => {
    const byrne = await roomAt();
    const walsh = await roomAt({
      name: "The Walsh family",
      address: "3 Seafield Road, Clontarf, Dublin 3, D03 K2X4",
      travelMinutes: 25,
      houseRules: "Dinner at 19:00.",
      household: [
        { name: "Orla Walsh", birthYear: 1975, vettingExpiresOn: "2029-01-31" },
        { name: "Declan Walsh", birthYear: 1972, vettingExpiresOn: "2029-01-31" },
      ],
    });
    const bookingId = await bookingToHouse(server, {
      locale: "es",
      dietaryNotes: "Vegetarian; allergic to peanuts",
    });
    await server.database.db
      .update(bookings)
      .set({
        details: {
          passportName: "LUCIA PASSPORT NAME",
          dateOfBirth: "2000-04-02",
          nationality: "Spanish",
          address: "Calle Mayor 1, Madrid",
          emergencyContact: { name: "Ana Emergency", phone: "+34 600 000 000" },
          arrivalDate: null,
          flight: null,
          dietaryNotes: "Vegetarian; allergic to peanuts",
          medicalNotes: "Asthma: inhaler in her bag",
          termsAcceptedAt: "2027-02-01T10:00:00.000Z",
          guardian: null,
        },
      })
      .where(eq(bookings.id, bookingId));
    const [booking] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const first = await placed(bookingId, byrne.roomId);
    expect(first.familyEmailed).toBe(true);

    const moved = await expectJson<Placed>(
      await move(first.id, { roomId: walsh.roomId, from: "2027-07-10" }, editor),
      201,
    );
    expect(moved).toMatchObject({
      bookingId,
      roomId: walsh.roomId,
      providerId: walsh.providerId,
      from: "2027-07-10",
      to: July.to,
      status: "placed",
      previousPlacementId: first.id,
      familyEmailed: true,
    });
    const rows = await history(bookingId, editor);
    expect(
      rows.map((row) => [
        row.id,
        row.from,
        row.to,
        row.status,
        row.previousPlacementId,
        row.providerId,
      ]),
    ).toEqual([
      [first.id, July.from, "2027-07-10", "placed", null, byrne.providerId],
      [moved.id, "2027-07-10", July.to, "placed", first.id, walsh.providerId],
    ]);
    expect(rows[1]).toMatchObject({
      roomName: "Garden room",
      providerType: "host-family",
      providerHasEmail: true,
    });
    expect((await timeline(bookingId)).at(-1)).toBe(
      `Moved from Garden room at ${rows[0]?.providerName} to Garden room at The Walsh family from the night of 2027-07-10 (departure 2027-07-17)`,
    );
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "accommodation_placement"),
          inArray(auditLog.entityId, [String(first.id), String(moved.id)]),
        ),
      );
    // The first placement's creation and its end, the new one's creation.
    expect(audit.map((entry) => entry.action).sort()).toEqual(["create", "create", "update"]);

    // The family: who is coming and what caring for her needs, in English; no passport data.
    const [familyMail] = await mailTo(`family${family}@example.ie`);
    expect(familyMail?.subject).toContain("Lucía moves in with you");
    // The student's data-protection export and erasure find it by their address.
    expect(familyMail?.aboutAddress).toBe(booking?.email);
    const familyText = familyMail?.textBody ?? "";
    for (const fact of [
      "Student: Lucía",
      "Age: 27",
      "Nationality: Spanish",
      "Moves in: 10 July 2027",
      "Leaves: 17 July 2027",
      "Diet and allergies: Vegetarian; allergic to peanuts",
      "Care notes: Asthma: inhaler in her bag",
    ]) {
      expect(familyText).toContain(fact);
    }
    for (const never of [
      "PASSPORT",
      booking?.lastName ?? "?",
      "Calle Mayor",
      "Ana Emergency",
      "+34",
    ]) {
      expect(familyText).not.toContain(never);
    }
    // The student: the new home in Spanish; the hosts' first names (the eldest first), nothing of
    // their vetting, years of birth or bank.
    const [studentMail] = await mailTo(booking?.email ?? "");
    expect(studentMail?.kind).toBe("accommodation-home");
    expect(studentMail?.subject).toBe(
      "Tu nuevo alojamiento en Dublin desde el 10 de julio de 2027",
    );
    const studentText = studentMail?.textBody ?? "";
    expect(studentText).toContain("Hola, Lucía:");
    expect(studentText).toContain("vivirás con Declan y Orla");
    expect(studentText).toContain("Barrio: Clontarf, Dublin 3");
    expect(studentText).toContain("Dirección: 3 Seafield Road, Clontarf, Dublin 3, D03 K2X4");
    expect(studentText).toContain("Aproximadamente 25 minutos hasta la escuela.");
    expect(studentText).toContain("Normas de la casa:\nDinner at 19:00.");
    expectNothingPrivate(studentText);
    expect(studentText).not.toContain("1975");
    expect(studentText).not.toContain("2029-01-31");
  });

  it("from the first night cancels the old placement; within one family it e-mails no one", async () => {
    const provider = await accommodationClient(server, admin).create({ name: "Two rooms" });
    const blue = await accommodationClient(server, admin).addRoom(provider.id, {
      name: "Blue",
      beds: 1,
    });
    const green = await accommodationClient(server, admin).addRoom(provider.id, {
      name: "Green",
      beds: 1,
    });
    const bookingId = await bookingToHouse(server);
    const first = await placed(bookingId, blue.id);
    const before = (await server.database.db.select().from(emailOutbox)).length;
    const moved = await expectJson<Placed>(
      await move(first.id, { roomId: green.id, from: July.from }),
      201,
    );
    expect(moved).toMatchObject({ from: July.from, to: July.to, previousPlacementId: first.id });
    expect(moved.familyEmailed).toBeUndefined();
    expect((await server.database.db.select().from(emailOutbox)).length).toBe(before);
    const rows = await history(bookingId);
    expect(rows.map((row) => [row.roomName, row.status])).toEqual([
      ["Blue", "cancelled"],
      ["Green", "placed"],
    ]);
    // The freed bed takes another student; the cancelled row stays as it was.
    await placed(await bookingToHouse(server), blue.id);
    expect(rows[0]).toMatchObject({ from: July.from, to: July.to });
  });

  it("is refused by every hard rule of placing, with the same reasons", async () => {
    const home = await roomAt({}, 2);
    const adult = await bookingToHouse(server);
    const minor = await bookingToHouse(server, { dateOfBirth: "2011-09-01", ageGroup: "12-15" });
    const adultPlaced = await placed(adult, home.roomId);
    const minorPlaced = await placed(minor, home.roomId);
    const from = "2027-07-10";

    const full = await roomAt({}, 1);
    await placed(await bookingToHouse(server), full.roomId);
    await expectRefused(await move(adultPlaced.id, { roomId: full.roomId, from }), "bed-taken");

    const busy = await accommodationClient(server, admin).create({ name: "Busy", maxStudents: 1 });
    const busyA = await accommodationClient(server, admin).addRoom(busy.id, { name: "A", beds: 1 });
    const busyB = await accommodationClient(server, admin).addRoom(busy.id, { name: "B", beds: 1 });
    await placed(await bookingToHouse(server), busyA.id);
    await expectRefused(await move(adultPlaced.id, { roomId: busyB.id, from }), "capacity");

    const unvetted = await roomAt({ household: [{ name: "Tom Kelly", birthYear: 1990 }] });
    await expectRefused(await move(minorPlaced.id, { roomId: unvetted.roomId, from }), "vetting");
    const cork = await roomAt({ campus: "Cork" });
    await expectRefused(await move(adultPlaced.id, { roomId: cork.roomId, from }), "campus");
    const olderOnly = await roomAt({ agesAcceptedMin: 30, agesAcceptedMax: 60 });
    await expectRefused(await move(adultPlaced.id, { roomId: olderOnly.roomId, from }), "age");
    const away = await roomAt();
    await expectJson(
      await accommodationClient(server, admin).call("POST", `/${away.providerId}/unavailable`, {
        from: "2027-07-12",
        to: "2027-07-13",
      }),
      201,
    );
    await expectRefused(await move(adultPlaced.id, { roomId: away.roomId, from }), "unavailable");
    const retired = await roomAt();
    await expectJson(
      await accommodationClient(server, admin).call("PATCH", `/${retired.providerId}`, {
        active: false,
      }),
      200,
    );
    await expectRefused(await move(adultPlaced.id, { roomId: retired.roomId, from }), "inactive");

    // The night must be one of the placement's; the room another; the placement not cancelled.
    const free = await roomAt();
    for (const night of ["2027-07-04", July.to]) {
      const body = await expectJson<{ fields: Record<string, string> }>(
        await move(adultPlaced.id, { roomId: free.roomId, from: night }),
        400,
      );
      expect(Object.keys(body.fields)).toEqual(["from"]);
    }
    expect((await move(adultPlaced.id, { roomId: home.roomId, from })).status).toBe(400);
    expect((await move(adultPlaced.id, { roomId: 999_999, from })).status).toBe(404);
    expect((await move(999_999, { roomId: free.roomId, from })).status).toBe(404);
    await expectJson(await call("POST", `/placements/${adultPlaced.id}/cancel`), 200);
    await expectRefused(await move(adultPlaced.id, { roomId: free.roomId, from }), "cancelled");
    // Nothing refused left a trace: the minor's placement is whole and alone.
    expect((await history(minor)).map((row) => [row.from, row.to, row.status])).toEqual([
      [July.from, July.to, "placed"],
    ]);
  });
});

describe("a new departure day", () => {
  it("shortens, and extends only where the hard rules allow the added nights", async () => {
    const { providerId, roomId } = await roomAt({}, 1);
    const bookingId = await bookingToHouse(server);
    const placement = await placed(bookingId, roomId);
    const shorter = await expectJson<Placed>(
      await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-15" }, editor),
      200,
    );
    expect(shorter).toMatchObject({ id: placement.id, from: July.from, to: "2027-07-15" });
    // Someone else arrives in the bed on the 17th: back to the 17th fits, the 18th does not.
    await placed(await bookingToHouse(server), roomId, { from: "2027-07-17", to: "2027-07-24" });
    await expectJson(await call("PATCH", `/placements/${placement.id}`, { to: July.to }), 200);
    await expectRefused(
      await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-18" }),
      "bed-taken",
    );
    const invalid = await expectJson<{ fields: Record<string, string> }>(
      await call("PATCH", `/placements/${placement.id}`, { to: July.from }),
      400,
    );
    expect(Object.keys(invalid.fields)).toEqual(["to"]);
    expect(await timeline(bookingId)).toEqual([
      expect.stringMatching(/^Placed in Garden room/),
      `Shortened the placement in Garden room at Family ${family}: departure 2027-07-17 → 2027-07-15`,
      `Extended the placement in Garden room at Family ${family}: departure 2027-07-15 → 2027-07-17`,
    ]);
    expect(providerId).toBeGreaterThan(0);
  });

  it("is refused for a minor's added nights past the household's vetting", async () => {
    const household = [{ name: "Mary Byrne", birthYear: 1978, vettingExpiresOn: "2027-07-20" }];
    const { roomId, providerId } = await roomAt({ household }, 1);
    const minor = await bookingToHouse(server, { dateOfBirth: "2011-09-01", ageGroup: "12-15" });
    const placement = await placed(minor, roomId);
    await expectJson(await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-21" }), 200);
    await expectRefused(
      await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-23" }),
      "vetting",
    );
    await expectJson(
      await accommodationClient(server, admin).call("POST", `/${providerId}/unavailable`, {
        from: "2027-07-21",
        to: "2027-07-22",
      }),
      201,
    );
    await expectRefused(
      await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-22" }),
      "unavailable",
    );
  });
});

describe("cancel, hold and release", () => {
  it("change the status with the history kept, and a cancelled placement changes no more", async () => {
    const { roomId } = await roomAt({}, 1);
    const bookingId = await bookingToHouse(server);
    const placement = await placed(bookingId, roomId);
    const held = await expectJson<Placed>(
      await call("POST", `/placements/${placement.id}/hold`, undefined, editor),
      200,
    );
    expect(held.status).toBe("held");
    // A held placement keeps its bed.
    await expectRefused(
      await call("POST", "/placements", {
        bookingId: await bookingToHouse(server),
        roomId,
        ...July,
      }),
      "bed-taken",
    );
    await expectJson(await call("POST", `/placements/${placement.id}/hold`), 200);
    const released = await expectJson<Placed>(
      await call("POST", `/placements/${placement.id}/release`),
      200,
    );
    expect(released.status).toBe("placed");
    const cancelled = await expectJson<Placed>(
      await call("POST", `/placements/${placement.id}/cancel`),
      200,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", from: July.from, to: July.to });
    await expectJson(await call("POST", `/placements/${placement.id}/cancel`), 200);
    await expectRefused(await call("POST", `/placements/${placement.id}/hold`), "cancelled");
    await expectRefused(
      await call("PATCH", `/placements/${placement.id}`, { to: "2027-07-20" }),
      "cancelled",
    );
    await placed(await bookingToHouse(server), roomId);
    const events = await timeline(bookingId);
    expect(events.slice(1)).toEqual([
      `Held (the bed is kept, nothing is paid) the placement in Garden room at Family ${family} (nights 2027-07-05 to 2027-07-17)`,
      `Released the hold on the placement in Garden room at Family ${family} (nights 2027-07-05 to 2027-07-17)`,
      `Cancelled the placement in Garden room at Family ${family} (nights 2027-07-05 to 2027-07-17)`,
    ]);
    expect((await history(bookingId)).map((row) => row.status)).toEqual(["cancelled"]);
  });
});

describe("confirming an arrival", () => {
  it("is refused before the first night, recorded once with who confirmed it", async () => {
    const { roomId } = await roomAt({}, 1);
    const early = await placed(await bookingToHouse(server), roomId, {
      from: "2027-07-20",
      to: "2027-07-27",
    });
    await expectRefused(await call("POST", `/placements/${early.id}/confirm-arrival`), "too-early");
    const bookingId = await bookingToHouse(server);
    const placement = await placed(bookingId, roomId);
    const confirmed = await expectJson<Placed>(
      await call("POST", `/placements/${placement.id}/confirm-arrival`, undefined, editor),
      200,
    );
    expect(confirmed.arrivalConfirmedAt).toBe("2027-07-08T10:00:00.000Z");
    expect(confirmed.arrivalConfirmedBy).toMatch(/^editor /);
    const again = await expectJson<Placed>(
      await call("POST", `/placements/${placement.id}/confirm-arrival`),
      200,
    );
    expect(again.arrivalConfirmedBy).toBe(confirmed.arrivalConfirmedBy);
    expect((await history(bookingId))[0]?.arrivalConfirmedBy).toBe(confirmed.arrivalConfirmedBy);
    expect(
      (await timeline(bookingId)).filter((event) => event.includes("confirmed the arrival")),
    ).toHaveLength(1);
  });
});

describe("the unplaced list after placement", () => {
  const unplaced = async (q: string) =>
    expectJson<{ items: UnplacedBooking[]; total: number }>(
      await call("GET", `/unplaced?q=${encodeURIComponent(q)}`, undefined, editor),
      200,
    );

  it("shows a booking cancelled or moved after placement, with the placements to end", async () => {
    const q = "Changedafter";
    const { roomId } = await roomAt({}, 3);
    const cancelled = await bookingToHouse(server, { lastName: `${q} Cancelled` });
    const shifted = await bookingToHouse(server, { lastName: `${q} Shifted` });
    const steady = await bookingToHouse(server, { lastName: `${q} Steady` });
    const cancelledPlacement = await placed(cancelled, roomId);
    await placed(shifted, roomId);
    await placed(steady, roomId);
    expect((await unplaced(q)).total).toBe(0);

    await expectJson(
      await server.fetch(
        `/api/admin/bookings/${cancelled}/status`,
        jsonRequest("POST", { status: "cancelled", reason: "Visa refused" }, admin),
      ),
      200,
    );
    // The course starts a week later than when the student was placed.
    await server.database.db
      .update(bookings)
      .set({ startDate: "2027-07-12", endDate: "2027-07-23" })
      .where(eq(bookings.id, shifted));
    const list = await unplaced(q);
    expect(list.total).toBe(2);
    const byId = new Map(list.items.map((item) => [item.bookingId, item]));
    expect(byId.get(cancelled)).toMatchObject({
      cancelledAfterPlacement: true,
      changedAfterPlacement: false,
      placements: [
        {
          id: cancelledPlacement.id,
          roomName: "Garden room",
          from: July.from,
          to: July.to,
          status: "placed",
        },
      ],
    });
    expect(byId.get(shifted)).toMatchObject({
      cancelledAfterPlacement: false,
      changedAfterPlacement: true,
      from: "2027-07-12",
      to: "2027-07-24",
    });
    // Staff end the cancelled booking's placement: it leaves the list.
    await expectJson(await call("POST", `/placements/${cancelledPlacement.id}/cancel`), 200);
    expect((await unplaced(q)).items.map((item) => item.bookingId)).toEqual([shifted]);
  });
});

describe("e-mails on placement", () => {
  it("go to a minor and their guardian in the booking's language; a family without e-mail is not an error", async () => {
    const { roomId } = await roomAt({ email: null, houseRules: null, travelMinutes: 1 });
    const bookingId = await bookingToHouse(server, {
      locale: "de",
      dateOfBirth: "2011-09-01",
      ageGroup: "12-15",
    });
    const [row] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!row?.details) throw new Error("no details");
    await server.database.db
      .update(bookings)
      .set({
        details: {
          ...row.details,
          guardian: { name: "Petra Schmidt", email: "petra@example.de", consentAt: null },
        },
      })
      .where(eq(bookings.id, bookingId));
    const placement = await placed(bookingId, roomId);
    expect(placement.familyEmailed).toBe(false);
    expect((await history(bookingId))[0]?.providerHasEmail).toBe(false);
    const [student] = await mailTo(row.email);
    expect(student?.subject).toBe("Ihre Unterkunft in Dublin: 5. Juli 2027 bis 17. Juli 2027");
    expect(student?.textBody).toContain(
      "Sie wohnen vom 5. Juli 2027 bis zum Morgen des 17. Juli 2027 bei Mary und Cian.",
    );
    expect(student?.textBody).toContain("Etwa 1 Minute bis zur Schule.");
    const [guardian] = await mailTo("petra@example.de");
    expect(guardian?.textBody).toContain("Hallo Petra Schmidt,");
    expect(guardian?.textBody).toContain("Lucía wohnt vom 5. Juli 2027");
    expect(guardian?.aboutAddress).toBe(row.email);
    for (const mail of [student, guardian]) expectNothingPrivate(mail?.textBody ?? "");
  });

  it("in French say vous, and name a residence rather than people", async () => {
    const { roomId } = await roomAt({
      type: "residence",
      name: "Griffith Halls",
      address: "South Circular Road, Portobello, Dublin 8",
      household: [],
      maxStudents: 200,
    });
    const bookingId = await bookingToHouse(server, { locale: "fr" });
    await placed(bookingId, roomId);
    const [booking] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const [mail] = await mailTo(booking?.email ?? "");
    expect(mail?.textBody).toContain("vous logerez à Griffith Halls du 5 juillet 2027");
    expect(mail?.textBody).toContain("Quartier\u00a0: Portobello, Dublin 8");
  });
});

describe("the agent's portal", () => {
  it("shows the placement to the booking's agency only, without address, bank or vetting", async () => {
    const agencies = await Promise.all(
      ["Placement Agency A", "Placement Agency B"].map(async (name, index) => {
        const agency = await expectJson<{ id: number }>(
          await server.fetch(
            "/api/admin/agencies",
            jsonRequest(
              "POST",
              {
                name,
                country: "Spain",
                email: `office${index}@agency.example`,
                commissionPercent: 10,
              },
              admin,
            ),
          ),
          201,
        );
        const email = `agent${index}@agency.example`;
        await expectJson(
          await server.fetch(
            `/api/admin/agencies/${agency.id}/invitations`,
            jsonRequest("POST", { email }, admin),
          ),
          201,
        );
        const [invitation] = await mailTo(email);
        const token = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(
          invitation?.textBody ?? "",
        )?.[1];
        const session = await expectJson<{ token: string }>(
          await server.fetch(
            `/api/partners/invitations/${token}`,
            jsonRequest("POST", { name: `Agent ${index}`, password: "a-long-partner-password" }),
          ),
          200,
        );
        return { id: agency.id, token: session.token };
      }),
    );
    const [own, other] = agencies;
    if (!own || !other) throw new Error("no agencies");
    const { roomId } = await roomAt({ travelMinutes: 30 });
    const bookingId = await bookingToHouse(server, { agencyId: own.id });
    await placed(bookingId, roomId);
    const portal = (token: string) =>
      server.fetch(`/api/partners/bookings/${bookingId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    const seen = await expectJson<PartnerBooking>(await portal(own.token), 200);
    expect(seen.accommodation).toEqual([
      {
        type: "host-family",
        hosts: ["Mary", "Cian"],
        neighbourhood: "Drumcondra, Dublin 9",
        travelMinutes: 30,
        from: July.from,
        to: July.to,
      },
    ]);
    const raw = JSON.stringify(seen);
    for (const never of ["Griffith Avenue", "Byrne", IBAN, "GV-2026", "1978"]) {
      expect(raw).not.toContain(never);
    }
    expect((await portal(other.token)).status).toBe(404);
  });
});

describe("who may change a placement", () => {
  it("refuses teachers and visitors every endpoint, and changes nothing", async () => {
    const { roomId } = await roomAt({}, 2);
    const bookingId = await bookingToHouse(server);
    const placement = await placed(bookingId, roomId);
    const other = await roomAt();
    for (const token of [teacher, ""]) {
      const calls = [
        move(placement.id, { roomId: other.roomId, from: "2027-07-10" }, token),
        call("PATCH", `/placements/${placement.id}`, { to: "2027-07-12" }, token),
        ...["cancel", "hold", "release", "confirm-arrival"].map((action) =>
          call("POST", `/placements/${placement.id}/${action}`, undefined, token),
        ),
        server.fetch(`/api/admin/bookings/${bookingId}/placements`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(token ? 403 : 401);
      }
    }
    const [row] = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.id, placement.id));
    expect(row).toMatchObject({ status: "placed", toDate: July.to, arrivalConfirmedAt: null });
  });
});
