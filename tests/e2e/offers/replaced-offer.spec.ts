import { expect, test } from "@playwright/test";
import { unique } from "../admin/support";
import { words } from "../partners/support";
import { adminToken, expectNoAxeViolations } from "../programs/support";

/**
 * Issue 27, defect 2: when staff replace an offer (revise, then send the new one), the old link
 * must say that a newer offer was sent, not that the link expired and to ask for a new one. The
 * API says it already; the page, in each of the four languages, must too.
 */

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.27" } });

test("an offer's old link says a newer offer was sent, in every language", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const firstName = unique("Replaced");
  const email = `${firstName.toLowerCase()}@example.com`;
  const quote = await request.post("/api/quote-requests", {
    data: {
      firstName,
      lastName: "Tester",
      email,
      nationality: "Spanish",
      programId: "general-english-cork",
      ageGroup: "26-35",
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: "2031-06-02",
      gdprConsent: true,
      locale: "es",
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const [quoteRequest] = ((await found.json()) as { items: { id: number }[] }).items;
  const created = await request.post(`/api/admin/quote-requests/${quoteRequest?.id}/offers`, {
    headers,
    data: { startDate: "2031-06-02", weeks: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const first = (await created.json()) as { id: number };
  const sent = await request.post(`/api/admin/offers/${first.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const oldPath = new URL(((await sent.json()) as { url: string }).url).pathname;
  const token = oldPath.split("/offers/")[1] ?? "";

  // Staff change the offer and send the new one: the first link is replaced.
  const revised = await request.post(`/api/admin/offers/${first.id}/revise`, { headers });
  expect(revised.status(), await revised.text()).toBe(201);
  const second = (await revised.json()) as { id: number };
  const resent = await request.post(`/api/admin/offers/${second.id}/send`, { headers });
  expect(resent.status(), await resent.text()).toBe(200);

  const api = await request.get(`/api/offers/${token}`);
  expect(api.status()).toBe(410);
  expect(await api.text()).toContain("replaced by a newer one");

  for (const lang of ["es", "en", "fr", "de"] as const) {
    const t = words(lang, "offers");
    const response = await page.goto(`${lang === "en" ? "" : `/${lang}`}/offers/${token}`);
    expect(response?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText(t("replaced.title"));
    await expect(page.getByTestId("offer-replaced")).toContainText(t("replaced.text"));
    // Never the expired link's words: nothing expired, and no new link is needed.
    await expect(page.getByText(t("gone.title"))).toHaveCount(0);
    await expect(page).toHaveTitle(t("replaced.metaTitle"));
  }
  await expectNoAxeViolations(page);
});
