import { type APIRequestContext, expect, test } from "@playwright/test";
import { dismissCookies, expectNoAxeViolations } from "./programs/support";

/**
 * Issue 30: the family's booking page once the course runs, on a phone. A booking that started
 * three weeks ago (the e2e fixture server/http/fixtures/running-course.ts: through the API a
 * booking can only start in the future) with a class, a classmate and registers in which the
 * student missed every third lesson; the page shows the class, this week's lessons, the
 * percentage and a kind warning with the Stamp 2 reason, in the family's language.
 */

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.30" } });

async function runningCourse(request: APIRequestContext, lang: string): Promise<string> {
  const response = await request.post(`/__fixtures/running-course?lang=${lang}`);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

const cases = [
  {
    lang: "en",
    title: "Your class",
    level: "level B1",
    lesson: /09:00–12:00 · room Liffey \d+ · with Aoife/,
    percent: /^\d{2}(\.\d)? %$/,
    warning: "Your attendance needs attention",
    below: "Your attendance is below 85 %.",
    visa: /Stamp 2/,
  },
  {
    lang: "es",
    title: "Tu clase",
    level: "nivel B1",
    lesson: /09:00–12:00 · aula Liffey \d+ · con Aoife/,
    percent: /^\d{2}(,\d)? %$/,
    warning: "Tu asistencia necesita atención",
    below: "Tu asistencia está por debajo del 85 %.",
    visa: /Stamp 2/,
  },
] as const;

for (const expected of cases) {
  test(`@phone a student sees their class, week and attendance with a warning (${expected.lang})`, async ({
    page,
    request,
  }) => {
    const path = await runningCourse(request, expected.lang);
    await page.goto(path);
    await dismissCookies(page);

    const course = page.getByTestId("offer-course");
    await expect(course.getByRole("heading", { level: 2, name: expected.title })).toBeVisible();
    await expect(page.getByTestId("offer-course-class")).toContainText("Morning B1");
    await expect(page.getByTestId("offer-course-class")).toContainText(expected.level);
    const week = page.getByTestId("offer-course-week").getByRole("listitem");
    await expect(week.first()).toContainText(expected.lesson);
    // The class meets every day of the week in the fixture: the whole week is listed.
    expect(await week.count()).toBeGreaterThanOrEqual(5);
    await expect(course.locator("span.text-3xl")).toHaveText(expected.percent);

    const warning = page.getByTestId("offer-course-warning");
    await expect(warning.getByRole("heading", { name: expected.warning })).toBeVisible();
    await expect(warning).toContainText(expected.below);
    await expect(warning).toContainText(expected.visa);
    // Nothing of the classmate in the class.
    await expect(page.locator("body")).not.toContainText("Otto");
    await expect(page.locator("body")).not.toContainText("Classmate");

    // On a phone the panel fits the screen: no sideways scrolling.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
