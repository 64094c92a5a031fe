import { expect, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, signIn, unique } from "../admin/support";
import { bearer, createStaff } from "./helpers";

test("the audit trail shows who changed what, with a readable before/after, filtered and paged", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const name = unique("Kilkenny");
  const created = await request.post("/api/admin/destinations", {
    headers: bearer(token),
    data: { name, description: "Medieval city", features: ["Castle"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const updated = await request.put(`/api/admin/destinations/${id}`, {
    headers: bearer(token),
    data: { name, description: "Medieval city on the Nore", features: ["Castle", "Cathedral"] },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await signIn(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Audit trail" })
    .click();
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Record type").selectOption("destination");
  await expect(page).toHaveURL(/entity=destination/);
  await page.getByLabel("Search what happened").fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  const rows = page.getByTestId("audit-row");
  await expect(rows).toHaveCount(2);
  // Newest first: the update, by the e2e admin.
  const update = rows.first();
  await expect(update).toContainText(`Updated destination ${name}`);
  await expect(update.getByText("Update", { exact: true })).toBeVisible();
  await expect(update).toContainText(`Destinations #${id}`);
  await update.getByText("2 changed fields").click();
  const changes = update.getByRole("table", { name: /Changes of entry/ });
  const description = changes.getByRole("row", { name: /Description/ });
  await expect(description).toContainText("Medieval city");
  await expect(description).toContainText("Medieval city on the Nore");
  await expect(changes.getByRole("row", { name: /Features/ })).toContainText("Castle, Cathedral");
  await expectNoAxeViolations(page);

  // The actor filter: nobody by that name changed anything.
  await page.getByLabel("Staff member").fill("Nobody-at-all");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No audit entries found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();

  // Server-side paging: 25 a page.
  await page.goto("/admin/audit");
  const pager = page.getByRole("navigation", { name: "Audit trail pages" });
  await expect(pager).toContainText(/Showing 1–\d+ of \d+/);
  const total = Number((await pager.textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(",", ""));
  await expect(page.getByTestId("audit-row")).toHaveCount(Math.min(25, total));
  if (total > 25) {
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("audit-row")).toHaveCount(Math.min(25, total - 25));
  }
});

test("an editor cannot open the audit trail: hidden, and refused on the server", async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, "editor", "Aoife Editor");
  await signIn(page, editor);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit trail" }),
  ).toHaveCount(0);
  const response = await page.goto("/admin/audit");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expectNoAxeViolations(page);
  const data = await page.request.get("/admin/audit.data");
  expect(data.status()).toBe(403);
  const token = await apiToken(request, editor);
  expect((await request.get("/api/admin/audit-log", { headers: bearer(token) })).status()).toBe(
    403,
  );
});
