/**
 * The CSV import of current students (issue 30's API contract, decision 0038) end to end: real
 * HTTP, real PGlite, a fixed clock on Wednesday 10 March 2027. A good file becomes imported
 * bookings linked to student records (matched by e-mail or created); any bad row answers every
 * problem by line and stores nothing; the CSV dialects spreadsheets write; content type, size,
 * roles, rate limit and audit; and what staff read of an imported booking.
 */
import http from "node:http";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookingEvents, bookings, emailOutbox, students } from "../../server/db/schema";
import { authorized, staffUserOf } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const NOW = new Date("2027-03-10T10:00:00Z");
const HEADER =
  "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status";

let server: TestServer;
let admin = "";
let editor = "";
let teacher = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
});
afterAll(() => server?.stop());

type Created = { created: number; bookingIds: number[] };
type Errors = { errors: { line: number; message: string }[] };

const importCsv = (body: string, token: string | null = admin, type = "text/csv") =>
  server.fetch("/api/admin/bookings/import", {
    method: "POST",
    headers: {
      "Content-Type": type,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

const bookingCount = async () =>
  (await server.database.db.select({ n: count() }).from(bookings))[0]?.n ?? 0;
const studentCount = async () =>
  (await server.database.db.select({ n: count() }).from(students))[0]?.n ?? 0;

let sequence = 0;
/** A row that passes, with any field replaced. */
function row(fields: Partial<Record<string, string>> = {}): string {
  const n = ++sequence;
  const values: Record<string, string> = {
    firstName: "Student",
    lastName: `Number ${n}`,
    email: `imported${n}@example.com`,
    dateOfBirth: "2000-05-01",
    nationality: "Brazilian",
    programId: "clover-summer-dublin",
    startDate: "2027-01-11",
    endDate: "2027-06-25",
    level: "B1",
    needsVisa: "yes",
    status: "arrived",
    ...fields,
  };
  return HEADER.split(",")
    .map((name) => values[name] ?? "")
    .join(",");
}

describe("a good file", () => {
  it("creates imported bookings, links an existing student by e-mail and creates the others", async () => {
    const [known] = await server.database.db
      .insert(students)
      .values({ firstName: "Lucía", lastName: "Pérez", email: "Lucia.Perez@Example.com" })
      .returning({ id: students.id });
    const studentsBefore = await studentCount();
    const file = [
      `${HEADER},accommodation,gender,notes`,
      'Lucía,Pérez,lucia.perez@example.com,2001-04-12,Spanish,clover-summer-dublin,2027-01-11,2027-06-25,b2,Yes,arrived,host-family,female,"Vegetarian, no nuts"',
      "Kenji,Sato,kenji@example.com,1998-11-30,Japanese,exam-preparation,2027-04-05,2027-07-30,C1,no,confirmed,,,",
      "Marta,Nowak,marta@example.com,1995-02-02,Polish,clover-summer-galway,2026-09-07,2026-12-18,A2,0,completed,student-residence,,",
    ].join("\n");
    const result = await expectJson<Created>(await importCsv(file), 201);
    expect(result.created).toBe(3);
    expect(result.bookingIds).toHaveLength(3);

    const stored = await server.database.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, result.bookingIds))
      .orderBy(bookings.id);
    expect(stored.map((b) => [b.email, b.status, b.level, b.needsVisa, b.city])).toEqual([
      ["lucia.perez@example.com", "arrived", "B2", true, "Dublin"],
      ["kenji@example.com", "confirmed", "C1", false, null],
      ["marta@example.com", "completed", "A2", false, "Galway"],
    ]);
    expect(stored.every((b) => b.importedAt?.toISOString() === NOW.toISOString())).toBe(true);
    expect(stored[0]).toMatchObject({
      firstName: "Lucía",
      programId: "clover-summer-dublin",
      programTitle: expect.stringMatching(/\S/),
      accommodationType: "host-family",
      startDate: "2027-01-11",
      endDate: "2027-06-25",
      studentId: known?.id,
      importDetails: {
        dateOfBirth: "2001-04-12",
        nationality: "Spanish",
        gender: "female",
        notes: "Vegetarian, no nuts",
      },
    });
    // Lucía was matched; Kenji and Marta are new student records with the booking's facts.
    expect(await studentCount()).toBe(studentsBefore + 2);
    const [kenji] = await server.database.db
      .select()
      .from(students)
      .where(eq(students.id, stored[1]?.studentId ?? 0));
    expect(kenji).toMatchObject({
      email: "kenji@example.com",
      country: "Japanese",
      age: 28,
      status: "enrolled",
      programId: "exam-preparation",
    });

    const events = await server.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, result.bookingIds[0] ?? 0));
    expect(events).toEqual([
      expect.objectContaining({
        toStatus: "arrived",
        actor: "test-admin",
        summary: "Imported from a CSV file (line 2)",
      }),
    ]);
    // The booking as staff read it (the API, and the admin booking page's data).
    const detailOf = async (id: number | undefined) =>
      expectJson<Record<string, unknown>>(
        await server.fetch(`/api/admin/bookings/${id}`, authorized(admin)),
        200,
      );
    expect(await detailOf(result.bookingIds[0])).toMatchObject({
      needsVisa: true,
      level: "B2",
      placementLevel: null,
      accommodationType: "host-family",
      importedAt: NOW.toISOString(),
      importDetails: {
        dateOfBirth: "2001-04-12",
        nationality: "Spanish",
        gender: "female",
        notes: "Vegetarian, no nuts",
      },
    });
    expect(await detailOf(result.bookingIds[1])).toMatchObject({
      needsVisa: false,
      level: "C1",
      importDetails: { gender: null, notes: null },
    });
  });

  it("audits the import and each booking it made", async () => {
    const result = await expectJson<Created>(await importCsv(`${HEADER}\n${row()}\n${row()}`), 201);
    const [summary] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "booking-import"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(summary).toMatchObject({
      action: "create",
      summary: "Imported 2 bookings from a CSV file",
      after: { created: 2, bookingIds: result.bookingIds },
    });
    const perBooking = await server.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        sql`${auditLog.entity} = 'booking' and ${auditLog.entityId} in (${sql.join(
          result.bookingIds.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`,
      );
    expect(perBooking).toHaveLength(2);
  });

  it("reads a spreadsheet's export: BOM, CRLF, quoted commas, quotes and line breaks, columns in any order", async () => {
    const columns = HEADER.split(",").reverse().join(",");
    const file = `\uFEFF${columns},notes\r\narrived,yes,B1,2027-06-25,2027-01-11,clover-summer-dublin,Irish,1999-01-01,crlf@example.com,"O'Brien, Jr.","Seán","Says ""hi""\r\nthen leaves"\r\n`;
    const result = await expectJson<Created>(await importCsv(file), 201);
    const [stored] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, result.bookingIds[0] ?? 0));
    expect(stored).toMatchObject({ firstName: "Seán", lastName: "O'Brien, Jr." });
    expect(stored?.importDetails?.notes).toBe('Says "hi"\nthen leaves');
  });
});

describe("a bad file stores nothing and says what is wrong on which line", () => {
  it("reports every kind of bad row by its line", async () => {
    const before = { bookings: await bookingCount(), students: await studentCount() };
    const duplicate = row({ email: "twice@example.com" });
    const lines = [
      HEADER,
      row(), // 2: fine
      row({ email: "not-an-address" }), // 3
      row({ startDate: "2027-02-30" }), // 4
      row({ endDate: "2026-12-01" }), // 5: before the start
      row({ programId: "no-such-program" }), // 6
      row({ status: "arrived", startDate: "2027-04-05", endDate: "2027-06-25" }), // 7: not started
      row({ status: "completed" }), // 8: not ended
      row({ status: "draft" }), // 9
      row({ level: "D1" }), // 10
      row({ needsVisa: "maybe" }), // 11
      row({ dateOfBirth: "2030-01-01" }), // 12
      "Only,three,fields", // 13
      row({ firstName: "" }), // 14
      duplicate, // 15
      duplicate.replace("Number", "Again"), // 16: same e-mail, program and start as 15
      row({ status: "confirmed", startDate: "2026-09-01", endDate: "2026-12-01" }), // 17: ended
      row({ accommodation: "tent" }), // 18: no such column in this header: fine (ignored)
    ];
    const { errors } = await expectJson<Errors>(await importCsv(lines.join("\n")), 400);
    const byLine = (line: number) =>
      errors.filter((error) => error.line === line).map((error) => error.message);
    expect(byLine(2)).toEqual([]);
    expect(byLine(3)).toEqual([expect.stringMatching(/^email: .*valid e-mail/)]);
    expect(byLine(4)).toEqual([expect.stringMatching(/^startDate: .*YYYY-MM-DD/)]);
    expect(byLine(5)).toEqual([expect.stringMatching(/^endDate: .*on or after the start/)]);
    expect(byLine(6)).toEqual([expect.stringMatching(/^programId: No program has this id/)]);
    expect(byLine(7)).toEqual([expect.stringMatching(/^status: .*has not started yet/)]);
    expect(byLine(8)).toEqual([
      expect.stringMatching(/^status: A completed booking must have ended/),
    ]);
    expect(byLine(9)).toEqual([
      expect.stringMatching(/^status: Status must be one of confirmed, arrived, completed/),
    ]);
    expect(byLine(10)).toEqual([expect.stringMatching(/^level: .*CEFR/)]);
    expect(byLine(11)).toEqual([expect.stringMatching(/^needsVisa: /)]);
    expect(byLine(12)).toEqual([expect.stringMatching(/^dateOfBirth: .*in the past/)]);
    expect(byLine(13)).toEqual(["Expected 11 fields as in the header, found 3."]);
    expect(byLine(14)).toEqual([expect.stringMatching(/^firstName: .*required/)]);
    expect(byLine(15)).toEqual([]);
    expect(byLine(16)).toEqual(["The same student, program and start date as line 15."]);
    expect(byLine(17)).toEqual([expect.stringMatching(/^status: .*already ended/)]);
    expect(errors.filter((error) => error.line === 18 || error.line > 18)).toEqual([]);
    expect(await bookingCount()).toBe(before.bookings);
    expect(await studentCount()).toBe(before.students);
  });

  it("refuses a bad accommodation when the column is there", async () => {
    const file = `${HEADER},accommodation\n${row()},tent`;
    const { errors } = await expectJson<Errors>(await importCsv(file), 400);
    expect(errors).toEqual([{ line: 2, message: expect.stringMatching(/^accommodation: /) }]);
  });

  it("names the line a row starts on, as a text editor counts, after quoted line breaks and blank lines", async () => {
    const file = [
      `${HEADER},notes`,
      `${row()},"two\r\nlines"`,
      "",
      `${row({ level: "Z9" })},"its note
runs on"`,
    ].join("\r\n");
    const { errors } = await expectJson<Errors>(await importCsv(file), 400);
    expect(errors).toEqual([{ line: 5, message: expect.stringMatching(/^level: /) }]);
  });

  it("refuses a header with a missing, unknown or repeated column", async () => {
    const missing = HEADER.replace(",level", "");
    expect((await expectJson<Errors>(await importCsv(`${missing}\n`), 400)).errors).toEqual([
      { line: 1, message: "Missing column: level." },
    ]);
    const extra = `${HEADER},shoeSize,email`;
    expect(
      (await expectJson<Errors>(await importCsv(`${extra}\n${row()},42,x`), 400)).errors,
    ).toEqual([
      { line: 1, message: 'Unknown column "shoeSize".' },
      { line: 1, message: 'Column "email" appears twice.' },
    ]);
  });

  it("refuses an empty file, a header alone and malformed CSV", async () => {
    expect((await expectJson<Errors>(await importCsv(""), 400)).errors).toEqual([
      { line: 1, message: "The file is empty." },
    ]);
    expect((await expectJson<Errors>(await importCsv(`${HEADER}\n`), 400)).errors).toEqual([
      { line: 2, message: "The file has no rows." },
    ]);
    const unclosed = `${HEADER}\n${row()}\n"Ana,Garcia`;
    const { errors } = await expectJson<Errors>(await importCsv(unclosed), 400);
    expect(errors).toEqual([
      { line: 3, message: expect.stringMatching(/^The file is not valid CSV: /) },
    ]);
  });

  it("refuses importing the same file twice", async () => {
    const file = `${HEADER}\n${row({ email: "once@example.com" })}`;
    const first = await expectJson<Created>(await importCsv(file), 201);
    const { errors } = await expectJson<Errors>(await importCsv(file), 400);
    expect(errors).toEqual([
      {
        line: 2,
        message: `Booking ${first.bookingIds[0]} already has this student, program and start date.`,
      },
    ]);
  });
});

describe("the request", () => {
  it("answers 415 to anything but text/csv", async () => {
    const before = await bookingCount();
    const json = await importCsv(
      JSON.stringify({ csv: `${HEADER}\n${row()}` }),
      admin,
      "application/json",
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ error: "unsupported_media_type" });
    expect((await importCsv(`${HEADER}\n${row()}`, admin, "text/plain")).status).toBe(415);
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a file over the staff API's 256 KiB, saying the limit", async () => {
    const before = await bookingCount();
    const big = `${HEADER}\n${`${row()}\n`.repeat(1)}${"x".repeat(260 * 1024)}`;
    const answer = await postOnce(big);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: "payload_too_large",
      message: expect.stringContaining("256 KiB"),
    });
    expect(await bookingCount()).toBe(before);
  });

  it("lets admins and editors import, and refuses teachers, agents and visitors", async () => {
    expect((await importCsv(`${HEADER}\n${row()}`, editor)).status).toBe(201);
    const before = await bookingCount();
    expect((await importCsv(`${HEADER}\n${row()}`, teacher)).status).toBe(403);
    expect((await importCsv(`${HEADER}\n${row()}`, await agentToken())).status).toBe(401);
    expect((await importCsv(`${HEADER}\n${row()}`, null)).status).toBe(401);
    expect(await bookingCount()).toBe(before);
  });

  it("limits each staff user to 30 imports in 15 minutes", async () => {
    const busy = (await staffUserOf(server, admin, "editor")).token;
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await importCsv(`${HEADER}\n`, busy)).status).toBe(400);
    }
    const refused = await importCsv(`${HEADER}\n${row()}`, busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another user's budget is their own.
    expect((await importCsv(`${HEADER}\n`, editor)).status).toBe(400);
  });
});

/** A POST on a connection of its own: the 413 answer closes the connection. */
function postOnce(body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/admin/bookings/import`,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "text/csv",
          "Content-Length": Buffer.byteLength(body),
          Authorization: `Bearer ${admin}`,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** An agent of an agency, signed in to the partner portal (their token is not a staff one). */
async function agentToken(): Promise<string> {
  const agency = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/agencies",
      jsonRequest(
        "POST",
        {
          name: "Roma Lingue",
          country: "Italy",
          email: "office@roma.example",
          commissionPercent: 10,
        },
        admin,
      ),
    ),
    201,
  );
  const email = "giulia@romalingue.example";
  await expectJson(
    await server.fetch(
      `/api/admin/agencies/${agency.id}/invitations`,
      jsonRequest("POST", { email }, admin),
    ),
    201,
  );
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id));
  const invitation = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  const session = await expectJson<{ token: string }>(
    await server.fetch(
      `/api/partners/invitations/${invitation}`,
      jsonRequest("POST", { name: "Giulia", password: "a-long-partner-password" }),
    ),
    200,
  );
  return session.token;
}
