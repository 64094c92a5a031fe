/**
 * The classes API of issue 30 end to end (real HTTP, real PGlite, a fixed clock on Wednesday
 * 10 March 2027): classes and their lessons without public holidays, enrolments up to the
 * capacity (also when the last seats are asked for at once), registers (future, today, the
 * 7-day rule) and what each role may do. Attendance figures: classes-attendance.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, enrolments, registerEntries } from "../../server/db/schema";
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

let server: TestServer;
let admin = "";
let editor = "";
let teacherA = { id: 0, token: "" };
let teacherB = { id: 0, token: "" };

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacherA = await staffUserOf(server, admin, "teacher", "Aoife Teacher");
  teacherB = await staffUserOf(server, admin, "teacher", "Brendan Teacher");
});
afterAll(() => server?.stop());

const march = marchClass;
const api = () => classesClient(server, admin);
const newClass = (body: object, token = admin) => api().newClass(body, token);
const enrol = (classId: number, bookingId: number, from = "2027-03-01", token = admin) =>
  api().enrol(classId, bookingId, from, token);
const lessonsOf = (classId: number, token = admin, query = "") =>
  api().lessonsOf(classId, token, query);
const lessonOn = (classId: number, date: string) => api().lessonOn(classId, date);
const saveRegister = (lessonId: number, body: object, token = admin) =>
  api().saveRegister(lessonId, body, token);

describe("classes and lessons", () => {
  it("creates a class with its lessons, skipping St Patrick's Day", async () => {
    const created = await expectJson<{ id: number; lessons: number }>(
      await server.fetch("/api/admin/classes", jsonRequest("POST", march(teacherA.id), admin)),
      201,
    );
    expect(created.lessons).toBe(19);
    const week = await lessonsOf(created.id, admin, "?from=2027-03-15&to=2027-03-19");
    expect(week.items.map((lesson) => lesson.date)).toEqual([
      "2027-03-15",
      "2027-03-16",
      "2027-03-18",
      "2027-03-19",
    ]);
    expect(week.items[0]).toMatchObject({ startTime: "09:00", endTime: "12:00" });
    expect((await lessonsOf(created.id)).items).toHaveLength(19);
  });

  it("refuses a class body that breaks the rules, naming the field", async () => {
    const cases: [object, string][] = [
      [march(teacherA.id, { capacity: 16 }), "capacity"],
      [march(teacherA.id, { endTime: "08:00" }), "endTime"],
      [march(teacherA.id, { endsOn: "2027-02-01" }), "endsOn"],
      [march(teacherA.id, { weekdays: [] }), "weekdays"],
      [march(teacherA.id, { weekdays: [0] }), "weekdays.0"],
      [march(teacherA.id, { level: "D1" }), "level"],
      [march(teacherA.id, { campus: "Limerick" }), "campus"],
      [march(999_999), "teacherId"],
    ];
    for (const [body, field] of cases) {
      const response = await server.fetch("/api/admin/classes", jsonRequest("POST", body, admin));
      const answer = await expectJson<{ fields: Record<string, string> }>(response, 400);
      expect(Object.keys(answer.fields), JSON.stringify(body)).toContain(field);
    }
  });

  it("lists every class to the office and only their own to a teacher", async () => {
    const ofA = await newClass(march(teacherA.id, { name: "Listed A" }));
    const ofB = await newClass(march(teacherB.id, { name: "Listed B" }));
    const all = await expectJson<{ items: { id: number; teacherName: string }[]; total: number }>(
      await server.fetch("/api/admin/classes?q=Listed", authorized(editor)),
      200,
    );
    expect(all.items.map((item) => item.id).sort()).toEqual([ofA, ofB].sort());
    const own = await expectJson<{ items: { id: number }[]; total: number }>(
      await server.fetch("/api/admin/classes?q=Listed", authorized(teacherA.token)),
      200,
    );
    expect(own.items.map((item) => item.id)).toEqual([ofA]);
    expect(own.total).toBe(1);
    // Another teacher's class does not exist for them.
    const other = await server.fetch(
      `/api/admin/classes/${ofB}/lessons`,
      authorized(teacherA.token),
    );
    expect(other.status).toBe(404);
    expect((await lessonsOf(ofA, teacherA.token)).items).toHaveLength(19);
  });

  it("drops the lessons of a closure added later, but never a taken register", async () => {
    const classId = await newClass(march(teacherA.id, { name: "Closure", campus: "Galway" }));
    const taken = await lessonOn(classId, "2027-03-08");
    expect((await saveRegister(taken, { entries: [] })).status).toBe(200);
    const closed = await server.services.classes.addClosure(
      { campus: "Galway", startsOn: "2027-03-08", endsOn: "2027-03-09", reason: "Storm" },
      { id: 1, name: "test" },
    );
    expect(closed.lessonsRemoved).toBe(1);
    const left = await lessonsOf(classId, admin, "?from=2027-03-08&to=2027-03-09");
    expect(left.items.map((lesson) => lesson.date)).toEqual(["2027-03-08"]);
    // A class created afterwards never gets lessons on those days.
    const later = await expectJson<{ lessons: number }>(
      await server.fetch(
        "/api/admin/classes",
        jsonRequest("POST", march(teacherA.id, { campus: "Galway", name: "Later" }), admin),
      ),
      201,
    );
    expect(later.lessons).toBe(17);
  });
});

describe("enrolments", () => {
  it("refuses the 16th student in a class of 15", async () => {
    const classId = await newClass(march(teacherA.id, { name: "Full house" }));
    for (let seat = 1; seat <= 15; seat++) {
      const bookingId = await storedBooking(server, {
        startDate: "2027-03-01",
        endDate: "2027-03-26",
      });
      expect((await enrol(classId, bookingId)).status).toBe(201);
    }
    const sixteenth = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
    });
    const refused = await enrol(classId, sixteenth);
    const body = await expectJson<{ error: string; message: string }>(refused, 409);
    expect(body.message).toMatch(/full \(15 of 15/);
    const listed = await expectJson<{ items: { id: number; enrolled: number }[] }>(
      await server.fetch("/api/admin/classes?q=Full%20house", authorized(admin)),
      200,
    );
    expect(listed.items[0]?.enrolled).toBe(15);
  });

  it("gives the last seat to one of several requests sent at once", async () => {
    const classId = await newClass(march(teacherA.id, { name: "Last seat", capacity: 3 }));
    for (let seat = 1; seat <= 2; seat++) {
      const bookingId = await storedBooking(server, {
        startDate: "2027-03-01",
        endDate: "2027-03-26",
      });
      expect((await enrol(classId, bookingId)).status).toBe(201);
    }
    const contenders = await Promise.all(
      Array.from({ length: 6 }, () =>
        storedBooking(server, { startDate: "2027-03-01", endDate: "2027-03-26" }),
      ),
    );
    const statuses = (await Promise.all(contenders.map((id) => enrol(classId, id)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const seated = await server.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.classId, classId));
    expect(seated).toHaveLength(3);
  });

  it("moves a student from a day and keeps the history", async () => {
    const from = await newClass(march(teacherA.id, { name: "Move from", level: "A2" }));
    const to = await newClass(march(teacherA.id, { name: "Move to", level: "B1" }));
    const bookingId = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
    });
    expect((await enrol(from, bookingId)).status).toBe(201);
    expect((await enrol(to, bookingId, "2027-03-15")).status).toBe(201);
    const rows = await server.database.db
      .select({ classId: enrolments.classId, from: enrolments.fromDate, to: enrolments.toDate })
      .from(enrolments)
      .where(eq(enrolments.bookingId, bookingId));
    expect(rows).toEqual([
      { classId: from, from: "2027-03-01", to: "2027-03-14" },
      { classId: to, from: "2027-03-15", to: null },
    ]);
    // The same class twice is a conflict; a day outside the class is invalid.
    expect((await enrol(to, bookingId, "2027-03-16")).status).toBe(409);
    expect((await enrol(from, bookingId, "2027-04-01")).status).toBe(400);
    // Before the move, the first class's register still lists the student.
    const lessonId = await lessonOn(from, "2027-03-09");
    const register = await expectJson<{ entries: { bookingId: number }[] }>(
      await saveRegister(lessonId, { entries: [] }),
      200,
    );
    expect(register.entries.map((entry) => entry.bookingId)).toContain(bookingId);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "enrolment"));
    expect(audit.some((entry) => entry.summary.startsWith(`Moved booking #${bookingId}`))).toBe(
      true,
    );
  });

  it("refuses a booking that is not sold, and leaves enrolling to the office", async () => {
    const classId = await newClass(march(teacherA.id, { name: "Office only" }));
    const draft = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
      status: "draft",
    });
    expect((await enrol(classId, draft)).status).toBe(400);
    const bookingId = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
    });
    expect((await enrol(classId, bookingId, "2027-03-01", teacherA.token)).status).toBe(403);
    expect((await enrol(classId, bookingId, "2027-03-01", editor)).status).toBe(201);
    expect((await enrol(999_999, bookingId)).status).toBe(404);
  });
});

describe("registers", () => {
  let classId = 0;
  let student = 0;
  beforeAll(async () => {
    classId = await newClass(march(teacherA.id, { name: "Register rules" }));
    student = await storedBooking(server, { startDate: "2027-03-01", endDate: "2027-03-26" });
    expect((await enrol(classId, student)).status).toBe(201);
  });

  it("refuses a future lesson with 409 and takes today's", async () => {
    const tomorrow = await lessonOn(classId, "2027-03-11");
    expect((await saveRegister(tomorrow, { entries: [] }, teacherA.token)).status).toBe(409);
    const today = await lessonOn(classId, "2027-03-10");
    const register = await expectJson<{
      takenAt: string;
      entries: { bookingId: number; status: string; studentName: string }[];
    }>(
      await saveRegister(
        today,
        { entries: [{ bookingId: student, status: "late", minutes: 10 }] },
        teacherA.token,
      ),
      200,
    );
    expect(register.takenAt).toBe(NOW.toISOString());
    expect(register.entries).toEqual([
      expect.objectContaining({ bookingId: student, status: "late", minutes: 10 }),
    ]);
  });

  it("starts everyone present and stores who recorded it", async () => {
    const lessonId = await lessonOn(classId, "2027-03-09");
    await expectJson(await saveRegister(lessonId, { entries: [] }, teacherA.token), 200);
    const [entry] = await server.database.db
      .select()
      .from(registerEntries)
      .where(eq(registerEntries.lessonId, lessonId));
    expect(entry).toMatchObject({
      bookingId: student,
      status: "present",
      minutes: null,
      recordedById: teacherA.id,
      recordedBy: "Aoife Teacher",
    });
  });

  it("lets the teacher change a register exactly 7 days old, and only an admin with a reason after", async () => {
    const sevenDays = await lessonOn(classId, "2027-03-03");
    expect((await saveRegister(sevenDays, { entries: [] }, teacherA.token)).status).toBe(200);
    const eightDays = await lessonOn(classId, "2027-03-02");
    const absent = { entries: [{ bookingId: student, status: "absent" }] };
    expect((await saveRegister(eightDays, absent, teacherA.token)).status).toBe(403);
    expect((await saveRegister(eightDays, absent, editor)).status).toBe(403);
    const noReason = await saveRegister(eightDays, absent, admin);
    expect(Object.keys((await expectJson<{ fields: object }>(noReason, 400)).fields)).toEqual([
      "reason",
    ]);
    const withReason = { ...absent, reason: "Sick note arrived late" };
    expect((await saveRegister(eightDays, withReason, admin)).status).toBe(200);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "register"), eq(auditLog.entityId, String(eightDays))));
    expect(audit?.summary).toContain("reason: Sick note arrived late");
    expect(audit?.after).toMatchObject({ reason: "Sick note arrived late" });
  });

  it("refuses a student not in the class, another teacher, and bad marks", async () => {
    const lessonId = await lessonOn(classId, "2027-03-08");
    const stranger = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
    });
    const notInClass = await saveRegister(lessonId, {
      entries: [{ bookingId: stranger, status: "absent" }],
    });
    expect((await expectJson<{ fields: object }>(notInClass, 400)).fields).toHaveProperty(
      "entries",
    );
    expect((await saveRegister(lessonId, { entries: [] }, teacherB.token)).status).toBe(404);
    const bad: object[] = [
      { bookingId: student, status: "late" },
      { bookingId: student, status: "present", minutes: 5 },
      { bookingId: student, status: "late", minutes: 0 },
      { bookingId: student, status: "late", minutes: 601 },
      { bookingId: student, status: "present", certified: true },
      { bookingId: student, status: "asleep" },
    ];
    for (const entry of bad) {
      expect(
        (await saveRegister(lessonId, { entries: [entry] })).status,
        JSON.stringify(entry),
      ).toBe(400);
    }
    const twice = {
      entries: [
        { bookingId: student, status: "absent" },
        { bookingId: student, status: "present" },
      ],
    };
    expect((await saveRegister(lessonId, twice)).status).toBe(400);
    expect((await saveRegister(999_999, { entries: [] })).status).toBe(404);
  });
});

describe("a teacher's reach", () => {
  it("ends at their own classes: no leads, bookings, money, people or other staff", async () => {
    const refused = [
      "/api/quote-requests",
      "/api/contact-inquiries",
      "/api/admin/bookings",
      "/api/admin/students",
      "/api/admin/users",
      "/api/admin/dashboard",
      "/api/admin/agencies",
      "/api/admin/analytics",
      "/api/admin/outbox",
    ];
    for (const path of refused) {
      const response = await server.fetch(path, authorized(teacherA.token));
      expect(response.status, path).toBe(403);
    }
    const session = await expectJson<{ user: { role: string } }>(
      await server.fetch("/api/admin/session", authorized(teacherA.token)),
      200,
    );
    expect(session.user.role).toBe("teacher");
    const create = await server.fetch(
      "/api/admin/classes",
      jsonRequest("POST", march(teacherA.id), teacherA.token),
    );
    expect(create.status).toBe(403);
  });

  it("keeps editors where they were and lets them run classes", async () => {
    expect((await server.fetch("/api/quote-requests", authorized(editor))).status).toBe(200);
    expect((await server.fetch("/api/admin/users", authorized(editor))).status).toBe(403);
    expect((await newClass(march(teacherB.id, { name: "Editor's" }), editor)) > 0).toBe(true);
  });

  it("refuses anyone not signed in", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/classes"],
      ["POST", "/api/admin/classes"],
      ["GET", "/api/admin/attendance/at-risk"],
      ["PUT", "/api/admin/lessons/1/register"],
    ] as const) {
      const response = await server.fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status, path).toBe(401);
    }
  });
});
