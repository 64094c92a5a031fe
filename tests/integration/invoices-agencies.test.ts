/**
 * Agencies in the ledger over real HTTP and a real database (issue 32): the agency's contract
 * edited and audited; a booking an agent brings on a net contract is invoiced net to the agency
 * at acceptance; a transfer settles the oldest invoice first and the rest stays on account; the
 * statement's opening and closing balance, entries and debt by age as the clock moves; its CSV
 * and PDF; and who may read it: staff any agency's, an agent only their own, a teacher none.
 * Over 400 lines because the steps build on one another (the clock moves, transfers pile up):
 * split, each file would have to replay the same bookings and transfers.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as agencyPage from "../../app/routes/admin/agents/agency";
import * as debtsPage from "../../app/routes/admin/agents/debts";
import { auditLog, emailOutbox } from "../../server/db/schema";
import type { AgentIdentity } from "../../shared/agents/types";
import type { Offer } from "../../shared/bookings/types";
import type { Statement } from "../../shared/invoices/statement";
import type { InvoiceSummary } from "../../shared/invoices/types";
import { adminScreens } from "../support/admin-screens";
import { staffUserOf } from "../support/classes";
import { pdfText } from "../support/pdf-text";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2027-03-01T10:00:00Z");
let server: TestServer;
let admin = "";
let teacher = "";

const call = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

async function createAgency(name: string): Promise<number> {
  const agency = await expectJson<{ id: number }>(
    await call("POST", "/api/admin/agencies", admin, {
      name,
      country: "Spain",
      email: `office@${name.toLowerCase().replaceAll(" ", "")}.example`,
      commissionPercent: 12.5,
    }),
    201,
  );
  return agency.id;
}

async function agentOf(agencyId: number, email: string, name: string): Promise<string> {
  await expectJson(
    await call("POST", `/api/admin/agencies/${agencyId}/invitations`, admin, { email }),
    201,
  );
  const [message] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1];
  const session = await expectJson<{ token: string; agent: AgentIdentity }>(
    await server.fetch(
      `/api/partners/invitations/${token}`,
      jsonRequest("POST", { name, password: "a-long-partner-password" }),
    ),
    200,
  );
  return session.token;
}

let quotes = 0;
/** An agent's student, offered tuition €1,000 and a host family €500, accepted by the agent. */
async function agentBooking(agentToken: string): Promise<number> {
  quotes += 1;
  const quote = await expectJson<{ id: number }>(
    await call("POST", "/api/partners/quote-requests", agentToken, {
      firstName: "Ana",
      lastName: `Serrano ${quotes}`,
      email: `ana${quotes}@example.com`,
      programId: "junior-summer-dublin",
      ageGroup: "18-25",
      duration: "2-weeks",
      accommodation: "host-family",
      startDate: "2030-07-01",
      gdprConsent: true,
      locale: "es",
      agencyReference: `NET-${quotes}`,
    }),
    201,
  );
  const draft = await expectJson<Offer>(
    await call("POST", `/api/admin/quote-requests/${quote.id}/offers`, admin, {}),
    201,
  );
  await expectJson(
    await call("PUT", `/api/admin/offers/${draft.id}`, admin, {
      startDate: "2030-07-01",
      endDate: "2030-07-12",
      validUntil: draft.validUntil,
      hoursPerWeek: 20,
      note: "",
      lines: [
        { kind: "tuition", description: "Course", quantity: 1, unitCents: 100000 },
        { kind: "accommodation", description: "Host family", quantity: 1, unitCents: 50000 },
      ],
    }),
    200,
  );
  await expectJson(await call("POST", `/api/admin/offers/${draft.id}/send`, admin), 200);
  await expectJson(
    await call("POST", `/api/partners/bookings/${draft.bookingId}/accept`, agentToken, {
      passportName: "ANA SERRANO",
      dateOfBirth: "2008-02-02",
      nationality: "Spanish",
      address: "Calle Mayor 1, Madrid",
      emergencyContact: { name: "Luis Serrano", phone: "+34 600 000 000" },
      acceptTerms: true,
    }),
    200,
  );
  return draft.bookingId;
}

type AgencyStatement = Statement & { agency: { id: number; name: string; invoicing: string } };

let netAgency = 0;
let otherAgency = 0;
let netAgent = "";
let otherAgent = "";
let firstBooking = 0;
let secondBooking = 0;
/** Tuition €1,000 less 12.5 % commission, plus the host family: €1,375. */
const NET_TOTAL = 150000 - 12500;

/** Sessions expire as the clock moves on by weeks: everyone signs in again at the new time. */
async function moveClock(to: string) {
  clock = new Date(to);
  admin = await loginAsAdmin(server);
  teacher = (await staffUserOf(server, admin, "teacher")).token;
  const signIn = async (email: string) =>
    (
      await expectJson<{ token: string }>(
        await server.fetch(
          "/api/partners/login",
          jsonRequest("POST", { email, password: "a-long-partner-password" }),
        ),
        200,
      )
    ).token;
  netAgent = await signIn("rosa@netidiomas.example");
  otherAgent = await signIn("paul@grosslangues.example");
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  teacher = (await staffUserOf(server, admin, "teacher")).token;
  netAgency = await createAgency("Net Idiomas");
  otherAgency = await createAgency("Gross Langues");
  netAgent = await agentOf(netAgency, "rosa@netidiomas.example", "Rosa Net");
  otherAgent = await agentOf(otherAgency, "paul@grosslangues.example", "Paul Gross");
});
afterAll(() => server?.stop());
const { visit } = adminScreens(() => server);

describe("the agency's contract", () => {
  it("refuses an unknown contract and a VAT number without its country, keeping the rest", async () => {
    const refused = await expectJson<{ fields: Record<string, string> }>(
      await call("PATCH", `/api/admin/agencies/${netAgency}`, admin, {
        invoicing: "monthly",
        vatId: "12345678",
      }),
      400,
    );
    expect(Object.keys(refused.fields).sort()).toEqual(["invoicing", "vatId"]);
    const agency = await expectJson<{ invoicing: string; vatId: string | null }>(
      await call("GET", `/api/admin/agencies/${netAgency}`, admin),
      200,
    );
    expect(agency).toMatchObject({ invoicing: "student", vatId: null });
  });

  it("saves net invoicing, the VAT number and the address, audited", async () => {
    const saved = await expectJson<{ invoicing: string; vatId: string; address: string }>(
      await call("PATCH", `/api/admin/agencies/${netAgency}`, admin, {
        invoicing: "net",
        vatId: "es b-12345678",
        address: "Gran Vía 1\n28013 Madrid",
      }),
      200,
    );
    expect(saved).toMatchObject({
      invoicing: "net",
      vatId: "ESB12345678",
      address: "Gran Vía 1\n28013 Madrid",
    });
    const [audit] = await server.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "agency"), eq(auditLog.entityId, String(netAgency))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.summary).toContain("invoicing now net (was student)");
  });

  it("is for admins to change: a teacher gets 403", async () => {
    const response = await call("PATCH", `/api/admin/agencies/${netAgency}`, teacher, {
      invoicing: "gross",
    });
    expect(response.status).toBe(403);
  });
});

describe("invoices, transfers and the statement", () => {
  beforeAll(async () => {
    firstBooking = await agentBooking(netAgent);
    await moveClock("2027-04-15T10:00:00Z");
    secondBooking = await agentBooking(netAgent);
  });

  it("invoices a booking on a net contract to the agency, net of commission, at acceptance", async () => {
    const { items } = await expectJson<{ items: InvoiceSummary[] }>(
      await call("GET", `/api/admin/bookings/${firstBooking}/invoices`, admin),
      200,
    );
    expect(items).toEqual([
      expect.objectContaining({
        kind: "invoice",
        payer: "agency",
        totalCents: NET_TOTAL,
        issuedOn: "2027-03-01",
      }),
    ]);
    const second = await expectJson<{ items: InvoiceSummary[] }>(
      await call("GET", `/api/admin/bookings/${secondBooking}/invoices`, admin),
      200,
    );
    expect(second.items.map((item) => [item.payer, item.totalCents, item.issuedOn])).toEqual([
      ["agency", NET_TOTAL, "2027-04-15"],
    ]);
  });

  it("settles the oldest invoice first and keeps the rest on account", async () => {
    await moveClock("2027-04-20T10:00:00Z");
    const first = await expectJson<{ allocatedCents: number; onAccountCents: number }>(
      await call("POST", `/api/admin/agencies/${netAgency}/payments`, admin, {
        amountCents: 150000,
        receivedOn: "2027-04-20",
        method: "bank-transfer",
        reference: "SWIFT-0420",
      }),
      201,
    );
    expect(first).toMatchObject({ allocatedCents: 150000, onAccountCents: 0 });
    const statement = await expectJson<AgencyStatement>(
      await call("GET", `/api/admin/agencies/${netAgency}/statement`, admin),
      200,
    );
    const invoices = statement.entries.filter((entry) => entry.type === "invoice");
    expect(invoices.map((entry) => [entry.date, entry.openCents])).toEqual([
      ["2027-03-01", 0],
      ["2027-04-15", NET_TOTAL - (150000 - NET_TOTAL)],
    ]);
  });

  it("shows the period with its opening and closing balance", async () => {
    const statement = await expectJson<AgencyStatement>(
      await call(
        "GET",
        `/api/admin/agencies/${netAgency}/statement?from=2027-04-01&to=2027-06-30`,
        admin,
      ),
      200,
    );
    expect(statement.agency).toMatchObject({ id: netAgency, invoicing: "net" });
    expect(statement.openingCents).toBe(NET_TOTAL);
    expect(
      statement.entries.map((entry) => [entry.type, entry.number.length > 0, entry.balanceCents]),
    ).toEqual([
      ["invoice", true, 2 * NET_TOTAL],
      ["transfer", true, 2 * NET_TOTAL - 150000],
    ]);
    expect(statement.entries[1]?.number).toBe("SWIFT-0420");
    expect(statement.closingCents).toBe(2 * NET_TOTAL - 150000);
  });

  it("ages the debt as the clock moves, then a transfer clears it and leaves the rest on account", async () => {
    const due = 2 * NET_TOTAL - 150000;
    await moveClock("2027-06-01T10:00:00Z");
    let statement = await expectJson<AgencyStatement>(
      await call("GET", `/api/admin/agencies/${netAgency}/statement`, admin),
      200,
    );
    expect(statement.ageing).toEqual({ "0-30": 0, "31-60": due, "61-90": 0, "90+": 0 });
    await moveClock("2027-07-20T10:00:00Z");
    statement = await expectJson<AgencyStatement>(
      await call("GET", `/api/admin/agencies/${netAgency}/statement`, admin),
      200,
    );
    expect(statement.ageing).toEqual({ "0-30": 0, "31-60": 0, "61-90": 0, "90+": due });
    expect(statement).toMatchObject({ dueCents: due, onAccountCents: 0, balanceCents: due });

    const second = await expectJson<{ allocatedCents: number; onAccountCents: number }>(
      await call("POST", `/api/admin/agencies/${netAgency}/payments`, admin, {
        amountCents: due + 5000,
        receivedOn: "2027-07-20",
        method: "bank-transfer",
        reference: "SWIFT-0720",
      }),
      201,
    );
    expect(second).toEqual(expect.objectContaining({ allocatedCents: due, onAccountCents: 5000 }));
    statement = await expectJson<AgencyStatement>(
      await call("GET", `/api/admin/agencies/${netAgency}/statement`, admin),
      200,
    );
    expect(statement).toMatchObject({
      ageing: { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 },
      dueCents: 0,
      onAccountCents: 5000,
      balanceCents: -5000,
      closingCents: -5000,
    });

    const page = await expectJson<{
      items: { agencyId: number; balanceCents: number; onAccountCents: number }[];
      total: number;
    }>(await call("GET", "/api/admin/agencies/ageing?q=net%20idio", admin), 200);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      agencyId: netAgency,
      balanceCents: -5000,
      onAccountCents: 5000,
    });
  });

  it("downloads the statement as CSV and PDF with its entries and balance", async () => {
    const csvResponse = await call(
      "GET",
      `/api/admin/agencies/${netAgency}/statement/csv?from=2027-04-01&to=2027-07-31`,
      admin,
    );
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get("content-type")).toContain("text/csv");
    const csv = (await csvResponse.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe("Date,Type,Number,Description,Debit (EUR),Credit (EUR),Balance (EUR)");
    expect(csv[1]).toBe("2027-04-01,Opening balance,,,,,1375.00");
    expect(csv[2]).toMatch(/^2027-04-15,Invoice,2027-\d{5},#\d+ Ana Serrano 2,1375\.00,,2750\.00$/);
    expect(csv[3]).toBe("2027-04-20,Transfer,SWIFT-0420,,,1500.00,1250.00");
    expect(csv[4]).toBe("2027-07-20,Transfer,SWIFT-0720,,,1300.00,-50.00");
    expect(csv[5]).toBe("2027-07-31,Closing balance,,,,,-50.00");

    const pdfResponse = await call(
      "GET",
      `/api/admin/agencies/${netAgency}/statement/pdf?from=2027-04-01&to=2027-07-31`,
      admin,
    );
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdfResponse.arrayBuffer()));
    expect(text).toContain("Statement of account: Net Idiomas");
    expect(text).toContain("VAT number ESB12345678");
    expect(text).toContain("SWIFT-0720");
    expect(text).toContain("Closing balance");
    expect(text).toContain("-€50");
  });

  it("refuses a period that ends before it starts, and an agency that does not exist", async () => {
    const backwards = await call(
      "GET",
      `/api/admin/agencies/${netAgency}/statement?from=2027-05-01&to=2027-04-01`,
      admin,
    );
    expect(backwards.status).toBe(400);
    expect((await call("GET", "/api/admin/agencies/999999/statement", admin)).status).toBe(404);
    expect(
      (await call("GET", `/api/admin/agencies/${netAgency}/statement?from=2027-02-30`, admin))
        .status,
    ).toBe(400);
  });
});

describe("who may read a statement", () => {
  it("lets an agent read their own agency's statement and files, and no other", async () => {
    const own = await expectJson<AgencyStatement>(
      await call("GET", "/api/partners/statement?from=2027-01-01&to=2027-12-31", netAgent),
      200,
    );
    expect(own.agency.id).toBe(netAgency);
    expect(own.entries).toHaveLength(4);
    const other = await expectJson<AgencyStatement>(
      await call("GET", "/api/partners/statement", otherAgent),
      200,
    );
    expect(other.agency.id).toBe(otherAgency);
    expect(other.entries).toEqual([]);
    // The other agency's agent cannot name the first agency: the staff routes refuse them.
    for (const path of [
      `/api/admin/agencies/${netAgency}/statement`,
      `/api/admin/agencies/${netAgency}/statement/csv`,
      "/api/admin/agencies/ageing",
    ]) {
      expect([401, 403]).toContain((await call("GET", path, otherAgent)).status);
    }
    const csv = await call("GET", "/api/partners/statement/csv", otherAgent);
    expect(await csv.text()).not.toContain("SWIFT");
    const pdf = await call("GET", "/api/partners/statement/pdf", netAgent);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Net Idiomas");
  });

  it("gives a teacher 403 and no one signed out anything", async () => {
    for (const path of [
      `/api/admin/agencies/${netAgency}/statement`,
      `/api/admin/agencies/${netAgency}/statement/pdf`,
      "/api/admin/agencies/ageing",
    ]) {
      expect((await call("GET", path, teacher)).status).toBe(403);
      expect((await server.fetch(path)).status).toBe(401);
    }
    expect((await server.fetch("/api/partners/statement")).status).toBe(401);
  });
});

describe("the agency's page and the debts list (screens, without JavaScript)", () => {
  const path = () => `/admin/agencies/${netAgency}`;
  const transfer = (overrides: Record<string, string>) => ({
    params: { id: String(netAgency) },
    form: {
      intent: "record-transfer",
      amount: "25.50",
      receivedOn: "2027-07-20",
      method: "bank-transfer",
      reference: "SWIFT-SCREEN",
      ...overrides,
    },
  });

  it("keeps what was typed with each field's error when a transfer is refused", async () => {
    const notAnAmount = await visit(admin, path(), agencyPage.action, transfer({ amount: "lots" }));
    expect(notAnAmount.status).toBe(400);
    expect(notAnAmount.data).toMatchObject({
      intent: "record-transfer",
      fields: { amountCents: expect.stringContaining("euros") },
      values: { amount: "lots", reference: "SWIFT-SCREEN" },
    });
    const notADay = await visit(
      admin,
      path(),
      agencyPage.action,
      transfer({ receivedOn: "2027-02-30" }),
    );
    expect(notADay.status).toBe(400);
    expect(Object.keys(notADay.data?.fields as object)).toEqual(["receivedOn"]);
    expect(notADay.data?.values).toMatchObject({ amount: "25.50", receivedOn: "2027-02-30" });
  });

  it("answers 303 with what the transfer settled, and the page says it", async () => {
    const recorded = await visit(admin, path(), agencyPage.action, transfer({}));
    expect(recorded.status).toBe(303);
    expect(recorded.location).toMatch(
      new RegExp(
        `^/admin/agencies/${netAgency}\\?transfer=\\d+&allocated=0&onAccount=2550#agency-ledger$`,
      ),
    );
    const page = await visit(admin, recorded.location ?? "", agencyPage.loader, {
      params: { id: String(netAgency) },
    });
    expect(page.data?.recorded).toEqual({ allocatedCents: 0, onAccountCents: 2550 });
    expect(page.data?.ledger).toMatchObject({ onAccountCents: 5000 + 2550, dueCents: 0 });
  });

  it("lists every agency's debts, searched on the server", async () => {
    const list = await visit(admin, "/admin/agencies/debts?q=langues", debtsPage.loader);
    expect(list.data?.list).toMatchObject({
      total: 1,
      items: [{ agencyId: otherAgency, balanceCents: 0 }],
    });
  });
});
