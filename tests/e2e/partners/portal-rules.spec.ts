import { expect, type Page, test } from "@playwright/test";
import { unique } from "../admin/support";
import { expectNoAxeViolations } from "../programs/support";
import {
  acceptInvitation,
  createAgency,
  invite,
  newStudent,
  ownAddress,
  requestQuote,
  sendOffer,
  signedInAgent,
  staffHeaders,
  words,
} from "./support";

/**
 * Issue 17: what the portal refuses and how it says so (the guard, invitation links that no
 * longer work, another agency's booking, too many sign-in attempts), and what keeps it
 * private (no-store, noindex, robots.txt, the sitemap, scripts only after load).
 */
const t = words("en", "partners");

/** Signs out and waits until it has landed: a visit made before then still has the session. */
async function signOut(page: Page) {
  await page.getByRole("button", { name: t("shell.signOut") }).click();
  await expect(page).toHaveURL(/\/partners\/login\?signedOut=1$/);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
});

test("every page but sign-in and the invitation needs a session; `next` stays inside", async ({
  request,
}) => {
  for (const [path, login] of [
    ["/partners", "/partners/login"],
    ["/partners/students?q=ana", "/partners/login"],
    ["/partners/bookings/1", "/partners/login"],
    ["/partners/bookings/1/letter", "/partners/login"],
    ["/partners/commission.csv?month=2031-06", "/partners/login"],
    ["/es/partners/commission", "/es/partners/login"],
    ["/de/partners/quote", "/de/partners/login"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`${login}?next=${encodeURIComponent(path)}`);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
  // Signing out is a form post; without a session it too goes to sign in.
  const out = await request.post("/partners/logout", { maxRedirects: 0 });
  expect([302, 303]).toContain(out.status());
  expect(out.headers().location).toMatch(/^\/partners\/login\?next=/);
});

test("after signing in, `next` is followed only inside the portal", async ({ page, request }) => {
  const agent = await signedInAgent(page, request, "en");
  await signOut(page);
  for (const next of ["https://evil.example/partners", "//evil.example/partners", "/admin"]) {
    await page.goto(`/partners/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel(t("login.email")).fill(agent.email);
    await page.getByLabel(t("login.password")).fill("Harbour-Lights-2031!");
    await page.getByRole("button", { name: t("login.submit") }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await signOut(page);
  }
});

test("portal pages are personal: no-store, noindex, never cached, not in robots or sitemap; scripts wait for load", async ({
  page,
  request,
}) => {
  for (const path of ["/partners/login", "/es/partners/login", "/fr/partners/login"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers()["x-page-cache"]).toBeUndefined();
      expect(response.headers()["content-security-policy"]).toBeTruthy();
    }
    const html = await second.text();
    // Decisions 0013 and 0019: the module preloads wait in an inert template and the app's
    // script is inert until the load event.
    const preloads = /<template id="deferred-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? "";
    expect(preloads).toContain('rel="modulepreload"');
    expect(html.replace(preloads, "")).not.toContain('rel="modulepreload"');
    expect(html).toContain('type="text/x-deferred-module"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  const robots = await (await request.get("/robots.txt")).text();
  for (const prefix of ["", "/es", "/fr", "/de"]) {
    expect(robots).toContain(`Disallow: ${prefix}/partners\n`);
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/partners");

  await page.goto("/partners/login");
  await expect(page.locator("h1")).toHaveText(t("login.title"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page);
  await page.goto("/de/partners/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("h1")).toHaveText(words("de", "partners")("login.title"));
  await expectNoAxeViolations(page);
});

test("too many wrong passwords: the sign-in says to wait", async ({ page }) => {
  const email = `${unique("nobody").toLowerCase()}@example.com`;
  await page.goto("/partners/login");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel(t("login.email")).fill(email);
    await page.getByLabel(t("login.password")).fill(`wrong-password-${attempt}`);
    await page.getByRole("button", { name: t("login.submit") }).click();
    await expect(page.getByTestId("login-error")).toContainText(t("login.errors.invalid.title"));
  }
  await page.getByLabel(t("login.email")).fill(email);
  await page.getByLabel(t("login.password")).fill("wrong-password-again");
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByTestId("login-error")).toContainText(t("login.errors.throttled.title"));
  await expect(page.getByTestId("login-error")).toContainText(/try again in \d+ minutes?/);
  await expect(page.getByLabel(t("login.email"))).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test("invitation links: unknown (404), used and replaced (410) say what to do", async ({
  page,
  request,
}) => {
  const unknown = await page.goto(`/partners/invitations/${"A".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  expect(unknown?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByTestId("invitation-closed")).toHaveAttribute("data-reason", "unknown");
  await expect(page.locator("h1")).toHaveText(t("invitation.closed.unknown.title"));
  await expectNoAxeViolations(page);

  // Invited twice: the first link is replaced by the second.
  const agency = await createAgency(request);
  const email = `${unique("twice").toLowerCase()}@example.com`;
  const first = await invite(request, agency, email, "en");
  const second = await invite(request, agency, email, "en");
  expect(second).not.toBe(first);
  const replaced = await page.goto(first);
  expect(replaced?.status()).toBe(410);
  await expect(page.locator("h1")).toHaveText(t("invitation.closed.replaced.title"));

  // The newer one works once; afterwards it says so and offers to sign in.
  await acceptInvitation(page, "en", {
    agency,
    name: "Siobhán Kelly",
    email,
    invitationPath: second,
  });
  const used = await page.goto(second);
  expect(used?.status()).toBe(410);
  await expect(page.locator("h1")).toHaveText(t("invitation.closed.used.title"));
  await expect(page.getByRole("link", { name: t("invitation.closed.signIn") })).toHaveAttribute(
    "href",
    "/partners/login",
  );
  await expectNoAxeViolations(page);

  // In Spanish too.
  const es = await page.goto(`/es/partners/invitations/${second.split("/").at(-1)}`);
  expect(es?.status()).toBe(410);
  await expect(page.locator("h1")).toHaveText(
    words("es", "partners")("invitation.closed.used.title"),
  );
});

test("another agency's booking is the 404 page, its letter too, and it cannot be accepted", async ({
  page,
  request,
  browser,
}) => {
  // Agency B's student, with an offer sent.
  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ownAddress() } });
  const otherPage = await other.newPage();
  await signedInAgent(otherPage, request, "en");
  const student = newStudent();
  await requestQuote(otherPage, "en", student);
  const offer = await sendOffer(request, student);
  await otherPage.goto(`/partners/bookings/${offer.bookingId}`);
  await expect(otherPage.locator("h1")).toHaveText(`${student.firstName} ${student.lastName}`);
  await other.close();

  // Agency A's agent asks for it.
  await signedInAgent(page, request, "en");
  const response = await page.goto(`/partners/bookings/${offer.bookingId}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("h1")).toHaveText(t("errorPage.notFound.title"));
  await expect(page).toHaveTitle(t("meta.notFound"));
  await expect(page.getByText(student.firstName)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect((await page.request.get(`/partners/bookings/${offer.bookingId}/letter`)).status()).toBe(
    404,
  );
  const post = await page.request.post(`/partners/bookings/${offer.bookingId}`, {
    form: { intent: "accept", passportName: "Someone Else" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
  // Nonsense ids are simply not found.
  expect((await page.goto("/partners/bookings/abc"))?.status()).toBe(404);
  expect((await page.goto("/es/partners/bookings/99999999"))?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText(words("es", "partners")("errorPage.notFound.title"));
});

test("the students list searches on the server and pages", async ({ page, request }) => {
  await signedInAgent(page, request, "en");
  const first = newStudent();
  const second = newStudent();
  await requestQuote(page, "en", first);
  await requestQuote(page, "en", second);
  await page.goto("/partners/students");
  await expect(page.getByTestId("student-row")).toHaveCount(2);
  await expect(page.getByTestId("students-range")).toHaveText("Showing 1–2 of 2");
  await page.getByLabel(t("students.search")).fill(second.reference);
  await page.getByRole("button", { name: t("students.searchButton") }).click();
  await expect(page).toHaveURL(`/partners/students?q=${second.reference}`);
  await expect(page.getByTestId("student-row")).toHaveCount(1);
  await expect(page.getByTestId("student-row")).toContainText(second.firstName);
  await page.goto("/partners/students?q=nobody-by-this-name");
  await expect(page.getByRole("heading", { name: t("students.noMatchTitle") })).toBeVisible();
  await expectNoAxeViolations(page);
  // A page past the end is empty, not an error.
  expect((await page.goto("/partners/students?page=9"))?.status()).toBe(200);
});

test("the quote form keeps what was typed and says what is missing", async ({ page, request }) => {
  await signedInAgent(page, request, "en");
  const q = words("en", "quote");
  await page.goto("/partners/quote");
  await page.getByLabel(q("form.firstName")).fill("Marta");
  await page.getByLabel(t("quote.fields.agencyReference")).fill("REF-77");
  await page.getByRole("button", { name: t("quote.submit") }).click();
  const error = page.getByTestId("partner-quote-error");
  await expect(error).toContainText(t("quote.errors.invalid"));
  await expect(error.getByRole("link", { name: /^Last name: / })).toHaveAttribute(
    "href",
    "#quote-lastName",
  );
  await expect(error).toContainText(t("quote.consentError"));
  await expect(page.getByLabel(q("form.firstName"))).toHaveValue("Marta");
  await expect(page.getByLabel(t("quote.fields.agencyReference"))).toHaveValue("REF-77");
  await expect(page.getByLabel(q("form.lastName"))).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the dashboard and a booking fit a phone screen @phone", async ({ page, request }) => {
  await signedInAgent(page, request, "en");
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  const student = newStudent();
  await requestQuote(page, "en", student);
  const offer = await sendOffer(request, student);
  for (const path of [
    "/partners/students",
    `/partners/bookings/${offer.bookingId}`,
    "/partners/commission",
  ]) {
    await page.goto(path);
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
});

test("portal pages fetch no script before the load event, then hydrate without a mismatch", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const agent = await signedInAgent(page, request, "en");
  const student = newStudent();
  await requestQuote(page, "en", student);
  const offer = await sendOffer(request, student);
  await signOut(page);
  const paths = [
    "/partners/login",
    "/es/partners/login",
    agent.invitationPath, // used by now: the 410 page
    "/partners",
    "/partners/students",
    "/partners/quote",
    `/partners/bookings/${offer.bookingId}`,
    "/partners/commission",
    "/de/partners/commission",
  ];
  for (const [index, path] of paths.entries()) {
    if (index === 3) {
      await page.goto("/partners/login");
      await page.getByLabel(t("login.email")).fill(agent.email);
      await page.getByLabel(t("login.password")).fill("Harbour-Lights-2031!");
      await page.getByRole("button", { name: t("login.submit") }).click();
      await expect(page).toHaveURL(/\/partners$/);
    }
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
      return { loadEventStart: navigation?.loadEventStart ?? 0, scripts };
    });
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.startTime, `${path}: ${script.url}`).toBeGreaterThanOrEqual(
        timing.loadEventStart,
      );
    }
  }
  expect(errors).toEqual([]);
});

test("suspending an agency ends its agents' sessions at once; its invitation links say so", async ({
  page,
  request,
  context,
}) => {
  const agent = await signedInAgent(page, request, "en");
  const colleague = await invite(
    request,
    agent.agency,
    `${unique("colleague").toLowerCase()}@example.com`,
    "en",
  );
  const suspended = await request.patch(`/api/admin/agencies/${agent.agency.id}`, {
    headers: await staffHeaders(request),
    data: { status: "suspended" },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  await page.goto("/partners/students");
  await expect(page).toHaveURL("/partners/login?next=%2Fpartners%2Fstudents&expired=1");
  await expect(page.getByText(t("login.notice.expired"))).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "__Host-clover_partner")).toBe(
    false,
  );
  // Signing in again with the right password says access is paused; a wrong one says nothing more.
  await page.getByLabel(t("login.email")).fill(agent.email);
  await page.getByLabel(t("login.password")).fill("Harbour-Lights-2031!");
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByTestId("login-error")).toContainText(t("login.errors.paused.title"));
  await page.getByLabel(t("login.password")).fill("Not-The-Password-2031!");
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByTestId("login-error")).toContainText(t("login.errors.invalid.title"));

  const response = await page.goto(colleague);
  expect(response?.status()).toBe(410);
  await expect(page.locator("h1")).toHaveText(t("invitation.closed.suspended.title"));
});
