/**
 * The at-risk list to a warning letter (issue 30), in Chromium against the production build: a
 * student booked through the pipeline (quote, offer, acceptance) is placed in a class and marked
 * absent at every lesson so far; staff find them on /admin/attendance, open the booking, send a
 * first warning, and see it on the booking's timeline; the family's e-mail links to the PDF on
 * their own booking page. Both screens are axe-clean.
 */
import { expect, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "./admin/support";
import { bearer } from "./admin-settings/helpers";
import { gotoHydrated } from "./support/hydration";
import { waitForEmail } from "./support/outbox";

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe("attendance: from the at-risk list to a warning letter", () => {
  test("staff find a student at risk, send a first warning and see it on the timeline", async ({
    page,
    request,
  }) => {
    // A booking through the pipeline and three weeks of registers take a while to arrange.
    test.setTimeout(120_000);
    const marker = unique("Absent");
    const email = `${marker.toLowerCase()}@example.com`;
    const token = await apiToken(request);
    const auth = { headers: bearer(token) };

    // Arranged through the API with its own context (the page's cookies stay signed out).
    // A booking through the pipeline: quote, offer, acceptance.
    const quote = await request.post("/api/quote-requests", {
      data: {
        firstName: marker,
        lastName: "Murphy",
        email,
        nationality: "Brazilian",
        programId: "general-english-cork",
        duration: "4-weeks",
        accommodation: "host-family",
        startDate: "2031-06-02",
        gdprConsent: true,
      },
      headers: { "X-Forwarded-For": "203.0.113.171" },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const quotes = await request.get(`/api/quote-requests?q=${marker}`, auth);
    const quoteId = ((await quotes.json()) as { items: { id: number }[] }).items[0]?.id;
    expect(quoteId).toBeTruthy();
    const offer = await request.post(`/api/admin/quote-requests/${quoteId}/offers`, auth);
    expect(offer.status(), await offer.text()).toBe(201);
    const { id: offerId, bookingId } = (await offer.json()) as { id: number; bookingId: number };
    const sent = await request.post(`/api/admin/offers/${offerId}/send`, auth);
    expect(sent.status(), await sent.text()).toBe(200);
    const offerToken = /\/offers\/([\w-]{20,})/.exec(
      ((await sent.json()) as { url: string }).url,
    )?.[1];
    const accepted = await request.post(`/api/offers/${offerToken}/accept`, {
      data: {
        passportName: `${marker.toUpperCase()} MURPHY`,
        dateOfBirth: "1999-02-11",
        nationality: "Brazilian",
        address: "Rua Augusta 10, São Paulo, Brazil",
        emergencyContact: { name: "Maria Murphy", phone: "+55 11 5555 1234" },
        acceptTerms: true,
      },
      headers: { "X-Forwarded-For": "203.0.113.172" },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // A class that started three weeks ago; absent at every lesson held so far.
    const teacher = await request.post("/api/admin/users", {
      ...auth,
      data: {
        username: unique("teacher").toLowerCase(),
        displayName: "Ciara Teacher",
        role: "teacher",
        password: "Clover-teacher-phrase-2031!",
      },
    });
    expect(teacher.status(), await teacher.text()).toBe(201);
    const created = await request.post("/api/admin/classes", {
      ...auth,
      data: {
        name: `${marker} B1`,
        level: "B1",
        campus: "Cork",
        teacherId: ((await teacher.json()) as { id: number }).id,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: "09:00",
        endTime: "12:00",
        startsOn: day(-21),
        endsOn: day(30),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const classId = ((await created.json()) as { id: number }).id;
    const enrolled = await request.post(`/api/admin/classes/${classId}/enrolments`, {
      ...auth,
      data: { bookingId, from: day(-21) },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const lessons = await request.get(
      `/api/admin/classes/${classId}/lessons?from=${day(-21)}&to=${day(-1)}`,
      auth,
    );
    const { items } = (await lessons.json()) as { items: { id: number }[] };
    expect(items.length).toBeGreaterThan(5);
    for (const lesson of items) {
      const saved = await request.put(`/api/admin/lessons/${lesson.id}/register`, {
        ...auth,
        data: { entries: [{ bookingId, status: "absent" }], reason: "Typed in from paper" },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }

    // Staff find the student on the at-risk list.
    await signIn(page, undefined, "/admin/attendance");
    await gotoHydrated(page, "/admin/attendance");
    await page.getByLabel("Search students").fill(marker);
    // The search runs on the server: wait for the filtered page, not the faded one before it.
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(page.getByText("1 at risk", { exact: true })).toBeVisible();
    const row = page.getByTestId("at-risk-row").filter({ hasText: marker });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("0.0 %");
    await expect(row).toContainText("Cannot reach 85 % by the end of the course");
    await expect(row).toContainText(`${marker} B1`);
    await expect(page.getByRole("heading", { name: "Weekly attendance by campus" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The booking: send a first warning; it shows in the log and on the timeline.
    await row.getByRole("link", { name: `${marker} Murphy` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
    const attendance = page.getByRole("region", { name: "Attendance", exact: true });
    await expect(attendance.getByTestId("booking-attendance")).toContainText("0.0 %");
    await attendance.getByLabel("Warning letter").selectOption("first-warning");
    await attendance.getByRole("button", { name: "Send letter to student" }).click();
    await expectToast(page, "Success", `The letter was e-mailed to ${email}.`);
    await expect(attendance.getByTestId("warning-letters")).toContainText(
      "First warning (English)",
    );
    await expect(page.getByTestId("booking-timeline")).toContainText(
      "sent the first warning letter (English, attendance 0 %)",
    );
    await expectNoAxeViolations(page);

    // The family's e-mail links to the letter on their own booking page.
    const mail = await waitForEmail(email, "First attendance warning");
    const link = /(\/offers\/[\w-]{20,}\/warning-letters\/\d+)/.exec(mail)?.[1];
    expect(link, "the e-mail links to the letter").toBeTruthy();
    const pdf = await request.get(link ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });
});
