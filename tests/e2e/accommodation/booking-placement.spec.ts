/**
 * A placement on the booking page (issue 31, decision 0047): staff move a student to another
 * family from a night of the stay with the Accommodation panel's room picker, and the history
 * shows both placements, the new one continuing the old; the same forms work without
 * JavaScript (a hold posted as a plain form). Axe-clean.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, signIn, unique } from "../admin/support";
import { gotoHydrated } from "../support/hydration";

const HEADER =
  "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status,accommodation";
const stay = { from: "2027-01-11", to: "2027-01-23" };

/** A confirmed student in Cork placed with one family, and a second family with a free room. */
async function placedStudent(request: APIRequestContext) {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const marker = unique("Placed");
  const csv = `${HEADER}\nNiamh,${marker},${marker.toLowerCase()}@example.com,2001-04-12,Irish,general-english-cork,2027-01-11,2027-01-22,B1,no,confirmed,host-family\n`;
  const imported = await request.post("/api/admin/bookings/import", {
    headers: { ...headers, "Content-Type": "text/csv" },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const [bookingId] = ((await imported.json()) as { bookingIds: number[] }).bookingIds;
  const family = async (name: string) => {
    const provider = await request.post("/api/admin/accommodation/providers", {
      headers,
      data: {
        type: "host-family",
        name,
        campus: "Cork",
        address: "7 Sunday's Well Road, Sunday's Well, Cork",
        travelMinutes: 20,
        maxStudents: 2,
        pets: false,
        smokers: false,
        ratePerNightCents: 3000,
        household: [{ name: "Siobhán Murphy", birthYear: 1980, vettingExpiresOn: "2029-06-30" }],
      },
    });
    expect(provider.status(), await provider.text()).toBe(201);
    const { id } = (await provider.json()) as { id: number };
    const room = await request.post(`/api/admin/accommodation/providers/${id}/rooms`, {
      headers,
      data: { name: `${name} room`, beds: 1 },
    });
    return ((await room.json()) as { id: number }).id;
  };
  const first = await family(`Murphy ${marker}`);
  await family(`Walsh ${marker}`);
  const placed = await request.post("/api/admin/accommodation/placements", {
    headers,
    data: { bookingId, roomId: first, ...stay },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { bookingId, marker };
}

const panelOf = (page: Page) => page.getByRole("region", { name: "Accommodation", exact: true });

test("staff move a student to another family from a night of the stay", async ({
  page,
  request,
}) => {
  const { bookingId, marker } = await placedStudent(request);
  await signIn(page);
  await gotoHydrated(page, `/admin/bookings/${bookingId}`);
  const panel = panelOf(page);
  await expect(panel.getByText(`Murphy ${marker} · Murphy ${marker} room`)).toBeVisible();
  await expect(panel.getByText("has no e-mail address")).toBeVisible();
  await expectNoAxeViolations(page);

  const picker = panel.getByLabel("Move to");
  const walsh = await picker
    .locator("option", { hasText: `Walsh ${marker}` })
    .getAttribute("value");
  await picker.selectOption(walsh ?? "");
  await panel.getByLabel("From the night of").fill("2027-01-16");
  await panel.getByRole("button", { name: "Move" }).click();

  await expect(panel.getByRole("status")).toContainText(
    "Moved from the night of 2027-01-16. The family has no e-mail address: tell them by phone.",
  );
  const items = panel.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("departure on the morning of 2027-01-16");
  await expect(items.nth(1)).toContainText(`Walsh ${marker}`);
  await expect(items.nth(1)).toContainText(
    "Nights from 2027-01-16, departure on the morning of 2027-01-23",
  );
  await expect(items.nth(1)).toContainText("continues placement #");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    `Moved from Murphy ${marker} room at Murphy ${marker}`,
  );
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a hold posts as a plain form and the page says so", async ({ page, request }) => {
    const { bookingId } = await placedStudent(request);
    await signIn(page, undefined, `/admin/bookings/${bookingId}`);
    const panel = panelOf(page);
    await panel.getByRole("button", { name: "Hold (keep the bed, pay nothing)" }).click();
    await expect(panelOf(page).getByRole("status")).toHaveText("The placement is now held.");
    await expect(panelOf(page).getByRole("button", { name: "Release hold" })).toBeVisible();
  });
});
