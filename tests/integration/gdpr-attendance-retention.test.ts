/**
 * The retention job and the attendance an erasure kept (decision 0037), over the real API,
 * the real job and PGlite, with a clock the tests move. Attendance is kept 2 years (a setting).
 * María and Liam took the same March 2027 course (it ends Friday 26 March) and the same three
 * registers; each has a warning letter. María is erased on 10 March 2027, so her attendance is
 * kept, anonymised, until 26 March 2029; Liam is never erased.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attendanceTotals,
  auditLog,
  bookingEvents,
  bookings,
  enrolments,
  lessons,
  registerEntries,
  warningLetters,
} from "../../server/db/schema";
import { RETENTION_JOB_ACTOR, type RetentionPlan } from "../../server/services/privacy/gdpr";
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

let clock = new Date("2027-03-10T10:00:00Z");
let server: TestServer;
let admin = "";
let classId = 0;
let maria = 0;
let liam = 0;
const mariaEmail = "maria.lopez@example.com";

const db = () => server.database.db;
const send = (method: string, path: string, body: unknown) =>
  server.fetch(`/api${path}`, jsonRequest(method, body, admin));

/** Moves the clock; a new admin session, as the old one has long expired. */
async function at(instant: string) {
  clock = new Date(instant);
  admin = await loginAsAdmin(server);
}

async function attendanceOf(bookingId: number) {
  const rowsOf = async (
    table: typeof registerEntries | typeof enrolments | typeof warningLetters,
  ) => (await db().select().from(table).where(eq(table.bookingId, bookingId))).length;
  return {
    marks: await rowsOf(registerEntries),
    classes: await rowsOf(enrolments),
    letters: await rowsOf(warningLetters),
  };
}
const everything = { marks: 3, classes: 1, letters: 1 };

async function duePlan() {
  const plan = await expectJson<RetentionPlan>(
    await server.fetch("/api/admin/retention", authorized(admin)),
    200,
  );
  return plan.items.find((item) => item.category === "erasedAttendance");
}

const retentionAudits = () =>
  db().select().from(auditLog).where(eq(auditLog.entity, "retention")).orderBy(asc(auditLog.id));

const timeline = async (bookingId: number) =>
  (
    await db()
      .select({ summary: bookingEvents.summary })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
  ).map((row) => row.summary);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  const teacher = await staffUserOf(server, admin, "teacher");
  const api = classesClient(server, admin);
  classId = await api.newClass(marchClass(teacher.id, { name: "Retention B1" }));
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  maria = await storedBooking(server, {
    ...course,
    firstName: "María",
    lastName: "López",
    email: mariaEmail,
    needsVisa: true,
  });
  liam = await storedBooking(server, { ...course, firstName: "Liam", lastName: "Murphy" });
  for (const id of [maria, liam]) expect((await api.enrol(classId, id)).status).toBe(201);
  for (const date of ["2027-03-01", "2027-03-02", "2027-03-03"]) {
    const entries = date === "2027-03-01" ? [{ bookingId: maria, status: "absent" }] : [];
    const lesson = await api.lessonOn(classId, date);
    const saved = await api.saveRegister(lesson, { entries, reason: "Paper register typed in" });
    expect(saved.status).toBe(200);
  }
  for (const bookingId of [maria, liam]) {
    await db()
      .insert(warningLetters)
      .values({
        bookingId,
        kind: "first-warning",
        lang: "en",
        subject: "Your attendance",
        body: "Dear student, your attendance is below 85 %.",
        sentTo: [`student-${bookingId}@example.com`],
        sentBy: "Office",
        appealOutcome: "upheld",
        appealNote: "Sick note from the GP",
      });
  }
  const settings = { latenessThresholdMinutes: 15, certifiedAbsences: "count-as-attended" };
  await expectJson(
    await send("PUT", "/admin/attendance/settings", { ...settings, retentionYears: 2 }),
    200,
  );
  await expectJson(await send("POST", "/admin/people/erase", { email: mariaEmail }), 200);
});
afterAll(() => server?.stop());

describe("attendance an erasure kept", () => {
  it("stays, anonymised, while the period lasts", async () => {
    expect(await attendanceOf(maria)).toEqual(everything);
    const [erased] = await db().select().from(bookings).where(eq(bookings.id, maria));
    expect(erased?.erasedAt).not.toBeNull();
    expect(await timeline(maria)).toContainEqual(
      expect.stringMatching(/attendance kept anonymised until 2029-03-26/),
    );
  });

  it("is still kept at 23:30 in Dublin on its last kept day, whoever runs the job", async () => {
    // Summer time began on Sunday 25 March 2029: 22:30 UTC is 23:30 in Dublin, still the 26th.
    await at("2029-03-26T22:30:00Z");
    expect(await duePlan()).toMatchObject({ count: 0, sampleIds: [], cutoff: "2027-03-26" });
    const run = await expectJson<{ counts: Record<string, number> }>(
      await send("POST", "/admin/retention/run", {}),
      200,
    );
    expect(run.counts.erasedAttendance).toBe(0);
    expect(await attendanceOf(maria)).toEqual(everything);
  });

  it("is deleted by the scheduled job the next day in Dublin, audited by count", async () => {
    // 23:30 UTC on the 26th is already 00:30 on the 27th in Dublin.
    await at("2029-03-26T23:30:00Z");
    expect(await duePlan()).toMatchObject({
      count: 1,
      sampleIds: [String(maria)],
      cutoff: "2027-03-27",
    });
    const before = (await retentionAudits()).length;

    // What the scheduler calls every hour (server/runtime.ts).
    const result = await server.services.gdpr.applyRetention(server.services.now());

    expect(result.counts.erasedAttendance).toBe(1);
    expect(await attendanceOf(maria)).toEqual({ marks: 0, classes: 0, letters: 0 });
    // Nor are her cached minutes left behind (decision 0040), which the deletes marked stale.
    expect(
      await db().select().from(attendanceTotals).where(eq(attendanceTotals.bookingId, maria)),
    ).toEqual([]);
    const audits = await retentionAudits();
    expect(audits).toHaveLength(before + 1);
    const entry = audits.at(-1);
    expect(entry).toMatchObject({ actorId: null, actorName: RETENTION_JOB_ACTOR });
    expect(entry?.summary).toContain("1 erased booking's attendance");
    expect(entry?.after).toMatchObject({
      counts: { erasedAttendance: 1 },
      erasedAttendanceRows: { registerEntries: 3, enrolments: 1, warningLetters: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Mar[ií]a|L[oó]pez|maria\.lopez|Sick note/);
    expect(await timeline(maria)).toContainEqual(
      "Attendance kept after the erasure deleted under the retention policy (kept until 2029-03-26)",
    );

    // The class, its lessons and Liam's attendance, a booking not erased, are untouched.
    expect(await attendanceOf(liam)).toEqual(everything);
    expect(await db().select().from(lessons).where(eq(lessons.classId, classId))).toHaveLength(19);

    // Nothing is left to do: a second run deletes nothing more.
    const again = await server.services.gdpr.applyRetention(server.services.now());
    expect(again.counts.erasedAttendance).toBe(0);
    expect((await duePlan())?.count).toBe(0);
  });

  it("never touches a booking not erased, years past the attendance period", async () => {
    // Five years after the course: past 2 years of attendance, not yet past 6 of booking records.
    await at("2032-06-01T10:00:00Z");
    const result = await server.services.gdpr.applyRetention(server.services.now());
    expect(result.counts).toMatchObject({ erasedAttendance: 0, bookingRecords: 0 });
    expect(await attendanceOf(liam)).toEqual(everything);
    const [letter] = await db()
      .select()
      .from(warningLetters)
      .where(eq(warningLetters.bookingId, liam));
    expect(letter).toMatchObject({
      body: expect.stringContaining("85 %"),
      appealNote: "Sick note from the GP",
    });
  });

  it("keeps the attendance of a booking the job itself anonymised until the longer period ends", async () => {
    await expectJson(
      await send("PUT", "/admin/attendance/settings", {
        latenessThresholdMinutes: 15,
        certifiedAbsences: "count-as-attended",
        retentionYears: 8,
      }),
      200,
    );
    // Six years after the course the booking record is anonymised; attendance stays to 2035.
    await at("2033-04-01T10:00:00Z");
    const anonymised = await server.services.gdpr.applyRetention(server.services.now());
    expect(anonymised.counts).toMatchObject({ bookingRecords: 1, erasedAttendance: 0 });
    expect(await attendanceOf(liam)).toEqual(everything);
    expect(await timeline(liam)).toContainEqual(
      expect.stringMatching(/attendance kept anonymised until 2035-03-26/),
    );

    await at("2035-03-27T10:00:00Z");
    const swept = await server.services.gdpr.applyRetention(server.services.now());
    expect(swept.counts.erasedAttendance).toBe(1);
    expect(await attendanceOf(liam)).toEqual({ marks: 0, classes: 0, letters: 0 });
    expect((await retentionAudits()).at(-1)?.after).toMatchObject({
      counts: { erasedAttendance: 1 },
    });
  });
});
