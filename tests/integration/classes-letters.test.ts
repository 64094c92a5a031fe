/**
 * Warning letters, appeals, attendance certificates and the retention of attendance at erasure
 * (issue 30), through real HTTP against PGlite with a fixed clock on Wednesday 10 March 2027.
 * Lucía (Spanish) missed 2 of the 7 lessons of 1–9 March: 900 of 1,260 minutes = 71.4 %,
 * 15.0 of 21.0 hours.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingEvents,
  bookings,
  emailOutbox,
  enrolments,
  registerEntries,
  warningLetters,
} from "../../server/db/schema";
import {
  authorized,
  classesClient,
  marchClass,
  staffUserOf,
  storedBooking,
} from "../support/classes";
import { pdfPageCount, pdfText } from "../support/pdf-text";
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
let teacher = { id: 0, token: "" };
let classId = 0;
let lucia = 0;
let tom = 0;
const email = "lucia.garcia@example.com";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = await staffUserOf(server, admin, "teacher", "Aoife Teacher");
  const api = classesClient(server, admin);
  classId = await api.newClass(marchClass(teacher.id, { name: "Letters B1" }));
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  lucia = await storedBooking(server, {
    ...course,
    firstName: "Lucía",
    lastName: "García",
    email,
    needsVisa: true,
  });
  tom = await storedBooking(server, { ...course, firstName: "Tom", lastName: "Present" });
  await server.database.db.update(bookings).set({ locale: "es" }).where(eq(bookings.id, lucia));
  for (const id of [lucia, tom]) expect((await api.enrol(classId, id)).status).toBe(201);
  for (const date of [
    "2027-03-01",
    "2027-03-02",
    "2027-03-03",
    "2027-03-04",
    "2027-03-05",
    "2027-03-08",
    "2027-03-09",
  ]) {
    const absent = date === "2027-03-01" || date === "2027-03-02";
    const lesson = await api.lessonOn(classId, date);
    const entries = absent ? [{ bookingId: lucia, status: "absent" }] : [];
    expect(
      (await api.saveRegister(lesson, { entries, reason: "Paper register typed in" })).status,
    ).toBe(200);
  }
});
afterAll(() => server?.stop());

const get = (path: string, token = admin) => server.fetch(`/api${path}`, authorized(token));
const send = (method: string, path: string, body: unknown, token = admin) =>
  server.fetch(`/api${path}`, jsonRequest(method, body, token));
const pdfOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return bytes;
};
const timeline = async (bookingId: number) =>
  (
    await server.database.db
      .select({ summary: bookingEvents.summary })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
  ).map((row) => row.summary);

describe("who may use the attendance office", () => {
  it("refuses a teacher every endpoint, even the certificates of their own class", async () => {
    const token = teacher.token;
    const answers = await Promise.all([
      get("/admin/attendance/at-risk.csv", token),
      get("/admin/attendance/weekly", token),
      get("/admin/attendance/settings", token),
      send(
        "PUT",
        "/admin/attendance/settings",
        { latenessThresholdMinutes: 5, certifiedAbsences: "count-as-attended", retentionYears: 6 },
        token,
      ),
      get("/admin/attendance/letter-templates", token),
      send(
        "PUT",
        "/admin/attendance/letter-templates/first-warning/en",
        { subject: "x", body: "y" },
        token,
      ),
      get(`/admin/bookings/${lucia}/warning-letters`, token),
      send("POST", `/admin/bookings/${lucia}/warning-letters`, { kind: "first-warning" }, token),
      get("/admin/warning-letters/1/pdf", token),
      send("POST", "/admin/warning-letters/1/appeal", { outcome: "upheld" }, token),
      get(`/admin/bookings/${lucia}/attendance-certificate`, token),
      get(`/admin/classes/${classId}/attendance-certificates`, token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(403));
    expect(await server.database.db.select().from(warningLetters)).toEqual([]);
  });

  it("asks for a session, and keeps the settings to admins", async () => {
    expect((await server.fetch("/api/admin/attendance/at-risk.csv")).status).toBe(401);
    expect(
      (await server.fetch(`/api/admin/classes/${classId}/attendance-certificates`)).status,
    ).toBe(401);
    expect((await server.fetch("/api/admin/warning-letters/1/pdf")).status).toBe(401);
    const body = {
      latenessThresholdMinutes: 10,
      certifiedAbsences: "count-as-attended",
      retentionYears: 6,
    };
    expect((await send("PUT", "/admin/attendance/settings", body, editor)).status).toBe(403);
    expect((await get("/admin/attendance/settings", editor)).status).toBe(200);
  });
});

describe("warning letters", () => {
  let letterId = 0;

  it("sends the first warning in Spanish from the template an editor just edited", async () => {
    const edited = await expectJson<{ edited: boolean }>(
      await send(
        "PUT",
        "/admin/attendance/letter-templates/first-warning/es",
        {
          subject: "Aviso para {{studentName}}",
          body: "Hola, {{studentName}}:\n\nTu asistencia es del {{percent}} % ({{attendedHours}} de {{scheduledHours}} horas) en {{course}}, hasta el {{issuedOn}}.",
        },
        editor,
      ),
      200,
    );
    expect(edited.edited).toBe(true);
    const letter = await expectJson<{
      id: number;
      kind: string;
      lang: string;
      percent: number;
      subject: string;
      sentTo: string[];
      sentBy: string;
    }>(
      await send(
        "POST",
        `/admin/bookings/${lucia}/warning-letters`,
        { kind: "first-warning" },
        editor,
      ),
      201,
    );
    letterId = letter.id;
    expect(letter).toMatchObject({
      kind: "first-warning",
      lang: "es",
      percent: 71.4,
      subject: "Aviso para Lucía García",
      sentTo: [email],
    });
    const text = pdfText(await pdfOf(await get(`/admin/warning-letters/${letterId}/pdf`, editor)));
    expect(text).toContain("Lucía García");
    expect(text).toContain("71,4 %");
    expect(text).toContain("15 de 21 horas");
    expect(text).toContain("10 de marzo de 2027");
    // E-mailed through the outbox, in Spanish, with the letter's text.
    const mail = await server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "booking-warning-letter")));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Aviso para Lucía García");
    expect(mail[0]?.textBody).toContain("Tu asistencia es del 71,4 %");
    // Logged and on the timeline.
    const logged = await expectJson<{ items: { id: number; sentBy: string }[] }>(
      await get(`/admin/bookings/${lucia}/warning-letters`),
      200,
    );
    expect(logged.items.map((item) => item.id)).toEqual([letterId]);
    expect(await timeline(lucia)).toContainEqual(
      expect.stringMatching(/sent the first warning letter \(Spanish, attendance 71\.4 %\)/),
    );
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "warning_letter_template"));
    expect(audits.map((entry) => entry.entityId)).toEqual(["first-warning/es"]);
  });

  it("uses the default text where nobody edited it, in the language asked for", async () => {
    const letter = await expectJson<{ id: number; subject: string; lang: string }>(
      await send("POST", `/admin/bookings/${lucia}/warning-letters`, {
        kind: "final-warning",
        lang: "de",
      }),
      201,
    );
    expect(letter).toMatchObject({
      lang: "de",
      subject: "Letzte Ermahnung zur Anwesenheit: General English",
    });
    const text = pdfText(await pdfOf(await get(`/admin/warning-letters/${letter.id}/pdf`)));
    expect(text).toContain("beträgt Ihre Anwesenheit");
    expect(text).toContain("71,4 %");
  });

  it("refuses a bad kind, language or booking", async () => {
    expect(
      (await send("POST", `/admin/bookings/${lucia}/warning-letters`, { kind: "third" })).status,
    ).toBe(400);
    expect(
      (
        await send("POST", `/admin/bookings/${lucia}/warning-letters`, {
          kind: "first-warning",
          lang: "it",
        })
      ).status,
    ).toBe(400);
    expect(
      (await send("POST", "/admin/bookings/999999/warning-letters", { kind: "first-warning" }))
        .status,
    ).toBe(404);
    expect(
      (
        await send("PUT", "/admin/attendance/letter-templates/first-warning/it", {
          subject: "a",
          body: "b",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send("PUT", "/admin/attendance/letter-templates/first-warning/en", {
          subject: "",
          body: "b",
        })
      ).status,
    ).toBe(400);
  });

  it("records an appeal once, with its outcome, on the timeline", async () => {
    const appealed = await expectJson<{
      appeal: { outcome: string; note: string; recordedBy: string };
    }>(
      await send("POST", `/admin/warning-letters/${letterId}/appeal`, {
        outcome: "upheld",
        note: "Medical certificate for 1–2 March",
      }),
      200,
    );
    expect(appealed.appeal).toMatchObject({
      outcome: "upheld",
      note: "Medical certificate for 1–2 March",
    });
    expect(
      (await send("POST", `/admin/warning-letters/${letterId}/appeal`, { outcome: "rejected" }))
        .status,
    ).toBe(409);
    expect(
      (await send("POST", `/admin/warning-letters/${letterId}/appeal`, { outcome: "maybe" }))
        .status,
    ).toBe(400);
    expect(
      (await send("POST", "/admin/warning-letters/999999/appeal", { outcome: "upheld" })).status,
    ).toBe(404);
    expect(await timeline(lucia)).toContainEqual(
      expect.stringMatching(
        /recorded an appeal against the first warning letter of 2027-03-10: upheld \(Medical certificate/,
      ),
    );
  });
});

describe("attendance certificates", () => {
  it("prints the student's course, dates, hours, percentage and levels, and audits the download", async () => {
    const text = pdfText(await pdfOf(await get(`/admin/bookings/${lucia}/attendance-certificate`)));
    for (const expected of [
      "Attendance certificate",
      "Lucía García",
      "General English",
      "1 March 2027 to 26 March 2027",
      "21.0",
      "15.0",
      "71.4 %",
      "B1",
    ]) {
      expect(text).toContain(expected);
    }
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity, "booking")));
    expect(audits.map((entry) => entry.entityId)).toContain(String(lucia));
    expect((await get("/admin/bookings/999999/attendance-certificate")).status).toBe(404);
  });

  it("prints a class's certificates in one PDF, a page a student", async () => {
    const pdf = await pdfOf(await get(`/admin/classes/${classId}/attendance-certificates`, editor));
    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain("Lucía García");
    expect(text).toContain("Tom Present");
    expect(text).toContain("100.0 %");
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity, "class")));
    expect(audits.map((entry) => entry.entityId)).toEqual([String(classId)]);
    expect((await get("/admin/classes/999999/attendance-certificates")).status).toBe(404);
  });
});

describe("settings and the retention of attendance at erasure", () => {
  it("changes the settings (admins), audited with before and after, and refuses nonsense", async () => {
    const body = {
      latenessThresholdMinutes: 15,
      certifiedAbsences: "count-as-attended",
      retentionYears: 2,
    };
    expect(await expectJson(await send("PUT", "/admin/attendance/settings", body), 200)).toEqual(
      body,
    );
    expect(await expectJson(await get("/admin/attendance/settings"), 200)).toEqual(body);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "attendance_settings"));
    expect(entry?.before).toMatchObject({ retentionYears: 7 }); // the privacy policy's period
    expect(entry?.after).toMatchObject({ retentionYears: 2 });
    for (const bad of [
      { ...body, retentionYears: 0 },
      { ...body, latenessThresholdMinutes: 121 },
      { ...body, certifiedAbsences: "ignore" },
      { ...body, retentionYears: "2" },
    ]) {
      expect((await send("PUT", "/admin/attendance/settings", bad)).status).toBe(400);
    }
  });

  it("exports the letters and appeals with the student's data", async () => {
    const exported = await expectJson<{
      bookings: {
        id: number;
        attendance: { warningLetters: { kind: string; appealOutcome: string | null }[] };
      }[];
    }>(await get(`/admin/people/export?email=${email}`), 200);
    expect(
      exported.bookings[0]?.attendance.warningLetters.map(({ kind, appealOutcome }) => ({
        kind,
        appealOutcome,
      })),
    ).toEqual([
      { kind: "first-warning", appealOutcome: "upheld" },
      { kind: "final-warning", appealOutcome: null },
    ]);
  });

  it("keeps attendance anonymised within the period, and the letters without their text", async () => {
    await expectJson(await send("POST", "/admin/people/erase", { email }), 200);
    const marks = await server.database.db
      .select()
      .from(registerEntries)
      .where(eq(registerEntries.bookingId, lucia));
    // Seven registers, every enrolled student marked in each.
    expect(marks).toHaveLength(7);
    const letters = await server.database.db
      .select()
      .from(warningLetters)
      .where(eq(warningLetters.bookingId, lucia));
    expect(
      letters.map((row) => [row.kind, row.percentTenths, row.appealOutcome, row.body, row.sentTo]),
    ).toEqual([
      ["first-warning", 714, "upheld", "", []],
      ["final-warning", 714, null, "", []],
    ]);
    expect(JSON.stringify(letters)).not.toMatch(/Luc[ií]a|Garc[ií]a|lucia\.garcia|Medical/);
    expect(await timeline(lucia)).toContainEqual(
      expect.stringMatching(/attendance kept anonymised until 2029-03-26/),
    );
  });

  it("deletes attendance past the period at erasure", async () => {
    const old = await storedBooking(server, {
      startDate: "2024-01-08",
      endDate: "2024-06-28",
      email: "old.student@example.com",
    });
    const [enrolment] = await server.database.db
      .insert(enrolments)
      .values({ bookingId: old, classId, fromDate: "2027-03-01" })
      .returning();
    const lesson = await classesClient(server, admin).lessonOn(classId, "2027-03-01");
    await server.database.db
      .insert(registerEntries)
      .values({ lessonId: lesson, bookingId: old, status: "absent", recordedBy: "test" });
    await server.database.db.insert(warningLetters).values({
      bookingId: old,
      kind: "first-warning",
      lang: "en",
      subject: "s",
      body: "b",
      sentTo: [],
      sentBy: "test",
    });
    expect(enrolment).toBeDefined();
    await expectJson(
      await send("POST", "/admin/people/erase", { email: "old.student@example.com" }),
      200,
    );
    for (const table of [registerEntries, enrolments, warningLetters]) {
      expect(await server.database.db.select().from(table).where(eq(table.bookingId, old))).toEqual(
        [],
      );
    }
    expect(await timeline(old)).toContainEqual(
      expect.stringMatching(/attendance past its retention period deleted/),
    );
  });
});
