/**
 * Paying host families (issue 31, decision 0045): an admin makes a payment run for the nights
 * of a student who has arrived at a new family (Maite, imported as a current student), reviews the family's line, checks the SEPA file
 * and the remittance advice, and approves the run after confirming. Axe scans both screens.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "../admin/support";

interface Unplaced {
  bookingId: number;
  status: string;
  campus: string | null;
  from: string | null;
  to: string | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

/**
 * A student who arrived a week ago (imported as current), placed at a new family with a room
 * for the whole stay: an arrived booking counts as a confirmed arrival.
 */
async function arrivedAtNewFamily(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const base = "/api/admin/accommodation";
  const email = `${unique("payrun").toLowerCase()}@example.com`;
  const csv = [
    "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status,accommodation",
    `Maite,Arrieta,${email},2001-04-12,Spanish,general-english-cork,${day(-7)},${day(20)},B1,no,arrived,host-family`,
  ].join("\n");
  const imported = await request.post("/api/admin/bookings/import", {
    headers: { ...headers, "Content-Type": "text/csv" },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const unplaced = await request.get(`${base}/unplaced?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const { items } = (await unplaced.json()) as { items: Unplaced[] };
  const booking = items[0];
  expect(booking?.from && booking.to, "the imported booking waits for a home").toBeTruthy();
  const { bookingId, campus, from, to } = booking as Unplaced & { from: string; to: string };
  const name = unique("The Keane family");
  const provider = await request.post(`${base}/providers`, {
    headers,
    data: {
      type: "host-family",
      name,
      campus,
      address: "3 Iona Road, Glasnevin",
      travelMinutes: 30,
      maxStudents: 2,
      pets: false,
      smokers: false,
      ratePerNightCents: 3_500,
      bank: { iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D", accountName: "Sinéad Keane" },
      household: [{ name: "Sinéad Keane", birthYear: 1975, vettingExpiresOn: "2035-01-31" }],
    },
  });
  expect(provider.status(), await provider.text()).toBe(201);
  const { id: providerId } = (await provider.json()) as { id: number };
  const room = await request.post(`${base}/providers/${providerId}/rooms`, {
    headers,
    data: { name: "Back bedroom", beds: 2 },
  });
  expect(room.status()).toBe(201);
  const { id: roomId } = (await room.json()) as { id: number };
  const placed = await request.post(`${base}/placements`, {
    headers,
    data: { bookingId, roomId, from, to },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { name, providerId, from, to };
}

test("an admin pays a family for an arrived student's nights and approves the run", async ({
  page,
  request,
}) => {
  const family = await arrivedAtNewFamily(request);
  await signIn(page, undefined, "/admin/accommodation/payment-runs");
  await expect(page.getByRole("heading", { name: "Payment runs", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("First night").fill(family.from);
  await page.getByLabel("End day (not paid)").fill(family.to);
  await page.getByRole("button", { name: "Make a draft run" }).click();
  await expect(page).toHaveURL(/\/admin\/accommodation\/payment-runs\/\d+$/);
  await expect(page.getByTestId("run-status")).toHaveText("Draft");
  const line = page.getByTestId("payment-line").filter({ hasText: family.name });
  await expect(line).toContainText("Sinéad Keane");
  await expect(line).toContainText("Maite");
  await expect(line).toContainText("IE •••• 5678");
  await expect(line).toContainText("In the file");
  await expectNoAxeViolations(page);

  // The files staff check before approving.
  const sepaHref = await page
    .getByRole("link", { name: "Download the SEPA file" })
    .getAttribute("href");
  const sepa = await page.request.get(sepaHref ?? "");
  expect(sepa.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(await sepa.text()).toContain("<Nm>Sinead Keane</Nm>");
  const remittanceHref = await line
    .getByRole("link", { name: /Remittance PDF/ })
    .getAttribute("href");
  expect(remittanceHref).toBe(
    `${new URL(page.url()).pathname}/remittance/${family.providerId}.pdf`,
  );
  const remittance = await page.request.get(remittanceHref ?? "");
  expect(remittance.headers()["content-type"]).toBe("application/pdf");

  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Success");
  await expect(page.getByTestId("run-status")).toHaveText("Approved");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
});
