import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries, emailOutbox } from "../../server/db/schema";
import { startTestSmtp, type TestSmtp, textOf } from "../support/smtp";
import { startTestServer, type TestServer } from "../support/test-server";

let smtp: TestSmtp;
let server: TestServer;
/** Moves the service clock forward without freezing it. */
let clockOffset = 0;
const now = () => new Date(Date.now() + clockOffset);

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, now });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const enquiry = (email: string) => ({
  name: "Kenji Sato",
  email,
  subject: "Evening classes",
  message: "Do you run evening classes for working adults in Cork?",
  enquiryType: "programs",
  gdprConsent: true,
});

const submit = (body: unknown) =>
  server.fetch("/api/contact-inquiries", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("e-mail after a lead", () => {
  it("delivers the staff notification with every field, and the acknowledgement, over SMTP", async () => {
    const response = await submit(enquiry("kenji@example.com"));
    expect(response.status).toBe(201);
    await server.services.outbox.idle();

    const toStaff = smtp.received.find((mail) => mail.to.includes("admissions@cloverenglish.ie"));
    const toPerson = smtp.received.find((mail) => mail.to.includes("kenji@example.com"));
    expect(toStaff).toBeDefined();
    expect(toPerson).toBeDefined();
    const staffText = textOf(toStaff?.raw ?? "");
    for (const value of [
      "Kenji Sato",
      "kenji@example.com",
      "Evening classes",
      "working adults in Cork",
      "programs",
    ]) {
      expect(staffText).toContain(value);
    }
    expect(staffText).toMatch(/Reply-To: kenji@example\.com/i);
    expect(textOf(toPerson?.raw ?? "")).toContain("within 24 hours");
    const rows = await server.database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("stores the lead and answers success while SMTP is down, then delivers once it is back", async () => {
    await smtp.stop();
    const received = smtp.received.length;
    const response = await submit(enquiry("offline@example.com"));
    expect(response.status).toBe(201);
    await server.services.outbox.idle();

    const [lead] = await server.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "offline@example.com"));
    expect(lead).toBeDefined();
    const waiting = (await server.database.db.select().from(emailOutbox)).filter(
      (row) => row.status !== "sent",
    );
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now().getTime());
    }

    // Not due yet: nothing is attempted.
    await smtp.start();
    expect(await server.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    clockOffset += 31_000;
    expect(await server.services.outbox.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.length).toBe(received + 2);
    expect(smtp.received.some((mail) => mail.to.includes("offline@example.com"))).toBe(true);
    const rows = await server.database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });
});
