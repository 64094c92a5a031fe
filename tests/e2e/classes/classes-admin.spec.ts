/**
 * The class screens of issue 30 in Chromium, as the office uses them: a class created from the
 * form (a field refused first, nothing typed lost), a confirmed booking enrolled and the class's
 * attendance certificates downloaded as one PDF (never by its teacher), the timetable
 * flagging a teacher booked twice at overlapping times, and an arrival placed from the
 * placement screen after its day-one level is recorded. Axe-clean on each screen. The week is
 * 2 June 2031 (the bookings' first Monday, an Irish bank holiday, so lessons start on the 3rd).
 */
import fs from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { pdfPageCount, pdfText } from "../../support/pdf-text";
import { expectNoAxeViolations, signIn, unique } from "../admin/support";
import { ADULT_BIRTHDAY, START, sendOffer, staffHeaders } from "../offers/support";
import { gotoHydrated } from "../support/hydration";

/** An address of the test's own: offer answers are rate-limited per address. */
const ownAddress = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** An adult's booking in Cork from START: offer sent, accepted, deposit paid (confirmed). */
async function confirmedBooking(request: APIRequestContext) {
  const offer = await sendOffer(request);
  const accepted = await request.post(`/api/offers/${offer.token}/accept`, {
    headers: { "X-Forwarded-For": ownAddress() },
    data: {
      passportName: `${offer.firstName.toUpperCase()} TESTER`,
      dateOfBirth: ADULT_BIRTHDAY,
      nationality: "Spanish",
      address: "Calle Mayor 1, 28013 Madrid, Spain",
      emergencyContact: { name: "Ana Tester", phone: "+34 600 123 456" },
      acceptTerms: true,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const headers = await staffHeaders(request);
  const paid = await request.post(`/api/admin/bookings/${offer.bookingId}/payments`, {
    headers,
    data: {
      amountCents: offer.depositCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      method: "bank-transfer",
      note: "",
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { bookingId: offer.bookingId, name: `${offer.firstName} Tester` };
}

async function newTeacher(request: APIRequestContext, displayName: string) {
  const created = await request.post("/api/admin/users", {
    headers: await staffHeaders(request),
    data: {
      username: unique("teacher").toLowerCase(),
      displayName,
      role: "teacher",
      password: "a-long-enough-password-for-staff",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const form = (page: Page) => page.getByRole("region", { name: "New class" });

test("the office creates a class, enrols, downloads its certificates, sees a double-booked teacher and places an arrival", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = unique("Cork B1");
  const teacherName = unique("Siobhan Teacher");
  // Set up through the APIs with their own cookie jar: the browser signs in on its own.
  const teacherId = await newTeacher(request, teacherName);
  const enrolled = await confirmedBooking(request);
  const arriving = await confirmedBooking(request);

  await signIn(page, undefined, "/admin/classes");
  await gotoHydrated(page, "/admin/classes");
  await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A class of 16 is refused on its field; everything typed stays.
  await form(page).getByLabel("Class name").fill(marker);
  await form(page).getByLabel("Level (CEFR)").selectOption("B1");
  await form(page).getByLabel("Campus").selectOption("Cork");
  await form(page).getByLabel("Teacher").selectOption(String(teacherId));
  await form(page).getByLabel("First day").fill(START);
  await form(page).getByLabel("Last day").fill("2031-06-27");
  await form(page).getByLabel("Seats").fill("16");
  await form(page).getByRole("button", { name: "Create class" }).click();
  await expect(form(page).getByText("A class holds 1 to 15 students.")).toBeVisible();
  await expect(form(page).getByLabel("Seats")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Class name")).toHaveValue(marker);
  await expect(form(page).getByLabel("Teacher")).toHaveValue(String(teacherId));
  await expect(form(page).getByLabel("Last day")).toHaveValue("2031-06-27");
  await expect(form(page).getByLabel("Wednesday")).toBeChecked();
  await expectNoAxeViolations(page);

  await form(page).getByLabel("Seats").fill("15");
  await form(page).getByRole("button", { name: "Create class" }).click();
  // 20 weekdays in June 2031 from the 2nd, less the June bank holiday.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${marker} created with 19 lessons.` })
      .first(),
  ).toBeVisible();

  // The list finds it by the teacher's name; its row shows the seats.
  await page.getByLabel("Search classes").fill(teacherName);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByTestId("class-row").filter({ hasText: marker });
  await expect(row).toContainText("0/15");
  await row.getByRole("link", { name: marker }).click();
  await expect(page.getByRole("heading", { level: 1, name: marker })).toBeVisible();
  await expect(page.getByText(teacherName).first()).toBeVisible();

  // Enrol the first booking found by name.
  await page.getByLabel("Student name or e-mail").fill(enrolled.name);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: `Enrol ${enrolled.name}` }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Enrolled from ${START}.` })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("student-row").filter({ hasText: enrolled.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Students (1 of 15 seats)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The whole class's attendance certificates: one PDF, a page a student placed in it.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Attendance certificates (PDF, whole class)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^attendance-certificates-class-\d+\.pdf$/);
  const pdf = await fs.readFile((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfPageCount(pdf)).toBe(1);
  expect(pdfText(pdf)).toContain(enrolled.name);

  // The same teacher in a second class overlapping on Wednesday: flagged on the timetable.
  const clash = await request.post("/api/admin/classes", {
    headers: await staffHeaders(request),
    data: {
      name: `${marker} clash`,
      level: "B2",
      campus: "Cork",
      teacherId,
      weekdays: [3],
      startTime: "11:00",
      endTime: "13:00",
      startsOn: START,
      endsOn: "2031-06-08",
    },
  });
  expect(clash.status(), await clash.text()).toBe(201);
  await gotoHydrated(page, `/admin/timetable?week=${START}&view=teacher`);
  const teacherRow = page.getByTestId("timetable-row").filter({ hasText: teacherName });
  await expect(teacherRow.getByText("Teacher double-booked")).toHaveCount(2);
  await expect(page.getByRole("region", { name: /double booking/ })).toContainText(
    `${teacherName} on Wed, 4 Jun: ${marker} 09:00–12:00 and ${marker} clash 11:00–13:00`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/week=2031-06-09/);
  await expect(page.getByText("Teacher double-booked")).toHaveCount(0);

  // Placement: the arrival's level is unknown until the day-one result is saved.
  await gotoHydrated(page, `/admin/placement?week=${START}`);
  const arrival = page.getByTestId("arrival-row").filter({ hasText: arriving.name });
  await expect(arrival).toContainText("Not known");
  await expect(page.getByTestId("arrival-row").filter({ hasText: enrolled.name })).toContainText(
    `In ${marker}`,
  );
  await expectNoAxeViolations(page);
  await arrival
    .getByLabel(`Placement result of ${arriving.name}`, { exact: true })
    .selectOption("B1");
  await arrival
    .getByRole("button", { name: `Save the placement result of ${arriving.name}` })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Placement result B1 saved" }).first(),
  ).toBeVisible();
  await expect(arrival.getByLabel(`Class for ${arriving.name}`)).toContainText("– suggested");
  const classSelect = arrival.getByLabel(`Class for ${arriving.name}`);
  const value = await classSelect
    .locator("option", { hasText: `${marker} (B1)` })
    .getAttribute("value");
  await classSelect.selectOption(value ?? "");
  await arrival.getByLabel(`Place ${arriving.name}`, { exact: true }).check();
  await page.getByRole("button", { name: "Place the chosen students" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 placed." }).first()).toBeVisible();
  await expect(arrival.getByTestId("placement-result")).toHaveText(
    `Placed in ${marker} from ${START}.`,
  );
  await expect(arrival).toContainText(`In ${marker}`);
  await expectNoAxeViolations(page);
});

test("admins add a room; a teacher sees their own classes and is refused the timetable, placement and certificates", async ({
  page,
  request,
}) => {
  const teacherName = unique("Ciaran Teacher");
  const username = unique("teacher").toLowerCase();
  const password = "a-long-enough-password-for-staff";
  const created = await request.post("/api/admin/users", {
    headers: await staffHeaders(request),
    data: { username, displayName: teacherName, role: "teacher", password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const teacherId = ((await created.json()) as { id: number }).id;
  const own = unique("Galway A2");
  const made = await request.post("/api/admin/classes", {
    headers: await staffHeaders(request),
    data: {
      name: own,
      level: "A2",
      campus: "Galway",
      teacherId,
      weekdays: [1, 3],
      startTime: "14:00",
      endTime: "16:00",
      startsOn: START,
      endsOn: "2031-06-30",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  // A student in it, so the office's certificates link would have something to print.
  const placed = await request.post(
    `/api/admin/classes/${((await made.json()) as { id: number }).id}/enrolments`,
    {
      headers: await staffHeaders(request),
      data: { bookingId: (await confirmedBooking(request)).bookingId, from: START },
    },
  );
  expect(placed.status(), await placed.text()).toBe(201);

  await signIn(page, undefined, "/admin/classes/rooms");
  await gotoHydrated(page, "/admin/classes/rooms");
  const rooms = page.getByRole("region", { name: "Rooms" });
  const roomName = unique("Room");
  await rooms.getByLabel("Campus").selectOption("Galway");
  await rooms.getByLabel("Room name").fill(roomName);
  await rooms.getByLabel("Seats").fill("0");
  await rooms.getByRole("button", { name: "Add room" }).click();
  await expect(rooms.getByText("Enter the seats, 1 to 200.")).toBeVisible();
  await expect(rooms.getByLabel("Room name")).toHaveValue(roomName);
  await rooms.getByLabel("Seats").fill("14");
  await rooms.getByRole("button", { name: "Add room" }).click();
  await expect(rooms.getByRole("row", { name: new RegExp(roomName) })).toContainText("14");
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signIn(page, { username, password }, "/admin/classes");
  await expect(page.getByTestId("class-row")).toHaveCount(1);
  await expect(page.getByTestId("class-row")).toContainText(own);
  await expect(page.getByRole("region", { name: "New class" })).toHaveCount(0);
  await page.getByRole("link", { name: own }).click();
  await expect(page.getByRole("heading", { level: 1, name: own })).toBeVisible();
  await expect(page.getByRole("region", { name: "Enrol a student" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Attendance certificates/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const certificates = await page.request.get(
    `${new URL(page.url()).pathname}/attendance-certificates`,
  );
  expect(certificates.status()).toBe(403);
  expect(certificates.headers()["content-type"]).not.toMatch(/pdf/);
  for (const path of ["/admin/timetable", "/admin/placement", "/admin/classes/rooms"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});
