/**
 * The ledger's staff screens (issue 32) as the server runs them: the admin guard with a real
 * session cookie, then the route module's loader or action, against a real PGlite and a fixed
 * clock (10 March 2030). A booking is accepted through the real pipeline (offer sent, accepted
 * on the person's link), so its invoice is the one acceptance issued. Proves what the screens
 * add to the API: a change typed in euros issues a difference invoice or a credit note and the
 * page names it after the 303; refusals come back beside the fields with what was typed; a
 * payment's allocation is reversed once, and only one of this booking; the payer form refuses an
 * agency for a direct booking beside its field, and moving an agency's booking to the student
 * names the credit note and the new invoice; the list searches and filters by day on the
 * server; the wording of invoices is for admins, refused in staff's words, saved with a 303.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as bookingPage from "../../app/routes/admin/bookings/booking";
import * as invoicesPage from "../../app/routes/admin/invoices/invoices";
import { PAYMENT_DAYS_MESSAGE } from "../../app/routes/admin/invoices/invoices.server";
import { agencies } from "../../server/db/schema";
import type { AgentIdentity } from "../../shared/agents/types";
import { bookingMessages } from "../../shared/bookings/forms";
import type { BookingDetail } from "../../shared/bookings/types";
import type { Invoice, InvoiceListItem } from "../../shared/invoices/types";
import { adminScreens, field, type ScreenAnswer } from "../support/admin-screens";
import { staffUserOf } from "../support/classes";
import { ledgerClient, STANDARD_TOTAL } from "../support/invoices";
import { expectJson, loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";
let editor = "";
const { visit } = adminScreens(() => server);
let client: ReturnType<typeof ledgerClient>;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2030-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  client = ledgerClient(server, admin);
});
afterAll(() => server?.stop());

const START = "2030-07-01";

/** A booking of the standard lines (€1,575), direct or through `agent`, accepted. */
async function acceptedBooking(agent?: AgentIdentity): Promise<number> {
  const { bookingId } = await client.accept(await client.quote(START, agent), START);
  return bookingId;
}

/** An agency whose contract is the net invoice (10 % commission), with an agent. */
async function netAgency() {
  const created = await server.services.agents.agencies.create(
    {
      name: `Screens Agency ${Date.now()}`,
      country: "Italy",
      email: `screens${Date.now()}@agency.example`,
      commissionPercent: 10,
    },
    await client.staffActor(),
  );
  await server.database.db
    .update(agencies)
    .set({ invoicing: "net", vatId: "IT01234567890", address: "Via Dante 5\n20121 Milano" })
    .where(eq(agencies.id, created.id));
  return client.agentOf(created.id, `desk@${created.id}.agency.example`);
}

const pageOf = (id: number) => ({ path: `/admin/bookings/${id}`, params: { id: String(id) } });

async function bookingScreen(id: number, path = pageOf(id).path) {
  const answer = await visit(admin, path, bookingPage.loader, { params: pageOf(id).params });
  expect(answer.status).toBe(200);
  const invoices = field(answer, "invoices") as { documents: Invoice[]; notice: string | null };
  return { ...invoices, booking: field(answer, "booking") as BookingDetail };
}

function post(id: number, form: Record<string, string>, token = admin): Promise<ScreenAnswer> {
  const { path, params } = pageOf(id);
  return visit(token, path, bookingPage.action, { params, form });
}

describe("the booking page's invoices", () => {
  it("issues a difference invoice and a credit note from euros and names each after the 303", async () => {
    const id = await acceptedBooking();
    const before = await bookingScreen(id);
    expect(before.documents).toHaveLength(1);
    expect(before.documents[0]).toMatchObject({ kind: "invoice", reason: "booking" });
    expect(before.booking.invoicedCents).toBe(STANDARD_TOTAL);

    const more = await post(id, {
      intent: "invoice-change",
      description: "One more week of tuition",
      direction: "add",
      amount: "€120",
    });
    expect(more.status).toBe(303);
    expect(more.location).toMatch(
      new RegExp(`^/admin/bookings/${id}\\?issued=\\d+#booking-invoices$`),
    );
    const afterMore = await bookingScreen(id, more.location ?? "");
    const difference = afterMore.documents.at(-1);
    expect(difference).toMatchObject({ kind: "invoice", reason: "change", totalCents: 12000 });
    expect(afterMore.notice).toBe(`Invoice ${difference?.number} issued for €120.`);

    // A typed minus reduces whatever the choice says; cents are kept.
    const less = await post(id, {
      intent: "invoice-change",
      description: "No airport transfer",
      direction: "add",
      amount: "-45.50",
    });
    expect(less.status).toBe(303);
    const afterLess = await bookingScreen(id, less.location ?? "");
    const credit = afterLess.documents.at(-1);
    expect(credit).toMatchObject({ kind: "credit-note", reason: "change", totalCents: 4550 });
    expect(afterLess.notice).toBe(`Credit note ${credit?.number} issued for €45.50.`);
    expect(afterLess.booking.invoicedCents).toBe(STANDARD_TOTAL + 12000 - 4550);
    // The page without `?issued=` says nothing: a reload names no document twice.
    expect((await bookingScreen(id)).notice).toBeNull();
  });

  it("refuses beside the fields and keeps what was typed", async () => {
    const id = await acceptedBooking();
    const noDescription = await post(id, {
      intent: "invoice-change",
      description: "  ",
      direction: "reduce",
      amount: "120",
    });
    expect(noDescription.status).toBe(400);
    expect(field(noDescription, "fields")).toHaveProperty("description");
    expect(field(noDescription, "values")).toMatchObject({ amount: "120", direction: "reduce" });

    const notAnAmount = await post(id, {
      intent: "invoice-change",
      description: "Extra week",
      direction: "add",
      amount: "12o",
    });
    expect(notAnAmount.status).toBe(400);
    expect(field(notAnAmount, "fields")).toEqual({ amountCents: bookingMessages.cents });
    expect(field(notAnAmount, "values")).toMatchObject({ description: "Extra week" });

    const tooMuch = await post(id, {
      intent: "invoice-change",
      description: "Everything back",
      direction: "reduce",
      amount: "1575.01",
    });
    expect(tooMuch.status).toBe(400);
    expect(field(tooMuch, "fields")).toEqual({
      amountCents: "A reduction cannot be more than what the booking was invoiced.",
    });
    // A direct booking has no agency to pay it: said beside the payer field.
    const payer = await post(id, { intent: "invoice-payer", payer: "agency" });
    expect(payer.status).toBe(409);
    expect(field(payer, "fields")).toEqual({
      payer: "This booking came without an agency: the student pays.",
    });
    expect((await bookingScreen(id)).documents).toHaveLength(1);
  });

  it("reverses a payment's allocation once, and only an allocation of this booking", async () => {
    const id = await acceptedBooking();
    const other = await acceptedBooking();
    await expectJson(
      await client.staff("POST", `/api/admin/bookings/${id}/payments`, {
        amountCents: 30000,
        receivedOn: "2030-03-10",
        method: "bank-transfer",
        note: "",
      }),
      201,
    );
    const [invoice] = (await bookingScreen(id)).documents;
    const allocation = invoice?.allocations[0];
    expect(allocation).toMatchObject({ source: "payment", amountCents: 30000 });
    expect(invoice?.openCents).toBe(STANDARD_TOTAL - 30000);

    const elsewhere = await post(other, {
      intent: "invoice-reverse",
      allocationId: String(allocation?.id),
    });
    expect(elsewhere.status).toBe(404);

    const reversed = await post(id, {
      intent: "invoice-reverse",
      allocationId: String(allocation?.id),
    });
    expect(reversed.status).toBe(303);
    expect(reversed.location).toBe(`/admin/bookings/${id}?reversed=1#booking-invoices`);
    const after = await bookingScreen(id, reversed.location ?? "");
    expect(after.notice).toMatch(/reversed/);
    expect(after.documents[0]?.openCents).toBe(STANDARD_TOTAL);
    expect(after.documents[0]?.allocations.map((row) => row.amountCents)).toEqual([30000, -30000]);

    const again = await post(id, {
      intent: "invoice-reverse",
      allocationId: String(allocation?.id),
    });
    expect(again.status).toBe(409);
    expect(field(again, "message")).toBe(
      "The allocation was not reversed: This allocation is already reversed.",
    );
  });
});

describe("the payer form", () => {
  it("moves an agency's booking to the student and names the credit note and the new invoice", async () => {
    const id = await acceptedBooking(await netAgency());
    const before = await bookingScreen(id);
    expect(before.booking.payer).toBe("agency");
    const same = await post(id, { intent: "invoice-payer", payer: "agency" });
    expect(same.status).toBe(409);
    expect(field(same, "fields")).toEqual({ payer: "The agency already pays this booking." });

    const moved = await post(id, { intent: "invoice-payer", payer: "student" });
    expect(moved.status).toBe(303);
    expect(moved.location).toMatch(/\?issued=\d+,\d+#booking-invoices$/);
    const after = await bookingScreen(id, moved.location ?? "");
    expect(after.booking.payer).toBe("student");
    const [credit, invoice] = after.documents.slice(-2);
    expect(after.notice).toBe(
      `Credit note ${credit?.number} issued for €1,475. Invoice ${invoice?.number} issued for €1,575.`,
    );
  });
});

describe("the invoices page", () => {
  it("searches by number and booking and filters by issue day on the server", async () => {
    const id = await acceptedBooking();
    const [invoice] = (await bookingScreen(id)).documents;
    const listOf = async (query: string, token = editor) => {
      const answer = await visit(token, `/admin/invoices?${query}`, invoicesPage.loader);
      expect(answer.status).toBe(200);
      return field(answer, "list") as { items: InvoiceListItem[]; total: number };
    };
    const byNumber = await listOf(`q=${invoice?.number}`);
    expect(byNumber.items.map((item) => item.bookingId)).toEqual([id]);
    expect((await listOf(`q=${id}`)).items.map((item) => item.id)).toContain(invoice?.id);
    expect((await listOf(`q=${invoice?.number}&from=2030-03-11`)).total).toBe(0);
    expect((await listOf(`q=${invoice?.number}&from=2030-03-10&to=2030-03-10`)).total).toBe(1);
    // A malformed day is no filter rather than an error page.
    expect((await listOf(`q=${invoice?.number}&from=10/03/2030`)).total).toBe(1);
  });

  it("keeps the wording for admins: refused in staff's words, saved with a 303", async () => {
    const asEditor = await visit(editor, "/admin/invoices", invoicesPage.loader);
    expect(field(asEditor, "wording")).toBeNull();
    const wording = {
      intent: "wording",
      "vatNote.en": "Exempt from VAT under section 46 of the VAT Consolidation Act 2010.",
      "vatNote.es": "Exento de IVA según la sección 46 de la VAT Consolidation Act 2010.",
      "vatNote.fr": "Exonéré de TVA\u00a0: section 46 de la VAT Consolidation Act 2010.",
      "vatNote.de": "Umsatzsteuerfrei nach Section 46 des VAT Consolidation Act 2010.",
      paymentDays: "21",
    };
    const byEditor = await visit(editor, "/admin/invoices", invoicesPage.action, { form: wording });
    expect(byEditor.status).toBe(403);

    const refused = await visit(admin, "/admin/invoices", invoicesPage.action, {
      form: { ...wording, "vatNote.de": "Frei.", paymentDays: "three weeks" },
    });
    expect(refused.status).toBe(400);
    expect(field(refused, "fields")).toEqual({
      "vatNote.de": "Write the sentence (10 characters or more).",
      paymentDays: PAYMENT_DAYS_MESSAGE,
    });
    expect(field(refused, "values")).toMatchObject({ paymentDays: "three weeks" });
    expect((await server.services.invoices.settings()).paymentDays).toBe(14);

    const saved = await visit(admin, "/admin/invoices", invoicesPage.action, { form: wording });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/admin/invoices?saved=wording#invoice-wording");
    const page = await visit(admin, "/admin/invoices?saved=wording", invoicesPage.loader);
    expect(field(page, "wording")).toEqual({
      vatNote: {
        en: wording["vatNote.en"],
        es: wording["vatNote.es"],
        fr: wording["vatNote.fr"],
        de: wording["vatNote.de"],
      },
      paymentDays: 21,
    });
    expect(field(page, "saved")).toBe("The wording of invoices is saved.");
  });
});
