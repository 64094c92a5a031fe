/**
 * Importing current students (issue 30): from the bookings list to the import screen, a file
 * with a bad row is refused with that row's line and problem and nothing imported; the text comes
 * back in the box, is corrected there, imports, and the new bookings open from the links, each
 * showing what the file said (Student panel: level, visa, date of birth, nationality, gender,
 * notes, the day of the import; the accommodation under Course and stay).
 */
import { expect, test } from "@playwright/test";
import { formatDate } from "../../../shared/format/dates";
import { gotoHydrated } from "../support/hydration";
import { expectNoAxeViolations, signIn, unique } from "./support";

const HEADER =
  "firstName,lastName,email,dateOfBirth,nationality,programId,startDate,endDate,level,needsVisa,status,accommodation,gender,notes";

test("an admin imports a CSV file: a bad row is named by its line, corrected, then imported", async ({
  page,
}) => {
  const marker = unique("Imported");
  const good = `Aoife,${marker},${marker.toLowerCase()}@example.com,2001-04-12,Irish,general-english-cork,2026-09-07,2027-06-25,B1,no,arrived,host-family,female,"Vegetarian, no nuts"`;
  const bad = `Kenji,${marker},kenji-${marker.toLowerCase()}@example.com,1998-11-30,Japanese,general-english-cork,2026-09-07,2027-06-25,Z9,yes,arrived,,,`;
  await signIn(page);
  await gotoHydrated(page, "/admin/bookings");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import bookings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("CSV file").setInputFiles({
    name: "students.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${HEADER}\r\n${good}\r\n${bad}\r\n`),
  });
  await page.getByRole("button", { name: "Check and import" }).click();

  const problems = page.getByRole("alert");
  await expect(problems).toContainText("Nothing was imported: 1 problem to fix");
  const row = page.getByTestId("import-error");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText("3");
  await expect(row).toContainText("level: Level must be a CEFR level");
  await expectNoAxeViolations(page);

  // The file came back as text: correct the level there and import again.
  const box = page.getByLabel("CSV text");
  const text = await box.inputValue();
  expect(text).toContain(bad);
  await box.fill(text.replace(",Z9,", ",B2,"));
  await page.getByRole("button", { name: "Check and import" }).click();

  const created = page.getByRole("status").filter({ hasText: "bookings imported" });
  await expect(created).toContainText("2 bookings imported");
  const links = created.getByRole("link", { name: /^Booking \d+$/ });
  await expect(links).toHaveCount(2);
  await expectNoAxeViolations(page);

  const addresses = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  await links.first().click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(page.getByText(`Aoife ${marker}`).first()).toBeVisible();
  const student = page.getByRole("region", { name: "Student", exact: true });
  await expect(student.getByTestId("booking-imported")).toHaveText(
    `Imported on ${formatDate(new Date())} from a CSV file of current students.`,
  );
  const fact = (label: string) =>
    student.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Level")).toHaveText("B1");
  await expect(fact("Needs a visa")).toHaveText("No");
  await expect(fact("Date of birth")).toHaveText("12 Apr 2001");
  await expect(fact("Nationality")).toHaveText("Irish");
  await expect(fact("Gender")).toHaveText("female");
  await expect(fact("Notes")).toHaveText("Vegetarian, no nuts");
  await expect(page.getByRole("region", { name: "Course and stay" })).toContainText("Host family");
  await expectNoAxeViolations(page);
  // Staff learn she needs a Stamp 2 after all: one click, said, and on the timeline.
  await student.getByRole("button", { name: "Mark as needing a visa" }).click();
  await expect(page.getByTestId("toast")).toContainText(
    "Marked as needing a visa: the 85 % rule applies.",
  );
  await expect(fact("Needs a visa")).toContainText("Yes: Stamp 2");
  await expect(page.getByText(/marked the student as needing a visa/).first()).toBeVisible();
  await student.getByRole("button", { name: "Mark as not needing a visa" }).click();
  await expect(fact("Needs a visa")).toHaveText("No");
  // Kenji's (the corrected row) needs a visa.
  await page.goto(addresses[1] ?? "");
  await expect(student).toContainText("Yes: Stamp 2, attendance must stay at 85 % or more");

  // Both are in the bookings list, as arrived.
  await gotoHydrated(page, `/admin/bookings?q=${marker}`);
  await expect(page.getByTestId("booking-row")).toHaveCount(2);
  await expect(page.getByTestId("booking-row").first()).toContainText("Arrived");
});
