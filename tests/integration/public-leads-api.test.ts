import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactInquiries,
  emailOutbox,
  newsletterSubscriptions,
  quoteRequests,
} from "../../server/db/schema";
import { requestOnce, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_WRITES_PER_HOUR: "3", TRUST_PROXY: "true" } });
});
afterAll(() => server?.stop());

/** Each test posts from its own address so rate limits don't cross tests. */
let nextIp = 1;
const post = (path: string, body: unknown, ip = `198.51.100.${nextIp++}`) =>
  server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const rows = async (table: typeof contactInquiries | typeof quoteRequests) =>
  (await server.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const validContact = {
  name: "Ana García",
  email: "Ana.Garcia@Example.com",
  phone: "+34 600 123 456",
  subject: "Summer for my daughter",
  message: "Hello, my daughter is 14 and would like two weeks in Dublin in July.",
  enquiryType: "programs",
  gdprConsent: true,
  locale: "es",
};

const validQuote = {
  firstName: "Luca",
  lastName: "Rossi",
  email: "luca.rossi@example.com",
  nationality: "Italian",
  ageGroup: "26-35",
  startDate: "2027-05-03",
  duration: "4-weeks",
  accommodation: "host-family",
  specialRequests: "Vegetarian host family, please.",
  programId: "general-english-cork",
  gdprConsent: true,
};

describe("POST /api/contact-inquiries", () => {
  it("stores the enquiry with its consent time and queues staff + acknowledgement e-mails", async () => {
    const before = await rows(contactInquiries);
    const response = await post("/api/contact-inquiries", validContact);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: "received",
      message: "Message Sent! We'll get back to you within 24 hours.",
    });
    expect(await rows(contactInquiries)).toBe(before + 1);
    const [stored] = await server.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "ana.garcia@example.com"));
    expect(stored?.status).toBe("new");
    expect(stored?.locale).toBe("es");
    expect(stored?.gdprConsentAt).toBeInstanceOf(Date);
    const mails = await server.database.db.select().from(emailOutbox);
    const kinds = mails.map((mail) => `${mail.kind}:${mail.toAddress}`);
    expect(kinds).toContain("staff-contact-inquiry:admissions@cloverenglish.ie");
    expect(kinds).toContain("contact-acknowledgement:ana.garcia@example.com");
    const ack = mails.find((mail) => mail.kind === "contact-acknowledgement");
    expect(ack?.subject).toContain("Hemos recibido tu mensaje");
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const before = await rows(contactInquiries);
    const response = await post("/api/contact-inquiries", {
      name: "",
      email: "not-an-email",
      subject: "x".repeat(151),
      message: "   ",
      enquiryType: "holiday",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("validation");
    expect(body.fields).toEqual({
      name: "This field is required.",
      email: "Enter a valid e-mail address, like name@example.com.",
      subject: "Keep this under 150 characters.",
      message: "This field is required.",
      enquiryType: "Choose one of the options.",
      gdprConsent: "Please agree to the privacy policy so we can reply to you.",
    });
    expect(await rows(contactInquiries)).toBe(before);
  });

  it("treats a filled honeypot like success but stores nothing", async () => {
    const before = await rows(contactInquiries);
    const response = await post("/api/contact-inquiries", {
      ...validContact,
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await rows(contactInquiries)).toBe(before);
  });

  it("refuses bodies that are not JSON", async () => {
    const malformed = await post("/api/contact-inquiries", "{not json");
    expect(malformed.status).toBe(400);
    const wrongType = await server.fetch("/api/contact-inquiries", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(wrongType.status).toBe(415);
    // The server stops reading an oversized body and drops the connection after answering,
    // so this one goes on a connection of its own.
    const tooLarge = await requestOnce(server.url, "/api/contact-inquiries", {
      ...validContact,
      message: "x".repeat(300_000),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ error: "payload_too_large" });
  });
});

describe("rate limits", () => {
  it("allows 3 submissions per hour per address, then 429 with Retry-After, storing nothing", async () => {
    const ip = "203.0.113.77";
    const before = await rows(contactInquiries);
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/contact-inquiries", validContact, ip)).status).toBe(201);
    }
    const blocked = await post("/api/contact-inquiries", validContact, ip);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await blocked.json()) as { error: string }).error).toBe("rate_limited");
    expect(await rows(contactInquiries)).toBe(before + 3);
    // Another form from the same address has its own allowance.
    expect((await post("/api/quote-requests", validQuote, ip)).status).toBe(201);
  });
});

describe("POST /api/quote-requests", () => {
  it("stores program title, weeks, accommodation and a server-side total", async () => {
    const response = await post("/api/quote-requests", validQuote);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Quote Request Sent! We'll send you a personalized quote within 24 hours",
    );
    const [stored] = await server.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, "luca.rossi@example.com"));
    expect(stored).toMatchObject({
      programId: "general-english-cork",
      programTitle: "General English Cork",
      durationWeeks: 4,
      accommodationType: "host-family",
      country: "Italian",
      startDate: "2027-05-03",
      // 4 × €280 tuition + 4 × €160–200 host family in Cork (midpoint €180).
      totalCost: 4 * 280 + 4 * 180,
    });
  });

  it("ignores a client-sent total and keeps custom durations without a total", async () => {
    const response = await post("/api/quote-requests", {
      ...validQuote,
      email: "custom@example.com",
      duration: "custom",
      totalCost: 1,
    });
    expect(response.status).toBe(201);
    const [stored] = await server.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, "custom@example.com"));
    expect(stored?.durationWeeks).toBeNull();
    expect(stored?.totalCost).toBeNull();
  });

  it("requires first name, last name, e-mail, a program and consent", async () => {
    const response = await post("/api/quote-requests", { gdprConsent: false });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual([
      "email",
      "firstName",
      "gdprConsent",
      "lastName",
      "programId",
    ]);
  });

  it("refuses an unknown or archived program, and invalid options", async () => {
    const unknown = await post("/api/quote-requests", { ...validQuote, programId: "moon-base" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields.programId).toBe(
      "Choose one of our programs.",
    );
    const badOptions = await post("/api/quote-requests", {
      ...validQuote,
      ageGroup: "9-11",
      duration: "5-weeks",
      accommodation: "tent",
      startDate: "2027-02-30x",
    });
    expect(badOptions.status).toBe(400);
    const { fields } = (await badOptions.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual([
      "accommodation",
      "ageGroup",
      "duration",
      "startDate",
    ]);
  });
});

describe("GET /api/quote-estimate", () => {
  it("breaks the estimate down by tuition and the city's accommodation price (cents)", async () => {
    const response = await server.fetch(
      "/api/quote-estimate?program=clover-summer-galway&weeks=3&accommodation=host-family",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      programId: "clover-summer-galway",
      programTitle: "Clover Summer School Galway",
      weeks: 3,
      tuitionBasis: "weekly",
      tuitionCents: 102000,
      accommodation: {
        type: "host-family",
        city: "Galway",
        weeklyCents: 17000,
        totalCents: 51000,
      },
      totalCents: 153000,
      currency: "EUR",
    });
  });

  it("uses the course fee for CertTESOL and says when a price is on request", async () => {
    const tesol = (await (
      await server.fetch("/api/quote-estimate?program=cert-tesol&weeks=7")
    ).json()) as {
      tuitionBasis: string;
      totalCents: number;
    };
    expect(tesol.tuitionBasis).toBe("course-fee");
    expect(tesol.totalCents).toBe(130000);
    const personal = (await (
      await server.fetch("/api/quote-estimate?program=personalised-programmes&weeks=2")
    ).json()) as { totalCents: unknown; tuitionBasis: string };
    expect(personal.tuitionBasis).toBe("on-request");
    expect(personal.totalCents).toBeNull();
  });

  it("validates its query", async () => {
    expect((await server.fetch("/api/quote-estimate?program=cert-tesol&weeks=0")).status).toBe(400);
    expect((await server.fetch("/api/quote-estimate?program=nope&weeks=2")).status).toBe(404);
  });
});

describe("newsletter", () => {
  const subscriptionOf = async (email: string) =>
    (
      await server.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];

  it("starts unconfirmed, never duplicates, and confirms through the e-mailed link", async () => {
    const email = "news.reader@example.com";
    for (const variant of [email, "News.Reader@Example.COM"]) {
      const response = await post("/api/newsletter-subscriptions", { email: variant });
      expect(response.status).toBe(201);
    }
    const all = await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(all).toHaveLength(1);
    expect(all[0]?.status).toBe("pending");

    const confirmations = (
      await server.database.db.select().from(emailOutbox).orderBy(emailOutbox.id)
    ).filter((mail) => mail.kind === "newsletter-confirmation" && mail.toAddress === email);
    expect(confirmations).toHaveLength(2);
    const latest = confirmations.at(-1);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(latest?.textBody ?? "")?.[1];
    expect(token).toBeTruthy();
    // Every newsletter e-mail carries a working unsubscribe link, also as one-click headers.
    expect(latest?.textBody).toMatch(/newsletter\/unsubscribe\?token=/);
    expect(latest?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The first link was replaced by the second sign-up.
    const stale = /token=([\w-]+)/.exec(confirmations[0]?.textBody ?? "")?.[1];
    const staleAnswer = await post("/api/newsletter-subscriptions/confirm", { token: stale });
    expect(staleAnswer.status).toBe(404);

    const confirmed = await post("/api/newsletter-subscriptions/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect((await subscriptionOf(email))?.status).toBe("confirmed");
    expect((await post("/api/newsletter-subscriptions/confirm", { token })).status).toBe(404);

    // Signing up again once confirmed changes nothing and sends nothing.
    const mailsBefore = (await server.database.db.select().from(emailOutbox)).length;
    expect((await post("/api/newsletter-subscriptions", { email })).status).toBe(201);
    const mailsAfter = await server.database.db.select().from(emailOutbox);
    expect(mailsAfter.filter((mail) => mail.kind === "newsletter-confirmation")).toHaveLength(
      confirmations.length,
    );
    expect(mailsAfter.length).toBe(mailsBefore);
  });

  it("unsubscribes with the link's token and refuses a forged one", async () => {
    const email = "leaving@example.com";
    await post("/api/newsletter-subscriptions", { email });
    const mail = (await server.database.db.select().from(emailOutbox)).find(
      (message) => message.toAddress === email,
    );
    const token = /unsubscribe\?token=([\w.-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
    const [id] = token.split(".");
    expect(
      (await post("/api/newsletter-subscriptions/unsubscribe", { token: `${id}.forged` })).status,
    ).toBe(404);
    expect((await post("/api/newsletter-subscriptions/unsubscribe", { token })).status).toBe(200);
    expect((await subscriptionOf(email))?.status).toBe("unsubscribed");
  });

  it("validates the address", async () => {
    const response = await post("/api/newsletter-subscriptions", { email: "nope" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.email).toMatch(
      /valid e-mail/,
    );
  });
});

describe("leads that arrive together (group commit, decision 0055)", () => {
  it("stores each of thirty concurrent enquiries and quotes once, each with its own e-mails", async () => {
    const contacts = Array.from({ length: 30 }, (_, i) => ({
      ...validContact,
      name: `Burst Contact ${i}`,
      email: `burst-contact-${i}@example.com`,
      message: `Enquiry number ${i} of a burst from a language fair.`,
    }));
    const quotes = Array.from({ length: 30 }, (_, i) => ({
      ...validQuote,
      lastName: `Burst${i}`,
      email: `burst-quote-${i}@example.com`,
    }));
    const responses = await Promise.all([
      ...contacts.map((body) => post("/api/contact-inquiries", body)),
      ...quotes.map((body) => post("/api/quote-requests", body)),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));

    const mails = await server.database.db.select().from(emailOutbox);
    for (const [i, contact] of contacts.entries()) {
      const stored = await server.database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.email, contact.email));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.message).toBe(contact.message);
      // The staff notification that links to this row names this visitor, and no other.
      const notification = mails.filter(
        (mail) =>
          mail.kind === "staff-contact-inquiry" &&
          mail.textBody.includes(`/admin/inquiries?id=${stored[0]?.id}\n`),
      );
      expect(notification).toHaveLength(1);
      expect(notification[0]?.textBody).toContain(`Burst Contact ${i}\n`);
      expect(mails.filter((mail) => mail.toAddress === contact.email)).toHaveLength(1);
    }
    for (const quote of quotes) {
      const stored = await server.database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.email, quote.email));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.lastName).toBe(quote.lastName);
      const notification = mails.filter(
        (mail) =>
          mail.kind === "staff-quote-request" &&
          mail.textBody.includes(`/admin/leads?tab=quotes&id=${stored[0]?.id}\n`),
      );
      expect(notification).toHaveLength(1);
      expect(notification[0]?.textBody).toContain(`Luca ${quote.lastName}\n`);
    }
  });

  it("stores each of thirty concurrent newsletter sign-ups, each with its own working link", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `burst-reader-${i}@example.com`);
    // One of them had confirmed already: signing up again changes nothing and sends nothing.
    await server.database.db
      .insert(newsletterSubscriptions)
      .values({ email: emails[7] as string, status: "confirmed", locale: "en" });
    const responses = await Promise.all(
      emails.map((email, i) =>
        post("/api/newsletter-subscriptions", { email, locale: i % 2 ? "fr" : "en" }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));

    const mails = await server.database.db.select().from(emailOutbox);
    for (const [i, email] of emails.entries()) {
      const [row] = await server.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      const confirmations = mails.filter(
        (mail) => mail.kind === "newsletter-confirmation" && mail.toAddress === email,
      );
      if (i === 7) {
        expect(row?.status).toBe("confirmed");
        expect(confirmations).toHaveLength(0);
        continue;
      }
      // Acknowledged means stored: the row is there, pending, in the language asked for.
      expect(row).toMatchObject({ status: "pending", locale: i % 2 ? "fr" : "en" });
      expect(confirmations).toHaveLength(1);
      const token = /newsletter\/confirm\?token=([\w-]+)/.exec(
        confirmations[0]?.textBody ?? "",
      )?.[1];
      // Each link confirms its own address (the group's tokens were not mixed up).
      if (i % 10 === 1) {
        expect((await post("/api/newsletter-subscriptions/confirm", { token })).status).toBe(200);
        const [confirmed] = await server.database.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email));
        expect(confirmed?.status).toBe("confirmed");
      }
    }
  });

  it("stores an enquiry holding half a surrogate pair beside others, with U+FFFD in its place", async () => {
    const broken = {
      ...validContact,
      email: "half-pair@example.com",
      message: "Hello \ud958 there",
    };
    const responses = await Promise.all([
      post("/api/contact-inquiries", broken),
      post("/api/contact-inquiries", { ...validContact, email: "whole-pair@example.com" }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const [stored] = await server.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "half-pair@example.com"));
    expect(stored?.message).toBe("Hello \ufffd there");
  });

  it("judges a burst from one address as if it came one by one: three stored, the rest 429", async () => {
    const before = await rows(contactInquiries);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          "/api/contact-inquiries",
          { ...validContact, email: `same-address-${i}@example.com` },
          "198.51.100.250",
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await rows(contactInquiries)).toBe(before + 3);
  });
});
