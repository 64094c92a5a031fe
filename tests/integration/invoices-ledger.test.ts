/**
 * The ledger over the real HTTP API and database (issue 32, decision 0049): the invoice a
 * booking's acceptance issues to its payer (the student gross; an agency net, or gross with a
 * commission credit note), a change's difference invoice or credit note, payments allocated
 * oldest first and a reversal, a new payer, a cancellation's credit per the terms, the booking's
 * balance as invoiced − paid, the list and the journal, and who may do what.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agencies,
  emailOutbox,
  invoices as invoiceRows,
  invoiceSequences,
} from "../../server/db/schema";
import type { BookingDetail, PublicOffer } from "../../shared/bookings/types";
import type { Invoice, InvoiceListItem, InvoiceSummary } from "../../shared/invoices/types";
import { ledgerClient, STANDARD_TOTAL } from "../support/invoices";
import { pdfText } from "../support/pdf-text";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const clock = new Date("2027-03-01T10:00:00Z");
let server: TestServer;
let admin = "";
let client: ReturnType<typeof ledgerClient>;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  client = ledgerClient(server, admin);
});
afterAll(() => server?.stop());

const documentsOf = async (bookingId: number) =>
  (
    await expectJson<{ items: InvoiceSummary[] }>(
      await client.staff("GET", `/api/admin/bookings/${bookingId}/invoices`),
      200,
    )
  ).items;
const invoice = (id: number) =>
  client.staff("GET", `/api/admin/invoices/${id}`).then((r) => expectJson<Invoice>(r, 200));
const booking = (id: number) =>
  client.staff("GET", `/api/admin/bookings/${id}`).then((r) => expectJson<BookingDetail>(r, 200));
const pay = (bookingId: number, amountCents: number, receivedOn = "2027-03-02") =>
  client.staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
    amountCents,
    receivedOn,
    method: "bank-transfer",
    note: "",
  });
const paid = async (bookingId: number, amountCents: number, receivedOn?: string) =>
  expectJson(await pay(bookingId, amountCents, receivedOn), 201);

async function agencyWith(name: string, invoicing: "net" | "gross", percent = 10) {
  const created = await server.services.agents.agencies.create(
    {
      name,
      country: "Italy",
      email: `${name.toLowerCase().replace(/\W/g, "")}@agency.example`,
      commissionPercent: percent,
    },
    await client.staffActor(),
  );
  await server.database.db
    .update(agencies)
    .set({ invoicing, vatId: "IT01234567890", address: "Via Dante 5\n20121 Milano" })
    .where(eq(agencies.id, created.id));
  return {
    id: created.id,
    agent: await client.agentOf(created.id, `desk@${created.id}.agency.example`),
  };
}

describe("the invoice of an accepted booking", () => {
  it("goes to the student for the offer's total, numbered in the year's sequence", async () => {
    const quote = await client.quote("2027-07-05");
    const { bookingId, token } = await client.accept(quote, "2027-07-05");
    const [only, ...rest] = await documentsOf(bookingId);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      kind: "invoice",
      payer: "student",
      totalCents: STANDARD_TOTAL,
      issuedOn: "2027-03-01",
    });
    expect(only?.number).toMatch(/^2027-\d{5}$/);
    const full = await invoice(only?.id ?? 0);
    expect(full.reason).toBe("booking");
    expect(full.lang).toBe("es");
    expect(full.party).toMatchObject({
      name: expect.stringMatching(/^Giulia Ledger\d+$/),
      vatId: null,
    });
    expect(full.party.address).toEqual(["Via Roma 1", "20121 Milano", "Italy"]);
    expect(full.lines.map((line) => line.totalCents)).toEqual([100000, 50000, 7500]);
    expect(full.dueOn).toBe("2027-03-15");
    expect(
      (await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200)).paidByAgency,
    ).toBeNull();
    // A student is not a business: the PDF, never an e-invoice.
    const ubl = await client.staff("GET", `/api/admin/invoices/${only?.id}/ubl`);
    expect(ubl.status).toBe(409);
    const pdf = await client.staff("GET", `/api/admin/invoices/${only?.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Factura");
    expect((await client.staff("GET", "/api/admin/invoices/999999/pdf")).status).toBe(404);
    const detail = await booking(bookingId);
    expect(detail).toMatchObject({
      invoicedCents: STANDARD_TOTAL,
      paidCents: 0,
      balanceCents: STANDARD_TOTAL,
      payer: "student",
    });
    expect(detail.timeline[0]?.summary).toContain(`Invoice ${only?.number} issued to Giulia`);
  });

  it("goes to an agency on a net contract less its commission, on one invoice", async () => {
    const agency = await agencyWith("Net Lingua", "net", 12.5);
    const { bookingId, token } = await client.accept(
      await client.quote("2027-07-05", agency.agent),
      "2027-07-05",
    );
    const [net, ...rest] = await documentsOf(bookingId);
    expect(rest).toEqual([]);
    // 12.5 % of the €1,000 tuition.
    expect(net).toMatchObject({
      kind: "invoice",
      payer: "agency",
      totalCents: STANDARD_TOTAL - 12500,
    });
    const full = await invoice(net?.id ?? 0);
    expect(full.lines.at(-1)).toEqual({
      description: "Agency commission (12.5 % of tuition)",
      quantity: 1,
      unitCents: -12500,
      totalCents: -12500,
    });
    expect(full).toMatchObject({
      lang: "en",
      agencyId: agency.id,
      party: {
        name: "Net Lingua",
        vatId: "IT01234567890",
        address: ["Via Dante 5", "20121 Milano"],
      },
    });
    expect(await booking(bookingId)).toMatchObject({
      payer: "agency",
      invoicedCents: STANDARD_TOTAL - 12500,
    });
    // The agency, a business, gets the e-invoice too; the PDF says what is due.
    const ubl = await client.staff("GET", `/api/admin/invoices/${net?.id}/ubl`);
    expect(ubl.status).toBe(200);
    expect(ubl.headers.get("content-type")).toContain("application/xml");
    const xml = await ubl.text();
    expect(xml).toContain(`<cbc:ID>${net?.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">1450.00</cbc:PayableAmount>');
    const pdf = await client.staff("GET", `/api/admin/invoices/${net?.id}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(net?.number ?? "?");
    expect(text).toContain("Net Lingua");

    // The family is told that their agency pays the school, and is given no bank details.
    const page = await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200);
    expect(page.paidByAgency).toBe("Net Lingua");
    const detail = await booking(bookingId);
    const [mail] = await server.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, detail.email), eq(emailOutbox.kind, "booking-accepted")),
      );
    expect(mail?.text).toContain("Tu agencia, Net Lingua, paga a la escuela por esta reserva");
    expect(mail?.text).not.toContain("IBAN");
  });

  it("goes to an agency on a gross contract in full, with a commission credit note settling it", async () => {
    const agency = await agencyWith("Gross Study", "gross", 10);
    const { bookingId } = await client.accept(
      await client.quote("2027-07-05", agency.agent),
      "2027-07-05",
    );
    const [gross, commission] = await documentsOf(bookingId);
    expect(gross).toMatchObject({ kind: "invoice", payer: "agency", totalCents: STANDARD_TOTAL });
    expect(commission).toMatchObject({ kind: "credit-note", payer: "agency", totalCents: 10000 });
    const note = await invoice(commission?.id ?? 0);
    expect(note).toMatchObject({
      reason: "commission",
      correctsId: gross?.id,
      correctsNumber: gross?.number,
      openCents: 0,
    });
    expect((await invoice(gross?.id ?? 0)).openCents).toBe(STANDARD_TOTAL - 10000);
    expect((await booking(bookingId)).balanceCents).toBe(STANDARD_TOTAL - 10000);
  });
});

describe("changes, payments and a new payer", () => {
  it("issue exactly the difference, allocate payments oldest first, and reverse without deleting", async () => {
    const { bookingId } = await client.accept(await client.quote("2027-08-02"), "2027-08-02");
    const more = await expectJson<{ invoiceId: number }>(
      await client.staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
        description: "Airport transfer",
        amountCents: 12000,
      }),
      201,
    );
    const less = await expectJson<{ invoiceId: number }>(
      await client.staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
        description: "One week less of host family",
        amountCents: -25000,
      }),
      201,
    );
    const [first, difference, credit] = await documentsOf(bookingId);
    expect(difference).toMatchObject({ id: more.invoiceId, kind: "invoice", totalCents: 12000 });
    expect(credit).toMatchObject({ id: less.invoiceId, kind: "credit-note", totalCents: 25000 });
    // The credit note settles the oldest open invoice first.
    expect((await invoice(first?.id ?? 0)).openCents).toBe(STANDARD_TOTAL - 25000);
    const invoiced = STANDARD_TOTAL + 12000 - 25000;
    expect(await booking(bookingId)).toMatchObject({
      invoicedCents: invoiced,
      balanceCents: invoiced,
      totalCents: invoiced,
    });

    // The deposit settles what remains of the first invoice, then the difference invoice.
    await paid(bookingId, STANDARD_TOTAL - 25000 + 5000);
    expect((await invoice(first?.id ?? 0)).openCents).toBe(0);
    const settled = await invoice(difference?.id ?? 0);
    expect(settled.openCents).toBe(7000);
    expect(await booking(bookingId)).toMatchObject({
      paidCents: STANDARD_TOTAL - 20000,
      balanceCents: 7000,
      status: "confirmed",
    });

    // A wrong allocation is reversed by a row of the opposite sign; the invoice owes again.
    const [allocation] = settled.allocations;
    const reversal = await expectJson<{ allocationId: number }>(
      await client.staff("POST", `/api/admin/invoice-allocations/${allocation?.id}/reverse`),
      201,
    );
    const reopened = await invoice(difference?.id ?? 0);
    expect(reopened.openCents).toBe(12000);
    expect(
      reopened.allocations.map((row) => [row.amountCents, row.reversesId, row.reversedById]),
    ).toEqual([
      [5000, null, reversal.allocationId],
      [-5000, allocation?.id, null],
    ]);
    const again = await client.staff(
      "POST",
      `/api/admin/invoice-allocations/${allocation?.id}/reverse`,
    );
    expect(again.status).toBe(409);
    // By hand: the freed part of the payment goes back onto the invoice, but not more than is left.
    const tooMuch = await client.staff(
      "POST",
      `/api/admin/invoices/${difference?.id}/allocations`,
      {
        amountCents: 5001,
        bookingPaymentId: allocation?.sourceId,
      },
    );
    expect(
      (await expectJson<{ fields: Record<string, string> }>(tooMuch, 400)).fields.amountCents,
    ).toMatch(/more than is left/);
    await expectJson(
      await client.staff("POST", `/api/admin/invoices/${difference?.id}/allocations`, {
        amountCents: 5000,
        bookingPaymentId: allocation?.sourceId,
      }),
      201,
    );
    expect((await invoice(difference?.id ?? 0)).openCents).toBe(7000);
  });

  it("refuses a change that is nothing, has no description, or reduces more than was invoiced", async () => {
    const { bookingId } = await client.accept(await client.quote("2027-08-09"), "2027-08-09");
    const before = await documentsOf(bookingId);
    const zero = await client.staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
      description: "Nothing",
      amountCents: 0,
    });
    expect(
      (await expectJson<{ fields: Record<string, string> }>(zero, 400)).fields.amountCents,
    ).toMatch(/nothing/);
    const blank = await client.staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
      description: "  ",
      amountCents: 100,
    });
    expect(
      (await expectJson<{ fields: Record<string, string> }>(blank, 400)).fields.description,
    ).toBeTruthy();
    const huge = await client.staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
      description: "Refund all",
      amountCents: -(STANDARD_TOTAL + 1),
    });
    expect(
      (await expectJson<{ fields: Record<string, string> }>(huge, 400)).fields.amountCents,
    ).toMatch(/more than what the booking was invoiced/);
    expect(await documentsOf(bookingId)).toEqual(before);
    const missing = await client.staff("POST", "/api/admin/bookings/999999/lines", {
      description: "Transfer",
      amountCents: 100,
    });
    expect(missing.status).toBe(404);
  });

  it("re-issues to a new payer: the student's invoice credited, the agency invoiced net", async () => {
    const agency = await agencyWith("Switch Agency", "net", 10);
    const { bookingId } = await client.accept(
      await client.quote("2027-09-06", agency.agent),
      "2027-09-06",
    );
    // The agency's contract decided at acceptance; staff move it to the student, then back.
    const toStudent = await expectJson<{ invoiceIds: number[] }>(
      await client.staff("PUT", `/api/admin/bookings/${bookingId}/payer`, { payer: "student" }),
      200,
    );
    expect(toStudent.invoiceIds).toHaveLength(2);
    const [credit, fresh] = await Promise.all(toStudent.invoiceIds.map(invoice));
    expect(credit).toMatchObject({
      kind: "credit-note",
      payer: "agency",
      totalCents: STANDARD_TOTAL - 10000,
      reason: "payer-change",
      openCents: 0,
    });
    expect(fresh).toMatchObject({
      kind: "invoice",
      payer: "student",
      totalCents: STANDARD_TOTAL,
      lang: "es",
    });
    expect(await booking(bookingId)).toMatchObject({
      payer: "student",
      invoicedCents: STANDARD_TOTAL,
    });
    const same = await client.staff("PUT", `/api/admin/bookings/${bookingId}/payer`, {
      payer: "student",
    });
    expect(same.status).toBe(409);

    const direct = await client.accept(await client.quote("2027-09-06"), "2027-09-06");
    const noAgency = await client.staff("PUT", `/api/admin/bookings/${direct.bookingId}/payer`, {
      payer: "agency",
    });
    expect(noAgency.status).toBe(409);
  });
});

describe("cancellation", () => {
  const cancel = (bookingId: number) =>
    client.staff("POST", `/api/admin/bookings/${bookingId}/status`, {
      status: "cancelled",
      reason: "Written notice",
    });

  it("more than 30 days before: credits all but the administration fee; the balance is the refund", async () => {
    const { bookingId } = await client.accept(await client.quote("2027-06-07"), "2027-06-07");
    await paid(bookingId, 31500);
    await expectJson(await cancel(bookingId), 200);
    const documents = await documentsOf(bookingId);
    expect(documents.at(-1)).toMatchObject({
      kind: "credit-note",
      totalCents: STANDARD_TOTAL - 7500,
    });
    const note = await invoice(documents.at(-1)?.id ?? 0);
    expect(note.lines[0]?.description).toBe(
      "Cancelación con más de 30 días de antelación: reembolso de las tasas salvo las de administración",
    );
    expect(await booking(bookingId)).toMatchObject({
      invoicedCents: 7500,
      paidCents: 31500,
      balanceCents: -24000,
    });
  });

  it("21 days before: half of what was paid is refunded; 11 days: nothing, the unpaid rest credited", async () => {
    const middle = await client.accept(await client.quote("2027-03-22"), "2027-03-22");
    await paid(middle.bookingId, 40000);
    await expectJson(await cancel(middle.bookingId), 200);
    expect(await booking(middle.bookingId)).toMatchObject({
      invoicedCents: 20000,
      balanceCents: -20000,
    });

    const late = await client.accept(await client.quote("2027-03-12"), "2027-03-12");
    await paid(late.bookingId, 40000);
    await expectJson(await cancel(late.bookingId), 200);
    expect(await booking(late.bookingId)).toMatchObject({ invoicedCents: 40000, balanceCents: 0 });
  });
});

describe("the numbers, the list and the journal", () => {
  it("leave no gap and no duplicate in the year", async () => {
    const rows = await server.database.db
      .select({ sequence: invoiceRows.sequence, number: invoiceRows.number })
      .from(invoiceRows)
      .where(eq(invoiceRows.year, 2027));
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const [counter] = await server.database.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.year, 2027));
    expect(counter?.lastNumber).toBe(rows.length);
  });

  it("are searched and paged on the server, and exported as the accountant's journal", async () => {
    const page = await expectJson<{ items: InvoiceListItem[]; total: number }>(
      await client.staff("GET", "/api/admin/invoices?q=Net%20Lingua&pageSize=5"),
      200,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      payerName: "Net Lingua",
      kind: "invoice",
      payer: "agency",
    });
    const all = await expectJson<{ total: number }>(
      await client.staff("GET", "/api/admin/invoices"),
      200,
    );
    const onTheDay = await expectJson<{ total: number }>(
      await client.staff("GET", "/api/admin/invoices?from=2027-03-01&to=2027-03-01"),
      200,
    );
    expect(onTheDay.total).toBe(all.total);
    const later = await expectJson<{ total: number }>(
      await client.staff("GET", "/api/admin/invoices?from=2027-03-02"),
      200,
    );
    expect(later.total).toBe(0);
    const secondPage = await expectJson<{ items: InvoiceListItem[] }>(
      await client.staff("GET", "/api/admin/invoices?pageSize=5&page=2"),
      200,
    );
    expect(secondPage.items).toHaveLength(5);
    const bad = await client.staff("GET", "/api/admin/invoices?from=2027-02-30");
    expect(bad.status).toBe(400);

    const csv = await client.staff("GET", "/api/admin/invoices.csv?from=2027-03-01&to=2027-03-31");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("date,number,type,payer,booking,net,vat,gross,account");
    expect(
      lines.some((line) =>
        /^2027-03-01,2027-\d{5},invoice,Net Lingua,\d+,1450\.00,0\.00,1450\.00,1110 Trade debtors: agencies$/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(
      lines.some((line) =>
        /,credit-note,.*,-1500\.00,0\.00,-1500\.00,1100 Trade debtors: students$/.test(line),
      ),
    ).toBe(true);
    expect(
      lines.some((line) =>
        /^2027-03-02,P-\d+,payment,.*,-315\.00,0\.00,-315\.00,1200 Bank current account$/.test(
          line,
        ),
      ),
    ).toBe(true);
    const missing = await client.staff("GET", "/api/admin/invoices.csv");
    expect(missing.status).toBe(400);
  });

  it("are the office's: a teacher gets 403, an editor may not change the wording", async () => {
    for (const [username, role] of [
      ["ledger.teacher", "teacher"],
      ["ledger.editor", "editor"],
    ] as const) {
      await expectJson(
        await client.staff("POST", "/api/admin/users", {
          username,
          displayName: username,
          role,
          password: "ledger-pass-2027!",
        }),
        201,
      );
    }
    const login = async (username: string) =>
      (
        await expectJson<{ token: string }>(
          await server.fetch(
            "/api/admin/login",
            jsonRequest("POST", { username, password: "ledger-pass-2027!" }),
          ),
          200,
        )
      ).token;
    const teacher = await login("ledger.teacher");
    const editor = await login("ledger.editor");
    expect((await client.staff("GET", "/api/admin/invoices", undefined, teacher)).status).toBe(403);
    expect(
      (
        await client.staff(
          "POST",
          "/api/admin/bookings/1/lines",
          { description: "Transfer", amountCents: 100 },
          teacher,
        )
      ).status,
    ).toBe(403);
    expect((await client.staff("GET", "/api/admin/invoices", undefined, editor)).status).toBe(200);
    const settings = await expectJson<{ vatNote: Record<string, string>; paymentDays: number }>(
      await client.staff("GET", "/api/admin/invoice-settings", undefined, editor),
      200,
    );
    expect(settings.vatNote.en).toMatch(/^Education services exempt from VAT/);
    expect(
      (await client.staff("PUT", "/api/admin/invoice-settings", settings, editor)).status,
    ).toBe(403);
    const saved = await expectJson<{ paymentDays: number }>(
      await client.staff("PUT", "/api/admin/invoice-settings", { ...settings, paymentDays: 30 }),
      200,
    );
    expect(saved.paymentDays).toBe(30);
  });
});
