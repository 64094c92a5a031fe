/**
 * What the class screens add to the classes domain (issue 30), through real HTTP and a real
 * PGlite with a fixed clock (Wednesday 10 March 2027): a move to another class keeps the
 * history and is refused when the new class is full, also when two moves race for its last
 * seat; the class's page data; the week's timetable and its double-booked teacher; this week's
 * arrivals with their level and a suggested class, placed in bulk where a full class refuses
 * one student only; and a teacher refused on timetable, placement and another's class.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, enrolments, quoteRequests } from "../../server/db/schema";
import type { Viewer } from "../../server/services/classes";
import { ForbiddenError, NotFoundError } from "../../server/services/errors";
import { findClashes } from "../../shared/classes/timetable";
import {
  authorized,
  classesClient,
  marchClass,
  staffUserOf,
  storedBooking,
} from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const NOW = new Date("2027-03-10T10:00:00Z");
const MONDAY = "2027-03-08";

let server: TestServer;
let admin = "";
let office: Viewer;
let teacherA: Viewer & { token: string };
let teacherB: Viewer & { token: string };

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await loginAsAdmin(server);
  const editor = await staffUserOf(server, admin, "editor", "Eve Editor");
  office = { id: editor.id, name: "Eve Editor", role: "editor" };
  const a = await staffUserOf(server, admin, "teacher", "Aoife Teacher");
  const b = await staffUserOf(server, admin, "teacher", "Brendan Teacher");
  teacherA = { id: a.id, name: "Aoife Teacher", role: "teacher", token: a.token };
  teacherB = { id: b.id, name: "Brendan Teacher", role: "teacher", token: b.token };
});
afterAll(() => server?.stop());

const api = () => classesClient(server, admin);
const march = (teacherId: number, extra: Record<string, unknown>) => marchClass(teacherId, extra);
const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
const move = (fromClassId: number, body: object, token = admin) =>
  server.fetch(`/api/admin/classes/${fromClassId}/moves`, jsonRequest("POST", body, token));
const enrolmentsOf = (bookingId: number) =>
  server.database.db
    .select({ classId: enrolments.classId, from: enrolments.fromDate, to: enrolments.toDate })
    .from(enrolments)
    .where(eq(enrolments.bookingId, bookingId))
    .orderBy(enrolments.id);

async function fullClass(name: string, capacity: number) {
  const classId = await api().newClass(march(teacherB.id, { name, capacity }));
  for (let seat = 0; seat < capacity; seat++) {
    const bookingId = await storedBooking(server, course);
    expect((await api().enrol(classId, bookingId)).status).toBe(201);
  }
  return classId;
}

describe("moving a student to another class", () => {
  it("ends the old enrolment the day before, starts the new one, keeps both and audits the move", async () => {
    const a2 = await api().newClass(march(teacherA.id, { name: "Move A2", level: "A2" }));
    const b1 = await api().newClass(march(teacherA.id, { name: "Move B1", level: "B1" }));
    const bookingId = await storedBooking(server, course);
    expect((await api().enrol(a2, bookingId)).status).toBe(201);
    const moved = await expectJson<{ classId: number; from: string }>(
      await move(a2, { bookingId, toClassId: b1, from: "2027-03-15" }),
      201,
    );
    expect(moved).toMatchObject({ classId: b1, from: "2027-03-15" });
    expect(await enrolmentsOf(bookingId)).toEqual([
      { classId: a2, from: "2027-03-01", to: "2027-03-14" },
      { classId: b1, from: "2027-03-15", to: null },
    ]);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "enrolment"), eq(auditLog.action, "update")))
      .orderBy(auditLog.id);
    expect(entry?.summary).toBe(
      `Moved booking #${bookingId} from class Move A2 to Move B1 from 2027-03-15`,
    );
    // The old class still has the student until the 14th, then only in its history.
    const oldPage = await server.services.classes.detail(office, a2);
    expect(oldPage.current).toMatchObject([{ bookingId, toDate: "2027-03-14" }]);
    expect(oldPage.history).toMatchObject([
      { bookingId, fromDate: "2027-03-01", toDate: "2027-03-14" },
    ]);
    const newPage = await server.services.classes.detail(office, b1);
    expect(newPage.current.map((e) => e.bookingId)).toEqual([bookingId]);
  });

  it("refuses a move into a full class (the 16th student) and changes nothing", async () => {
    const full = await fullClass("Move full", 15);
    const here = await api().newClass(march(teacherA.id, { name: "Move here" }));
    const bookingId = await storedBooking(server, course);
    expect((await api().enrol(here, bookingId)).status).toBe(201);
    const refused = await expectJson<{ message: string }>(
      await move(here, { bookingId, toClassId: full, from: "2027-03-15" }),
      409,
    );
    expect(refused.message).toMatch(/full \(15 of 15 seats taken\)/);
    expect(await enrolmentsOf(bookingId)).toEqual([
      { classId: here, from: "2027-03-01", to: null },
    ]);
  });

  it("gives the last seat to one of two moves sent at once", async () => {
    const target = await fullClass("Move race", 2);
    const leaver = await enrolmentsOf(await storedBooking(server, course));
    expect(leaver).toEqual([]);
    // Free one seat: its student moves out from the 15th.
    const [seated] = await server.database.db
      .select({ bookingId: enrolments.bookingId })
      .from(enrolments)
      .where(eq(enrolments.classId, target));
    const away = await api().newClass(march(teacherA.id, { name: "Move away" }));
    expect(
      (await move(target, { bookingId: seated?.bookingId, toClassId: away, from: "2027-03-02" }))
        .status,
    ).toBe(201);
    const sources = await Promise.all(
      ["Race one", "Race two"].map((name) => api().newClass(march(teacherA.id, { name }))),
    );
    const movers = await Promise.all(sources.map(() => storedBooking(server, course)));
    for (const [index, source] of sources.entries()) {
      expect((await api().enrol(source, movers[index] as number)).status).toBe(201);
    }
    const statuses = await Promise.all(
      sources.map(
        async (source, index) =>
          (await move(source, { bookingId: movers[index], toClassId: target, from: "2027-03-15" }))
            .status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("refuses a move of a student not in the class, to the same class, and by a teacher", async () => {
    const here = await api().newClass(march(teacherA.id, { name: "Move check" }));
    const there = await api().newClass(march(teacherA.id, { name: "Move check 2" }));
    const bookingId = await storedBooking(server, course);
    const notIn = await expectJson<{ fields: Record<string, string> }>(
      await move(here, { bookingId, toClassId: there, from: "2027-03-15" }),
      400,
    );
    expect(notIn.fields.from).toMatch(/not in Move check/);
    expect((await api().enrol(here, bookingId)).status).toBe(201);
    expect((await move(here, { bookingId, toClassId: here, from: "2027-03-15" })).status).toBe(400);
    const byTeacher = await move(
      here,
      { bookingId, toClassId: there, from: "2027-03-15" },
      teacherA.token,
    );
    expect(byTeacher.status).toBe(403);
    expect(await enrolmentsOf(bookingId)).toEqual([
      { classId: here, from: "2027-03-01", to: null },
    ]);
  });
});

describe("a class's page", () => {
  it("lists its lessons around today and is not found for another teacher", async () => {
    const classId = await api().newClass(march(teacherA.id, { name: "Detail" }));
    const own = await server.services.classes.detail(teacherA, classId);
    expect(own.summary.teacherName).toBe("Aoife Teacher");
    expect(own.upcoming[0]?.date).toBe("2027-03-10");
    expect(own.past[0]?.date).toBe("2027-03-09");
    expect(own.upcoming.every((lesson) => lesson.date >= "2027-03-10")).toBe(true);
    await expect(server.services.classes.detail(teacherB, classId)).rejects.toThrow(NotFoundError);
  });

  it("finds accepted and confirmed bookings by name, never a cancelled one", async () => {
    const wanted = await storedBooking(server, {
      ...course,
      firstName: "Zoltan",
      lastName: "Findme",
    });
    await storedBooking(server, {
      ...course,
      firstName: "Zoltan",
      lastName: "Findme",
      status: "cancelled",
    });
    const found = await server.services.classes.placeableBookings("zoltan find");
    expect(found.map((option) => option.bookingId)).toEqual([wanted]);
  });
});

describe("the timetable", () => {
  it("holds the week's lessons and shows a teacher booked twice", async () => {
    const morning = await api().newClass(
      march(teacherB.id, {
        name: "TT morning",
        campus: "Galway",
        startsOn: MONDAY,
        endsOn: "2027-03-12",
      }),
    );
    const overlapping = await api().newClass(
      march(teacherB.id, {
        name: "TT overlapping",
        campus: "Galway",
        weekdays: [3],
        startTime: "11:00",
        endTime: "13:00",
        startsOn: MONDAY,
        endsOn: "2027-03-12",
      }),
    );
    const week = await server.services.classes.timetable(office, MONDAY);
    const mine = week.filter((lesson) => [morning, overlapping].includes(lesson.classId));
    expect(mine).toHaveLength(6);
    expect(week.every((lesson) => lesson.date >= MONDAY && lesson.date <= "2027-03-14")).toBe(true);
    const clashes = findClashes(mine);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({
      kind: "teacher",
      resourceId: teacherB.id,
      date: "2027-03-10",
    });
    const nextWeek = await server.services.classes.timetable(office, "2027-03-15");
    expect(nextWeek.some((lesson) => lesson.classId === morning)).toBe(false);
  });

  it("is refused to a teacher", async () => {
    await expect(server.services.classes.timetable(teacherA, MONDAY)).rejects.toThrow(
      ForbiddenError,
    );
  });
});

describe("placement of this week's arrivals", () => {
  async function arrival(name: string, extra: { city?: string; level?: "A2" | "B1" | "B2" } = {}) {
    let quoteRequestId: number | null = null;
    if (extra.level) {
      const [quote] = await server.database.db
        .insert(quoteRequests)
        .values({
          firstName: name,
          lastName: "Arriving",
          email: `${name.toLowerCase()}@example.com`,
          programTitle: "General English",
          englishLevel: extra.level,
          gdprConsentAt: NOW,
        })
        .returning({ id: quoteRequests.id });
      quoteRequestId = quote?.id ?? null;
    }
    const bookingId = await storedBooking(server, {
      firstName: name,
      lastName: "Arriving",
      startDate: "2027-03-08",
      endDate: "2027-04-02",
    });
    await server.database.db
      .update(bookings)
      .set({ city: extra.city ?? "Cork", quoteRequestId })
      .where(eq(bookings.id, bookingId));
    return bookingId;
  }

  it("takes the quoted level, lets the placement result override it, and suggests a class with a seat", async () => {
    const b1 = await api().newClass(
      march(teacherA.id, { name: "Cork B1", campus: "Cork", endsOn: "2027-04-30" }),
    );
    const b2 = await api().newClass(
      march(teacherA.id, {
        name: "Cork B2",
        level: "B2",
        campus: "Cork",
        endsOn: "2027-04-30",
        capacity: 1,
      }),
    );
    const quoted = await arrival("Quoted", { level: "B1" });
    const retested = await arrival("Retested", { level: "B1" });
    await server.services.classes.setPlacementLevel(office, { bookingId: retested, level: "B2" });
    const { arrivals } = await server.services.classes.arrivals(office, MONDAY);
    const byId = new Map(arrivals.map((item) => [item.bookingId, item]));
    expect(byId.get(quoted)).toMatchObject({
      quotedLevel: "B1",
      level: "B1",
      suggestedClassId: b1,
    });
    expect(byId.get(retested)).toMatchObject({
      quotedLevel: "B1",
      placementLevel: "B2",
      level: "B2",
      suggestedClassId: b2,
    });
    const [audited] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(retested))));
    expect(audited?.summary).toBe(`Placement result of booking #${retested}: B2`);
    // A booking starting the week after is not this week's arrival.
    expect(
      (await server.services.classes.arrivals(office, "2027-03-15")).arrivals.map(
        (a) => a.bookingId,
      ),
    ).not.toContain(quoted);
  });

  it("places in bulk; the full class refuses its extra student only", async () => {
    const small = await api().newClass(
      march(teacherA.id, {
        name: "Galway A2",
        level: "A2",
        campus: "Galway",
        endsOn: "2027-04-30",
        capacity: 2,
      }),
    );
    const students = await Promise.all(
      ["Una", "Dara", "Tadhg"].map((name) => arrival(name, { city: "Galway", level: "A2" })),
    );
    const results = await server.services.classes.placeArrivals(
      office,
      { placements: students.map((bookingId) => ({ bookingId, classId: small })) },
      office,
    );
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(results[0]?.message).toBe("Placed in Galway A2 from 2027-03-08.");
    expect(results[2]?.message).toMatch(/full \(2 of 2 seats taken\)/);
    const seated = await server.database.db
      .select({ bookingId: enrolments.bookingId })
      .from(enrolments)
      .where(eq(enrolments.classId, small));
    expect(seated.map((row) => row.bookingId).sort()).toEqual(students.slice(0, 2).sort());
    const { arrivals } = await server.services.classes.arrivals(office, MONDAY);
    const third = arrivals.find((item) => item.bookingId === students[2]);
    expect(third).toMatchObject({ placedIn: null, suggestedClassId: null });
    expect(arrivals.find((item) => item.bookingId === students[0])?.placedIn?.classId).toBe(small);
  });

  it("is refused to a teacher: the list, the level and the placing", async () => {
    await expect(server.services.classes.arrivals(teacherA, MONDAY)).rejects.toThrow(
      ForbiddenError,
    );
    await expect(
      server.services.classes.setPlacementLevel(teacherA, { bookingId: 1, level: "A1" }),
    ).rejects.toThrow(ForbiddenError);
    await expect(
      server.services.classes.placeArrivals(
        teacherA,
        { placements: [{ bookingId: 1, classId: 1 }] },
        teacherA,
      ),
    ).rejects.toThrow(ForbiddenError);
  });
});

describe("a teacher and the class list", () => {
  it("sees their own classes only", async () => {
    const listed = await expectJson<{ items: { teacherName: string }[] }>(
      await server.fetch("/api/admin/classes?pageSize=100", authorized(teacherA.token)),
      200,
    );
    expect(listed.items.length).toBeGreaterThan(0);
    expect(new Set(listed.items.map((item) => item.teacherName))).toEqual(
      new Set(["Aoife Teacher"]),
    );
  });
});
