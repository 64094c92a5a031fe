import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { gotoHydrated } from "../support/hydration";

interface StoredInquiry {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  enquiryType: string | null;
  locale: string;
}

async function storedInquiries(request: APIRequestContext, q: string): Promise<StoredInquiry[]> {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/contact-inquiries?q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredInquiry[] }).items;
}

async function fillForm(page: Page, subject: string, message = "Could my son join in July?") {
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Aoife Byrne");
  await page
    .getByRole("textbox", { name: "Email Address", exact: true })
    .fill("aoife.byrne@example.com");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+353 87 123 4567");
  await page.getByRole("combobox", { name: "Enquiry Type" }).selectOption("accommodation");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

async function expectValuesKept(page: Page, subject: string, message: string) {
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue(
    "Aoife Byrne",
  );
  await expect(page.getByRole("textbox", { name: "Email Address", exact: true })).toHaveValue(
    "aoife.byrne@example.com",
  );
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(
    "+353 87 123 4567",
  );
  await expect(page.getByRole("combobox", { name: "Enquiry Type" })).toHaveValue("accommodation");
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(subject);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(message);
  await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
}

test.describe("contact page", () => {
  test("shows three campuses, office hours and trust badges from the brand config @phone", async ({
    page,
  }) => {
    await page.goto("/contact");
    for (const [city, phone, email] of [
      ["Dublin", "+353 1 555 0142", "dublin@cloverenglish.ie"],
      ["Cork", "+353 21 555 0188", "cork@cloverenglish.ie"],
      ["Galway", "+353 91 555 0127", "galway@cloverenglish.ie"],
    ] as const) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: city, exact: true }) });
      await expect(
        card.getByRole("link", { name: new RegExp(phone.replace(/\+/g, "\\+")) }),
      ).toHaveAttribute("href", /^tel:/);
      await expect(card.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
    }
    await expect(page.getByText("14 Merrion Row")).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const school = jsonLd.map((text) => JSON.parse(text)).find((data) => data.legalName);
    expect(school.address).toHaveLength(3);
    const hours = page.getByRole("region", { name: "Office hours" });
    await expect(hours).toContainText("Monday – Friday09:00 – 18:00");
    await expect(hours).toContainText("Saturday10:00 – 14:00");
    await expect(hours).toContainText("SundayClosed");
    const badges = page.getByRole("list", { name: "Why families trust us" });
    await expect(badges).toContainText("Accredited school");
    await expect(badges).toContainText("40+ years of experience");
    await expect(badges).toContainText("24-hour response");
    await expect(page.getByRole("combobox", { name: "Enquiry Type" }).locator("option")).toHaveText(
      [
        "Choose a topic (optional)",
        "Programs and courses",
        "Enrolment",
        "Accommodation",
        "Visa and immigration",
        "Corporate and group training",
        "Something else",
      ],
    );
    await expect(page.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });
});

test.describe("contact form with JavaScript", () => {
  test("invalid fields get messages next to them, focus moves to the first, typing is kept", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Please correct the 4 highlighted fields.")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Full Name", exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please fill in this field.");
    await expect(
      page.getByRole("textbox", { name: "Email Address", exact: true }),
    ).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    await expect(
      page.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveAccessibleDescription("Please fill in this field.");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleDescription(
      "Please agree to the privacy policy so we can reply to you.",
    );
    await expect(page.getByRole("textbox", { name: "Email Address", exact: true })).toHaveValue(
      "not-an-email",
    );
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Hello there",
    );
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // Fixing the fields and sending again succeeds, and nothing of the first attempt comes back.
    await fillForm(page, "Second try", "Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByTestId("toast").getByText("Message Sent!", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(name).toHaveValue("");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Email Address", exact: true })).toHaveValue("");
  });

  test("messages are in the page's language", async ({ page }) => {
    await gotoHydrated(page, "/de/contact");
    await page
      .getByRole("textbox", { name: "Vollständiger Name", exact: true })
      .fill("Jonas Weber");
    await page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill("jonas@beispiel");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Bitte korrigieren Sie die 4 markierten Felder.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true })).toBeFocused();
    await expect(
      page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }),
    ).toHaveAccessibleDescription(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
    );
  });

  test("success: Message Sent! toast, empty fields, and the enquiry reaches staff", async ({
    page,
    request,
  }) => {
    const subject = `July junior course ${Date.now()}`;
    await gotoHydrated(page, "/contact");
    await fillForm(page, subject);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(
      page.getByTestId("toast").getByText("Message Sent!", { exact: true }),
    ).toBeVisible();
    for (const label of ["Full Name", "Email Address", "Phone", "Subject", "Message"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
    }
    await expect(page.getByRole("combobox", { name: "Enquiry Type" })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();

    const [stored] = await storedInquiries(request, subject);
    expect(stored).toMatchObject({
      name: "Aoife Byrne",
      email: "aoife.byrne@example.com",
      phone: "+353 87 123 4567",
      subject,
      message: "Could my son join in July?",
      enquiryType: "accommodation",
      locale: "en",
    });
  });

  test("a NUL character is refused next to the message, and every value is kept", async ({
    page,
  }) => {
    // It once reached the database and failed there; now the form rules refuse it. (The
    // database failing under the action is tested in tests/integration/contact-page-action.)
    const subject = `Nul ${Date.now()}`;
    const message = "Before\u0000after";
    await gotoHydrated(page, "/contact");
    await fillForm(page, subject, message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectValuesKept(page, subject, message);
  });
});

test.describe("contact form when the connection drops", () => {
  test("says the server could not be reached and keeps every value", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
    const subject = "Offline question";
    await fillForm(page, subject, "Written on a train.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("We couldn't reach our server");
    await expectValuesKept(page, subject, "Written on a train.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'd love to hear from you");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("errors come back next to the fields with the typed text", async ({ page }) => {
    await page.goto("/es/contact");
    await page.getByRole("textbox", { name: "Nombre completo", exact: true }).fill("Lucía García");
    await page.getByRole("textbox", { name: "Teléfono", exact: true }).fill("call me maybe");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.getByText("Corrige los 5 campos marcados, por favor.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre completo", exact: true })).toHaveValue(
      "Lucía García",
    );
    await expect(page.getByRole("textbox", { name: "Teléfono", exact: true })).toHaveValue(
      "call me maybe",
    );
    await expect(
      page.getByRole("textbox", { name: "Teléfono", exact: true }),
    ).toHaveAccessibleDescription(/Usa solo números, espacios y \+ \( \) -\./);
    // The browser focuses the first field to fix.
    await expect(
      page.getByRole("textbox", { name: "Correo electrónico", exact: true }),
    ).toBeFocused();
  });

  test("success shows Message Sent! inline with empty fields", async ({ page, request }) => {
    const subject = `No script ${Date.now()}`;
    await page.goto("/contact");
    await fillForm(page, subject);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Message Sent!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
    expect(await storedInquiries(request, subject)).toHaveLength(1);
  });
});

// From an address of its own, so the rest of the suite keeps its allowance.
test.describe("rate limit", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.250" } });

  test("a clear message that keeps the text, with and without JavaScript", async ({
    page,
    request,
    browser,
  }) => {
    for (let attempt = 0; attempt < 45; attempt += 1) {
      const response = await request.post("/api/contact-inquiries", {
        data: {
          name: "Load test",
          email: "load@example.com",
          subject: "s",
          message: "m",
          gdprConsent: true,
        },
      });
      if (response.status() === 429) break;
      expect(response.status()).toBe(201);
    }
    const subject = "Group of 12 in May";
    await page.goto("/contact");
    await fillForm(page, subject, "Twelve students, two teachers.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Too many messages");
    await expectValuesKept(page, subject, "Twelve students, two teachers.");

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.250" },
    });
    const plain = await noScript.newPage();
    await plain.goto("/contact");
    await fillForm(plain, subject, "Twelve students, two teachers.");
    await plain.getByRole("button", { name: "Send Message" }).click();
    await expect(plain.getByRole("alert")).toContainText("Too many messages");
    await expectValuesKept(plain, subject, "Twelve students, two teachers.");
    await noScript.close();
  });
});
