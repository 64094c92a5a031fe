import { expect, test } from "@playwright/test";
import { expectToast, signIn, unique } from "./support";

test.describe("destinations and blog content", () => {
  test("destinations: required fields, add, inline edit with trimmed features, delete", async ({
    page,
  }) => {
    const name = unique("Kilkenny");
    await signIn(page);
    await page.goto("/admin/destinations");
    const form = page.getByRole("region", { name: "Add destination" });
    await form.getByRole("button", { name: "Add destination" }).click();
    await expectToast(page, "Error", "Please fill in all required fields");

    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Description").fill("A medieval city with a castle.");
    await form.getByLabel("Features").fill(" castle ,  , medieval mile ,");
    await form.getByRole("button", { name: "Add destination" }).click();
    await expectToast(page, "Success", "Destination added successfully");
    const row = page.getByTestId("destination-row").filter({ hasText: name });
    await expect(
      row.getByRole("list", { name: `Features of ${name}` }).getByRole("listitem"),
    ).toHaveText(["castle", "medieval mile"]);

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${name}` });
    await edit.getByLabel("Description").fill("");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Error", "Please fill in all required fields");
    await edit.getByLabel("Description").fill("Ireland's medieval capital.");
    await edit.getByLabel("Active (shown on the site)").uncheck();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success", "Destination updated successfully");
    await expect(row).toContainText("Ireland's medieval capital.");
    await expect(row).toContainText("Inactive");

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Are you sure you want to delete this destination?",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Destination deleted successfully");
    await expect(row).toHaveCount(0);
  });

  test("blog: required fields, derived slug, sanitized preview, publish toggle, edit, delete", async ({
    page,
  }) => {
    const title = `Café Culture in Galway ${unique("x")}`;
    await signIn(page);
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "New blog post" }).click();
    const form = page.getByRole("region", { name: "New blog post" });
    await form.getByRole("button", { name: "Create post" }).click();
    await expectToast(page, "Error", "Please fill in title and content");

    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Content (Markdown)")
      .fill(
        "## Where to go\n\nTry **the Latin Quarter**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>",
      );
    await form.getByRole("tab", { name: "Preview" }).click();
    const preview = form.getByTestId("markdown-preview");
    await expect(preview.getByRole("heading", { name: "Where to go" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("the Latin Quarter");
    expect(await preview.innerHTML()).not.toMatch(/script|onerror/);
    await form.getByRole("tab", { name: "Write" }).click();
    await form.getByLabel("Category").fill("Student Life");
    await form.getByLabel("Tags").fill(" galway , coffee ,, ");
    await form.getByRole("button", { name: "Create post" }).click();
    await expectToast(page, "Success", "Blog post created successfully");

    await page.getByRole("searchbox", { name: "Search blog posts" }).fill(title);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`/cafe-culture-in-galway-${title.split(" ").pop()}`);
    await expect(row).toContainText("Draft");

    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expectToast(page, "Success", "Blog post published successfully");
    await expect(row).toContainText("Published");
    await page.getByLabel("Status", { exact: true }).selectOption("published");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(1);
    await page.getByLabel("Status", { exact: true }).selectOption("draft");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    await page.getByLabel("Status", { exact: true }).selectOption("");

    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await page.getByLabel("Excerpt").fill("Coffee, chat and the Atlantic.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success", "Blog post updated successfully");

    const again = page.getByRole("row", { name: new RegExp(title) });
    await again.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expectToast(page, "Success", "Blog post unpublished successfully");
    await again.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Are you sure you want to delete this blog post?",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Blog post deleted successfully");
    await expect(page.getByText("No blog posts found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  });
});
