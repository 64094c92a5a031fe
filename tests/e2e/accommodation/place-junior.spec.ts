/**
 * Placing a junior from the unplaced list (issue 31) in Chromium, as the office does it: the
 * junior (imported as a confirmed booking, 16 on arrival) is found in the list, "Find a home"
 * ranks the Cork rooms with their reasons and says why a family whose vetting has expired is not
 * offered; a family whose vetting lapsed while the page was open is refused with the hard rule's
 * own words; the junior is placed in the good family and leaves the list. And a provider added
 * from the form: a field refused (what was typed kept), corrected, then the page it lands on,
 * with the IBAN masked until an admin reveals it. Axe on the list, suggestions and provider page.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { providerBody } from "../../support/accommodation-bodies";
import { expectNoAxeViolations, signIn, unique } from "../admin/support";
import { staffHeaders } from "../offers/support";
import { gotoHydrated } from "../support/hydration";

const IMPORT_HEADER =
  "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status,accommodation,gender,notes";

/** A confirmed junior in Cork for the nights 2 to 28 June 2031, vegetarian, 16 on arrival. */
async function juniorBooking(request: APIRequestContext, lastName: string) {
  const email = `${lastName.toLowerCase()}@example.com`;
  const row = `Saoirse,${lastName},${email},2015-03-01,Spanish,general-english-cork,2031-06-02,2031-06-27,A2,no,confirmed,host-family,female,Vegetarian`;
  const imported = await request.post("/api/admin/bookings/import", {
    headers: { ...(await staffHeaders(request)), "Content-Type": "text/csv" },
    data: `${IMPORT_HEADER}\n${row}\n`,
  });
  expect(imported.status(), await imported.text()).toBe(201);
}

/** A Cork host family with one adult (vetted until `vettedUntil`) and one single room. */
async function corkFamily(request: APIRequestContext, name: string, vettedUntil: string) {
  const headers = await staffHeaders(request);
  const created = await request.post("/api/admin/accommodation/providers", {
    headers,
    data: providerBody({
      name,
      campus: "Cork",
      travelMinutes: 25,
      pets: false,
      gendersAccepted: null,
      agesAcceptedMin: 12,
      agesAcceptedMax: 40,
      household: [
        {
          name: `${name} adult`,
          birthYear: 1975,
          vettingReference: "GV-1",
          vettingExpiresOn: vettedUntil,
        },
      ],
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const provider = (await created.json()) as { id: number; household: { id: number }[] };
  const room = await request.post(`/api/admin/accommodation/providers/${provider.id}/rooms`, {
    headers,
    data: { name: "Garden room", beds: 1 },
  });
  expect(room.status(), await room.text()).toBe(201);
  return { id: provider.id, memberId: provider.household[0]?.id ?? 0 };
}

test("the office places a junior from the unplaced list; lapsed and expired vetting are refused", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const student = unique("Junior");
  const good = unique("Murphy family");
  const lapsing = unique("Walsh family");
  const expired = unique("Kelly family");
  await juniorBooking(request, student);
  await corkFamily(request, good, "2035-12-31");
  const lapsed = await corkFamily(request, lapsing, "2035-12-31");
  await corkFamily(request, expired, "2030-01-31");

  await signIn(page, undefined, "/admin/accommodation/unplaced");
  await gotoHydrated(page, "/admin/accommodation/unplaced");
  await expect(page.getByRole("heading", { level: 1, name: "Unplaced students" })).toBeVisible();
  await page.getByLabel("Search students").fill(student);
  // The live search has answered (the list is not dimmed while loading) when the count is one.
  await expect(page.getByText("1 student without a home", { exact: true })).toBeVisible();
  const row = page.getByTestId("unplaced-row").filter({ hasText: student });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("2 Jun 2031 → 28 Jun 2031 · 26 nights");
  await expect(row).toContainText("Minor");
  await expect(row).toContainText("vegetarian");
  // axe measures contrast: not while a later search request (the list dims while it loads) is
  // still on its way, which under load made the whole table fail "color-contrast".
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("1 student without a home", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: `Find a home for Saoirse ${student}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Find a home for Saoirse ${student}`,
  );
  const suggestion = (family: string) => page.getByTestId("suggestion").filter({ hasText: family });
  await expect(suggestion(good)).toContainText("25 min to the campus (45 or less)");
  await expect(suggestion(good)).toContainText("Caters for a vegetarian diet");
  await expect(suggestion(lapsing)).toHaveCount(1);
  const vettingRule =
    "A household member of 16 or over has no Garda vetting valid for the whole stay of this minor.";
  await expect(page.getByTestId("excluded-room").filter({ hasText: expired })).toContainText(
    vettingRule,
  );
  await expectNoAxeViolations(page);

  // The Walsh adult's vetting is corrected to end mid-stay while the page is open.
  const patched = await request.patch(
    `/api/admin/accommodation/providers/${lapsed.id}/household/${lapsed.memberId}`,
    { headers: await staffHeaders(request), data: { vettingExpiresOn: "2031-06-10" } },
  );
  expect(patched.status(), await patched.text()).toBe(200);
  await page.getByRole("button", { name: `Place at ${lapsing}, Garden room` }).click();
  await expect(page.getByRole("alert")).toContainText(`Not placed. ${vettingRule}`);
  await expect(suggestion(lapsing)).toHaveCount(0);
  await expect(page.getByTestId("excluded-room").filter({ hasText: lapsing })).toContainText(
    vettingRule,
  );

  await page.getByRole("button", { name: `Place at ${good}, Garden room` }).click();
  await expect(page).toHaveURL(/\/admin\/accommodation\/unplaced\?placed=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "placed in" })).toContainText(
    `Saoirse ${student} placed in Garden room at ${good}`,
  );
  await page.getByLabel("Search students").fill(student);
  await expect(page.getByText("No unplaced students found")).toBeVisible();
  await expect(page.getByTestId("unplaced-row")).toHaveCount(0);
});

test("an admin adds a provider: a refused field keeps what was typed, then its page with the IBAN masked", async ({
  page,
}) => {
  const name = unique("Byrne family");
  await signIn(page, undefined, "/admin/accommodation");
  await gotoHydrated(page, "/admin/accommodation");
  await page.getByRole("link", { name: "Add provider" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a provider" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Campus", { exact: true }).selectOption("Galway");
  await page.getByLabel("Address").fill("4 Taylor's Hill, Galway");
  const travel = page.getByLabel("Travel to the campus (minutes)");
  await travel.fill("300");
  await page.getByLabel("Maximum students at a time").fill("2");
  await page.getByLabel("Rate per night (€)", { exact: true }).fill("35.50");
  await page.getByRole("group", { name: "Diets catered for" }).getByLabel("halal").check();
  await page.getByLabel("IBAN").fill("IE29 AIBK 9311 5212 3456 78");
  await page.getByLabel("Account holder").fill("Niamh Byrne");
  await page.getByRole("button", { name: "Add provider" }).click();

  await expect(travel).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter the travel time to the campus in minutes, 0 to 240."),
  ).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Rate per night (€)", { exact: true })).toHaveValue("35.50");
  await expect(
    page.getByRole("group", { name: "Diets catered for" }).getByLabel("halal"),
  ).toBeChecked();
  await travel.fill("20");
  await page.getByRole("button", { name: "Add provider" }).click();

  await expect(page).toHaveURL(/\/admin\/accommodation\/providers\/\d+\?saved=created/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Provider added" })).toBeVisible();
  await expect(page.getByLabel("Rate per night (€)", { exact: true })).toHaveValue("35.50");
  await expect(page.getByTestId("bank-iban")).toHaveText("IE •••• 5678");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Reveal the IBAN" }).click();
  await expect(page.getByTestId("bank-iban")).toHaveText("IE29AIBK93115212345678");
});
