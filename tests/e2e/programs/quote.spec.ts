import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";
import { adminToken, dismissCookies, expectNoAxeViolations, languages, localized } from "./support";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function fillRequired(page: Page, email: string, program = "general-english-cork") {
  await page.getByRole("combobox", { name: "Program", exact: true }).selectOption(program);
  await page.getByLabel("First name").fill("Aoife");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/I agree that Clover English/).check();
}

async function fillOptional(page: Page) {
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByLabel("Nationality").fill("Spanish");
  await page.getByLabel("Age group").selectOption("18-25");
  await page.getByLabel("Preferred start date").fill("2027-03-01");
  await page.getByLabel("Duration").selectOption("4-weeks");
  await page.getByLabel("Accommodation").selectOption("host-family");
  await page.getByLabel("Special requests").fill("Vegetarian meals, please.");
}

async function expectEverythingKept(page: Page, email: string) {
  await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue(
    "general-english-cork",
  );
  await expect(page.getByLabel("First name")).toHaveValue("Aoife");
  await expect(page.getByLabel("Last name")).toHaveValue("Tester");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("+34 600 123 456");
  await expect(page.getByLabel("Nationality")).toHaveValue("Spanish");
  await expect(page.getByLabel("Age group")).toHaveValue("18-25");
  await expect(page.getByLabel("Preferred start date")).toHaveValue("2027-03-01");
  await expect(page.getByLabel("Duration")).toHaveValue("4-weeks");
  await expect(page.getByLabel("Accommodation")).toHaveValue("host-family");
  await expect(page.getByLabel("Special requests")).toHaveValue("Vegetarian meals, please.");
  await expect(page.getByLabel(/I agree that Clover English/)).toBeChecked();
}

async function findQuote(page: Page, email: string) {
  const token = await adminToken(page.request);
  const response = await page.request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items;
}

test.describe("/quote page", () => {
  test("has every option list, the summary, What's Included and the help box", async ({ page }) => {
    await gotoHydrated(page, "/quote");
    const options = async (label: string) =>
      (await page.getByLabel(label).locator("option").allTextContents()).slice(1);
    expect(await options("Age group")).toEqual([
      "12–15",
      "16–17",
      "18–25",
      "26–35",
      "36–50",
      "50+",
    ]);
    expect(await options("Duration")).toEqual([
      "1 week",
      "2 weeks",
      "3 weeks",
      "4 weeks",
      "6 weeks",
      "8 weeks",
      "Custom duration",
    ]);
    expect(await options("Accommodation")).toEqual([
      "Host family",
      "Student residence",
      "Hotel",
      "No accommodation needed",
    ]);
    expect(
      await page.getByRole("combobox", { name: "Program", exact: true }).locator("option").count(),
    ).toBe(12);
    await expect(page.getByLabel("Special requests")).toHaveAttribute("rows", "6");
    await expect(page.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page.getByTestId("selected-program")).toContainText(
      "Choose a program to see its details here.",
    );
    await expect(page.getByRole("region", { name: "What's included in your quote" })).toBeVisible();
    const help = page.getByRole("region", { name: "Need help?" });
    await expect(help).toContainText("Monday to Friday, 9AM–6PM Irish time");
    await expect(help.getByRole("link", { name: /\+353 1 555 0142/ })).toHaveAttribute(
      "href",
      "tel:+35315550142",
    );
    await expect(help.getByRole("link", { name: /info@cloverenglish.ie/ })).toHaveAttribute(
      "href",
      "mailto:info@cloverenglish.ie",
    );
  });

  test("?program= presets the program and its summary", async ({ page }) => {
    await gotoHydrated(page, "/quote?program=cert-tesol");
    await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue(
      "cert-tesol",
    );
    const summary = page.getByTestId("selected-program");
    await expect(summary).toContainText("Trinity CertTESOL 2026");
    await expect(summary).toContainText("From €1,300");
    await page
      .getByRole("combobox", { name: "Program", exact: true })
      .selectOption("teacher-training");
    await expect(summary).toContainText("Erasmus+ Teacher Training");
    await expect(summary).toContainText("Contact Us");
    await gotoHydrated(page, "/quote?program=not-a-program");
    await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue("");
  });

  test("the estimate follows program, duration and accommodation", async ({ page }) => {
    await gotoHydrated(page, "/quote?program=clover-summer-galway");
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toContainText("Estimate");
    await expect(estimate).toContainText("Choose a duration to see an estimate.");

    await page.getByLabel("Duration").selectOption("3-weeks");
    await expect(estimate.getByTestId("estimate-tuition")).toHaveText("€1,020");
    await expect(estimate.getByTestId("estimate-total")).toHaveText("€1,020");

    await page.getByLabel("Accommodation").selectOption("host-family");
    // The price list's host family price in Galway.
    await expect(estimate).toContainText("Host family: €170 a week × 3 weeks");
    await expect(estimate.getByTestId("estimate-total")).toHaveText("€1,530");

    await page.getByLabel("Duration").selectOption("6-weeks");
    await expect(estimate.getByTestId("estimate-total")).toHaveText("€3,060");

    await page
      .getByRole("combobox", { name: "Program", exact: true })
      .selectOption("clover-summer-dublin");
    await expect(estimate.getByTestId("estimate-total")).toHaveText("€3,300");

    await page.getByRole("combobox", { name: "Program", exact: true }).selectOption("cert-tesol");
    await page.getByLabel("Accommodation").selectOption("none");
    await expect(estimate).toContainText("Course fee");
    await expect(estimate.getByTestId("estimate-total")).toHaveText("€1,300");

    await page
      .getByRole("combobox", { name: "Program", exact: true })
      .selectOption("personalised-programmes");
    await expect(estimate).toContainText("This program is priced individually");

    await page
      .getByRole("combobox", { name: "Program", exact: true })
      .selectOption("general-english-cork");
    await page.getByLabel("Duration").selectOption("custom");
    await expect(estimate).toContainText(
      "For a custom duration we will send you a personalised quote.",
    );
  });

  test("the estimate is localized", async ({ page }) => {
    await gotoHydrated(page, "/de/quote?program=clover-summer-galway");
    await page.getByLabel("Dauer").selectOption("2-weeks");
    await expect(page.getByTestId("estimate-total")).toHaveText("680 €");
    await expect(page.getByTestId("estimate")).toContainText("Schätzung");
  });

  test("missing required fields: Missing Information, field messages, nothing sent", async ({
    page,
  }) => {
    let posted = false;
    await page.route("**/api/quote-requests", (route) => {
      posted = true;
      return route.continue();
    });
    await gotoHydrated(page, "/quote");
    await dismissCookies(page);
    await page.getByLabel("First name").fill("Aoife");
    await page.getByRole("button", { name: "Request My Quote" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("Please fill in all required fields", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(
      page.getByRole("combobox", { name: "Program", exact: true }),
    ).toHaveAccessibleDescription("Choose one of our programs.");
    await expect(page.getByLabel(/I agree that Clover English/)).toHaveAccessibleDescription(
      "Please agree to the privacy policy so we can send your quote.",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Aoife");
    expect(posted).toBe(false);
  });

  test("a malformed e-mail gets its own message", async ({ page }) => {
    await gotoHydrated(page, "/quote");
    await fillRequired(page, "not-an-email");
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(
      "Enter a valid e-mail address, like name@example.com.",
    );
    await expect(page.getByTestId("quote-error")).toContainText(
      "Please check the highlighted fields.",
    );
  });

  test("success: toast, empty form, and the request is stored", async ({ page }) => {
    const email = uniqueEmail("quote-js");
    await gotoHydrated(page, "/quote?program=general-english-cork");
    await dismissCookies(page);
    await fillRequired(page, email);
    await fillOptional(page);
    await page.getByRole("button", { name: "Request My Quote" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Quote Request Sent!", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("We'll send you a personalized quote within 24 hours", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("E-mail")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue("");
    await expect(page.getByLabel(/I agree that Clover English/)).not.toBeChecked();

    const [stored] = await findQuote(page, email);
    expect(stored).toMatchObject({
      firstName: "Aoife",
      lastName: "Tester",
      email,
      phone: "+34 600 123 456",
      country: "Spanish",
      programId: "general-english-cork",
      accommodationType: "host-family",
      startDate: "2027-03-01",
      totalCost: 1840, // 4 × €280 tuition + 4 × €160–200 host family (midpoint)
    });
  });

  test("a network failure shows the error and keeps everything typed", async ({ page }) => {
    await page.route("**/api/quote-requests", (route) => route.abort("failed"));
    const email = uniqueEmail("quote-offline");
    await gotoHydrated(page, "/quote");
    await dismissCookies(page);
    await fillRequired(page, email);
    await fillOptional(page);
    await page.getByRole("button", { name: "Request My Quote" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    await expect(toast.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(page.getByTestId("quote-error")).toContainText(
      "Something went wrong. Please try again.",
    );
    await expectEverythingKept(page, email);
    expect(await findQuote(page, email)).toEqual([]);
  });

  test("a server error and a rate limit keep everything typed", async ({ page }) => {
    let answer = 500;
    await page.route("**/api/quote-requests", (route) =>
      route.fulfill({
        status: answer,
        contentType: "application/json",
        body: JSON.stringify({ error: answer === 429 ? "rate_limited" : "internal" }),
      }),
    );
    const email = uniqueEmail("quote-500");
    await gotoHydrated(page, "/quote");
    await dismissCookies(page);
    await fillRequired(page, email);
    await fillOptional(page);
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await expect(page.getByTestId("quote-error")).toContainText(
      "Something went wrong. Please try again.",
    );
    await expectEverythingKept(page, email);
    answer = 429;
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await expect(page.getByTestId("quote-error")).toContainText(
      "Too many requests from your connection. Please try again later.",
    );
    await expectEverythingKept(page, email);
  });

  test("works in Spanish, with Spanish messages", async ({ page }) => {
    await gotoHydrated(page, "/es/quote");
    await page.getByRole("button", { name: "Pedir mi presupuesto" }).click();
    await expect(page.getByTestId("quote-error")).toContainText("Falta información");
    await expect(page.getByTestId("quote-error")).toContainText(
      "Rellena todos los campos obligatorios",
    );
    await expect(
      page.getByRole("textbox", { name: "Nombre", exact: true }),
    ).toHaveAccessibleDescription("Este campo es obligatorio.");
  });
});

test.describe("/quote without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("missing fields are caught by the server, with everything typed kept", async ({ page }) => {
    await page.goto("/quote?program=general-english-cork");
    await page.getByLabel("First name").fill("Aoife");
    await page.getByLabel("Special requests").fill("Vegetarian meals, please.");
    await page.getByRole("button", { name: "Request My Quote" }).click();
    const alert = page.getByTestId("quote-error");
    await expect(alert).toContainText("Missing Information");
    await expect(alert).toContainText("Please fill in all required fields");
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Aoife");
    await expect(page.getByLabel("Special requests")).toHaveValue("Vegetarian meals, please.");
    await expect(page.getByRole("combobox", { name: "Program", exact: true })).toHaveValue(
      "general-english-cork",
    );
  });

  test("success shows the inline panel, an empty form, and the request is stored", async ({
    page,
  }) => {
    const email = uniqueEmail("quote-nojs");
    await page.goto("/fr/quote?program=cert-tesol");
    await page.getByLabel("Prénom").fill("Aoife");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Tester");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Durée").selectOption("custom");
    await page.getByLabel(/J’accepte/).check();
    await page.getByRole("button", { name: "Recevoir mon devis" }).click();
    const success = page.getByTestId("quote-success");
    await expect(success).toContainText("Demande de devis envoyée");
    await expect(page.getByLabel("Prénom")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Programme", exact: true })).toHaveValue("");
    const [stored] = await findQuote(page, email);
    expect(stored).toMatchObject({ programId: "cert-tesol", locale: "fr", totalCost: null });
  });
});

test.describe("axe on /quote in every language", () => {
  for (const lang of languages) {
    test(`${lang}`, async ({ page }) => {
      await page.goto(localized(lang, "/quote?program=clover-summer-galway"));
      await dismissCookies(page);
      await expectNoAxeViolations(page);
      await page
        .getByRole("button")
        .filter({ hasText: /Quote|presupuesto|devis|Angebot/ })
        .last()
        .click();
      await expect(page.getByTestId("quote-error")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the form fits a phone @phone", async ({ page }) => {
    await page.goto("/quote");
    await dismissCookies(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

// From an address of its own (the e2e server trusts X-Forwarded-For), so the rest of the suite
// keeps its allowance of quote requests.
test.describe("/quote when the rate limit is reached, without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.61" },
  });

  test("shows the rate-limit message and keeps everything typed", async ({ page }) => {
    let limited = false;
    for (let attempt = 0; attempt < 100 && !limited; attempt++) {
      const response = await page.request.post("/api/quote-requests", {
        data: { firstName: "" },
      });
      limited = response.status() === 429;
    }
    expect(limited).toBe(true);
    const email = uniqueEmail("quote-limited");
    await page.goto("/quote");
    await fillRequired(page, email);
    await fillOptional(page);
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await expect(page.getByTestId("quote-error")).toContainText(
      "Too many requests from your connection. Please try again later.",
    );
    await expectEverythingKept(page, email);
  });
});
