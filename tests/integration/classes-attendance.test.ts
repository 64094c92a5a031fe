/**
 * Attendance figures and the at-risk list of issue 30 end to end (real HTTP, real PGlite, a
 * fixed clock on Wednesday 10 March 2027): a week and a half of registers written through the
 * API, then the figures and reasons the API gives, worked out by hand below.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import {
  authorized,
  classesClient,
  marchClass,
  staffUserOf,
  storedBooking,
} from "../support/classes";
import { expectJson, loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";
let editor = "";
let teacherA = { id: 0, token: "" };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacherA = await staffUserOf(server, admin, "teacher", "Aoife Teacher");
});
afterAll(() => server?.stop());

const march = marchClass;
const api = () => classesClient(server, admin);
const newClass = (body: object) => api().newClass(body);
const enrol = (classId: number, bookingId: number, from = "2027-03-01") =>
  api().enrol(classId, bookingId, from);
const lessonOn = (classId: number, date: string) => api().lessonOn(classId, date);
const saveRegister = (lessonId: number, body: object) => api().saveRegister(lessonId, body);

describe("attendance and the at-risk list", () => {
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  let classId = 0;
  let poor = 0;
  let shaky = 0;
  let fine = 0;
  let sick = 0;
  let newcomer = 0;

  /**
   * Registers of 1–9 March (seven lessons of 180 minutes; the 10th and later are to come):
   * - poor: absent, 15 min late (165), 16 min late (0), left 30 min early (0), 3 present: 705 of
   *   1,260 = 55.95 → 55.9 %; at best (705 + 2,160) / (1,260 + 2,160) = 83.8 %; 44 % absent early.
   * - shaky (needs a visa): 2 absences: 900 of 1,260 = 71.4 %; at best 89.5 %; 28.6 % absent early.
   * - fine: 1 absence: 1,080 of 1,260 = 85.7 %.
   * - sick: 2 certified absences, counted as attended by default: 100 %.
   * - newcomer: enrolled from the 10th, nothing held yet.
   */
  beforeAll(async () => {
    classId = await newClass(march(teacherA.id, { name: "Attendance" }));
    poor = await storedBooking(server, { ...course, firstName: "Pádraig", lastName: "Poor" });
    shaky = await storedBooking(server, {
      ...course,
      firstName: "Sofia",
      lastName: "Shaky",
      needsVisa: true,
    });
    fine = await storedBooking(server, { ...course, firstName: "Fiona", lastName: "Fine" });
    sick = await storedBooking(server, { ...course, firstName: "Seán", lastName: "Sick" });
    newcomer = await storedBooking(server, { ...course, firstName: "Nina", lastName: "New" });
    for (const id of [poor, shaky, fine, sick]) expect((await enrol(classId, id)).status).toBe(201);
    expect((await enrol(classId, newcomer, "2027-03-10")).status).toBe(201);
    const marks: Record<string, object[]> = {
      "2027-03-01": [
        { bookingId: poor, status: "absent" },
        { bookingId: shaky, status: "absent" },
        { bookingId: sick, status: "absent", certified: true },
      ],
      "2027-03-02": [
        { bookingId: poor, status: "late", minutes: 15 },
        { bookingId: shaky, status: "absent" },
        { bookingId: sick, status: "absent", certified: true },
      ],
      "2027-03-03": [
        { bookingId: poor, status: "late", minutes: 16 },
        { bookingId: fine, status: "absent" },
      ],
      "2027-03-04": [{ bookingId: poor, status: "left-early", minutes: 30 }],
      "2027-03-05": [],
      "2027-03-08": [],
      "2027-03-09": [],
    };
    for (const [date, entries] of Object.entries(marks)) {
      const lessonId = await lessonOn(classId, date);
      await expectJson(await saveRegister(lessonId, { entries, reason: "Catching up" }), 200);
    }
  });

  const attendanceOf = async (bookingId: number, token = admin) =>
    expectJson<{
      scheduledMinutes: number;
      attendedMinutes: number;
      percent: number | null;
      lessonsHeld: number;
    }>(await server.fetch(`/api/admin/bookings/${bookingId}/attendance`, authorized(token)), 200);

  it("counts minutes by the lateness rule and rounds the percentage down", async () => {
    expect(await attendanceOf(poor)).toEqual({
      scheduledMinutes: 1260,
      attendedMinutes: 705,
      percent: 55.9,
      lessonsHeld: 7,
    });
    expect(await attendanceOf(shaky)).toMatchObject({ attendedMinutes: 900, percent: 71.4 });
    expect(await attendanceOf(fine)).toMatchObject({ attendedMinutes: 1080, percent: 85.7 });
    expect(await attendanceOf(sick)).toMatchObject({ attendedMinutes: 1260, percent: 100 });
  });

  it("has no percentage before the first lesson was held", async () => {
    expect(await attendanceOf(newcomer)).toEqual({
      scheduledMinutes: 0,
      attendedMinutes: 0,
      percent: null,
      lessonsHeld: 0,
    });
  });

  it("lists those at risk with their reasons, visa students first", async () => {
    const page = await expectJson<{
      items: { bookingId: number; percent: number; needsVisa: boolean; reasons: string[] }[];
      total: number;
    }>(await server.fetch("/api/admin/attendance/at-risk?q=Sh", authorized(editor)), 200);
    expect(page.items).toEqual([
      {
        bookingId: shaky,
        studentName: "Sofia Shaky",
        percent: 71.4,
        needsVisa: true,
        reasons: ["below-85", "early-absence"],
        className: "Attendance",
        campus: "Dublin",
      },
    ]);
    const all = await expectJson<{
      items: { bookingId: number; reasons: string[] }[];
      total: number;
    }>(await server.fetch("/api/admin/attendance/at-risk?pageSize=100", authorized(admin)), 200);
    const ours = all.items.filter((item) =>
      [poor, shaky, fine, sick, newcomer].includes(item.bookingId),
    );
    expect(ours.map((item) => item.bookingId)).toEqual([shaky, poor]);
    expect(ours[1]?.reasons).toEqual(["below-85", "cannot-reach-85", "early-absence"]);
    // Paged on the server: one row per page, the total unchanged.
    const second = await expectJson<{ items: unknown[]; total: number; page: number }>(
      await server.fetch("/api/admin/attendance/at-risk?pageSize=1&page=2", authorized(admin)),
      200,
    );
    expect(second).toMatchObject({ total: all.total, page: 2 });
    expect(second.items).toHaveLength(1);
  });

  it("filters the list by reason and campus on the server", async () => {
    const list = async (query: string) =>
      (
        await expectJson<{ items: { bookingId: number }[] }>(
          await server.fetch(
            `/api/admin/attendance/at-risk?pageSize=100&${query}`,
            authorized(admin),
          ),
          200,
        )
      ).items.map((item) => item.bookingId);
    expect(await list("reason=cannot-reach-85")).toEqual([poor]);
    expect(await list("reason=early-absence&campus=Dublin")).toEqual([shaky, poor]);
    expect(await list("campus=Cork")).toEqual([]);
    const bad = await server.fetch("/api/admin/attendance/at-risk?reason=late", authorized(admin));
    expect(bad.status).toBe(400);
  });

  it("exports the filtered list as CSV and audits the export", async () => {
    const response = await server.fetch(
      "/api/admin/attendance/at-risk.csv?q=Sh",
      authorized(editor),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/attendance-at-risk-.*\.csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      "Booking ID,Student,Needs visa,Attendance (%),Reasons,Class,Campus",
      `${shaky},Sofia Shaky,yes,71.4,Below 85 %; 25 % or more absence in the first six weeks,Attendance,Dublin`,
    ]);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "attendance_at_risk"));
    expect(audit).toMatchObject({ action: "export" });
    expect(audit?.summary).toContain('1 students, matching "Sh"');
  });

  /**
   * Week of 1 March, 4 students × 5 lessons × 180 = 3,600 minutes: poor 345 (0 + 165 + 0 + 0 +
   * 180), shaky 540, fine 720, sick 900 (certified counts as attended) = 2,505 → 69.5 %. Week
   * of 8 March: everyone present at both lessons (today's register is not taken yet): 100 %.
   */
  it("gives each campus's attendance per week", async () => {
    const weekly = await expectJson<{ items: unknown[] }>(
      await server.fetch("/api/admin/attendance/weekly?weeks=2", authorized(editor)),
      200,
    );
    expect(weekly.items).toEqual([
      {
        campus: "Dublin",
        weekOf: "2027-03-01",
        scheduledMinutes: 3600,
        attendedMinutes: 2505,
        percent: 69.5,
      },
      {
        campus: "Dublin",
        weekOf: "2027-03-08",
        scheduledMinutes: 1440,
        attendedMinutes: 1440,
        percent: 100,
      },
    ]);
    const refused = await server.fetch("/api/admin/attendance/weekly?weeks=0", authorized(admin));
    expect(refused.status).toBe(400);
  });

  it("counts certified absences as the school's setting says", async () => {
    await server.database.db.execute(
      sql`insert into attendance_settings (id, certified_absences) values (1, 'exclude-from-scheduled')`,
    );
    try {
      expect(await attendanceOf(sick)).toEqual({
        scheduledMinutes: 900,
        attendedMinutes: 900,
        percent: 100,
        lessonsHeld: 7,
      });
    } finally {
      await server.database.db.execute(sql`delete from attendance_settings`);
    }
  });

  it("keeps attendance and the at-risk list from teachers", async () => {
    const attendance = await server.fetch(
      `/api/admin/bookings/${poor}/attendance`,
      authorized(teacherA.token),
    );
    expect(attendance.status).toBe(403);
    const list = await server.fetch("/api/admin/attendance/at-risk", authorized(teacherA.token));
    expect(list.status).toBe(403);
    expect(
      (await server.fetch("/api/admin/bookings/999999/attendance", authorized(admin))).status,
    ).toBe(404);
  });
});
