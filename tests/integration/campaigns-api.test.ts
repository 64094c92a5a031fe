import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, newsletterSubscriptions } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { MAX_ATTEMPTS } from "../../server/services/mail/outbox";
import { type ReceivedMail, startTestSmtp, type TestSmtp, textOf } from "../support/smtp";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let smtp: TestSmtp;
let server: TestServer;
let adminToken: string;
let editorToken: string;
/** Moves the service clock forward (retry back-off) without freezing it. */
let clockOffset = 0;
const now = () => new Date(Date.now() + clockOffset);

const EDITOR = {
  username: "nuala.editor",
  displayName: "Nuala Editor",
  email: "nuala@cloverenglish.ie",
  role: "editor",
  password: "Clover-editor-phrase-2031!",
};

const campaign = {
  subject: "Summer courses: early-booking offer",
  markdown:
    "## Summer in Galway\n\nBook **before March** and save 10%.\n\n[See the courses](https://cloverenglish.ie/programs)\n\n<script>alert(1)</script>",
};

/** Signs both in again (sessions end when the clock has moved on by hours). */
async function signIn() {
  adminToken = await loginAsAdmin(server);
  const login = await server.fetch(
    "/api/admin/login",
    jsonRequest("POST", { username: EDITOR.username, password: EDITOR.password }),
  );
  editorToken = ((await login.json()) as { token: string }).token;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, now });
  await signIn();
  const created = await server.fetch("/api/admin/users", jsonRequest("POST", EDITOR, adminToken));
  expect(created.status).toBe(201);
  await signIn();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function subscribe(email: string, status: "pending" | "confirmed" | "unsubscribed") {
  const [row] = await server.database.db
    .insert(newsletterSubscriptions)
    .values({
      email,
      status,
      confirmedAt: status === "pending" ? null : new Date(),
      unsubscribedAt: status === "unsubscribed" ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error("no subscription row");
  return row;
}

interface Campaign {
  id: number;
  state: "queueing" | "sending" | "done";
  recipientCount: number;
  progress: { queued: number; sent: number; failed: number; cancelled: number };
}

const getCampaign = async (id: number) =>
  (await (
    await server.fetch(`/api/admin/campaigns/${id}`, {
      headers: { Authorization: `Bearer ${editorToken}` },
    })
  ).json()) as Campaign;

/** Waits for background queueing and the deliveries it started. */
async function settle() {
  await server.services.campaigns.idle();
  await server.services.outbox.idle();
  await server.services.outbox.deliverDue();
}

const mailTo = (address: string, subject: string): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.raw.includes(subject));

/** The unfolded value of one header of a raw message. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe("e-mail campaigns", () => {
  it("asks for a session, and admins only may send to everyone", async () => {
    expect((await server.fetch("/api/admin/campaigns")).status).toBe(401);
    expect(
      (await server.fetch("/api/admin/campaigns/preview", jsonRequest("POST", campaign))).status,
    ).toBe(401);
    expect((await server.fetch("/api/admin/outbox")).status).toBe(401);

    const refused = await server.fetch(
      "/api/admin/campaigns",
      jsonRequest("POST", campaign, editorToken),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "forbidden" });
    // Nothing was stored or queued for the refused send.
    const queued = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "newsletter-campaign"));
    expect(queued).toHaveLength(0);
  });

  it("explains empty fields and a bad test address", async () => {
    const empty = await server.fetch(
      "/api/admin/campaigns",
      jsonRequest("POST", { subject: "  ", markdown: "" }, adminToken),
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "validation",
      fields: { subject: "Enter a subject.", markdown: "Write the message." },
    });

    const badAddress = await server.fetch(
      "/api/admin/campaigns/test",
      jsonRequest("POST", { ...campaign, to: "not-an-address" }, editorToken),
    );
    expect(badAddress.status).toBe(400);
    expect(await badAddress.json()).toMatchObject({
      fields: { to: "Enter a valid e-mail address." },
    });

    // The test admin has no e-mail address of their own: the test needs one.
    const noAddress = await server.fetch(
      "/api/admin/campaigns/test",
      jsonRequest("POST", campaign, adminToken),
    );
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toMatchObject({
      fields: { to: "Your account has no e-mail address: enter where the test should go." },
    });
  });

  it("previews the message as sent: sanitized HTML, plain text and the unsubscribe footer", async () => {
    const response = await server.fetch(
      "/api/admin/campaigns/preview",
      jsonRequest("POST", campaign, editorToken),
    );
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { subject: string; html: string; text: string };
    expect(preview.subject).toBe(campaign.subject);
    expect(preview.html).toContain("<strong>before March</strong>");
    expect(preview.html).not.toContain("<script");
    expect(preview.html).not.toContain("<body");
    expect(preview.html).toContain(
      '<a href="http://clover.test/newsletter/unsubscribe?token=example">',
    );
    expect(preview.text).toContain("See the courses (https://cloverenglish.ie/programs)");
    expect(preview.text).toContain("Book before March and save 10%.");
    expect(preview.text).toMatch(/Unsubscribe: http:\/\/clover\.test\/newsletter\/unsubscribe/);
  });

  it("sends an editor's test to their own address, marked as a test", async () => {
    const response = await server.fetch(
      "/api/admin/campaigns/test",
      jsonRequest("POST", campaign, editorToken),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ to: EDITOR.email });
    await settle();
    const [mail, ...more] = mailTo(EDITOR.email, `[Test] ${campaign.subject}`);
    expect(more).toHaveLength(0);
    expect(textOf(mail?.raw ?? "")).toContain("Book before March");
  });

  it("mails every confirmed subscriber once with their own unsubscribe link, and nobody else", async () => {
    const confirmed = await Promise.all(
      ["aoife", "bram", "chiara"].map((name) => subscribe(`${name}@example.com`, "confirmed")),
    );
    await subscribe("pending.person@example.com", "pending");
    await subscribe("gone.person@example.com", "unsubscribed");

    const response = await server.fetch(
      "/api/admin/campaigns",
      jsonRequest("POST", campaign, adminToken),
    );
    expect(response.status).toBe(202);
    const started = (await response.json()) as Campaign;
    await settle();

    const done = await getCampaign(started.id);
    expect(done).toMatchObject({
      state: "done",
      recipientCount: 3,
      progress: { queued: 0, sent: 3, failed: 0, cancelled: 0 },
    });
    const links = new Set<string>();
    for (const subscriber of confirmed) {
      const mails = mailTo(subscriber.email, campaign.subject).filter(
        (mail) => !mail.raw.includes("[Test]"),
      );
      expect(mails, subscriber.email).toHaveLength(1);
      const raw = mails[0]?.raw ?? "";
      const url = server.services.newsletter.unsubscribeUrl(subscriber);
      expect(textOf(raw)).toContain(`Unsubscribe: ${url}`);
      expect(header(raw, "List-Unsubscribe")).toBe(`<${url}>`);
      expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      links.add(url);
    }
    expect(links.size).toBe(3);
    expect(mailTo("pending.person@example.com", campaign.subject)).toHaveLength(0);
    expect(mailTo("gone.person@example.com", campaign.subject)).toHaveLength(0);

    // The send is in the audit trail, with who sent it.
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "campaign"));
    expect(entry).toMatchObject({
      action: "create",
      actorName: expect.any(String),
      entityId: String(started.id),
      summary: `Sent e-mail campaign “${campaign.subject}” to 3 confirmed subscribers`,
    });
  });

  it("does not mail someone who unsubscribes after the campaign was queued", async () => {
    // Subscribers of earlier tests stay subscribed; SMTP is down while the campaign is queued.
    const late = await subscribe("late.leaver@example.com", "confirmed");
    await smtp.stop();
    const subject = "Autumn open day";
    const response = await server.fetch(
      "/api/admin/campaigns",
      jsonRequest("POST", { subject, markdown: "Come and visit us in Cork." }, adminToken),
    );
    const started = (await response.json()) as Campaign;
    await settle();
    const queued = await getCampaign(started.id);
    expect(queued).toMatchObject({ state: "sending", recipientCount: 4 });
    expect(queued.progress.queued).toBe(4);

    // The person leaves by the link of an earlier e-mail; then SMTP comes back.
    const token = new URL(server.services.newsletter.unsubscribeUrl(late)).searchParams.get(
      "token",
    );
    const left = await server.fetch(
      "/api/newsletter-subscriptions/unsubscribe",
      jsonRequest("POST", { token }),
    );
    expect(left.status).toBe(200);
    await smtp.start();
    clockOffset += 60_000;
    await server.services.outbox.deliverDue();

    expect(mailTo(late.email, subject)).toHaveLength(0);
    expect(
      smtp.received.filter((mail) => mail.raw.includes(subject)).map((mail) => mail.to[0]),
    ).toHaveLength(3);
    const done = await getCampaign(started.id);
    expect(done).toMatchObject({
      state: "done",
      progress: { queued: 0, sent: 3, failed: 0, cancelled: 1 },
    });
    const [cancelled] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, late.email));
    expect(cancelled).toMatchObject({ status: "cancelled", attempts: 1 });
  });

  it("shows a failed delivery as failed in the outbox, and retry sends it", async () => {
    const subject = "Winter timetable";
    // Only one recipient this time.
    await server.database.db
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed" })
      .where(inArray(newsletterSubscriptions.email, ["bram@example.com", "chiara@example.com"]));
    await smtp.stop();
    const started = (await (
      await server.fetch(
        "/api/admin/campaigns",
        jsonRequest("POST", { subject, markdown: "New evening classes." }, adminToken),
      )
    ).json()) as Campaign;
    await settle();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      clockOffset += 2 * 60 * 60_000;
      await server.services.outbox.deliverDue();
    }
    await signIn();
    expect(await getCampaign(started.id)).toMatchObject({
      state: "done",
      progress: { queued: 0, sent: 0, failed: 1, cancelled: 0 },
    });

    const listed = await server.fetch("/api/admin/outbox?status=failed", {
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    const failed = (await listed.json()) as {
      total: number;
      items: { id: number; toAddress: string; subject: string; lastError: string }[];
    };
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({ toAddress: "aoife@example.com", subject });
    expect(failed.items[0]?.lastError).toBeTruthy();

    // Retrying anything but a failed message is refused.
    const [sent] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "sent"))
      .limit(1);
    expect(
      (
        await server.fetch(
          `/api/admin/outbox/${sent?.id}/retry`,
          jsonRequest("POST", {}, editorToken),
        )
      ).status,
    ).toBe(409);

    await smtp.start();
    const retried = await server.fetch(
      `/api/admin/outbox/${failed.items[0]?.id}/retry`,
      jsonRequest("POST", {}, editorToken),
    );
    expect(retried.status).toBe(200);
    await settle();
    expect(mailTo("aoife@example.com", subject)).toHaveLength(1);
    expect(await getCampaign(started.id)).toMatchObject({
      state: "done",
      progress: { queued: 0, sent: 1, failed: 0, cancelled: 0 },
    });

    // Newest first; every kind, with a status filter.
    const all = (await (
      await server.fetch("/api/admin/outbox?pageSize=5", {
        headers: { Authorization: `Bearer ${editorToken}` },
      })
    ).json()) as { total: number; items: { id: number }[] };
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const ids = all.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("queues large audiences in batches without sending anyone two messages", async () => {
    const values = Array.from({ length: 1_203 }, (_, i) => ({
      email: `bulk-${i}@example.com`,
      status: "confirmed" as const,
      confirmedAt: new Date(),
    }));
    await server.database.db.insert(newsletterSubscriptions).values(values);
    // Only the queueing is under test here (the last test of the file): no delivery.
    await server.services.outbox.stop();
    const started = (await (
      await server.fetch(
        "/api/admin/campaigns",
        jsonRequest("POST", { subject: "Bulk", markdown: "Hello everyone." }, adminToken),
      )
    ).json()) as Campaign;
    // A second instance's queueing run, at the same time, still queues each person once.
    // Imported here: the module must load after the API has extended zod for OpenAPI.
    const { createCampaignService } = await import("../../server/services/mail/campaigns");
    const otherInstance = createCampaignService({
      db: server.database.db,
      logger: createLogger("silent"),
      rateLimiter: server.services.rateLimiter,
      publicUrl: "http://clover.test",
      unsubscribeUrl: server.services.newsletter.unsubscribeUrl,
      onQueued: () => {},
      retryOutbox: async () => 0,
    });
    await Promise.all([
      server.services.campaigns.continueQueueing(),
      otherInstance.continueQueueing(),
    ]);
    await server.services.campaigns.idle();
    const rows = await server.database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.campaignId, started.id));
    expect(rows).toHaveLength(1_204);
    expect(new Set(rows.map((row) => row.to)).size).toBe(1_204);
    expect(await getCampaign(started.id)).toMatchObject({
      state: "sending",
      recipientCount: 1_204,
      progress: { queued: 1_204 },
    });
  });
});
