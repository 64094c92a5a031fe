import { expect, test } from "@playwright/test";

test.describe("about page", () => {
  test("is server-rendered at once with the story, six values, accreditations and reasons", async ({
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toContain("2008");
    expect(html).toContain("16 years");
    for (const value of [
      "Care and support",
      "Excellence",
      "Cultural exchange",
      "Innovation",
      "Integrity",
      "Community",
    ]) {
      expect(html).toContain(value);
    }
    for (const body of ["ACELS", "Eaquals", "ISO 9001:2015", "Trinity College London"]) {
      expect(html).toContain(body);
    }
    expect(html).toContain("Why students choose us");
    // No artificial skeleton: the content is in the first response.
    expect(html).not.toMatch(/skeleton|animate-pulse/);
  });

  test("links to the accreditations in the visitor's language @phone", async ({ page }) => {
    await page.goto("/es/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Una escuela que sabe cómo te llamas",
    );
    await expect(page.getByRole("heading", { name: "Lo que defendemos" })).toBeVisible();
    await page.getByRole("link", { name: "Descubre nuestras acreditaciones" }).click();
    await expect(page).toHaveURL(/\/es\/accreditations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Una calidad que puedes comprobar",
    );
  });
});

test.describe("accreditations page", () => {
  test("explains each body and the student protections", async ({ page }) => {
    await page.goto("/accreditations");
    for (const name of ["ACELS", "Eaquals", "ISO 9001:2015", "Trinity College London"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText("What it means for you")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Our quality standards" })).toBeVisible();
    for (const protection of ["Fee protection", "Visa support", "Quality assurance"]) {
      await expect(page.getByRole("heading", { name: protection })).toBeVisible();
    }
    await page.getByRole("link", { name: "Get Quote" }).last().click();
    await expect(page).toHaveURL(/\/quote$/);
  });
});

test.describe("legal pages", () => {
  test("privacy policy: controller, retention periods, rights within 30 days, children", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText(/Last updated: \d+ \w+ 2026/)).toBeVisible();
    await expect(
      page.getByText("Clover English Language School Ltd., 14 Merrion Row, Dublin 2, D02 X285"),
    ).toBeVisible();
    const retention = page.getByRole("table", { name: "How long we keep each kind of data" });
    await expect(retention.getByRole("row", { name: /Enquiries .* 3 years/ })).toBeVisible();
    await expect(retention.getByRole("row", { name: /Student records .* 7 years/ })).toBeVisible();
    await expect(
      retention.getByRole("row", { name: /Newsletter .* 3 years after your last interaction/ }),
    ).toBeVisible();
    await expect(retention.getByRole("row", { name: /Page-view .* 26 months/ })).toBeVisible();
    await expect(
      retention.getByRole("row", {
        name: /Booking and payment records .* 6 years after your course ends/,
      }),
    ).toBeVisible();
    await expect(
      retention.getByRole("row", { name: /Offers you declined .* 12 months after the offer ends/ }),
    ).toBeVisible();
    await expect(
      page.getByText(/six years after your course ends, because Irish tax law/),
    ).toBeVisible();
    for (const right of ["Access", "Rectification", "Erasure", "Portability", "Objection"]) {
      await expect(page.getByText(new RegExp(`^${right}:`))).toBeVisible();
    }
    await expect(page.getByText(/We answer within 30 days/)).toBeVisible();
    await expect(page.getByText(/aged 16 and over/)).toBeVisible();

    // The table of contents jumps to its section.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Your rights" })
      .click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByRole("heading", { name: /Your rights/ })).toBeInViewport();
  });

  test("cookie policy lists real storage and the spec's durations", async ({ page }) => {
    await page.goto("/cookie-policy");
    const table = page.getByRole("table", { name: "Cookies and storage used on this site" });
    await expect(table.getByRole("row", { name: /cookie-consent .* 1 year/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /clover-draft.* 1 hour/ })).toBeVisible();
    await expect(page.getByText(/no cookie, no identifier/)).toBeVisible();
    await expect(page.getByText(/no third-party analytics/)).toBeVisible();
    const ceilings = page.getByRole("table", {
      name: "The longest any optional cookie could last",
    });
    await expect(
      ceilings.getByRole("row", { name: /Analytics 26 months, 30 days,? and 24 hours/ }),
    ).toBeVisible();
    await expect(
      ceilings.getByRole("row", { name: /Marketing 13 months, 2 years,? and 90 days/ }),
    ).toBeVisible();
  });

  test("terms state the cancellation tiers, payments and ages, also in German", async ({
    page,
  }) => {
    await page.goto("/terms-conditions");
    const table = page.getByRole("table", { name: "Refund when you cancel" });
    await expect(
      table.getByRole("row", { name: "More than 30 days Full refund minus administration fees" }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: "14 to 30 days 50% of the fees paid" }),
    ).toBeVisible();
    await expect(table.getByRole("row", { name: "Less than 14 days No refund" })).toBeVisible();
    await expect(page.getByText(/All prices are in euro \(EUR\)\. A deposit/)).toBeVisible();
    await expect(page.getByText(/soft drinks only/)).toBeVisible();

    await page.goto("/de/terms-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Allgemeine Geschäftsbedingungen",
    );
    await expect(page.getByText(/Zuletzt aktualisiert: \d+\. \w+ 2026/)).toBeVisible();
  });
});
