/**
 * Host families and residences in the data-protection requests (issue 31), over the real API and
 * database: an admin finds a provider and exports it whole (household with vetting, rooms,
 * placements without the students, payments received, portal accounts with their sign-ins);
 * erasure anonymises the provider and its household, deletes its portal accounts with their
 * links and sessions and the e-mails to it, takes its name out of the students' timelines and the
 * audit trail, and keeps the payment lines whole (financial records, six years, as the privacy
 * policy says in every language). A household member who moved out is erased alone. Editors and
 * teachers are refused; the privacy screen does the same as the API.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDuration, hostPaymentRetention, legalSections } from "../../app/content/legal";
import * as privacyPage from "../../app/routes/admin/privacy/privacy";
import {
  accommodationPaymentLines,
  accommodationPaymentRuns,
  accommodationProviders,
  auditLog,
  bookingEvents,
  emailOutbox,
  hostSessions,
  hostSignInLinks,
  hostUsers,
  householdMembers,
} from "../../server/db/schema";
import { erasedProviderName } from "../../server/services/privacy/providers";
import type { ProviderSubject } from "../../shared/accommodation/types";
import { accommodationClient, bookingToHouse, IBAN } from "../support/accommodation";
import { adminScreens } from "../support/admin-screens";
import { staffUserOf } from "../support/classes";
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
let teacher = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-08-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
});
afterAll(() => server?.stop());

const db = () => server.database.db;
const base = "/api/admin/people/providers";
const get = (path: string, token = admin) =>
  server.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
const post = (path: string, token = admin) => server.fetch(path, jsonRequest("POST", {}, token));

let sequence = 0;

/**
 * A host family with a placed student, a host-portal account signed in, an e-mail sent to the
 * family and an approved payment line, as the payment run copies it.
 */
async function hostedFamily() {
  const n = ++sequence;
  const name = `The Ní Bhriain family ${n}`;
  const email = `bhriain${n}@example.ie`;
  const providers = accommodationClient(server, admin);
  const provider = await providers.create({
    name,
    email,
    gendersAccepted: null,
    household: [
      {
        name: `Mary Ní Bhriain ${n}`,
        birthYear: 1978,
        vettingReference: `GV-2026-${n}0042`,
        vettingExpiresOn: "2029-05-31",
      },
      { name: `Cian Ní Bhriain ${n}`, birthYear: 2015 },
    ],
  });
  const room = await providers.addRoom(provider.id, { name: "Front room", beds: 1 });
  const bookingId = await bookingToHouse(server);
  await expectJson(
    await server.fetch(
      "/api/admin/accommodation/placements",
      jsonRequest(
        "POST",
        { bookingId, roomId: room.id, from: "2027-07-05", to: "2027-07-17" },
        admin,
      ),
    ),
    201,
  );
  const [host] = await db()
    .insert(hostUsers)
    .values({
      providerId: provider.id,
      email: `host${n}@example.ie`,
      name: `Siobhán ${n}`,
      invitedBy: "Admin",
    })
    .returning();
  if (!host) throw new Error("no host user");
  await db()
    .insert(hostSignInLinks)
    .values({
      hostUserId: host.id,
      purpose: "invitation",
      tokenHash: `hash-${n}`,
      expiresAt: new Date("2027-08-20T00:00:00Z"),
    });
  await db()
    .insert(hostSessions)
    .values({
      id: `session-${n}`,
      hostUserId: host.id,
      expiresAt: new Date("2027-08-11T00:00:00Z"),
    });
  await db().insert(emailOutbox).values({
    kind: "host-placement",
    toAddress: host.email,
    subject: "Your student arrives on 5 July",
    textBody: "Dear Siobhán, …",
  });
  const [run] = await db()
    .insert(accommodationPaymentRuns)
    .values({
      fromDate: "2027-07-01",
      toDate: "2027-08-01",
      status: "approved",
      totalCents: 38_400,
      approvedAt: new Date("2027-08-02T09:00:00Z"),
    })
    .returning();
  if (!run) throw new Error("no run");
  await db().insert(accommodationPaymentLines).values({
    runId: run.id,
    providerId: provider.id,
    nights: 12,
    amountCents: 38_400,
    payeeName: "Mary Byrne",
    iban: IBAN,
    bic: "AIBKIE2D",
  });
  return {
    providerId: provider.id,
    household: provider.household,
    vettingReference: `GV-2026-${n}0042`,
    name,
    host,
    bookingId,
  };
}

describe("finding and exporting a provider", () => {
  it("finds it by name, with its household and portal accounts", async () => {
    const { providerId, name } = await hostedFamily();
    const { items } = await expectJson<{ items: ProviderSubject[] }>(
      await get(`${base}?q=${encodeURIComponent(name)}`),
      200,
    );
    expect(items).toEqual([
      expect.objectContaining({
        id: providerId,
        name,
        erased: false,
        hostUsers: 1,
        householdMembers: [
          expect.objectContaining({ name: expect.stringMatching(/^Mary/), status: "vetted" }),
          expect.objectContaining({ name: expect.stringMatching(/^Cian/), status: "pending" }),
        ],
      }),
    ]);
  });

  it("downloads everything stored about it, nothing of its students, and records it", async () => {
    const { providerId, name, host, vettingReference } = await hostedFamily();
    const response = await get(`${base}/${providerId}/export`);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="provider-${providerId}-2027-08-10.json"`,
    );
    const exported = await expectJson<Record<string, unknown>>(response, 200);
    expect(exported.provider).toMatchObject({ id: providerId, name, iban: IBAN });
    expect(exported.household).toEqual([
      expect.objectContaining({ birthYear: 1978, vettingReference }),
      expect.objectContaining({ birthYear: 2015, vettingReference: null }),
    ]);
    expect(exported.rooms).toEqual([expect.objectContaining({ name: "Front room", beds: 1 })]);
    expect(exported.placements).toEqual([
      expect.objectContaining({ room: "Front room", from: "2027-07-05", to: "2027-07-17" }),
    ]);
    expect(JSON.stringify(exported.placements)).not.toContain("Lucía");
    expect(exported.paymentsReceived).toEqual([
      expect.objectContaining({ nights: 12, amountCents: 38_400, payeeName: "Mary Byrne" }),
    ]);
    expect(exported.hostUsers).toEqual([
      expect.objectContaining({
        email: host.email,
        signIns: [expect.objectContaining({ expiresAt: "2027-08-11T00:00:00.000Z" })],
      }),
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "export"))
      .orderBy(auditLog.id);
    expect(entry).toBeDefined();
  });

  it("is refused to editors and teachers, and answers 404 for an unknown provider", async () => {
    const { providerId } = await hostedFamily();
    for (const token of [editor, teacher]) {
      expect((await get(`${base}?q=family`, token)).status).toBe(403);
      expect((await get(`${base}/${providerId}/export`, token)).status).toBe(403);
      expect((await post(`${base}/${providerId}/erase`, token)).status).toBe(403);
    }
    expect((await get(`${base}/999999/export`)).status).toBe(404);
    expect((await post(`${base}/999999/erase`)).status).toBe(404);
    expect((await get(`${base}?q=x`)).status).toBe(400);
  });
});

describe("erasing a provider", () => {
  it("anonymises it and its household, deletes its accounts, keeps the payments", async () => {
    const { providerId, name, host, household, bookingId, vettingReference } = await hostedFamily();
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await post(`${base}/${providerId}/erase`),
      200,
    );
    expect(erased.counts).toEqual({
      householdMembers: 2,
      hostUsers: 1,
      // The placement e-mail to the family's address, and the one to its portal account.
      emails: 2,
      paymentLinesKept: 1,
    });

    const [provider] = await db()
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, providerId));
    expect(provider).toMatchObject({
      name: erasedProviderName(providerId),
      address: "Erased",
      email: null,
      phone: null,
      houseRules: null,
      notes: null,
      documents: [],
      iban: null,
      bic: null,
      bankAccountName: null,
      active: false,
    });
    const members = await db()
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.providerId, providerId));
    expect(members.map((member) => [member.name, member.vettingReference])).toEqual([
      ["Erased", null],
      ["Erased", null],
    ]);
    // Who was vetted until when stays, nameless: the school had vetting in place.
    expect(members.map((member) => member.vettingExpiresOn)).toContain("2029-05-31");

    expect(await db().select().from(hostUsers).where(eq(hostUsers.id, host.id))).toEqual([]);
    expect(
      await db().select().from(hostSignInLinks).where(eq(hostSignInLinks.hostUserId, host.id)),
    ).toEqual([]);
    expect(
      await db().select().from(hostSessions).where(eq(hostSessions.hostUserId, host.id)),
    ).toEqual([]);
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, host.email)),
    ).toEqual([]);

    const [line] = await db()
      .select()
      .from(accommodationPaymentLines)
      .where(eq(accommodationPaymentLines.providerId, providerId));
    expect(line).toMatchObject({ amountCents: 38_400, payeeName: "Mary Byrne", iban: IBAN });

    const events = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId));
    const timeline = JSON.stringify(events);
    expect(timeline).not.toContain(name);
    expect(timeline).toContain(erasedProviderName(providerId));

    const trail = JSON.stringify(await db().select().from(auditLog));
    expect(trail).not.toContain(name);
    expect(trail).not.toContain(vettingReference);
    for (const member of household) expect(trail).not.toContain(member.name);
    expect(trail).toContain(`Erased provider #${providerId} on request`);

    // Erased already: a second request changes nothing and still answers.
    const again = await expectJson<{ counts: Record<string, number> }>(
      await post(`${base}/${providerId}/erase`),
      200,
    );
    expect(again.counts).toMatchObject({ hostUsers: 0, emails: 0, paymentLinesKept: 1 });
  });
});

describe("erasing one household member", () => {
  it("takes their name and vetting reference, and leaves the rest of the household", async () => {
    const { providerId, household, name, vettingReference } = await hostedFamily();
    const [mary, cian] = household;
    expect((await post(`${base}/${providerId}/household/${mary?.id}/erase`, editor)).status).toBe(
      403,
    );
    await expectJson(await post(`${base}/${providerId}/household/${mary?.id}/erase`), 200);
    const members = await db()
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.providerId, providerId))
      .orderBy(householdMembers.id);
    expect(members.map((member) => member.name)).toEqual(["Erased", cian?.name]);
    expect(members[0]?.vettingReference).toBeNull();
    const [provider] = await db()
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, providerId));
    expect(provider?.name).toBe(name);
    const trail = JSON.stringify(await db().select().from(auditLog));
    expect(trail).not.toContain(vettingReference);
    expect(trail).not.toContain(mary?.name);
    // A member of another provider is not found through this one.
    expect((await post(`${base}/${providerId + 1}/household/${cian?.id}/erase`)).status).toBe(404);
  });
});

describe("the privacy screen", () => {
  const { visit } = adminScreens(() => server);

  it("finds a provider, erases a member and the provider; editors are refused", async () => {
    const { providerId, name, household } = await hostedFamily();
    const path = `/admin/privacy?provider=${encodeURIComponent(name)}`;
    const found = await visit(admin, path, privacyPage.loader);
    const search = found.data?.providerSearch as { providers: ProviderSubject[] } | undefined;
    expect(search?.providers.map((provider) => provider.id)).toEqual([providerId]);

    const member = await visit(admin, "/admin/privacy", privacyPage.action, {
      form: {
        intent: "erase-member",
        providerId: String(providerId),
        memberId: String(household[0]?.id),
      },
    });
    expect(member.data).toMatchObject({ ok: true, intent: "erase-member" });

    const refused = await visit(editor, "/admin/privacy", privacyPage.action, {
      form: { intent: "erase-provider", providerId: String(providerId) },
    });
    expect(refused.status).toBe(403);

    const erased = await visit(admin, "/admin/privacy", privacyPage.action, {
      form: { intent: "erase-provider", providerId: String(providerId) },
    });
    expect(erased.data).toMatchObject({ ok: true, intent: "erase-provider" });
    expect(String(erased.data?.message)).toContain("1 payment lines kept");
    const after = await visit(
      admin,
      `/admin/privacy?provider=${encodeURIComponent(erasedProviderName(providerId))}`,
      privacyPage.loader,
    );
    const list = (after.data?.providerSearch as { providers: ProviderSubject[] } | undefined)
      ?.providers;
    expect(list).toEqual([expect.objectContaining({ id: providerId, erased: true })]);
  });
});

describe("the privacy policy", () => {
  it("says in every language that host payments are kept six years", () => {
    expect(legalSections.privacy).toContain("hosts");
    for (const lang of ["en", "es", "fr", "de"] as const) {
      const legal = JSON.parse(
        fs.readFileSync(`shared/i18n/locales/${lang}/legal.json`, "utf8"),
      ) as { privacy: { sections: Record<string, Record<string, string[] | string>> } };
      const text = Object.values(legal.privacy.sections.hosts ?? {})
        .flat()
        .join(" ")
        .replace(/\s/g, " ");
      expect(text, lang).toContain(formatDuration(hostPaymentRetention, lang).replace(/\s/g, " "));
    }
  });
});
