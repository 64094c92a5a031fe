import type { AddressInfo } from "node:net";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries, emailOutbox } from "../../server/db/schema";
import { BUSY_REQUESTS } from "../../server/services/load-gauge";
import { MAX_YIELD_MS } from "../../server/services/mail/outbox";
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

/**
 * Requests the server is in the middle of: each sends its headers and half its body, so the
 * handler waits for the rest, as a visitor on a slow line keeps it waiting.
 */
async function holdRequests(url: string, count: number) {
  const { port } = new URL(url);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), "127.0.0.1", () => {
            socket.write(
              'POST /api/contact-inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
            );
            resolve(socket);
          });
          socket.on("error", reject);
        }),
    ),
  );
  // Until the server has read all their headers (on a loaded machine, a while after connecting).
  const started = Date.now();
  while (!server.services.load.busy()) {
    if (Date.now() - started > 10_000) throw new Error("the held requests never reached the app");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    release() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe("e-mail while the server is busy", () => {
  const deliveredTo = (address: string) => smtp.received.some((mail) => mail.to.includes(address));
  async function until(done: () => boolean, ms: number) {
    const started = Date.now();
    while (!done() && Date.now() - started < ms) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  it("waits while visitors are being answered, and sends once they are, or after MAX_YIELD_MS", async () => {
    // 32 requests in progress (BUSY_REQUESTS): the lead is stored, its e-mails wait.
    const held = await holdRequests(server.url, BUSY_REQUESTS);
    expect((await submit(enquiry("busy@example.com"))).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(deliveredTo("busy@example.com")).toBe(false);
    held.release();
    expect(await until(() => deliveredTo("busy@example.com"), 2_000)).toBeLessThan(2_000);

    // Busy for longer than the outbox waits: the e-mails go anyway.
    const heldOn = await holdRequests(server.url, BUSY_REQUESTS);
    const submitted = Date.now();
    expect((await submit(enquiry("still-busy@example.com"))).status).toBe(201);
    await until(() => deliveredTo("still-busy@example.com"), MAX_YIELD_MS + 3_000);
    const waited = Date.now() - submitted;
    heldOn.release();
    expect(deliveredTo("still-busy@example.com")).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(MAX_YIELD_MS - 200);
    expect(waited).toBeLessThan(MAX_YIELD_MS + 3_000);
  });
});

/**
 * A TCP relay in front of the SMTP server, for failures the server cannot show by itself: in
 * "silent" mode it accepts connections and never says a word (a hung or firewalled server).
 */
async function startSmtpRelay(target: () => string) {
  let mode: "pass" | "silent" = "pass";
  const held = new Set<net.Socket>();
  const relay = net.createServer((socket) => {
    socket.on("error", () => {});
    if (mode === "silent") {
      held.add(socket);
      socket.on("close", () => held.delete(socket));
      return;
    }
    const { port } = new URL(target());
    const upstream = net.connect(Number(port), "127.0.0.1");
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    /** Lets connections through again; the silent ones are dropped, as by a server restart. */
    pass() {
      mode = "pass";
      for (const socket of held) socket.destroy();
    },
    silence() {
      mode = "silent";
    },
    heldConnections: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

describe("SMTP outages, with the outbox worker running on its own", () => {
  let backSmtp: TestSmtp;
  let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
  let worker: TestServer;
  let offset = 0;

  beforeAll(async () => {
    backSmtp = await startTestSmtp();
    relay = await startSmtpRelay(() => backSmtp.url);
    worker = await startTestServer({
      env: { SMTP_URL: relay.url },
      now: () => new Date(Date.now() + offset),
      outboxIntervalMs: 100,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await relay?.close();
    await backSmtp?.stop();
  });

  const post = (path: string, body: unknown) =>
    worker.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      // The answer must never wait for the mail server.
      signal: AbortSignal.timeout(5_000),
    });
  const outbox = () => worker.database.db.select().from(emailOutbox);
  async function eventually(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("acknowledges every kind of lead while SMTP is down, then sends each message once", async () => {
    await backSmtp.stop();
    const answers = await Promise.all([
      post("/api/contact-inquiries", enquiry("down-contact@example.com")),
      post("/api/quote-requests", {
        firstName: "Luca",
        lastName: "Rossi",
        email: "down-quote@example.com",
        programId: "general-english-cork",
        duration: "2-weeks",
        gdprConsent: true,
      }),
      post("/api/newsletter-subscriptions", { email: "down-news@example.com" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const [lead] = await worker.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "down-contact@example.com"));
    expect(lead).toBeDefined();

    // The worker tries, fails and backs off: each message waits with one failed attempt.
    await eventually(
      async () => (await outbox()).every((row) => row.status === "pending" && row.attempts >= 1),
      "every message was tried once",
    );
    const queued = await outbox();
    // Staff notification + acknowledgement per lead, one confirmation for the sign-up.
    expect(queued).toHaveLength(5);

    await backSmtp.start();
    offset += 31_000;
    await eventually(
      async () => (await outbox()).every((row) => row.status === "sent"),
      "the worker delivered the queue by itself",
    );
    expect(backSmtp.received).toHaveLength(queued.length);
    for (const address of [
      "down-contact@example.com",
      "down-quote@example.com",
      "down-news@example.com",
    ]) {
      expect(backSmtp.received.some((mail) => mail.to.includes(address))).toBe(true);
    }
  });

  it("answers at once while SMTP accepts connections but never replies, and sends once it recovers", async () => {
    relay.silence();
    const sentBefore = backSmtp.received.length;
    const answer = await post("/api/contact-inquiries", enquiry("silent-smtp@example.com"));
    expect(answer.status).toBe(201);
    await eventually(
      async () => relay.heldConnections() > 0,
      "the worker is stuck on the silent server",
    );

    relay.pass();
    await eventually(
      async () => (await outbox()).some((row) => row.status === "pending" && row.attempts === 1),
      "the stuck attempt failed and was rescheduled",
    );
    offset += 31_000;
    await eventually(
      async () => (await outbox()).every((row) => row.status === "sent"),
      "the rescheduled messages went out",
    );
    expect(backSmtp.received.length).toBe(sentBefore + 2);
    expect(backSmtp.received.some((mail) => mail.to.includes("silent-smtp@example.com"))).toBe(
      true,
    );
  });
});
