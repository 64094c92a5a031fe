import { expect, test } from "@playwright/test";
import { expectToast, signIn, unique } from "./support";

test.describe("programs admin", () => {
  test("create, edit (seen on the public API), archive (gone from the public site), delete", async ({
    page,
    request,
  }) => {
    const id = unique("e2e-course").toLowerCase();
    await signIn(page);
    await page.goto("/admin/programs/new");

    // The shared schema speaks before anything is sent.
    await page.getByRole("button", { name: "Save program" }).click();
    await expectToast(page, "Error", "Please correct the highlighted fields.");
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Title").fill("E2E Evening English");
    await page.getByLabel("Address (id)").fill(id);
    await page.getByLabel("Type").selectOption("adult");
    await page.getByLabel("Status", { exact: true }).selectOption("active");
    await page.getByLabel("Location").fill("Galway");
    await page.getByLabel("Short description").fill("Evening classes for working adults.");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Two evenings a week in the city centre.");
    await page.getByLabel("Duration (as shown)").fill("4-12 weeks");
    await page.getByLabel("Minimum weeks").fill("4");
    await page.getByLabel("Maximum weeks").fill("12");
    await page.getByLabel("Age range (as shown)").fill("18+");
    await page.getByLabel("Minimum age").fill("18");
    await page.getByLabel("Tuition per week (€)").fill("149.50");
    await page.getByLabel("Highlights").fill("Small groups\nFree trial lesson");
    await page.getByRole("button", { name: "Add timetable section" }).click();
    await page.getByLabel("Section 1 name").fill("Evenings");
    await page.getByLabel("Section 1 text").fill("18:30-20:30");
    await page.getByRole("button", { name: "Add timetable section" }).click();
    await page.getByLabel("Section 2 name").fill("Week");
    await page.getByLabel("Section 2 kind").selectOption("entries");
    await page.getByRole("button", { name: "Add entry" }).click();
    await page.getByLabel("Section 2 entry 1 label").fill("Tuesday");
    await page.getByLabel("Section 2 entry 1 value").fill("Grammar");
    await page.getByRole("button", { name: "Add question" }).click();
    await page.getByLabel("Question 1", { exact: true }).fill("Is there homework?");
    await page.getByLabel("Answer 1", { exact: true }).fill("A little, about an hour a week.");
    await page.getByRole("button", { name: "Save program" }).click();
    await expectToast(page, "Success");
    await expect(page).toHaveURL(/\/admin\/programs$/);

    let published = await request.get(`/api/programs/${id}`);
    expect(published.status()).toBe(200);
    let body = await published.json();
    expect(body).toMatchObject({
      title: "E2E Evening English",
      // The weekly tuition typed in euro and cents lands in the price list.
      price: 149.5,
      highlights: ["Small groups", "Free trial lesson"],
      timetable: { Evenings: "18:30-20:30", Week: { Tuesday: "Grammar" } },
      faq: [{ question: "Is there homework?", answer: "A little, about an hour a week." }],
    });

    await page.getByRole("searchbox", { name: /Search programs/ }).fill("E2E Evening");
    await expect(page).toHaveURL(/q=E2E\+Evening/);
    const card = page.getByTestId("program-card").filter({ hasText: "E2E Evening English" });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: /View E2E Evening English/ })).toHaveAttribute(
      "href",
      `/programs/${id}`,
    );
    await card.getByRole("link", { name: "Edit E2E Evening English" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("E2E Evening English");
    await page.getByLabel("Title").fill("E2E Evening English Plus");
    await page.getByRole("button", { name: "Save program" }).click();
    await expectToast(page, "Success");
    body = await (await request.get(`/api/programs/${id}`)).json();
    expect(body.title).toBe("E2E Evening English Plus");

    await page.goto(`/admin/programs/${id}/edit`);
    await page.getByLabel("Status", { exact: true }).selectOption("archived");
    await page.getByRole("button", { name: "Save program" }).click();
    await expectToast(page, "Success");
    published = await request.get(`/api/programs/${id}`);
    expect(published.status()).toBe(404);

    await page.goto("/admin/programs?status=archived");
    const archived = page
      .getByTestId("program-card")
      .filter({ hasText: "E2E Evening English Plus" });
    await archived.getByRole("button", { name: "Delete E2E Evening English Plus" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this program?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Program deleted successfully");
    await expect(archived).toHaveCount(0);
    await page.goto(`/admin/programs/${id}/edit`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test("an expired session sends staff through login and back without losing the form", async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto("/admin/programs/new");
    await page.getByLabel("Title").fill("Half-written program");
    await page.getByLabel("Location").fill("Cork");
    await page.getByLabel("Highlights").fill("First idea\nSecond idea");

    // The session ends (expired, revoked, or replaced by something forged).
    const [cookie] = (await context.cookies()).filter((c) => c.name === "__Host-clover_session");
    expect(cookie).toBeTruthy();
    await context.addCookies([
      { ...(cookie as NonNullable<typeof cookie>), value: "forged.token.value" },
    ]);
    await page.getByRole("link", { name: "Back to programs" }).click();

    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fprograms&expired=1$/);
    await expectToast(page, "Authentication Failed", "Please log in again");
    await page.goto("/admin/login?next=%2Fadmin%2Fprograms%2Fnew&expired=1");
    await page.getByLabel("Username").fill("e2e-admin");
    await page.getByLabel("Password").fill("e2e-admin-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/programs\/new$/);
    await expect(page.getByText("Your unsaved changes were restored.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Half-written program");
    await expect(page.getByLabel("Location")).toHaveValue("Cork");
    await expect(page.getByLabel("Highlights")).toHaveValue("First idea\nSecond idea");
  });

  test("an expired session during a save keeps the blog draft", async ({ page, context }) => {
    await signIn(page);
    await page.goto("/admin/content?new=1");
    await page.getByLabel("Title").fill("Draft that must survive");
    await page.getByLabel("Content (Markdown)").fill("Some **important** words.");
    await context.clearCookies();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontent%3Fnew%3D1/);
    await page.getByLabel("Username").fill("e2e-admin");
    await page.getByLabel("Password").fill("e2e-admin-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/content\?new=1$/);
    await expect(page.getByLabel("Title")).toHaveValue("Draft that must survive");
    await expect(page.getByLabel("Content (Markdown)")).toHaveValue("Some **important** words.");
  });
});
