import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { de } from "../../../server/db/seed/translations/de";
import { es } from "../../../server/db/seed/translations/es";
import { fr } from "../../../server/db/seed/translations/fr";
import { gotoHydrated } from "../support/hydration";
import {
  adminToken,
  dismissCookies,
  expectNoAxeViolations,
  languages,
  localized,
  programTitles,
  setProgramStatus,
} from "./support";

const sidebar = (page: Page) => page.locator("aside").last();

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("every program page", () => {
  for (const [id, title] of Object.entries(programTitles)) {
    test(`${id}: common layout, structured data and no accessibility violations`, async ({
      page,
    }) => {
      const response = await page.goto(`/programs/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("link", { name: "Back to Programs" })).toHaveAttribute(
        "href",
        "/programs",
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: "Get Quote", exact: true }),
      ).toHaveAttribute("href", `/quote?program=${id}`);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Programs" })).toHaveAttribute(
        "href",
        "/programs",
      );
      await expect(crumbs).toContainText(title);
      await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Highlights" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("tab", { name: "Included" })).toBeVisible();
      await expect(sidebar(page).getByRole("region", { name: "Quick Info" })).toBeVisible();
      await expect(
        sidebar(page).getByRole("region", { name: "Need Help?" }).getByRole("link"),
      ).toHaveAttribute("href", "/contact");
      await expect(sidebar(page).getByRole("link", { name: "Download brochure" })).toHaveAttribute(
        "href",
        `/programs/${id}/brochure.pdf`,
      );
      const data = await jsonLd(page);
      const course = data.find((entry) => entry["@type"] === "Course");
      expect(course?.name).toBe(title);
      const breadcrumbs = data.find((entry) => entry["@type"] === "BreadcrumbList");
      const crumbNames = ((breadcrumbs?.itemListElement ?? []) as { name: string }[]).map(
        (item) => item.name,
      );
      expect(crumbNames).toEqual(["Home", "Programs", title]);
      await dismissCookies(page);
      await expectNoAxeViolations(page);
    });
  }

  test("tabs switch with the mouse and the arrow keys", async ({ page }) => {
    await page.goto("/programs/clover-summer-dublin");
    await dismissCookies(page);
    const included = page.getByRole("tab", { name: "Included" });
    await included.click();
    await expect(included).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Included" })).toContainText(
      "15 hours of English lessons a week",
    );
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Activities" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const schedule = page.getByRole("tabpanel", { name: "Schedule" });
    await expect(schedule).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Highlights" })).toBeHidden();
  });

  test("Starting From shows priceFrom in euro, or Contact Us when there is none", async ({
    page,
  }) => {
    await page.goto("/programs/clover-summer-galway");
    await expect(sidebar(page).getByRole("region", { name: "Starting From" })).toContainText(
      "€340",
    );
    await page.goto("/de/programs/clover-summer-galway");
    await expect(sidebar(page).getByRole("region", { name: "Ab" })).toContainText("340 €");
    await page.goto("/programs/personalised-programmes");
    await expect(sidebar(page).getByRole("region", { name: "Starting From" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("region", { name: "Contact Us" })).toBeVisible();
  });

  test("Galway summer: brochure note with the download", async ({ page }) => {
    await page.goto("/programs/clover-summer-galway");
    const note = page.getByRole("complementary", { name: "Printable brochure" });
    await expect(note.getByRole("link", { name: "Download brochure" })).toHaveAttribute(
      "href",
      "/programs/clover-summer-galway/brochure.pdf",
    );
  });

  test("Mini-Stay Dublin: school groups and the three accommodation tabs", async ({ page }) => {
    await page.goto("/programs/mini-stay-dublin");
    await dismissCookies(page);
    await expect(page.getByRole("complementary", { name: "For school groups" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Accommodation options" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Tivoli Apartments",
      "Augustine Apartments",
      "LIV Dublin",
    ]);
    const tivoli = page.getByRole("tabpanel", { name: "Tivoli Apartments" });
    await expect(tivoli).toContainText("Studios for up to 2 students");
    await expect(tivoli).toContainText("One-bedroom apartments for up to 4 students");
    await tabs.getByRole("tab", { name: "Augustine Apartments" }).click();
    await expect(page.getByRole("tabpanel", { name: "Augustine Apartments" })).toContainText(
      "Two-bedroom apartments for up to 6 students",
    );
    await tabs.getByRole("tab", { name: "LIV Dublin" }).click();
    const liv = page.getByRole("tabpanel", { name: "LIV Dublin" });
    await expect(liv).toContainText("Single or twin en-suite rooms");
    await expect(liv).toContainText("Shared apartments");
  });

  test("High school: real Irish secondary classes", async ({ page }) => {
    await page.goto("/programs/high-school-integration-cork");
    await expect(page.getByRole("complementary", { name: "Real Irish classrooms" })).toContainText(
      "real Irish secondary classes",
    );
  });

  test("Teacher training: EU-funded, no price, apply through the institution", async ({ page }) => {
    await page.goto("/programs/teacher-training");
    await expect(
      page.getByRole("complementary", { name: "EU-funded through Erasmus+" }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole("region", { name: "Starting From" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("region", { name: "Contact Us" })).toHaveCount(0);
    await expect(page.getByTestId("price-from")).toHaveCount(0);
    const apply = page.getByRole("link", { name: "Apply Through Institution" });
    await expect(apply.first()).toHaveAttribute("href", "/quote?program=teacher-training");
  });

  test("Exam preparation: Training tab, price card, no FAQ while the list is empty", async ({
    page,
  }) => {
    await page.goto("/programs/exam-preparation");
    await expect(page.getByRole("tab")).toHaveText([
      "Highlights",
      "Included",
      "Training",
      "Schedule",
    ]);
    await expect(page.getByTestId("price-from")).toHaveText("€295");
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute(
      "href",
      "/quote?program=exam-preparation",
    );
  });

  test("Personalised programmes: Options and Flexibility tabs", async ({ page }) => {
    await page.goto("/programs/personalised-programmes");
    await expect(page.getByRole("tab")).toHaveText([
      "Highlights",
      "Included",
      "Options",
      "Flexibility",
    ]);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  });

  test("General English Cork: the fixed sample timetable and course facts", async ({ page }) => {
    await page.goto("/programs/general-english-cork");
    const table = page.getByRole("table", { name: "Sample weekly timetable, Monday to Friday" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Day",
      "Morning 9:00–12:30",
      "Afternoon 13:30–15:00",
    ]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    const facts = page.getByRole("region", { name: "Sample weekly timetable" });
    for (const fact of [
      "Maximum 15 students per class",
      "1–52 weeks, start any Monday",
      "Ages 18+",
      "From €220 a week",
    ]) {
      await expect(facts).toContainText(fact);
    }
  });

  test("Junior Summer Dublin: seven-day week, attractions and accommodation", async ({ page }) => {
    await page.goto("/programs/junior-summer-dublin");
    const week = page.getByRole("region", { name: "A typical week" });
    await expect(week.getByRole("heading", { level: 3 })).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    await expect(week).toContainText("15 hours of English a week");
    await expect(page.getByRole("region", { name: "Places you will visit" })).toContainText(
      "Glendalough",
    );
    const stay = page.getByRole("region", { name: "Where you will stay" });
    await expect(stay).toContainText("Host family");
    // The price list's host family price in Dublin.
    await expect(stay).toContainText("€200 a week");
  });

  test("CertTESOL 2026: sessions, schedule, units, requirements, application and price", async ({
    page,
  }) => {
    // Choosing a session is the script's work: start from the hydrated page.
    await gotoHydrated(page, "/programs/cert-tesol");
    await dismissCookies(page);
    const session = (id: string) => page.locator(`[data-session="${id}"]`);
    await expect(session("dublin1")).toHaveAttribute("aria-pressed", "true");
    await expect(session("dublin1")).toContainText("Dublin Course 1");
    await expect(session("dublin1")).toContainText("26 Jan 2026 – 13 Mar 2026");
    await expect(session("cork")).toContainText("20 Apr 2026 – 5 Jun 2026");
    await expect(session("dublin2")).toContainText("15 Jun 2026 – 31 Jul 2026");
    await session("cork").click();
    await expect(session("cork")).toHaveAttribute("aria-pressed", "true");
    await expect(session("dublin1")).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/programs\/cert-tesol$/);

    const sessions = page.getByRole("region", { name: "Choose your 2026 course" });
    await expect(sessions).toContainText("Weeks 1–3: 4:30pm–6:30pm, Monday to Friday");
    await expect(sessions).toContainText("Weeks 4–7: 1:00pm–6:30pm, Monday to Friday");

    const units = page.getByRole("table", { name: "CertTESOL units and their hours" });
    await expect(units.getByRole("rowheader")).toHaveText([
      "Teaching Skills",
      "Language Awareness & Skills",
      "Learner Profile",
      "Materials Assignment",
      "Teaching Practice",
      "Total",
    ]);
    await expect(units.getByRole("cell")).toHaveText([
      "74 hours",
      "20 hours",
      "18 hours",
      "8 hours",
      "10 hours",
      "130 hours",
    ]);
    const entry = page.getByRole("region", { name: "Entry requirements" });
    await expect(entry).toContainText("NQF Level 7");
    await expect(entry).toContainText("pre-course interview");
    await expect(entry).toContainText("pre-course task");
    await expect(entry).toContainText("All 5 units passed to PASS standard");
    const recognition = page.getByRole("region", { name: "Recognition requirements" });
    for (const text of [
      "At least 120 hours of scheduled input and practice",
      "360 minutes of assessed teaching practice",
      "4 written assignments of 750–1,000 words",
      "360 minutes of observing experienced teachers",
    ]) {
      await expect(recognition).toContainText(text);
    }
    const steps = page.getByRole("region", { name: "How to apply" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/quote?program=cert-tesol",
    );
    await expect(
      steps.getByRole("link", { name: "Book your pre-course interview" }),
    ).toHaveAttribute("href", "/contact?enquiryType=programs");
    const info = steps.getByRole("link", { name: /Course information at Trinity College London/ });
    await expect(info).toHaveAttribute(
      "href",
      "https://www.trinitycollege.com/qualifications/teaching-english/CertTESOL",
    );
    await expect(info).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("tesol-price")).toHaveText("€1,300");
    await expect(sidebar(page).getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/quote?program=cert-tesol",
    );
  });

  test("Executive Education: Level 9, 30 ECTS, Coming Soon and learning outcomes", async ({
    page,
  }) => {
    await page.goto("/programs/executive-education");
    await dismissCookies(page);
    for (const badge of ["Coming Soon", "Level 9", "30 ECTS"]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    const outcomes = page.getByRole("tablist", { name: "Learning outcomes" });
    await expect(outcomes.getByRole("tab")).toHaveText(["Knowledge", "Skills", "Competence"]);
    await expect(outcomes.getByRole("tab", { name: "Knowledge" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await outcomes.getByRole("tab", { name: "Skills" }).click();
    await expect(page.getByRole("tabpanel", { name: "Skills" })).toContainText(
      "Lead meetings and negotiations",
    );
    await expect(
      page.getByRole("region", { name: "Who it is for" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "Module areas" }).getByRole("listitem"),
    ).toHaveCount(4);
    const details = page.getByRole("region", { name: "Programme details" });
    for (const text of ["1 year, part-time", "600–750 hours", "Blended", "Dublin"]) {
      await expect(details).toContainText(text);
    }
    await expect(sidebar(page).getByRole("link", { name: "Register Interest" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(sidebar(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("pages are localized, with program copy in English", async ({ page }) => {
    await page.goto("/fr/programs/cert-tesol");
    await expect(page.getByRole("link", { name: "Retour aux programmes" })).toHaveAttribute(
      "href",
      "/fr/programs",
    );
    await expect(page.locator('[data-session="dublin1"]')).toContainText("26 janv. 2026");
    await expect(page.getByTestId("tesol-price")).toHaveText(/1\s300\s€/);
    await page.goto("/es/programs/mini-stay-dublin");
    await expect(page.getByRole("tab", { name: "Tivoli Apartments" })).toBeVisible();
    await expect(page.getByText("Estudios para un máximo de 2 estudiantes")).toBeVisible();
  });
});

test.describe("program pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab panel is shown, under its heading", async ({ page }) => {
    await page.goto("/programs/exam-preparation");
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const name of ["Highlights", "Included", "Training", "Schedule"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await page.goto("/programs/mini-stay-dublin");
    await expect(page.getByText("Two-bedroom apartments for up to 6 students")).toBeVisible();
  });
});

test.describe("missing programs", () => {
  test("an unknown id answers 404 with Program Not Found", async ({ page }) => {
    const response = await page.goto("/programs/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Program Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse all programs" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    const localizedResponse = await page.goto("/de/programs/no-such-course");
    expect(localizedResponse?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Programm nicht gefunden" })).toBeVisible();
  });

  test("an archived program is not found until it is restored", async ({ page, request }) => {
    const token = await adminToken(request);
    const before = await setProgramStatus(
      request,
      token,
      "high-school-integration-cork",
      "archived",
    );
    try {
      const response = await page.goto("/programs/high-school-integration-cork");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Program Not Found" })).toBeVisible();
      expect(
        (await request.get("/programs/high-school-integration-cork/brochure.pdf")).status(),
      ).toBe(404);
      await page.goto("/programs");
      await expect(page.locator('[data-program="high-school-integration-cork"]')).toHaveCount(0);
    } finally {
      await setProgramStatus(request, token, "high-school-integration-cork", before as "active");
    }
    expect((await page.goto("/programs/high-school-integration-cork"))?.status()).toBe(200);
  });
});

/**
 * A string of the PDF's info dictionary as PDFKit writes it: ASCII as is, anything else as
 * UTF-16BE with a byte-order mark; in both, ( ) and \\ escaped.
 */
function pdfInfoString(text: string): string {
  const ascii = [...text].every((char) => char.charCodeAt(0) <= 0x7f);
  const bytes = ascii
    ? text
    : `\u00fe\u00ff${[...text].map((char) => String.fromCharCode(char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff)).join("")}`;
  return `(${bytes.replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

const translationSeeds = { es, fr, de } as const;

test.describe("brochures", () => {
  test("download as a PDF named after the program, from its current data", async ({ page }) => {
    await page.goto("/programs/cert-tesol");
    await dismissCookies(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download brochure" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("clover-cert-tesol-brochure.pdf");
    const body = fs.readFileSync(await download.path()).toString("latin1");
    expect(body.startsWith("%PDF-")).toBe(true);
    expect(body).toContain("(Trinity CertTESOL 2026)");

    const response = await page.request.get("/programs/cert-tesol/brochure.pdf");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      'inline; filename="clover-cert-tesol-brochure.pdf"',
    );
  });

  test("exist for every program and in every language, titled in that language", async ({
    request,
  }) => {
    for (const lang of languages) {
      for (const [id, englishTitle] of Object.entries(programTitles)) {
        const response = await request.get(localized(lang, `/programs/${id}/brochure.pdf`));
        expect(response.status(), `${lang} ${id}`).toBe(200);
        const body = (await response.body()).toString("latin1");
        expect(body.startsWith("%PDF-")).toBe(true);
        const title = lang === "en" ? englishTitle : translationSeeds[lang].programs[id]?.title;
        expect(body, `${lang} ${id}`).toContain(pdfInfoString(title ?? englishTitle));
      }
    }
    expect((await request.get("/programs/no-such-course/brochure.pdf")).status()).toBe(404);
  });

  test("follow staff edits at once", async ({ request }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const current = (await (
      await request.get("/api/admin/programs/general-english-cork", { headers })
    ).json()) as Record<string, unknown>;
    const { createdAt: _c, updatedAt: _u, studentsEnrolled: _s, ...input } = current;
    const edited = { ...input, title: "General English Cork (Spring Intake)" };
    expect(
      (
        await request.put("/api/admin/programs/general-english-cork", { headers, data: edited })
      ).status(),
    ).toBe(200);
    try {
      const body = (
        await (await request.get("/programs/general-english-cork/brochure.pdf")).body()
      ).toString("latin1");
      expect(body).toContain("(General English Cork \\(Spring Intake\\))");
    } finally {
      await request.put("/api/admin/programs/general-english-cork", { headers, data: input });
    }
  });
});

test.describe("axe in every language", () => {
  for (const lang of languages) {
    test(`${lang}: /programs and a program page`, async ({ page }) => {
      await page.goto(localized(lang, "/programs"));
      await dismissCookies(page);
      await expectNoAxeViolations(page);
      await page.goto(localized(lang, "/programs?category=teacher&location=Galway"));
      await expectNoAxeViolations(page);
      await page.goto(localized(lang, "/programs/cert-tesol"));
      await expectNoAxeViolations(page);
    });
  }

  test("a program page on a phone @phone", async ({ page }) => {
    await page.goto("/programs/mini-stay-dublin");
    await dismissCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
