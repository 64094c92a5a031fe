import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, signIn, unique } from "./admin/support";

/**
 * Issue 30: a teacher takes today's register on a phone (375 px), with JavaScript and without:
 * one student absent with a sick note (certified), one late. A save redirects to `?saved=1`
 * (Post/Redirect/Get), so reloading the saved register asks the server for it again and posts
 * nothing. Everything is set up through the API as the office would: a teacher account, a class
 * that meets every day, two bookings taken to "confirmed" (quote request, offer, acceptance,
 * the deposit recorded) and placed in the class. The teacher signs in through the login screen.
 */

// An address of its own (the e2e server trusts X-Forwarded-For) for the public writes.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.81" },
  viewport: { width: 375, height: 812 },
  hasTouch: true,
});

/** A day in Dublin, `offset` days from today, YYYY-MM-DD. */
const dublinDay = (offset = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(
    new Date(Date.now() + offset * 864e5),
  );

const PASSWORD = "a-long-enough-teacher-password";

async function created<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 201) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A booking taken through the pipeline to "confirmed"; answers its id. */
async function confirmedBooking(request: APIRequestContext, token: string, firstName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const email = `${firstName.toLowerCase()}@example.com`;
  await created(
    await request.post("/api/quote-requests", {
      data: {
        firstName,
        lastName: "Student",
        email,
        programId: "general-english-cork",
        ageGroup: "26-35",
        duration: "2-weeks",
        startDate: "2031-09-01",
        gdprConsent: true,
      },
    }),
  );
  const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const [row] = ((await found.json()) as { items: { id: number }[] }).items;
  const offer = await created<{ id: number; bookingId: number; validUntil: string }>(
    await request.post(`/api/admin/quote-requests/${row?.id}/offers`, { headers, data: {} }),
  );
  const { depositCents } = await created<{ depositCents: number }>(
    await request.put(`/api/admin/offers/${offer.id}`, {
      headers,
      data: {
        startDate: "2031-09-01",
        endDate: "2031-09-12",
        validUntil: offer.validUntil,
        hoursPerWeek: 20,
        note: "",
        lines: [{ kind: "tuition", description: "Course", quantity: 1, unitCents: 90000 }],
      },
    }),
    200,
  );
  const { url } = await created<{ url: string }>(
    await request.post(`/api/admin/offers/${offer.id}/send`, { headers }),
    200,
  );
  const link = new URL(url).pathname.split("/offers/")[1];
  await created(
    await request.post(`/api/offers/${link}/accept`, {
      data: {
        passportName: `${firstName.toUpperCase()} STUDENT`,
        dateOfBirth: "1999-06-01",
        nationality: "Brazilian",
        address: "1 Main Street, Dublin",
        emergencyContact: { name: "Someone Else", phone: "+353 1 234 5678" },
        acceptTerms: true,
      },
    }),
    200,
  );
  await created(
    await request.post(`/api/admin/bookings/${offer.bookingId}/payments`, {
      headers,
      data: {
        amountCents: depositCents,
        receivedOn: dublinDay(),
        method: "bank-transfer",
        note: "",
      },
    }),
  );
  return offer.bookingId;
}

/** A teacher with a daily class of two confirmed students: today's and tomorrow's lesson. */
async function teachingDay(request: APIRequestContext) {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const username = unique("teacher").toLowerCase();
  const teacher = await created<{ id: number }>(
    await request.post("/api/admin/users", {
      headers,
      data: { username, displayName: "Niamh Teacher", role: "teacher", password: PASSWORD },
    }),
  );
  const className = unique("Phone B1");
  const startsOn = dublinDay(-7);
  const klass = await created<{ id: number }>(
    await request.post("/api/admin/classes", {
      headers,
      data: {
        name: className,
        level: "B1",
        campus: "Dublin",
        teacherId: teacher.id,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: "09:00",
        endTime: "12:00",
        startsOn,
        endsOn: dublinDay(14),
        capacity: 15,
      },
    }),
  );
  const students = [unique("Absent"), unique("Late")];
  for (const firstName of students) {
    const bookingId = await confirmedBooking(request, token, firstName);
    await created(
      await request.post(`/api/admin/classes/${klass.id}/enrolments`, {
        headers,
        data: { bookingId, from: startsOn },
      }),
    );
  }
  const lessonOn = async (day: string) => {
    const response = await request.get(
      `/api/admin/classes/${klass.id}/lessons?from=${day}&to=${day}`,
      { headers },
    );
    const { items } = await created<{ items: { id: number }[] }>(response, 200);
    expect(items, `a lesson on ${day}`).toHaveLength(1);
    return items[0]?.id as number;
  };
  return {
    username,
    className,
    absent: `${students[0]} Student`,
    late: `${students[1]} Student`,
    today: await lessonOn(dublinDay()),
    tomorrow: await lessonOn(dublinDay(1)),
  };
}

async function signInAsTeacher(page: Page, username: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A teacher lands on today's registers, not on the dashboard (which is not theirs).
  await expect(page).toHaveURL(/\/admin\/registers$/);
  await expect(page.getByRole("heading", { name: "Registers", level: 1 })).toBeVisible();
}

const student = (page: Page, name: string) => page.getByRole("group", { name });
const sickNote = (page: Page, name: string) => page.getByLabel(`Sick note (certified) (${name})`);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * After the save: the browser is on `?saved=1` with the confirmation, and a reload is a GET
 * (Post/Redirect/Get: it never posts the register again) showing what was stored.
 */
async function expectStored(page: Page, day: Awaited<ReturnType<typeof teachingDay>>) {
  await expect(page).toHaveURL(new RegExp(`/admin/registers/${day.today}\\?saved=1$`));
  await expect(page.getByTestId("register-answer")).toHaveText(
    "Register saved: 2 students, 2 not present.",
  );
  await expect(page.getByTestId("register-taken")).toContainText("Register taken at");
  const reloading = page.waitForRequest((request) => request.isNavigationRequest());
  await page.reload();
  expect((await reloading).method()).toBe("GET");
  await expect(page.getByTestId("register-answer")).toHaveText(
    "Register saved: 2 students, 2 not present.",
  );
  await expect(student(page, day.absent).getByRole("radio", { name: "Absent" })).toBeChecked();
  await expect(sickNote(page, day.absent)).toBeChecked();
  await expect(student(page, day.late).getByRole("radio", { name: "Late" })).toBeChecked();
  await expect(page.getByLabel(`Minutes late or left early (${day.late})`)).toHaveValue("20");
}

test("a teacher takes today's register on a phone: one absent, one 20 minutes late", async ({
  page,
  request,
}) => {
  const day = await teachingDay(request);
  await signInAsTeacher(page, day.username);
  // The brand leads a teacher to their registers, never to the dashboard's 403.
  await expect(page.getByRole("link", { name: "Clover English Admin" })).toHaveAttribute(
    "href",
    "/admin/registers",
  );
  const card = page.getByTestId("day-lesson").filter({ hasText: day.className });
  await expect(card).toContainText("09:00–12:00");
  await expect(card).toContainText("Not taken");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await card.getByRole("link", { name: /Take register/ }).click();
  await expect(page.getByRole("heading", { name: day.className, level: 1 })).toBeVisible();
  await expect(student(page, day.absent).getByRole("radio", { name: "Present" })).toBeChecked();
  await expect(student(page, day.late).getByRole("radio", { name: "Present" })).toBeChecked();
  // With JavaScript the minutes show only beside late and left early.
  const lateMinutes = page.getByLabel(`Minutes late or left early (${day.late})`);
  await expect(lateMinutes).toBeHidden();
  // ... and the sick note only beside absent.
  await expect(sickNote(page, day.absent)).toBeHidden();
  await student(page, day.absent).getByText("Absent", { exact: true }).click();
  await sickNote(page, day.absent).check();
  // A sick note ticked, then the status changed: the box hides and is not sent (no refusal).
  await student(page, day.late).getByText("Absent", { exact: true }).click();
  await sickNote(page, day.late).check();
  await student(page, day.late).getByText("Late", { exact: true }).click();
  await expect(sickNote(page, day.late)).toBeHidden();
  await expect(lateMinutes).toBeVisible();
  await expect(page.getByLabel(`Minutes late or left early (${day.absent})`)).toBeHidden();
  // Late without minutes: the refusal names the field, and the ticks stay.
  await page.getByRole("button", { name: "Save register" }).click();
  await expect(page.getByTestId("register-answer")).toContainText("The register was not saved");
  await expect(page.getByText("Enter the minutes late or left early (1 to 600).")).toBeVisible();
  await expect(page.getByText("Only an absence can be certified.")).toHaveCount(0);
  await expect(student(page, day.absent).getByRole("radio", { name: "Absent" })).toBeChecked();
  await expect(sickNote(page, day.absent)).toBeChecked();
  await expectNoAxeViolations(page);
  await lateMinutes.fill("20");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Save register" }).click();

  await expectStored(page, day);
  await expect(sickNote(page, day.absent)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the day's list the lesson reads as taken.
  await page.getByRole("link", { name: "Registers of the day" }).click();
  await expect(page.getByTestId("day-lesson").filter({ hasText: day.className })).toContainText(
    "Taken at",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the register is a plain form: a refusal keeps the ticks, then it saves", async ({
    page,
    request,
  }) => {
    const day = await teachingDay(request);
    await signInAsTeacher(page, day.username);
    await page
      .getByTestId("day-lesson")
      .filter({ hasText: day.className })
      .getByRole("link", { name: /Take register/ })
      .click();
    // Without JavaScript every minutes field and sick-note box is there from the start.
    const lateMinutes = page.getByLabel(`Minutes late or left early (${day.late})`);
    await expect(lateMinutes).toBeVisible();
    await expect(sickNote(page, day.late)).toBeVisible();
    await student(page, day.absent).getByText("Absent", { exact: true }).click();
    await sickNote(page, day.absent).check();
    await student(page, day.late).getByText("Late", { exact: true }).click();
    await sickNote(page, day.late).check();
    // Late without its minutes, and a sick note beside late: refused in words, both named,
    // and nothing ticked is lost.
    await page.getByRole("button", { name: "Save register" }).click();
    await expect(page.getByTestId("register-answer")).toContainText("The register was not saved");
    await expect(page.getByText("Enter the minutes late or left early (1 to 600).")).toBeVisible();
    await expect(sickNote(page, day.late)).toHaveAccessibleDescription(
      /Only an absence can be certified\./,
    );
    await expect(student(page, day.absent).getByRole("radio", { name: "Absent" })).toBeChecked();
    await expect(sickNote(page, day.absent)).toBeChecked();
    await expect(student(page, day.late).getByRole("radio", { name: "Late" })).toBeChecked();
    await expect(sickNote(page, day.late)).toBeChecked();
    // (No axe run here: axe-core runs in the page, which has no JavaScript; the first test runs
    // it on both screens, the refusal included.)

    await lateMinutes.fill("20");
    await sickNote(page, day.late).uncheck();
    await page.getByRole("button", { name: "Save register" }).click();
    await expectStored(page, day);
    await expect(sickNote(page, day.late)).not.toBeChecked();
  });
});

test("tomorrow's register is refused with its reason, and leads stay closed to a teacher", async ({
  page,
  request,
}) => {
  const day = await teachingDay(request);
  await signInAsTeacher(page, day.username);
  await page.goto(`/admin/registers/${day.tomorrow}`);
  await expect(page.getByTestId("register-state")).toHaveText(
    "This lesson has not happened yet: its register can't be taken before the day of the lesson.",
  );
  await expect(page.getByRole("button", { name: "Save register" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The dashboard sends a teacher to the registers; leads answer 403.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/registers$/);
  expect((await page.goto("/admin/leads"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not open to your account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the admin" }).click();
  await expect(page).toHaveURL(/\/admin\/registers$/);
});

test("the office: today's registers not taken on the dashboard, and every teacher's lessons", async ({
  page,
  request,
}) => {
  const day = await teachingDay(request);
  await signIn(page);
  const notTaken = page.getByTestId("registers-not-taken");
  await expect(notTaken).toContainText(/Registers not taken today: [1-9]/);
  await notTaken.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/registers\?notTaken=1$/);
  await expect(page.getByRole("checkbox", { name: "Not taken only" })).toBeChecked();
  // Searched on the server by class (or teacher) name; the teacher is named on each lesson.
  await page.getByRole("searchbox", { name: "Search lessons" }).fill(day.className);
  const cards = page.getByTestId("day-lesson");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Niamh Teacher");
  await expectNoAxeViolations(page);
});
