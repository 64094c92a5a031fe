/**
 * The teacher's admin screens of issue 30 as the server runs them: every request goes through the
 * admin guard (requireStaffSession, with the real session cookie) and then the route module's
 * loader or action, against a real server's services and a fixed clock on Wednesday 10 March
 * 2027. Proves: where a teacher lands, what a teacher may open, that the registers list and the
 * register keep a teacher to their own classes, that the register form saves (then redirects
 * to `?saved=1`, Post/Redirect/Get) with a sick note on an absence, and that each refusal (bad
 * minutes, a sick note beside another status, a future lesson, after 7 days) answers in words
 * with the ticks kept.
 */

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dashboardPage from "../../app/routes/admin/analytics/dashboard";
import * as registerPage from "../../app/routes/admin/classes/register";
import * as registersPage from "../../app/routes/admin/classes/registers";
import * as loginPage from "../../app/routes/admin/login";
import { safeNext } from "../../app/routes/admin/session.server";
import * as settingsPage from "../../app/routes/admin/settings/settings";
import { auditLog, registerEntries } from "../../server/db/schema";
import type { DayLesson } from "../../shared/classes/types";
import { adminScreens, answerOf, field, type ScreenAnswer } from "../support/admin-screens";
import { classesClient, marchClass, staffUserOf, storedBooking } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const NOW = new Date("2027-03-10T10:00:00Z");
const TODAY = "2027-03-10";

let server: TestServer;
let admin = "";
let teacherA = { id: 0, token: "" };
let teacherB = { id: 0, token: "" };
let classA = 0;
let classB = 0;
let aoife = 0;
let brian = 0;
let ciara = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await loginAsAdmin(server);
  teacherA = await staffUserOf(server, admin, "teacher", "Aoife Teacher");
  teacherB = await staffUserOf(server, admin, "teacher", "Brendan Teacher");
  const api = classesClient(server, admin);
  classA = await api.newClass(marchClass(teacherA.id, { name: "Screens A" }));
  classB = await api.newClass(marchClass(teacherB.id, { name: "Screens B" }));
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  aoife = await storedBooking(server, { ...course, firstName: "Aoife", lastName: "Byrne" });
  brian = await storedBooking(server, { ...course, firstName: "Brian", lastName: "Cullen" });
  ciara = await storedBooking(server, { ...course, firstName: "Ciara", lastName: "Doyle" });
  for (const [classId, bookingId] of [
    [classA, aoife],
    [classA, brian],
    [classB, ciara],
  ] as const) {
    expect((await api.enrol(classId, bookingId)).status).toBe(201);
  }
});
afterAll(() => server?.stop());

const { contextOf, visit } = adminScreens(() => server);

const lessonOn = (classId: number, date: string) =>
  classesClient(server, admin).lessonOn(classId, date);

const openRegister = async (token: string, lessonId: number, search = "") =>
  visit(token, `/admin/registers/${lessonId}${search}`, registerPage.loader, {
    params: { lessonId: String(lessonId) },
  });

const saveRegister = (token: string, lessonId: number, form: Record<string, string | string[]>) =>
  visit(token, `/admin/registers/${lessonId}`, registerPage.action, {
    params: { lessonId: String(lessonId) },
    form,
  });

/** The stored marks of a lesson: status and minutes, or the sick notes with `certified`. */
const storedMarks = (lessonId: number, marks: "status" | "certified" = "status") =>
  server.database.db
    .select({
      bookingId: registerEntries.bookingId,
      ...(marks === "status"
        ? { status: registerEntries.status, minutes: registerEntries.minutes }
        : { certified: registerEntries.certified }),
    })
    .from(registerEntries)
    .where(eq(registerEntries.lessonId, lessonId))
    .orderBy(registerEntries.bookingId);

describe("where a teacher lands and what they may open", () => {
  it("signs a teacher in to today's registers, also when `next` is a screen they may not open", async () => {
    const username = `landing-teacher-${process.pid}`;
    const password = "a-long-enough-password-for-staff";
    await expectJson(
      await server.fetch(
        "/api/admin/users",
        jsonRequest("POST", { username, displayName: "Landing", role: "teacher", password }, admin),
      ),
      201,
    );
    for (const next of ["", "/admin/dashboard", "/admin/leads", "/admin"]) {
      const answer = await answerOf(() =>
        loginPage.action({
          request: new Request("http://clover.test/admin/login", {
            method: "POST",
            body: new URLSearchParams({ username, password, next }),
          }),
          context: contextOf(),
          params: {},
        } as never),
      );
      expect([answer.status, answer.location], next).toEqual([302, "/admin/registers"]);
    }
    expect(safeNext("/admin/registers/12?x=1", "teacher")).toBe("/admin/registers/12?x=1");
    expect(safeNext("/admin/leads", "admin")).toBe("/admin/leads");
    expect(safeNext(null, "editor")).toBe("/admin/dashboard");
    expect(safeNext("https://evil.example/admin", "teacher")).toBe("/admin/registers");
  });

  it("sends a teacher from the dashboard to the registers, and refuses leads, bookings and money", async () => {
    for (const path of ["/admin", "/admin/", "/admin/dashboard"]) {
      const answer = await visit(teacherA.token, path, dashboardPage.loader);
      expect([answer.status, answer.location], path).toEqual([302, "/admin/registers"]);
    }
    for (const path of [
      "/admin/leads",
      "/admin/bookings",
      "/admin/bookings/1",
      "/admin/offers/1/edit",
      "/admin/agencies",
      "/admin/settings/prices",
      "/admin/audit",
      "/admin/timetable",
    ]) {
      expect((await visit(teacherA.token, path)).status, path).toBe(403);
    }
    for (const path of ["/admin/registers", "/admin/registers/1", "/admin/settings"]) {
      // Past the guard: no refusal, no redirect.
      expect(await visit(teacherA.token, path), path).toMatchObject({
        status: 200,
        location: null,
      });
    }
    // The office still has its dashboard, with today's registers not taken counted.
    const dashboard = await visit(admin, "/admin/dashboard", dashboardPage.loader);
    expect(dashboard.status).toBe(200);
    expect(dashboard.data?.registersNotTaken).toBeGreaterThanOrEqual(2);
  });

  it("shows a teacher their own profile and password only; the rest of settings stays admin-only", async () => {
    const settings = await visit(teacherA.token, "/admin/settings", settingsPage.loader);
    expect(settings.data).toMatchObject({ users: null, demoData: null, paymentsReady: null });
    expect((field(settings, "me") as { role: string }).role).toBe("teacher");
    const profile = await visit(teacherA.token, "/admin/settings", settingsPage.action, {
      form: { intent: "profile", displayName: "Aoife Teacher", email: "aoife@example.com" },
    });
    expect(profile.data).toMatchObject({ ok: true });
    for (const intent of ["create-user", "set-role", "reset-password", "remove-demo-data"]) {
      const answer = await visit(teacherA.token, "/admin/settings", settingsPage.action, {
        form: {
          intent,
          id: String(teacherB.id),
          role: "admin",
          username: "sneaky",
          password: "a-long-enough-password-for-staff",
        },
      });
      expect(answer.status, intent).toBe(403);
    }
  });
});

describe("the registers of a day", () => {
  const items = (answer: ScreenAnswer) =>
    ((field(answer, "list") as { items: DayLesson[] }).items ?? []).map(
      (lesson) => lesson.className,
    );

  it("lists a teacher's own lessons of today only, and every lesson to the office", async () => {
    const own = await visit(teacherA.token, "/admin/registers", registersPage.loader);
    expect(own.status).toBe(200);
    expect(items(own)).toEqual(["Screens A"]);
    expect((field(own, "query") as { date: string }).date).toBe(TODAY);
    const all = await visit(admin, "/admin/registers", registersPage.loader);
    expect(items(all)).toEqual(expect.arrayContaining(["Screens A", "Screens B"]));
    const byTeacher = await visit(admin, "/admin/registers?q=Brendan", registersPage.loader);
    expect(items(byTeacher)).toEqual(["Screens B"]);
    // An earlier day; St Patrick's Day has no lessons.
    const earlier = await visit(
      teacherA.token,
      "/admin/registers?date=2027-03-08",
      registersPage.loader,
    );
    expect((field(earlier, "list") as { items: DayLesson[] }).items[0]?.date).toBe("2027-03-08");
    const holiday = await visit(admin, "/admin/registers?date=2027-03-17", registersPage.loader);
    expect(items(holiday)).toEqual([]);
  });

  it("keeps only the lessons whose register is not taken with ?notTaken=1", async () => {
    const lesson = await lessonOn(classB, "2027-03-09");
    const before = await visit(
      admin,
      "/admin/registers?date=2027-03-09&notTaken=1",
      registersPage.loader,
    );
    expect(items(before)).toContain("Screens B");
    expect((await saveRegister(teacherB.token, lesson, { booking: String(ciara) })).status).toBe(
      303,
    );
    const after = await visit(
      admin,
      "/admin/registers?date=2027-03-09&notTaken=1",
      registersPage.loader,
    );
    expect(items(after)).not.toContain("Screens B");
  });
});

describe("the register", () => {
  it("refuses another teacher's lesson, opened or saved, and stores nothing", async () => {
    const lesson = await lessonOn(classB, TODAY);
    expect((await openRegister(teacherA.token, lesson)).status).toBe(404);
    const saved = await saveRegister(teacherA.token, lesson, {
      booking: String(ciara),
      [`status-${ciara}`]: "absent",
    });
    expect(saved.status).toBe(404);
    expect(await storedMarks(lesson)).toEqual([]);
    expect((await openRegister(teacherA.token, 999_999)).status).toBe(404);
    expect((await openRegister(teacherA.token, Number.NaN)).status).toBe(404);
  });

  it("opens today's lesson with everyone present, saves the exceptions and shows what was stored", async () => {
    const lesson = await lessonOn(classA, TODAY);
    const opened = await openRegister(teacherA.token, lesson);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({
      state: "open",
      lesson: { className: "Screens A", startTime: "09:00", endTime: "12:00" },
      register: { takenAt: null },
    });
    const entries = (field(opened, "register") as { entries: { status: string }[] }).entries;
    expect(entries.map((entry) => entry.status)).toEqual(["present", "present"]);

    const saved = await saveRegister(teacherA.token, lesson, {
      booking: [String(aoife), String(brian)],
      [`status-${aoife}`]: "absent",
      // Without JavaScript the minutes field is always there: beside "absent" it is ignored.
      [`minutes-${aoife}`]: "5",
      [`status-${brian}`]: "late",
      [`minutes-${brian}`]: "20",
    });
    // Post/Redirect/Get: the browser asks for the register again, so a reload posts nothing.
    expect([saved.status, saved.location]).toEqual([303, `/admin/registers/${lesson}?saved=1`]);
    expect(await storedMarks(lesson)).toEqual([
      { bookingId: aoife, status: "absent", minutes: null },
      { bookingId: brian, status: "late", minutes: 20 },
    ]);
    const reopened = await openRegister(teacherA.token, lesson, "?saved=1");
    expect(reopened.data?.saved).toEqual({
      ok: true,
      message: "Register saved: 2 students, 2 not present.",
    });
    expect(reopened.data?.register).toMatchObject({
      takenAt: NOW.toISOString(),
      entries: [
        { bookingId: aoife, status: "absent", minutes: null },
        { bookingId: brian, status: "late", minutes: 20 },
      ],
    });
  });

  it("refuses late without minutes, naming the student's field, and gives the ticks back", async () => {
    const lesson = await lessonOn(classA, "2027-03-09");
    for (const minutes of ["", "twenty", "0", "601"]) {
      const answer = await saveRegister(teacherA.token, lesson, {
        booking: [String(aoife), String(brian)],
        [`status-${aoife}`]: "absent",
        [`status-${brian}`]: "left-early",
        [`minutes-${brian}`]: minutes,
      });
      expect(answer.status, minutes).toBe(400);
      expect(answer.data?.fields, minutes).toHaveProperty(`minutes-${brian}`);
      expect(answer.data?.values).toMatchObject({
        statuses: { [aoife]: "absent", [brian]: "left-early" },
        minutes: { [brian]: minutes },
      });
    }
    expect(await storedMarks(lesson)).toEqual([]);
  });

  it("refuses a future lesson in words, on opening and on saving", async () => {
    const lesson = await lessonOn(classA, "2027-03-11");
    expect((await openRegister(teacherA.token, lesson)).data).toMatchObject({ state: "future" });
    const answer = await saveRegister(teacherA.token, lesson, {
      booking: String(aoife),
      [`status-${aoife}`]: "late",
      [`minutes-${aoife}`]: "10",
    });
    expect(answer.status).toBe(409);
    expect(answer.data?.message).toMatch(/has not happened yet/);
    expect(answer.data?.values).toMatchObject({ statuses: { [aoife]: "late" } });
    expect(await storedMarks(lesson)).toEqual([]);
  });

  it("after 7 days: a teacher is told to ask an admin; an admin must give a reason, which is audited", async () => {
    const lesson = await lessonOn(classA, "2027-03-02");
    const form = { booking: String(aoife), [`status-${aoife}`]: "absent" };
    expect((await openRegister(teacherA.token, lesson)).data).toMatchObject({ state: "closed" });
    const teacher = await saveRegister(teacherA.token, lesson, form);
    expect(teacher.status).toBe(403);
    expect(teacher.data?.message).toMatch(/Ask an admin/);

    expect((await openRegister(admin, lesson)).data).toMatchObject({ state: "reason" });
    const noReason = await saveRegister(admin, lesson, form);
    expect(noReason.status).toBe(400);
    expect(noReason.data?.fields).toHaveProperty("reason");
    expect(await storedMarks(lesson)).toEqual([]);

    const withReason = await saveRegister(admin, lesson, {
      ...form,
      reason: "Sick note came late",
    });
    expect(withReason.status).toBe(303);
    expect(await storedMarks(lesson)).toEqual([
      { bookingId: aoife, status: "absent", minutes: null },
      { bookingId: brian, status: "present", minutes: null },
    ]);
    const [audit] = await server.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "register"), eq(auditLog.entityId, String(lesson))));
    expect(audit?.summary).toMatch(/Sick note came late/);
  });

  it("says nothing of a save on ?saved=1 while the register is not taken", async () => {
    const lesson = await lessonOn(classA, "2027-03-04");
    const opened = await openRegister(teacherA.token, lesson, "?saved=1");
    expect(opened.status).toBe(200);
    expect(opened.data?.saved).toBeNull();
  });
});

describe("sick notes on the register", () => {
  const certifiedMarks = (lessonId: number) => storedMarks(lessonId, "certified");

  it("records a certified absence from the form's box and shows it ticked when reopened", async () => {
    const lesson = await lessonOn(classA, "2027-03-08");
    const saved = await saveRegister(teacherA.token, lesson, {
      booking: [String(aoife), String(brian)],
      [`status-${aoife}`]: "absent",
      [`certified-${aoife}`]: "yes",
      [`status-${brian}`]: "absent",
    });
    expect([saved.status, saved.location]).toEqual([303, `/admin/registers/${lesson}?saved=1`]);
    expect(await certifiedMarks(lesson)).toEqual([
      { bookingId: aoife, certified: true },
      { bookingId: brian, certified: false },
    ]);
    const reopened = await openRegister(teacherA.token, lesson, "?saved=1");
    expect(reopened.data?.register).toMatchObject({
      entries: [
        { bookingId: aoife, status: "absent", certified: true },
        { bookingId: brian, status: "absent", certified: false },
      ],
    });
    expect(reopened.data?.saved).toMatchObject({ message: /2 students, 2 not present/ });
  });

  it("refuses a sick note beside any other status, naming the box, and gives the ticks back", async () => {
    const lesson = await lessonOn(classA, "2027-03-05");
    const others = { present: "", late: "10", "left-early": "30" };
    for (const [status, minutes] of Object.entries(others)) {
      const answer = await saveRegister(teacherA.token, lesson, {
        booking: [String(aoife), String(brian)],
        [`status-${aoife}`]: status,
        [`minutes-${aoife}`]: minutes,
        [`certified-${aoife}`]: "yes",
        [`status-${brian}`]: "absent",
        [`certified-${brian}`]: "yes",
      });
      expect(answer.status, status).toBe(400);
      expect(answer.data?.fields, status).toEqual({
        [`certified-${aoife}`]: "Only an absence can be certified.",
      });
      expect(answer.data?.values, status).toMatchObject({
        statuses: { [aoife]: status, [brian]: "absent" },
        certified: { [aoife]: true, [brian]: true },
      });
    }
    expect(await certifiedMarks(lesson)).toEqual([]);
  });
});
