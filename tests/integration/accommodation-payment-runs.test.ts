/**
 * Payment runs (issue 31, decision 0045) through real HTTP against a real PGlite: the contract,
 * pro-rating at the period's edges, what is not paid (unconfirmed, held, cancelled, already paid),
 * a booking that has arrived counting as confirmed, approve and discard, who may (admins only),
 * the SEPA file validated against the published pain.001.001.03 XSD with its sums, the
 * remittance PDF, and the annual statement with the rent-a-room relief warning.
 *
 * Each test pays its own months, so the runs of one never pay the placements of another.
 */
import { existsSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { accommodationPaymentLines, auditLog } from "../../server/db/schema";
import { accommodationClient, IBAN, IBAN_MASKED, placedStay } from "../support/accommodation";
import { staffUserOf } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const XSD_PATH = "tests/fixtures/sepa/pain.001.001.03.xsd";

let server: TestServer;
let admin = "";
let editor = "";
let teacher = "";
const clock = new Date("2027-11-02T10:00:00Z");

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
});
afterAll(() => server?.stop());

const runs = "/api/admin/accommodation/payment-runs";

interface Item {
  placementId: number;
  bookingId: number;
  bookingReference: string;
  studentFirstName: string;
  from: string;
  to: string;
  nights: number;
  ratePerNightCents: number;
  amountCents: number;
}
interface Line {
  providerId: number;
  providerName: string;
  payeeName: string;
  ibanMasked: string | null;
  nights: number;
  amountCents: number;
  notInFile: string | null;
  receivedThisYearCents: number;
  reliefStatus: string;
  items: Item[];
}
interface Run {
  id: number;
  status: string;
  from: string;
  to: string;
  totalCents: number;
  approvedBy: string | null;
  approvedAt: string | null;
  lines: Line[];
}

const get = (path: string, token = admin) =>
  server.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
const post = (path: string, body: unknown = {}, token = admin) =>
  server.fetch(path, jsonRequest("POST", body, token));
const createRun = async (period: { from: string; to: string }) =>
  expectJson<Run>(await post(runs, period), 201);
const lineOf = (run: Run, providerId: number) =>
  run.lines.find((line) => line.providerId === providerId);

/** A provider with one room of three beds; the room's own rate when given. */
async function providerWithRoom(extra: Record<string, unknown> = {}, roomRate?: number) {
  const client = accommodationClient(server, admin);
  const provider = await client.create({ maxStudents: 3, ...extra });
  const room = await client.addRoom(provider.id, {
    name: "Front room",
    beds: 3,
    ...(roomRate === undefined ? {} : { ratePerNightCents: roomRate }),
  });
  return { providerId: provider.id, roomId: room.id };
}

describe("a payment run", () => {
  const july = { from: "2027-07-01", to: "2027-08-01" };
  let family: { providerId: number; roomId: number };
  let residence: { providerId: number; roomId: number };
  let unpaid: { providerId: number; roomId: number };

  beforeAll(async () => {
    family = await providerWithRoom({ ratePerNightCents: 3_200 });
    residence = await providerWithRoom(
      { type: "residence", name: "Dorset Hall", ratePerNightCents: 2_000, bank: null },
      4_500,
    );
    unpaid = await providerWithRoom({ name: "The Walsh family" });
    // Across the period's first night: only 1–4 July are in it.
    await placedStay(server, admin, {
      ...family,
      from: "2027-06-25",
      to: "2027-07-05",
      confirmed: true,
    });
    // Across its last night: 28–31 July.
    await placedStay(server, admin, {
      ...family,
      from: "2027-07-28",
      to: "2027-08-10",
      confirmed: true,
    });
    // Not confirmed yet: nothing.
    await placedStay(server, admin, { ...family, from: "2027-07-10", to: "2027-07-15" });
    // Confirmed by the booking's status only: it counts, at the room's rate.
    await placedStay(server, admin, {
      ...residence,
      from: "2027-07-10",
      to: "2027-07-17",
      booking: { status: "arrived", firstName: "Kenji" },
    });
    // Held and cancelled, though confirmed: nothing.
    await placedStay(server, admin, {
      ...unpaid,
      from: "2027-07-02",
      to: "2027-07-09",
      confirmed: true,
      status: "held",
    });
    await placedStay(server, admin, {
      ...unpaid,
      from: "2027-07-12",
      to: "2027-07-19",
      confirmed: true,
      status: "cancelled",
    });
  });

  let first: Run;

  it("pays the confirmed nights inside the period, per provider, at the room's or provider's rate", async () => {
    first = await createRun(july);
    expect(first).toMatchObject({ id: expect.any(Number), status: "draft", ...july });
    expect(first.lines.map((line) => line.providerId)).toEqual([
      family.providerId,
      residence.providerId,
    ]);
    expect(lineOf(first, family.providerId)).toMatchObject({
      nights: 8,
      amountCents: 8 * 3_200,
      payeeName: "Mary Byrne",
      ibanMasked: IBAN_MASKED,
      notInFile: null,
    });
    expect(
      lineOf(first, family.providerId)?.items.map((item) => [item.from, item.to, item.nights]),
    ).toEqual([
      ["2027-07-01", "2027-07-05", 4],
      ["2027-07-28", "2027-08-01", 4],
    ]);
    const residenceLine = lineOf(first, residence.providerId);
    expect(residenceLine).toMatchObject({
      nights: 7,
      amountCents: 7 * 4_500,
      payeeName: "Dorset Hall",
      ibanMasked: null,
      notInFile: "no-bank-details",
    });
    expect(residenceLine?.items[0]).toMatchObject({
      studentFirstName: "Kenji",
      bookingReference: expect.stringMatching(/^CLV-\d{5}$/),
      ratePerNightCents: 4_500,
    });
    expect(first.totalCents).toBe(8 * 3_200 + 7 * 4_500);
    const stored = await server.database.db
      .select()
      .from(accommodationPaymentLines)
      .where(eq(accommodationPaymentLines.runId, first.id));
    expect(stored.find((line) => line.providerId === family.providerId)).toMatchObject({
      iban: IBAN,
      bic: "AIBKIE2D",
    });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "accommodation_payment_run"));
    expect(audits.some((row) => row.entityId === String(first.id) && row.action === "create")).toBe(
      true,
    );
  });

  it("never pays a night twice: a draft's nights are left out of the next run", async () => {
    const again = await expectJson<{ reason: string }>(await post(runs, july), 409);
    expect(again.reason).toBe("nothing-to-pay");
    const overlapping = await createRun({ from: "2027-07-15", to: "2027-08-15" });
    expect(overlapping.lines).toHaveLength(1);
    expect(
      lineOf(overlapping, family.providerId)?.items.map((item) => [item.from, item.to]),
    ).toEqual([["2027-08-01", "2027-08-10"]]);
    expect(overlapping.totalCents).toBe(9 * 3_200);
  });

  it("is listed, paged and searchable by payee", async () => {
    const page = await expectJson<{ items: { id: number }[]; total: number }>(
      await get(`${runs}?q=Dorset&pageSize=10`),
      200,
    );
    expect(page.items.map((run) => run.id)).toEqual([first.id]);
    const drafts = await expectJson<{ total: number }>(await get(`${runs}?status=draft`), 200);
    expect(drafts.total).toBeGreaterThanOrEqual(2);
  });

  it("is approved once, by an admin, and a discarded run's nights are paid again", async () => {
    const approved = await expectJson<Run>(await post(`${runs}/${first.id}/approve`), 200);
    expect(approved).toMatchObject({ status: "approved", approvedBy: expect.any(String) });
    expect(approved.approvedAt).toBe(clock.toISOString());
    for (const verb of ["approve", "discard"]) {
      const refused = await expectJson<{ reason: string }>(
        await post(`${runs}/${first.id}/${verb}`),
        409,
      );
      expect(refused.reason).toBe("not-draft");
    }
    // An approved run's nights stay paid.
    expect((await expectJson<{ reason: string }>(await post(runs, july), 409)).reason).toBe(
      "nothing-to-pay",
    );

    const extra = await providerWithRoom({ name: "The Daly family" });
    await placedStay(server, admin, {
      ...extra,
      from: "2027-07-20",
      to: "2027-07-23",
      confirmed: true,
    });
    const draft = await createRun(july);
    expect(draft.lines.map((line) => [line.providerId, line.nights])).toEqual([
      [extra.providerId, 3],
    ]);
    expect((await expectJson<Run>(await post(`${runs}/${draft.id}/discard`), 200)).status).toBe(
      "discarded",
    );
    const redone = await createRun(july);
    expect(redone.lines.map((line) => [line.providerId, line.nights])).toEqual([
      [extra.providerId, 3],
    ]);
    expect((await post(`${runs}/999999/approve`)).status).toBe(404);
  });

  it("is for admins only: editors and teachers are refused, strangers asked to sign in", async () => {
    for (const token of [editor, teacher]) {
      expect((await post(runs, july, token)).status).toBe(403);
      expect((await get(runs, token)).status).toBe(403);
      expect((await get(`${runs}/${first.id}`, token)).status).toBe(403);
      expect((await get(`${runs}/${first.id}/sepa.xml`, token)).status).toBe(403);
      expect(
        (await get(`${runs}/${first.id}/remittances/${family.providerId}`, token)).status,
      ).toBe(403);
      expect((await post(`${runs}/${first.id}/approve`, {}, token)).status).toBe(403);
      expect(
        (
          await get(
            `/api/admin/accommodation/providers/${family.providerId}/statement?year=2027`,
            token,
          )
        ).status,
      ).toBe(403);
    }
    expect((await server.fetch(runs)).status).toBe(401);
  });

  it("refuses a period that does not end after it starts, or is over a year", async () => {
    expect((await post(runs, { from: "2027-07-01", to: "2027-07-01" })).status).toBe(400);
    expect((await post(runs, { from: "2027-01-01", to: "2028-06-01" })).status).toBe(400);
    expect((await post(runs, { from: "2027-02-30", to: "2027-03-01" })).status).toBe(400);
  });

  it("gives a SEPA file valid against the published pain.001.001.03 schema, with its sums", async () => {
    expect(existsSync(XSD_PATH), `${XSD_PATH} is missing: run bash scripts/sepa-xsd.sh`).toBe(true);
    const response = await get(`${runs}/${first.id}/sepa.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const schema = { fileName: "pain.001.001.03.xsd", contents: readFileSync(XSD_PATH, "utf8") };
    const result = await validateXML({ xml: { fileName: "run.xml", contents: xml }, schema });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a broken file.
    const broken = xml.replace("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd><Extra/>");
    expect(
      (await validateXML({ xml: { fileName: "run.xml", contents: broken }, schema })).valid,
    ).toBe(false);

    // Only the family has an IBAN: one transfer; the residence is listed as not in the file.
    const familyEuros = ((8 * 3_200) / 100).toFixed(2);
    expect(xml.match(/<NbOfTxs>1<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(new RegExp(`<CtrlSum>${familyEuros}</CtrlSum>`, "g"))).toHaveLength(2);
    expect(xml).toContain(`<InstdAmt Ccy="EUR">${familyEuros}</InstdAmt>`);
    expect(xml).toContain(`<CdtrAcct><Id><IBAN>${IBAN}</IBAN></Id></CdtrAcct>`);
    expect(xml).toContain("<Cdtr><Nm>Mary Byrne</Nm></Cdtr>");
    expect(xml).toContain(`<MsgId>CLOVER-PAYRUN-${first.id}</MsgId>`);
    expect(xml).toContain("<DbtrAcct><Id><IBAN>IE29AIBK93115212345678</IBAN></Id>");
    expect(xml).not.toContain("Dorset");
    // Another run, another message id.
    const other = await (await get(`${runs}/${first.id + 1}/sepa.xml`)).text();
    expect(other).toContain(`<MsgId>CLOVER-PAYRUN-${first.id + 1}</MsgId>`);
  });

  it("gives each provider's remittance advice as a PDF", async () => {
    const response = await get(`${runs}/${first.id}/remittances/${family.providerId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await get(`${runs}/${first.id}/remittances/${unpaid.providerId}`)).status).toBe(404);
  });
});

describe("a provider's statement", () => {
  it("sums the year's approved runs and warns as the rent-a-room relief nears and is passed", async () => {
    // €1,000 a night (the highest rate): 13 nights are €13,000, past 90 % of €14,000.
    const busy = await providerWithRoom({ name: "The Murphy family", ratePerNightCents: 100_000 });
    await placedStay(server, admin, {
      ...busy,
      from: "2027-09-01",
      to: "2027-09-14",
      confirmed: true,
    });
    const september = await createRun({ from: "2027-09-01", to: "2027-10-01" });
    expect(lineOf(september, busy.providerId)?.reliefStatus).toBe("approaching");
    await post(`${runs}/${september.id}/approve`);

    const statementPath = `/api/admin/accommodation/providers/${busy.providerId}/statement`;
    const statement = await expectJson<Record<string, unknown>>(
      await get(`${statementPath}?year=2027`),
      200,
    );
    expect(statement).toMatchObject({
      providerId: busy.providerId,
      providerName: "The Murphy family",
      year: 2027,
      nights: 13,
      totalCents: 1_300_000,
      reliefLimitCents: 1_400_000,
      reliefStatus: "approaching",
      payments: [{ runId: september.id, nights: 13, amountCents: 1_300_000 }],
    });
    const lastYear = await expectJson<Record<string, unknown>>(
      await get(`${statementPath}?year=2026`),
      200,
    );
    expect(lastYear).toMatchObject({ totalCents: 0, payments: [], reliefStatus: "ok" });
    expect((await get(`${statementPath}?year=1999`)).status).toBe(400);
    const pdf = await get(`${statementPath}.pdf?year=2027`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Two more nights would take the family over €14,000.
    await placedStay(server, admin, {
      ...busy,
      from: "2027-10-01",
      to: "2027-10-03",
      confirmed: true,
    });
    const october = await createRun({ from: "2027-10-01", to: "2027-11-01" });
    expect(lineOf(october, busy.providerId)).toMatchObject({
      receivedThisYearCents: 1_300_000,
      reliefStatus: "over",
    });
  });
});
