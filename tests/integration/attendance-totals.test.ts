/**
 * The at-risk list reads attendance totals kept per booking (decision 0040): triggers mark a
 * booking's totals stale when its registers, enrolments, lessons or the settings change, and a
 * new day makes them all stale. Each step below changes one of those and checks that the list
 * follows, and that its percentage is the one computed live from the registers (the booking's
 * attendance endpoint). Real HTTP, real PGlite, a clock the test moves.
 *
 * A March 2027 class, Mon–Fri 09:00–12:00 (180 minutes), St Patrick's Day off; registers of the
 * first week (1–5 March) taken on Monday 8 March:
 * - Aine: absent 1, 2 and 3 March: 360 of 900 = 40 %; 14 lessons to come (2,520 minutes): at
 *   best 2,880 of 3,420 = 84.2 %, so she cannot reach 85 %; 60 % absent in the first weeks.
 * - Brian: 20 minutes late on 1 March (beyond the 15-minute threshold: absent): 720 of 900 = 80 %.
 * - Cara: present throughout: not at risk.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let clock = new Date("2027-03-08T10:00:00Z");
let server: TestServer;
let admin = "";
let classId = 0;
const ids = { aine: 0, brian: 0, cara: 0, dara: 0 };

interface AtRiskRow {
  bookingId: number;
  percent: number | null;
  reasons: string[];
}

const api = () => classesClient(server, admin);

async function registerOn(date: string, entries: object[]) {
  const lessonId = await api().lessonOn(classId, date);
  await expectJson(
    await api().saveRegister(lessonId, { entries, reason: "Sick note arrived" }),
    200,
  );
}

/** Our bookings on the at-risk list, each checked against the live figure. */
async function listed(): Promise<Map<number, AtRiskRow>> {
  const page = await expectJson<{ items: AtRiskRow[] }>(
    await server.fetch("/api/admin/attendance/at-risk?pageSize=100", authorized(admin)),
    200,
  );
  const ours = page.items.filter((item) => Object.values(ids).includes(item.bookingId));
  for (const item of ours) {
    const live = await expectJson<{ percent: number | null }>(
      await server.fetch(`/api/admin/bookings/${item.bookingId}/attendance`, authorized(admin)),
      200,
    );
    expect(item.percent, `booking ${item.bookingId}`).toBe(live.percent);
  }
  return new Map(ours.map((item) => [item.bookingId, item]));
}

async function setThreshold(minutes: number) {
  await expectJson(
    await server.fetch(
      "/api/admin/attendance/settings",
      jsonRequest(
        "PUT",
        {
          latenessThresholdMinutes: minutes,
          certifiedAbsences: "count-as-attended",
          retentionYears: 6,
        },
        admin,
      ),
    ),
    200,
  );
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  const teacher = await staffUserOf(server, admin, "teacher", "Totals Teacher");
  classId = await api().newClass(marchClass(teacher.id, { name: "Totals" }));
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  ids.aine = await storedBooking(server, { ...course, firstName: "Aine", lastName: "Absent" });
  ids.brian = await storedBooking(server, { ...course, firstName: "Brian", lastName: "Late" });
  ids.cara = await storedBooking(server, { ...course, firstName: "Cara", lastName: "Present" });
  for (const id of [ids.aine, ids.brian, ids.cara]) {
    expect((await api().enrol(classId, id)).status).toBe(201);
  }
  await registerOn("2027-03-01", [
    { bookingId: ids.aine, status: "absent" },
    { bookingId: ids.brian, status: "late", minutes: 20 },
  ]);
  await registerOn("2027-03-02", [{ bookingId: ids.aine, status: "absent" }]);
  await registerOn("2027-03-03", [{ bookingId: ids.aine, status: "absent" }]);
  await registerOn("2027-03-04", []);
  await registerOn("2027-03-05", []);
});
afterAll(() => server?.stop());

describe("the at-risk list follows every change of attendance", () => {
  it("starts from the registers", async () => {
    const list = await listed();
    expect(list.get(ids.aine)).toMatchObject({
      percent: 40,
      reasons: ["below-85", "cannot-reach-85", "early-absence"],
    });
    expect(list.get(ids.brian)).toMatchObject({ percent: 80, reasons: ["below-85"] });
    expect(list.has(ids.cara)).toBe(false);
  });

  it("follows a register corrected afterwards", async () => {
    // Aine brought a sick note for 1 March: marked present after all (540 of 900, 60 %; at
    // best 3,060 of 3,420 = 89.5 %, reachable again).
    await registerOn("2027-03-01", [
      { bookingId: ids.aine, status: "present" },
      { bookingId: ids.brian, status: "late", minutes: 20 },
    ]);
    expect((await listed()).get(ids.aine)).toMatchObject({
      percent: 60,
      reasons: ["below-85", "early-absence"],
    });
  });

  it("follows a change of the lateness threshold, both ways", async () => {
    await setThreshold(30);
    // Brian's 20 minutes now count as attended: 880 of 900 = 97.7 %.
    expect((await listed()).has(ids.brian)).toBe(false);
    await setThreshold(15);
    expect((await listed()).get(ids.brian)).toMatchObject({ percent: 80 });
  });

  it("follows a student enrolled, and registers taken, after the list was read", async () => {
    ids.dara = await storedBooking(server, {
      startDate: "2027-03-08",
      endDate: "2027-03-26",
      firstName: "Dara",
      lastName: "Newcomer",
    });
    expect((await api().enrol(classId, ids.dara, "2027-03-08")).status).toBe(201);
    expect((await listed()).has(ids.dara)).toBe(false);
    await registerOn("2027-03-08", [{ bookingId: ids.dara, status: "absent" }]);
    expect((await listed()).get(ids.dara)).toMatchObject({
      percent: 0,
      reasons: ["below-85", "early-absence"],
    });
  });

  it("follows the days: lessons left untaken stop counting as still to come", async () => {
    // Two weeks on, no register taken since 8 March (where everyone else was present): Aine has
    // 720 of 1,080 (66.6 %) and 22–26 March left (900 minutes): at best 1,620 of 1,980 = 81.8 %,
    // so 85 % is out of reach now.
    clock = new Date("2027-03-22T10:00:00Z");
    admin = await loginAsAdmin(server); // the morning's session ended days ago
    expect((await listed()).get(ids.aine)).toMatchObject({
      percent: 66.6,
      reasons: ["below-85", "cannot-reach-85", "early-absence"],
    });
  });

  it("rebuilds what is missing if the totals were emptied", async () => {
    const before = await listed();
    await server.database.db.execute(sql`delete from attendance_totals`);
    expect(await listed()).toEqual(before);
  });
});
