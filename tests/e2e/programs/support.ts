import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

export const languages = ["en", "es", "fr", "de"] as const;
export const localized = (lang: string, path: string) => (lang === "en" ? path : `/${lang}${path}`);

/** Every program id of spec §2, with its title as seeded. */
export const programTitles: Record<string, string> = {
  "clover-summer-galway": "Clover Summer School Galway",
  "clover-summer-dublin": "Clover Summer School Dublin",
  "mini-stay-dublin": "Mini-Stay Dublin",
  "high-school-integration-cork": "High School Integration Cork",
  "teacher-training": "Erasmus+ Teacher Training",
  "cert-tesol": "Trinity CertTESOL 2026",
  "executive-education": "Executive Education Award (Level 9)",
  "exam-preparation": "Exam Preparation (Trinity GESE, ISE & SEW)",
  "personalised-programmes": "Personalised Programmes",
  "general-english-cork": "General English Cork",
  "junior-summer-dublin": "Junior Summer School Dublin",
};

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target),
    })),
  ).toEqual([]);
}

/**
 * Rejects the cookie banner so it does not cover what a test clicks. Before hydration the
 * button posts the banner's form and the page reloads: wait until it is back.
 */
export async function dismissCookies(page: Page) {
  const reject = page.getByRole("button", {
    name: /^(Reject All|Rechazar todo|Tout refuser|Alle ablehnen)$/,
  });
  if (!(await reject.isVisible().catch(() => false))) return;
  await reject.click();
  await expect(reject).toBeHidden();
  await page.waitForLoadState("load");
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Sets a program's status through the admin API; returns the status it had. */
export async function setProgramStatus(
  request: APIRequestContext,
  token: string,
  id: string,
  status: "active" | "draft" | "archived",
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const current = await request.get(`/api/admin/programs/${id}`, { headers });
  expect(current.status()).toBe(200);
  const program = (await current.json()) as Record<string, unknown>;
  const { createdAt: _c, updatedAt: _u, studentsEnrolled: _s, ...input } = program;
  const updated = await request.put(`/api/admin/programs/${id}`, {
    headers,
    data: { ...input, status },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return String(program.status);
}
