import { expect, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "../admin/support";
import { bearer, createStaff } from "./helpers";

test.describe("settings: own details", () => {
  test("staff change their display name and e-mail; a bad address is refused, nothing lost", async ({
    page,
    request,
  }) => {
    const account = await createStaff(request, "editor", "Niamh Details");
    await signIn(page, account, "/admin/settings");
    const form = page.getByRole("region", { name: "Your details" });
    await expect(form.getByLabel("Display name")).toHaveValue("Niamh Details");

    await form.getByLabel("Display name").fill("Niamh Ní Bhriain");
    await form.getByLabel("E-mail address").fill("niamh@@example");
    await form.getByRole("button", { name: "Save details" }).click();
    await expectToast(page, "Details not saved");
    await expect(
      form.getByText("Enter a valid e-mail address, like name@example.com."),
    ).toBeVisible();
    await expect(form.getByLabel("Display name")).toHaveValue("Niamh Ní Bhriain");

    await form.getByLabel("E-mail address").fill("Niamh@Example.ie");
    await form.getByRole("button", { name: "Save details" }).click();
    await expectToast(page, "Details saved", "Your name and e-mail address are saved.");
    await page.reload();
    await expect(form.getByLabel("Display name")).toHaveValue("Niamh Ní Bhriain");
    await expect(form.getByLabel("E-mail address")).toHaveValue("niamh@example.ie");
    await expect(page.getByTestId("admin-user").first()).toHaveText("Niamh Ní Bhriain");
    await expectNoAxeViolations(page);
  });
});

test.describe("settings: own password", () => {
  test("checks the current password and strength, then ends the other sessions", async ({
    page,
    request,
  }) => {
    const account = await createStaff(request, "admin", "Orla Password");
    const otherSession = await apiToken(request, account);
    await signIn(page, account, "/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    const form = page.getByRole("region", { name: "Your password" });

    await form.getByLabel("Current password").fill("not-my-password-at-all");
    await form.getByLabel(/^New password/).fill("Brand-new-phrase-2032!");
    await form.getByLabel("Repeat the new password").fill("Brand-new-phrase-2032!");
    await form.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password not changed");
    await expect(form.getByText("Your current password is not right.")).toBeVisible();
    // Nothing typed is lost on failure.
    await expect(form.getByLabel(/^New password/)).toHaveValue("Brand-new-phrase-2032!");

    await form.getByLabel("Current password").fill(account.password);
    await form.getByLabel(/^New password/).fill("short");
    await form.getByLabel("Repeat the new password").fill("short");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Use at least 12 characters.")).toBeVisible();
    await expect(form.getByLabel(/^New password/)).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel(/^New password/).fill("Brand-new-phrase-2032!");
    await form.getByLabel("Repeat the new password").fill("Brand-new-phrase-2033!");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The two new passwords are not the same.")).toBeVisible();

    await form.getByLabel("Repeat the new password").fill("Brand-new-phrase-2032!");
    await form.getByRole("button", { name: "Change password" }).click();
    await expectToast(
      page,
      "Password changed",
      "Password changed. Your other sessions have been signed out.",
    );
    await expect(form.getByLabel("Current password")).toHaveValue("");

    // The other session ended; this one did not; the new password works, the old one not.
    const ended = await request.get("/api/admin/session", { headers: bearer(otherSession) });
    expect(ended.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    const old = await request.post("/api/admin/login", { data: account });
    expect(old.status()).toBe(401);
    await apiToken(request, { username: account.username, password: "Brand-new-phrase-2032!" });
  });
});

test.describe("settings: staff users (admins)", () => {
  test("an admin creates a user, changes the role, disables, enables and resets the password", async ({
    page,
    request,
  }) => {
    await signIn(page, undefined, "/admin/settings");
    const create = page.getByRole("region", { name: "Add a staff user" });
    const username = unique("niamh").toLowerCase();

    await create.getByRole("button", { name: "Add staff user" }).click();
    await expect(create.getByText("Use at least 3 characters.")).toBeVisible();

    await create.getByLabel("Username").fill(username);
    await create.getByLabel("Full name").fill("Niamh Byrne");
    await create.getByLabel("E-mail (optional)").fill(`${username}@clover.test`);
    await create.getByLabel("Role").selectOption("editor");
    await create.getByLabel("First password").fill("weak");
    await create.getByRole("button", { name: "Add staff user" }).click();
    await expect(create.getByText("Use at least 12 characters.")).toBeVisible();
    await expect(create.getByLabel("Full name")).toHaveValue("Niamh Byrne");

    await create.getByLabel("First password").fill("Welcome-to-Clover-2031");
    await create.getByRole("button", { name: "Add staff user" }).click();
    await expectToast(page, "Staff user created", `Niamh Byrne (${username}) can now sign in.`);
    const row = page.getByTestId("staff-user-row").filter({ hasText: username });
    await expect(row.getByText("Editor", { exact: true })).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(create.getByLabel("Username")).toHaveValue("");

    await row.getByRole("button", { name: "Make Niamh Byrne an admin" }).click();
    await expectToast(page, "Success", "Niamh Byrne is now an admin.");
    await expect(row.getByText("Admin", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Make Niamh Byrne an editor" }).click();
    await expect(row.getByText("Editor", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: "Disable Niamh Byrne" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Disable Niamh Byrne?");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expectToast(page, "Success", "Niamh Byrne is disabled and has been signed out.");
    await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
    const refused = await request.post("/api/admin/login", {
      data: { username, password: "Welcome-to-Clover-2031" },
    });
    expect(refused.status()).toBe(401);

    await row.getByRole("button", { name: "Enable Niamh Byrne" }).click();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: "Reset the password of Niamh Byrne" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset the password of Niamh Byrne" });
    await dialog.getByLabel("New password").fill("niamh");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByText("Use at least 12 characters.")).toBeVisible();
    await dialog.getByLabel("New password").fill("A-fresh-start-for-2032");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expectToast(page, "Success", "Password reset. Their sessions have been signed out.");
    await expect(dialog).toBeHidden();
    await apiToken(request, { username, password: "A-fresh-start-for-2032" });

    // Your own row has no actions: an admin cannot lock themselves out from here.
    const me = page.getByTestId("staff-user-row").filter({ hasText: "You" });
    await expect(me.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an editor changes only their own password; user management is hidden and refused", async ({
    page,
    request,
  }) => {
    const editor = await createStaff(request, "editor", "Eoin Editor");
    await signIn(page, editor);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "Privacy (GDPR)" })).toHaveCount(0);

    await sidebar.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("region", { name: "Your password" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Staff users" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Add a staff user" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const origin = new URL(page.url()).origin;
    const refused = await page.request.post("/admin/settings.data", {
      form: {
        intent: "create-user",
        username: "sneaky",
        displayName: "Sneaky",
        role: "admin",
        password: "Sneaky-admin-phrase-2031",
      },
      headers: { Origin: origin },
    });
    expect(refused.status()).toBe(403);
    const token = await apiToken(request, editor);
    const users = await request.get("/api/admin/users", { headers: bearer(token) });
    expect(users.status()).toBe(403);
    const admin = await apiToken(request);
    const list = (await (
      await request.get("/api/admin/users", { headers: bearer(admin) })
    ).json()) as { username: string }[];
    expect(list.map((user) => user.username)).not.toContain("sneaky");
  });
});
