/**
 * The attendance screens' loaders and actions (issue 30) against a real PGlite: the settings
 * form is for admins (an editor's post is refused with 403), a template edited on the screen
 * is the text of the next letter, the booking screen sends a letter and records its appeal, the
 * at-risk CSV download is audited, and a class's certificates download from its page for the
 * office only. The admin guard (session.server.ts) runs before these in the app; here the
 * signed-in person is set on the context as the guard would, except for the class's
 * certificates, which go through the guard with a real session (it lets a teacher into
 * /admin/classes/*, so the refusal must come from the route).
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as bookingAction } from "../../app/routes/admin/bookings/booking";
import { loader as atRiskCsv } from "../../app/routes/admin/classes/at-risk-csv";
import { action as settingsAction } from "../../app/routes/admin/classes/attendance-settings";
import { loader as classCertificates } from "../../app/routes/admin/classes/class-certificates";
import { staffSessionContext } from "../../app/routes/admin/session.server";
import { auditLog, warningLetters } from "../../server/db/schema";
import { servicesContext } from "../../server/http/context";
import { adminScreens } from "../support/admin-screens";
import { classesClient, marchClass, staffUserOf, storedBooking } from "../support/classes";
import { pdfPageCount, pdfText } from "../support/pdf-text";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let bookingId = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  bookingId = await storedBooking(server, {
    firstName: "Chiara",
    lastName: "Rossi",
    startDate: "2027-03-01",
    endDate: "2027-03-26",
  });
});
afterAll(() => server?.stop());

type Role = "admin" | "editor";
function contextOf(role: Role) {
  const context = new RouterContextProvider();
  context.set(servicesContext, server.services);
  context.set(staffSessionContext, {
    user: { id: 1, displayName: role === "admin" ? "Test Admin" : "Eve Editor", role },
    sessionId: "s",
    expiresAt: new Date("2027-03-11T00:00:00Z"),
    failedSignIns: null,
  } as never);
  return context;
}

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://clover.test${path}`, { method: "POST", body });
}

// The actions read the request, the context and the params only.
const settings = (role: Role, fields: Record<string, string>) =>
  settingsAction({
    request: post("/admin/attendance/settings", fields),
    context: contextOf(role),
    params: {},
  } as unknown as Parameters<typeof settingsAction>[0]);
const booking = (fields: Record<string, string>) =>
  bookingAction({
    request: post(`/admin/bookings/${bookingId}`, fields),
    context: contextOf("editor"),
    params: { id: String(bookingId) },
  } as unknown as Parameters<typeof bookingAction>[0]);
const resultOf = (answer: unknown) => (answer as { data?: unknown }).data ?? answer;

describe("the attendance screens", () => {
  it("keeps the settings form to admins and saves an admin's", async () => {
    const fields = {
      intent: "save-settings",
      latenessThresholdMinutes: "10",
      certifiedAbsences: "exclude-from-scheduled",
      retentionYears: "7",
    };
    await expect(settings("editor", fields)).rejects.toMatchObject({ status: 403 });
    expect(resultOf(await settings("admin", fields))).toMatchObject({ ok: true });
    expect(await server.services.classes.config()).toEqual({
      latenessThresholdMinutes: 10,
      certifiedAbsences: "exclude-from-scheduled",
      retentionYears: 7,
    });
    const blank = await settings("admin", { ...fields, retentionYears: "" });
    expect(resultOf(blank)).toMatchObject({
      ok: false,
      fields: { retentionYears: expect.any(String) },
    });
  });

  it("sends the next letter from the template an editor saved, and records its appeal", async () => {
    const saved = await settings("editor", {
      intent: "save-template",
      kind: "first-warning",
      lang: "en",
      subject: "Your attendance, {{studentName}}",
      body: "Dear {{studentName}}, you attended {{percent}} % so far.",
    });
    expect(resultOf(saved)).toMatchObject({ ok: true });
    const sent = resultOf(
      await booking({ intent: "send-warning-letter", kind: "first-warning", lang: "en" }),
    );
    expect(sent).toMatchObject({ ok: true });
    const [letter] = await server.database.db
      .select()
      .from(warningLetters)
      .where(eq(warningLetters.bookingId, bookingId));
    expect(letter).toMatchObject({
      subject: "Your attendance, Chiara Rossi",
      body: "Dear Chiara Rossi, you attended — % so far.",
      sentBy: "Eve Editor",
    });
    const refused = resultOf(
      await booking({ intent: "record-appeal", letterId: "999999", outcome: "upheld" }),
    );
    expect(refused).toMatchObject({ ok: false });
    const appealed = resultOf(
      await booking({
        intent: "record-appeal",
        letterId: String(letter?.id),
        outcome: "rejected",
        note: "No certificate",
      }),
    );
    expect(appealed).toMatchObject({ ok: true });
    const [after] = await server.database.db
      .select()
      .from(warningLetters)
      .where(eq(warningLetters.id, letter?.id ?? 0));
    expect(after).toMatchObject({ appealOutcome: "rejected", appealNote: "No certificate" });
  });

  it("audits the at-risk CSV downloaded from the screen", async () => {
    const response = await atRiskCsv({
      request: new Request("http://clover.test/admin/attendance/at-risk.csv?campus=Cork"),
      context: contextOf("editor"),
      params: {},
    } as unknown as Parameters<typeof atRiskCsv>[0]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await response.text()).trim()).toBe(
      "Booking ID,Student,Needs visa,Attendance (%),Reasons,Class,Campus",
    );
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "attendance_at_risk"));
    expect(audits.map((entry) => entry.summary)).toEqual([
      "Exported the at-risk attendance list (0 students, campus Cork) as CSV",
    ]);
  });

  it("downloads a class's certificates from its page for the office, never for its teacher", async () => {
    const admin = await loginAsAdmin(server);
    const teacher = await staffUserOf(server, admin, "teacher", "Tadhg Teacher");
    const editor = await staffUserOf(server, admin, "editor", "Eve Editor");
    const api = classesClient(server, admin);
    const classId = await api.newClass(marchClass(teacher.id, { name: "Certificates B1" }));
    const { visit } = adminScreens(() => server);
    const download = (token: string, id = String(classId)) =>
      visit(token, `/admin/classes/${id}/attendance-certificates`, classCertificates, {
        params: { id },
      });
    // No one placed yet: said in words, not a blank PDF.
    const empty = await download(editor.token);
    expect(empty.status).toBe(404);
    expect(await empty.response?.text()).toBe("No student has been placed in this class");

    expect((await api.enrol(classId, bookingId)).status).toBe(201);
    // The teacher's own class: past the guard, refused by the route, as by the API.
    const refused = await download(teacher.token);
    expect(refused.status).toBe(403);
    expect(refused.response?.headers.get("content-type")).not.toMatch(/pdf/);

    const answer = await download(editor.token);
    expect(answer.status).toBe(200);
    expect(answer.response?.headers.get("content-type")).toBe("application/pdf");
    expect(answer.response?.headers.get("content-disposition")).toBe(
      `attachment; filename="attendance-certificates-class-${classId}.pdf"`,
    );
    const pdf = Buffer.from(await (answer.response as Response).arrayBuffer());
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain("Chiara Rossi");
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "class"));
    expect(audits.filter((entry) => entry.action === "export")).toMatchObject([
      { entityId: String(classId), actorName: "Eve Editor" },
    ]);
    expect((await download(editor.token, "999999")).status).toBe(404);
  });
});
