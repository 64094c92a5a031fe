/**
 * GDPR tools against a real database: the retention job with the clock moved (rows just inside
 * and just outside each period; the dry run lists exactly what the job deletes), export of
 * everything stored about an address, and erasure that leaves nothing of the person but an
 * audit entry free of the address.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactInquiries,
  emailOutbox,
  inquiryNotes,
  levelTestSessions,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
  students,
} from "../../server/db/schema";
import { leadIdOf } from "../../server/services/level-test/leads";
import { monthsBefore, RETENTION_JOB_ACTOR } from "../../server/services/privacy/gdpr";
import { emailFingerprint } from "../../server/services/privacy/person";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const db = () => server.database.db;
const MINUTE = 60_000;
const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
  dayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() - days * DAY));
const bearer = () => ({ headers: { Authorization: `Bearer ${token}` } });

describe("retention job", () => {
  // Years ahead of the seed data, so the clock is really moved.
  const now = new Date("2033-03-14T10:30:00Z");
  const inquiryCut = monthsBefore(now, 36);
  const studentCut = monthsBefore(now, 84);
  const analyticsCutDay = dayOf(monthsBefore(now, 26));
  const sentCut = new Date(now.getTime() - 90 * DAY);
  const ids = {} as Record<string, { inside: number | string; outside: number | string }>;

  beforeAll(async () => {
    const consent = new Date("2020-01-01T00:00:00Z");
    const inquiry = (createdAt: Date, tag: string) => ({
      name: `Retention ${tag}`,
      email: `retention-${tag}@example.com`,
      subject: "Old question",
      message: "Hello",
      gdprConsentAt: consent,
      createdAt,
      updatedAt: createdAt,
    });
    const [ciIn, ciOut] = await db()
      .insert(contactInquiries)
      .values([
        inquiry(new Date(inquiryCut.getTime() + MINUTE), "ci-in"),
        inquiry(new Date(inquiryCut.getTime() - MINUTE), "ci-out"),
      ])
      .returning({ id: contactInquiries.id });
    await db()
      .insert(inquiryNotes)
      .values({ inquiryId: ciOut?.id ?? 0, authorName: "Staff", body: "Called back" });
    ids.contactInquiries = { inside: ciIn?.id ?? 0, outside: ciOut?.id ?? 0 };

    const quote = (createdAt: Date, tag: string) => ({
      firstName: "Quote",
      lastName: tag,
      email: `retention-${tag}@example.com`,
      programTitle: "General English Cork",
      gdprConsentAt: consent,
      createdAt,
    });
    const [qrIn, qrOut] = await db()
      .insert(quoteRequests)
      .values([
        quote(new Date(inquiryCut.getTime() + MINUTE), "qr-in"),
        quote(new Date(inquiryCut.getTime() - MINUTE), "qr-out"),
      ])
      .returning({ id: quoteRequests.id });
    ids.quoteRequests = { inside: qrIn?.id ?? 0, outside: qrOut?.id ?? 0 };

    const cutDay = dayOf(studentCut);
    const student = (tag: string, endDate: string | null, createdAt: Date) => ({
      firstName: "Student",
      lastName: tag,
      email: `retention-${tag}@example.com`,
      startDate: endDate ? daysBefore(endDate, 28) : null,
      endDate,
      createdAt,
      updatedAt: createdAt,
    });
    const recent = new Date(now.getTime() - DAY);
    const [stIn, stOut, stNoEndIn, stNoEndOut] = await db()
      .insert(students)
      .values([
        // Course ended on the cut-off day: kept. Ended the day before: due, however recent the row.
        student("st-in", cutDay, new Date(studentCut.getTime() - 400 * DAY)),
        student("st-out", daysBefore(cutDay, 1), recent),
        student("st-noend-in", null, new Date(studentCut.getTime() + MINUTE)),
        student("st-noend-out", null, new Date(studentCut.getTime() - MINUTE)),
      ])
      .returning({ id: students.id });
    ids.students = { inside: stIn?.id ?? 0, outside: stOut?.id ?? 0 };
    ids.studentsWithoutEnd = { inside: stNoEndIn?.id ?? 0, outside: stNoEndOut?.id ?? 0 };

    const [nsIn, nsOut] = await db()
      .insert(newsletterSubscriptions)
      .values([
        {
          email: "retention-ns-in@example.com",
          status: "confirmed",
          lastActivityAt: new Date(inquiryCut.getTime() + MINUTE),
          createdAt: new Date("2024-01-01T00:00:00Z"),
        },
        {
          email: "retention-ns-out@example.com",
          status: "confirmed",
          lastActivityAt: new Date(inquiryCut.getTime() - MINUTE),
          createdAt: new Date("2024-01-01T00:00:00Z"),
        },
      ])
      .returning({ id: newsletterSubscriptions.id });
    ids.newsletterSubscriptions = { inside: nsIn?.id ?? 0, outside: nsOut?.id ?? 0 };

    await db()
      .insert(pageViews)
      .values([
        { day: analyticsCutDay, path: "/retention-test", locale: "en", views: 3 },
        { day: daysBefore(analyticsCutDay, 1), path: "/retention-test", locale: "en", views: 5 },
      ]);
    ids.pageViews = { inside: analyticsCutDay, outside: daysBefore(analyticsCutDay, 1) };

    const mail = (
      tag: string,
      sentAt: Date | null,
      status: "sent" | "failed" | "cancelled",
      createdAt = new Date(sentCut.getTime() - DAY),
    ) => ({
      kind: "test",
      toAddress: `retention-${tag}@example.com`,
      subject: "Hello",
      textBody: "Hello",
      status,
      sentAt,
      createdAt,
    });
    const [seIn, seOut, failedOld, cancelledIn, cancelledOut] = await db()
      .insert(emailOutbox)
      .values([
        mail("se-in", new Date(sentCut.getTime() + MINUTE), "sent"),
        mail("se-out", new Date(sentCut.getTime() - MINUTE), "sent"),
        // Failed messages are kept for staff to retry, whatever their age.
        mail("se-failed", null, "failed"),
        // Cancelled campaign messages (the subscriber left) go when sent copies would.
        mail("cancel-in", null, "cancelled", new Date(sentCut.getTime() + MINUTE)),
        mail("cancel-out", null, "cancelled", new Date(sentCut.getTime() - MINUTE)),
      ])
      .returning({ id: emailOutbox.id });
    ids.sentEmails = { inside: seIn?.id ?? 0, outside: seOut?.id ?? 0 };
    ids.failedEmail = { inside: failedOld?.id ?? 0, outside: -1 };
    ids.cancelledEmail = { inside: cancelledIn?.id ?? 0, outside: cancelledOut?.id ?? 0 };

    // Level-test leads: the result was asked for by e-mail just inside and just outside.
    const levelTestLead = (tokenHash: string, leadAt: Date) => ({
      tokenHash,
      lang: "en",
      expiresAt: leadAt,
      startedAt: leadAt,
      completedAt: leadAt,
      resultLevel: "B1" as const,
      resultSkills: { grammar: { level: "B1" as const, answered: 5, correct: 3 } },
      name: `Retention ${tokenHash}`,
      email: `${tokenHash}@example.com`,
      consentAt: leadAt,
      leadAt,
    });
    await db()
      .insert(levelTestSessions)
      .values([
        levelTestLead("retention-level-test-in", new Date(inquiryCut.getTime() + MINUTE)),
        levelTestLead("retention-level-test-out", new Date(inquiryCut.getTime() - MINUTE)),
      ]);
    ids.levelTestLeads = { inside: "retention-level-test-in", outside: "retention-level-test-out" };
  });

  const exists = {
    contactInquiries: async (id: number) =>
      (await db().select().from(contactInquiries).where(eq(contactInquiries.id, id))).length,
    quoteRequests: async (id: number) =>
      (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id))).length,
    students: async (id: number) =>
      (await db().select().from(students).where(eq(students.id, id))).length,
    newsletterSubscriptions: async (id: number) =>
      (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)))
        .length,
    pageViews: async (day: string) =>
      (
        await db()
          .select()
          .from(pageViews)
          .where(and(eq(pageViews.day, day), eq(pageViews.path, "/retention-test")))
      ).length,
    emails: async (id: number) =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id))).length,
  };

  it("lists exactly the rows just outside each period in the dry run", async () => {
    const plan = await server.services.gdpr.retentionPlan(now);
    const item = (category: string) => plan.items.find((entry) => entry.category === category);
    const sampleOf = (category: string) => item(category)?.sampleIds ?? [];
    for (const category of [
      "contactInquiries",
      "quoteRequests",
      "newsletterSubscriptions",
      "sentEmails",
    ]) {
      const expected = ids[category];
      expect(item(category)?.count, category).toBeGreaterThanOrEqual(1);
      // The sample is the oldest rows, ours may sit behind older seed rows; the row just
      // inside the period is never listed.
      expect(sampleOf(category), category).not.toContain(String(expected?.inside));
    }
    expect(sampleOf("levelTestLeads")).toEqual([leadIdOf("retention-level-test-out")]);
    expect(sampleOf("students")).toContain(String(ids.students?.outside));
    expect(sampleOf("students")).toContain(String(ids.studentsWithoutEnd?.outside));
    expect(sampleOf("students")).not.toContain(String(ids.students?.inside));
    expect(sampleOf("students")).not.toContain(String(ids.studentsWithoutEnd?.inside));
    expect(sampleOf("pageViews")).toContain(`${ids.pageViews?.outside} en /retention-test`);
    expect(sampleOf("pageViews")).not.toContain(`${ids.pageViews?.inside} en /retention-test`);
    expect(plan.total).toBe(plan.items.reduce((sum, entry) => sum + entry.count, 0));
  });

  it("deletes what the dry run listed, keeps the rest, and records one audit entry", async () => {
    const plan = await server.services.gdpr.retentionPlan(now);
    const result = await server.services.gdpr.applyRetention(now);
    for (const entry of plan.items) expect(result.counts[entry.category]).toBe(entry.count);
    expect(result.total).toBe(plan.total);

    // A level-test lead loses its name, address and consent; its anonymous result stays.
    const sitting = async (tokenHash: string) =>
      (
        await db()
          .select()
          .from(levelTestSessions)
          .where(eq(levelTestSessions.tokenHash, tokenHash))
      )[0];
    expect(await sitting("retention-level-test-in")).toMatchObject({
      email: "retention-level-test-in@example.com",
    });
    expect(await sitting("retention-level-test-out")).toMatchObject({
      name: null,
      email: null,
      consentAt: null,
      resultLevel: "B1",
    });

    for (const table of ["contactInquiries", "quoteRequests", "newsletterSubscriptions"] as const) {
      expect(await exists[table](Number(ids[table]?.inside)), `${table} inside`).toBe(1);
      expect(await exists[table](Number(ids[table]?.outside)), `${table} outside`).toBe(0);
    }
    expect(await exists.students(Number(ids.students?.inside))).toBe(1);
    expect(await exists.students(Number(ids.students?.outside))).toBe(0);
    expect(await exists.students(Number(ids.studentsWithoutEnd?.inside))).toBe(1);
    expect(await exists.students(Number(ids.studentsWithoutEnd?.outside))).toBe(0);
    expect(await exists.pageViews(String(ids.pageViews?.inside))).toBe(1);
    expect(await exists.pageViews(String(ids.pageViews?.outside))).toBe(0);
    expect(await exists.emails(Number(ids.sentEmails?.inside))).toBe(1);
    expect(await exists.emails(Number(ids.sentEmails?.outside))).toBe(0);
    expect(await exists.emails(Number(ids.cancelledEmail?.inside))).toBe(1);
    expect(await exists.emails(Number(ids.cancelledEmail?.outside))).toBe(0);
    expect(await exists.emails(Number(ids.failedEmail?.inside))).toBe(1);
    // The note went with its inquiry.
    expect(
      await db()
        .select()
        .from(inquiryNotes)
        .where(eq(inquiryNotes.inquiryId, Number(ids.contactInquiries?.outside))),
    ).toEqual([]);

    const entries = await db().select().from(auditLog).where(eq(auditLog.entity, "retention"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, actorName: RETENTION_JOB_ACTOR });
    expect(entries[0]?.after).toMatchObject({ counts: result.counts });

    // Nothing is due any more; a scheduled run with nothing to do adds no entry.
    const again = await server.services.gdpr.applyRetention(now);
    expect(again.total).toBe(0);
    expect((await server.services.gdpr.retentionPlan(now)).total).toBe(0);
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, "retention"))).toHaveLength(
      1,
    );
  });

  it("moves with the clock: a day later the rows just inside are due", async () => {
    const later = new Date(now.getTime() + DAY);
    const plan = await server.services.gdpr.retentionPlan(later);
    const sampleOf = (category: string) =>
      plan.items.find((entry) => entry.category === category)?.sampleIds ?? [];
    expect(sampleOf("contactInquiries")).toContain(String(ids.contactInquiries?.inside));
    expect(sampleOf("students")).toContain(String(ids.students?.inside));
    expect(sampleOf("pageViews")).toContain(`${ids.pageViews?.inside} en /retention-test`);
    expect(sampleOf("sentEmails")).toContain(String(ids.sentEmails?.inside));
  });

  it("runs from the API for admins, recorded under their name", async () => {
    const plan = await server.fetch("/api/admin/retention", bearer());
    expect(plan.status).toBe(200);
    const body = (await plan.json()) as { items: { category: string }[] };
    expect(body.items.map((item) => item.category)).toEqual([
      "contactInquiries",
      "quoteRequests",
      "students",
      "newsletterSubscriptions",
      "pageViews",
      "sentEmails",
      "levelTestLeads",
      "unbookedBookings",
      "bookingRecords",
      "invoiceParties",
      "agentInvitations",
      "agentSessions",
      "agentUsers",
      "erasedAttendance",
    ]);
    const run = await server.fetch("/api/admin/retention/run", jsonRequest("POST", {}, token));
    expect(run.status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "retention"), sql`${auditLog.actorId} is not null`));
    expect(entry?.actorName).not.toBe(RETENTION_JOB_ACTOR);
  });
});

describe("a person's data: find, export, erase", () => {
  const address = "Maria.Garcia@Example.com";
  const lower = address.toLowerCase();
  let inquiryId = 0;
  let quoteId = 0;
  let studentId = 0;

  beforeAll(async () => {
    const inquiry = await server.fetch(
      "/api/contact-inquiries",
      jsonRequest("POST", {
        name: "María García",
        email: address,
        subject: "Summer course",
        message: "Do you have places in July?",
        gdprConsent: true,
      }),
    );
    expect(inquiry.status).toBe(201);
    const quote = await server.fetch(
      "/api/quote-requests",
      jsonRequest("POST", {
        firstName: "María",
        lastName: "García",
        email: lower.toUpperCase(),
        nationality: "Spanish",
        startDate: "2027-07-05",
        duration: "2-weeks",
        accommodation: "host-family",
        programId: "general-english-cork",
        gdprConsent: true,
      }),
    );
    expect(quote.status, await quote.clone().text()).toBe(201);
    expect(
      (await server.fetch("/api/newsletter-subscriptions", jsonRequest("POST", { email: address })))
        .status,
    ).toBe(201);
    const [storedInquiry] = await db()
      .select()
      .from(contactInquiries)
      .where(sql`lower(${contactInquiries.email}) = ${lower}`);
    inquiryId = storedInquiry?.id ?? 0;
    const [storedQuote] = await db()
      .select()
      .from(quoteRequests)
      .where(sql`lower(${quoteRequests.email}) = ${lower}`);
    quoteId = storedQuote?.id ?? 0;
    const actor = { id: 1, name: "Test Admin" };
    const session = await server.services.auth.authenticate(token);
    if (session) Object.assign(actor, { id: session.user.id });
    await server.services.contactInquiries.update(
      inquiryId,
      { status: "contacted", note: "Sent July dates to María" },
      actor,
    );
    const student = await server.services.students.create(
      {
        firstName: "María",
        lastName: "García",
        email: lower,
        country: "Spain",
        age: 24,
        programId: "general-english-cork",
        location: "Cork",
        startDate: "2027-07-05",
        endDate: "2027-07-16",
        status: "enrolled",
        accommodationType: "host-family",
      },
      actor,
    );
    studentId = student.id;
    // Someone else, who must be left alone.
    await server.fetch(
      "/api/contact-inquiries",
      jsonRequest("POST", {
        name: "Another Person",
        email: "another.person@example.com",
        subject: "Hello",
        message: "Another question",
        gdprConsent: true,
      }),
    );
  });

  it("finds every record of the address, whatever its case", async () => {
    const response = await server.fetch(
      `/api/admin/people?email=${encodeURIComponent("  MARIA.garcia@example.COM ")}`,
      bearer(),
    );
    expect(response.status).toBe(200);
    const person = (await response.json()) as {
      email: string;
      counts: Record<string, number>;
    };
    expect(person.email).toBe(lower);
    expect(person.counts).toMatchObject({
      contactInquiries: 1,
      inquiryNotes: 1,
      quoteRequests: 1,
      newsletterSubscriptions: 1,
      students: 1,
    });
    // Acknowledgement, staff notifications (which reply to the person) and the confirmation.
    expect(person.counts.emails).toBeGreaterThanOrEqual(3);
    const invalid = await server.fetch("/api/admin/people?email=not-an-address", bearer());
    expect(invalid.status).toBe(400);
  });

  it("exports everything stored as a JSON download", async () => {
    const response = await server.fetch(
      `/api/admin/people/export?email=${encodeURIComponent(address)}`,
      bearer(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="person-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = (await response.json()) as {
      contactInquiries: { id: number; message: string; notes: { body: string }[] }[];
      quoteRequests: { id: number; programTitle: string }[];
      newsletterSubscriptions: Record<string, unknown>[];
      students: { id: number; country: string }[];
      emails: { toAddress: string; replyTo: string | null }[];
    };
    expect(exported.contactInquiries).toMatchObject([
      { id: inquiryId, message: "Do you have places in July?" },
    ]);
    expect(exported.contactInquiries[0]?.notes.map((note) => note.body)).toContain(
      "Sent July dates to María",
    );
    expect(exported.quoteRequests).toMatchObject([
      { id: quoteId, programTitle: "General English Cork" },
    ]);
    expect(exported.students).toMatchObject([{ id: studentId, country: "Spain" }]);
    expect(exported.newsletterSubscriptions).toMatchObject([{ email: lower }]);
    expect(exported.newsletterSubscriptions[0]).not.toHaveProperty("confirmTokenHash");
    const allOutbox = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        sql`lower(${emailOutbox.toAddress}) = ${lower} or lower(${emailOutbox.replyTo}) = ${lower}`,
      );
    expect(exported.emails).toHaveLength(allOutbox.length);
    const [exportEntry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity, "person")));
    expect(exportEntry?.entityId).toBe(emailFingerprint(lower));
    expect(JSON.stringify(exportEntry).toLowerCase()).not.toContain(lower);
  });

  /** Rows of a table whose text mentions the person (address or surname). */
  async function mentions(table: string): Promise<number> {
    const result = await db().execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where lower(t::text) like ${`%${lower}%`} or t::text like ${"%García%"}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  it("erases every record, keeps an audit entry without the address, and spares others", async () => {
    for (const table of ["students", "email_outbox", "audit_log"]) {
      expect(await mentions(table), table).toBeGreaterThan(0);
    }
    const response = await server.fetch(
      "/api/admin/people/erase",
      jsonRequest("POST", { email: address.toUpperCase() }, token),
    );
    expect(response.status).toBe(200);
    const { counts } = (await response.json()) as { counts: Record<string, number> };
    expect(counts).toMatchObject({
      contactInquiries: 1,
      inquiryNotes: 1,
      quoteRequests: 1,
      newsletterSubscriptions: 1,
      students: 1,
    });

    // Nothing of the person anywhere: search every text of every table that holds people.
    const tables = [
      "contact_inquiries",
      "quote_requests",
      "newsletter_subscriptions",
      "students",
      "email_outbox",
      "inquiry_notes",
      "audit_log",
    ];
    for (const table of tables) expect(await mentions(table), table).toBe(0);
    expect(
      await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiryId)),
    ).toEqual([]);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), eq(auditLog.entity, "person")));
    expect(entry).toBeDefined();
    expect(entry?.entityId).toBe(emailFingerprint(lower));
    expect(entry?.after).toMatchObject({ emailSha256: emailFingerprint(lower), counts });
    expect(entry?.summary).toMatch(
      /^Erased personal data on request: 1 contact inquiry, 1 inquiry note, 1 quote request, 1 newsletter subscription, 1 student record, \d+ e-mails$/,
    );
    // Earlier entries about the erased records stay, stripped of the person.
    const earlier = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "student"), inArray(auditLog.entityId, [String(studentId)])));
    expect(earlier.length).toBeGreaterThan(0);
    for (const row of earlier) {
      expect(row.before).toBeNull();
      expect(row.after).toBeNull();
      expect(row.summary).not.toContain("García");
    }

    const other = await db()
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "another.person@example.com"));
    expect(other).toHaveLength(1);

    const again = await server.fetch(`/api/admin/people?email=${lower}`, bearer());
    expect(((await again.json()) as { total: number }).total).toBe(0);
  });

  it("refuses an erase without a valid address", async () => {
    const response = await server.fetch(
      "/api/admin/people/erase",
      jsonRequest("POST", { email: "nobody" }, token),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.email).toBe(
      "Enter a valid e-mail address.",
    );
  });
});
