/**
 * What the attendance screen reads is kept, not computed per request (decision 0054, round 3):
 * each held lesson's minutes (lesson_totals, for the weekly chart) and, in attendance_totals,
 * the at-risk list's order, filters and search (the booking's visa, listing, campus, name and
 * e-mail, and the rules as generated columns); a new day recomputes only the bookings with
 * lessons still to come. Each step below changes one of those through the API or straight in
 * the database (the triggers must catch any writer) and checks the screen's figures against
 * what the pure rules of shared/classes/attendance.ts make of the marks stored at that moment.
 * Real HTTP, PGlite or PostgreSQL (TEST_DATABASE_URL), a clock the test moves.
 */
import { attendanceOf, lessonMinutes, percentOf } from "@shared/classes/attendance";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceTotals, bookings } from "../../server/db/schema";
import { refreshAttendanceTotals } from "../../server/services/classes/attendance";
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
let march = 0;
let february = 0;
const ids: number[] = [];
let finished = 0;

const api = () => classesClient(server, admin);

interface AtRiskRow {
  bookingId: number;
  studentName: string;
  percent: number | null;
  needsVisa: boolean;
  campus: string | null;
}
interface Weekly {
  campus: string;
  weekOf: string;
  scheduledMinutes: number;
  attendedMinutes: number;
  percent: number | null;
}

async function registerOn(classId: number, date: string, entries: object[]) {
  const lessonId = await api().lessonOn(classId, date);
  await expectJson(await api().saveRegister(lessonId, { entries, reason: "Catching up" }), 200);
}

async function atRisk(query = ""): Promise<{ items: AtRiskRow[]; total: number }> {
  return expectJson(
    await server.fetch(`/api/admin/attendance/at-risk?pageSize=100${query}`, authorized(admin)),
    200,
  );
}

async function weekly(): Promise<Weekly[]> {
  const answer = await expectJson<{ items: Weekly[] }>(
    await server.fetch("/api/admin/attendance/weekly?weeks=3", authorized(admin)),
    200,
  );
  return answer.items;
}

interface StoredMark extends Record<string, unknown> {
  week_of: string;
  date: string;
  start_time: string;
  end_time: string;
  status: "present" | "absent" | "late" | "left-early";
  minutes: number | null;
  certified: boolean;
}

/** The chart as the pure rules make it of every mark stored now (Dublin campus only here). */
async function weeklyFromMarks(): Promise<Weekly[]> {
  const result = await server.database.db.execute<StoredMark>(sql`
    select to_char(date_trunc('week', l.date::timestamp), 'YYYY-MM-DD') as week_of,
           l.date::text as date, l.start_time, l.end_time, r.status, r.minutes, r.certified
    from register_entries r join lessons l on l.id = r.lesson_id
    where l.date between '2027-02-22' and ${clock.toISOString().slice(0, 10)}
    order by l.date`);
  const rows = (result as unknown as { rows: StoredMark[] }).rows;
  const settings = await expectJson<{
    latenessThresholdMinutes: number;
    certifiedAbsences: "count-as-attended" | "exclude-from-scheduled";
  }>(await server.fetch("/api/admin/attendance/settings", authorized(admin)), 200);
  const weeks = new Map<string, { scheduled: number; attended: number }>();
  for (const row of rows) {
    const one = attendanceOf(
      [
        {
          date: row.date,
          minutes: lessonMinutes(row.start_time, row.end_time),
          mark: { status: row.status, minutes: row.minutes, certified: row.certified },
        },
      ],
      settings,
    );
    const sums = weeks.get(row.week_of) ?? { scheduled: 0, attended: 0 };
    sums.scheduled += one.scheduledMinutes;
    sums.attended += one.attendedMinutes;
    weeks.set(row.week_of, sums);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekOf, sums]) => ({
      campus: "Dublin",
      weekOf,
      scheduledMinutes: sums.scheduled,
      attendedMinutes: sums.attended,
      percent: percentOf(sums.attended, sums.scheduled),
    }));
}

/** The chart, checked against the marks, and changed by the step before (else it proves nothing). */
async function expectChartFollows(before: Weekly[]): Promise<Weekly[]> {
  const chart = await weekly();
  expect(chart).toEqual(await weeklyFromMarks());
  expect(chart).not.toEqual(before);
  return chart;
}

/** The list's order: visa students first, the lowest percentage (none held: 100 %), the booking. */
function inListOrder(items: AtRiskRow[]): AtRiskRow[] {
  return [...items].sort(
    (a, b) =>
      Number(b.needsVisa) - Number(a.needsVisa) ||
      (a.percent ?? 100) - (b.percent ?? 100) ||
      a.bookingId - b.bookingId,
  );
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  const teacher = await staffUserOf(server, admin, "teacher", "Kept Teacher");
  march = await api().newClass(marchClass(teacher.id, { name: "Kept March" }));
  february = await api().newClass(
    marchClass(teacher.id, { name: "Kept February", startsOn: "2027-02-22", endsOn: "2027-02-26" }),
  );
  // Eight students in March, absent on different days so that each has another percentage;
  // two need a visa.
  for (let n = 0; n < 8; n++) {
    const id = await storedBooking(server, {
      startDate: "2027-03-01",
      endDate: "2027-03-26",
      firstName: "Kept",
      lastName: `March${n}`,
      needsVisa: n === 2 || n === 5,
    });
    expect((await api().enrol(march, id)).status).toBe(201);
    ids.push(id);
  }
  finished = await storedBooking(server, {
    startDate: "2027-02-22",
    endDate: "2027-02-26",
    firstName: "Kept",
    lastName: "February",
  });
  expect((await api().enrol(february, finished, "2027-02-22")).status).toBe(201);
  await registerOn(february, "2027-02-22", [{ bookingId: finished, status: "absent" }]);
  await registerOn(february, "2027-02-23", [{ bookingId: finished, status: "absent" }]);
  for (const day of ["2027-02-24", "2027-02-25", "2027-02-26"]) {
    await registerOn(february, day, [{ bookingId: finished, status: "present" }]);
  }
  const days = ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05"];
  for (const [index, day] of days.entries()) {
    await registerOn(
      march,
      day,
      ids.map((bookingId, n) =>
        n > index ? { bookingId, status: "absent" } : { bookingId, status: "present" },
      ),
    );
  }
});
afterAll(() => server?.stop());

describe("the weekly chart reads each lesson's kept minutes", () => {
  it("follows marks added, replaced, changed and deleted, lesson times and the settings", async () => {
    let chart = await weekly();
    expect(chart).toEqual(await weeklyFromMarks());
    expect(chart.map((row) => row.weekOf)).toEqual(["2027-02-22", "2027-03-01"]);

    // A register taken (marks inserted), then saved again (deleted and inserted).
    await registerOn(march, "2027-03-08", [{ bookingId: ids[0], status: "late", minutes: 20 }]);
    chart = await expectChartFollows(chart);
    await registerOn(march, "2027-03-08", [{ bookingId: ids[0], status: "late", minutes: 10 }]);
    chart = await expectChartFollows(chart);

    // A mark changed by any other writer (an UPDATE of register_entries).
    await server.database.db.execute(
      sql`update register_entries set status = 'present', minutes = null
          where booking_id = ${ids[7]} and lesson_id = ${await api().lessonOn(march, "2027-03-01")}`,
    );
    chart = await expectChartFollows(chart);

    // Every mark of a lesson deleted: the lesson is no longer held (its week goes if it was all).
    await server.database.db.execute(
      sql`delete from register_entries where lesson_id = ${await api().lessonOn(march, "2027-03-08")}`,
    );
    chart = await expectChartFollows(chart);
    expect(chart.map((row) => row.weekOf)).not.toContain("2027-03-08");

    // A lesson made shorter, a mark made 20 minutes late, then the lateness threshold raised
    // past it.
    await server.database.db.execute(
      sql`update lessons set end_time = '11:00' where id = ${await api().lessonOn(march, "2027-03-02")}`,
    );
    chart = await expectChartFollows(chart);
    await server.database.db.execute(
      sql`update register_entries set status = 'late', minutes = 20
          where booking_id = ${ids[0]} and lesson_id = ${await api().lessonOn(march, "2027-03-03")}`,
    );
    chart = await expectChartFollows(chart);
    await server.database.db.execute(
      sql`insert into attendance_settings (id, lateness_threshold_minutes) values (1, 30)`,
    );
    try {
      chart = await expectChartFollows(chart);
    } finally {
      await server.database.db.execute(sql`delete from attendance_settings`);
    }
    await expectChartFollows(chart);
  });
});

describe("the at-risk list reads its order, filters and search from attendance_totals", () => {
  it("keeps the order, visa students first, on every page", async () => {
    const { items, total } = await atRisk();
    const ours = items.filter((item) => [...ids, finished].includes(item.bookingId));
    expect(ours.length).toBeGreaterThan(5);
    expect(new Set(ours.map((item) => item.percent)).size).toBeGreaterThan(3);
    expect(items).toEqual(inListOrder(items));
    expect(items[0]?.needsVisa).toBe(true);
    const paged: AtRiskRow[] = [];
    for (let page = 1; paged.length < total; page++) {
      const answer = await expectJson<{ items: AtRiskRow[]; total: number }>(
        await server.fetch(
          `/api/admin/attendance/at-risk?pageSize=3&page=${page}`,
          authorized(admin),
        ),
        200,
      );
      expect(answer.total).toBe(total);
      expect(answer.items.length).toBeGreaterThan(0);
      paged.push(...answer.items);
    }
    expect(paged).toEqual(items);
  });

  it("follows the booking's visa, status, name and its class's campus", async () => {
    const last = inListOrder((await atRisk()).items)
      .filter((item) => !item.needsVisa)
      .at(-1);
    if (!last) throw new Error("no student without a visa listed");
    // Needs a visa now: first among the visa students' percentages.
    await expectJson(
      await server.fetch(
        `/api/admin/bookings/${last.bookingId}/needs-visa`,
        jsonRequest("PUT", { needsVisa: true }, admin),
      ),
      200,
    );
    let list = (await atRisk()).items;
    expect(list.find((item) => item.bookingId === last.bookingId)?.needsVisa).toBe(true);
    expect(list).toEqual(inListOrder(list));

    // Renamed (by any writer): found by the new name at once, no longer by the old one.
    await server.database.db
      .update(bookings)
      .set({ lastName: "Renamedperson" })
      .where(eq(bookings.id, last.bookingId));
    const [copied] = await server.database.db
      .select({ name: attendanceTotals.studentName })
      .from(attendanceTotals)
      .where(eq(attendanceTotals.bookingId, last.bookingId));
    expect(copied?.name).toBe("Kept Renamedperson");
    expect((await atRisk("&q=renamedPERSON")).items.map((item) => item.bookingId)).toEqual([
      last.bookingId,
    ]);
    const byOldName = await atRisk(`&q=${encodeURIComponent(last.studentName)}`);
    expect(byOldName.items.map((item) => item.bookingId)).not.toContain(last.bookingId);

    // The class moved to Cork: the campus filter follows.
    expect((await atRisk("&campus=Cork")).items.filter((i) => ids.includes(i.bookingId))).toEqual(
      [],
    );
    await server.database.db.execute(sql`update classes set campus = 'Cork' where id = ${march}`);
    const cork = (await atRisk("&campus=Cork")).items;
    expect(cork.map((item) => item.bookingId).sort((a, b) => a - b)).toEqual(
      list
        .filter((item) => ids.includes(item.bookingId))
        .map((item) => item.bookingId)
        .sort((a, b) => a - b),
    );
    expect(cork.every((item) => item.campus === "Cork")).toBe(true);

    // Cancelled: off the list, and off its count.
    const before = await atRisk();
    await server.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, last.bookingId));
    const after = await atRisk();
    expect(after.items.map((item) => item.bookingId)).not.toContain(last.bookingId);
    expect(after.total).toBe(before.total - 1);
    list = after.items;
    expect(list).toEqual(inListOrder(list));
  });
});

describe("a new day", () => {
  it("recomputes only the bookings with lessons still to come, and the list stays right", async () => {
    await atRisk();
    const asOf = async (id: number) => {
      const [row] = await server.database.db
        .select({ asOf: attendanceTotals.asOf })
        .from(attendanceTotals)
        .where(eq(attendanceTotals.bookingId, id));
      return row?.asOf;
    };
    expect(await asOf(ids[0] ?? 0)).toBe("2027-03-10");
    clock = new Date("2027-03-12T10:00:00Z");
    admin = await loginAsAdmin(server);
    // The day's first refresh redoes the eight March bookings (the cancelled one too: its row is
    // kept), not February's, finished: its figures hold for any later day.
    expect(await refreshAttendanceTotals(server.database.db, "2027-03-12")).toBe(ids.length);
    expect(await asOf(ids[0] ?? 0)).toBe("2027-03-12");
    const list = await atRisk();
    for (const id of [finished, ids[4] ?? 0]) {
      const live = await expectJson<{ percent: number | null }>(
        await server.fetch(`/api/admin/bookings/${id}/attendance`, authorized(admin)),
        200,
      );
      expect(list.items.find((item) => item.bookingId === id)?.percent).toBe(live.percent);
    }
    // A finished course's register corrected later is recomputed all the same.
    await registerOn(february, "2027-02-22", [{ bookingId: finished, status: "present" }]);
    const corrected = (await atRisk()).items.find((item) => item.bookingId === finished);
    expect(await asOf(finished)).toBe("2027-03-12");
    expect(corrected?.percent ?? null).not.toBe(
      list.items.find((item) => item.bookingId === finished)?.percent,
    );
  });
});
