/**
 * The host portal on a phone (issue 31, decision 0046): staff invite a host family, the host
 * follows the e-mailed link (read from the outbox), signs in, sees the student who arrives
 * today with their care notes, and confirms the arrival at the door; the link then says it was
 * used and offers a new one. Phone project only: that is where families use it.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addDays, dublinDay } from "../../../server/services/bookings/days";
import { expectNoAxeViolations, unique } from "../admin/support";
import { staffHeaders } from "../partners/support";
import { waitForNewLink } from "../support/outbox";

test.skip(({ isMobile }) => !isMobile, "families confirm arrivals on a phone");

const HOST_LINK = /https?:\/\/[^\s/]+(\/hosts\/link\/[\w-]{43})/;
const HEADER =
  "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status,accommodation,gender,notes";

/** A student arriving today in Cork, placed with a new host family; the host's e-mail. */
async function arrivalToday(request: APIRequestContext, firstName: string) {
  const headers = await staffHeaders(request);
  const marker = unique("Host");
  const today = dublinDay(new Date());
  const imported = await request.post("/api/admin/bookings/import", {
    headers: { ...headers, "Content-Type": "text/csv" },
    data: `${HEADER}\n${firstName},${marker},${marker.toLowerCase()}@example.com,2010-03-14,Italian,general-english-cork,${today},${addDays(today, 13)},B1,no,arrived,host-family,female,\n`,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { bookingIds } = (await imported.json()) as { bookingIds: number[] };
  const provider = await request.post("/api/admin/accommodation/providers", {
    headers,
    data: {
      type: "host-family",
      name: `The ${marker} family`,
      campus: "Cork",
      address: "4 Sunday's Well Road, Cork",
      travelMinutes: 20,
      maxStudents: 2,
      pets: false,
      smokers: false,
      ratePerNightCents: 3000,
      household: [{ name: "Nora Kelly", birthYear: 1975, vettingExpiresOn: addDays(today, 900) }],
    },
  });
  expect(provider.status(), await provider.text()).toBe(201);
  const { id: providerId } = (await provider.json()) as { id: number };
  const room = await request.post(`/api/admin/accommodation/providers/${providerId}/rooms`, {
    headers,
    data: { name: "Front room", beds: 1 },
  });
  const { id: roomId } = (await room.json()) as { id: number };
  const placed = await request.post("/api/admin/accommodation/placements", {
    headers,
    data: { bookingId: bookingIds[0], roomId, from: today, to: addDays(today, 14) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const email = `${marker.toLowerCase()}@family.example`;
  const invited = await request.post(
    `/api/admin/accommodation/providers/${providerId}/host-invitations`,
    { headers, data: { email, name: "Nora Kelly" } },
  );
  expect(invited.status(), await invited.text()).toBe(201);
  return { email, link: await waitForNewLink(email, HOST_LINK, []) };
}

test("a host follows the invitation, sees today's student and confirms the arrival @phone", async ({
  page,
  request,
}) => {
  const { link } = await arrivalToday(request, "Giulia");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Welcome, Nora Kelly", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/hosts$/);
  const student = page.getByRole("article", { name: "Giulia" });
  await expect(student).toContainText("Under 18");
  await expect(student).toContainText("Italian");
  await expect(page.getByRole("heading", { name: "Staying with you now" })).toBeVisible();
  await expectNoAxeViolations(page);

  await student.getByRole("button", { name: "Confirm Giulia's arrival" }).click();
  await expect(page.getByTestId("host-action-result")).toContainText(
    "Giulia's arrival is confirmed",
  );
  await expect(student.getByTestId("arrival-confirmed")).toContainText("by Nora Kelly");
  await expect(student.getByRole("button", { name: /Confirm/ })).toHaveCount(0);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a host asks for a new link, signs in with it and signs out @phone", async ({
  page,
  request,
}) => {
  const { email, link: invitation } = await arrivalToday(request, "Marta");
  await page.goto("/hosts");
  await expect(page).toHaveURL(/\/hosts\/sign-in$/);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByTestId("host-link-sent")).toContainText(
    "If this address has a host account",
  );
  await expectNoAxeViolations(page);

  const fresh = await waitForNewLink(email, HOST_LINK, [invitation]);
  // The newer link replaced the invitation's.
  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "A newer link replaced this one" })).toBeVisible();
  await page.goto(fresh);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("article", { name: "Marta" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/hosts\/sign-in\?signed-out=1$/);
  await page.goto("/hosts");
  await expect(page).toHaveURL(/\/hosts\/sign-in$/);
});
