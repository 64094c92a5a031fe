import { expect, test } from "@playwright/test";
import {
  newStudent,
  ownAddress,
  portal,
  START,
  sendOffer,
  signedInAgent,
  staffHeaders,
  words,
} from "./partners/support";
import { expectNoAxeViolations } from "./programs/support";

/**
 * Issue 32: an agency on a net contract reads its statement of account in the portal: the net
 * invoice its student's acceptance issued, the transfer it sent, what is left on account, the
 * debt by age, and the PDF of the same; in Spanish as in English; no axe violation.
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
});

test("the agency's statement: its net invoice, its transfer, on account, the PDF", async ({
  page,
  request,
}) => {
  const agent = await signedInAgent(page, request, "es");
  const headers = await staffHeaders(request);
  const contract = await request.patch(`/api/admin/agencies/${agent.agency.id}`, {
    headers,
    data: { invoicing: "net", vatId: "ESB12345678", address: "Gran Vía 1, Madrid" },
  });
  expect(contract.status(), await contract.text()).toBe(200);

  // The agent asks for a quote for an adult student and accepts the offer on their behalf.
  const student = newStudent();
  const quote = await page.request.post("/api/partners/quote-requests", {
    data: {
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      programId: "general-english-cork",
      ageGroup: "18-25",
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: START,
      gdprConsent: true,
      locale: "es",
      agencyReference: student.reference,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const offer = await sendOffer(request, student);
  const accepted = await page.request.post(`/api/partners/bookings/${offer.bookingId}/accept`, {
    data: {
      passportName: "PABLO RUIZ ORTEGA",
      dateOfBirth: "2008-03-14",
      nationality: "Spanish",
      address: "Calle Mayor 12, Madrid",
      emergencyContact: { name: "Carmen Ortega", phone: "+34 600 123 456" },
      acceptTerms: true,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const invoices = await request.get(`/api/admin/bookings/${offer.bookingId}/invoices`, {
    headers,
  });
  const [invoice] = (
    (await invoices.json()) as { items: { number: string; totalCents: number; payer: string }[] }
  ).items;
  expect(invoice?.payer).toBe("agency");
  expect(invoice?.totalCents).toBeLessThan(offer.totalCents);

  // The agency pays the invoice and 100 € more: the rest stays on account.
  const transfer = await request.post(`/api/admin/agencies/${agent.agency.id}/payments`, {
    headers,
    data: {
      amountCents: (invoice?.totalCents ?? 0) + 10_000,
      receivedOn: new Date().toISOString().slice(0, 10),
      method: "bank-transfer",
      reference: "SWIFT-E2E",
    },
  });
  expect(await transfer.json()).toMatchObject({ onAccountCents: 10_000 });

  const t = words("es", "partners");
  await page.goto(portal("es"));
  await page.getByRole("link", { name: t("shell.nav.statement") }).click();
  await expect(page).toHaveURL(/\/es\/partners\/statement$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("statement.title"));
  const entries = page.getByTestId("statement-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`${t("statement.types.invoice")} ${invoice?.number}`);
  await expect(entries.nth(1)).toContainText("SWIFT-E2E");
  await expect(page.getByTestId("statement-onAccount")).toHaveText(/^100\s€$/);
  await expect(page.getByTestId("statement-balance")).toHaveText(/^-100\s€$/);
  await expectNoAxeViolations(page);

  const pdfHref = await page.getByTestId("statement-pdf").getAttribute("href");
  const pdf = await page.request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
