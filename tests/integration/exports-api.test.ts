import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  auth = { Authorization: `Bearer ${await loginAsAdmin(server)}` };
  const enquiries = [
    {
      name: '=HYPERLINK("http://evil.example","click")',
      subject: "Formula",
      message: "+1 and, a comma",
    },
    { name: "Brigid O'Neill", subject: "Accommodation", message: 'Line one\nline two, "quoted"' },
  ];
  for (const enquiry of enquiries) {
    const response = await server.fetch("/api/contact-inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...enquiry, email: "x@example.com", gdprConsent: true }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => server?.stop());

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date());

describe("CSV exports", () => {
  it.each([
    ["contact_inquiries", `contact_inquiries_${today}.csv`],
    ["quote_requests", `quote_requests_${today}.csv`],
    ["newsletter_subscriptions", `newsletter_subscriptions_${today}.csv`],
    ["inquiries-", `inquiries-${today}.csv`],
    ["students-", `students-${today}.csv`],
    ["blog-posts-", `blog-posts-${today}.csv`],
  ])("%s downloads as %s", async (dataset, fileName) => {
    const response = await server.fetch(`/api/admin/exports/${dataset}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
  });

  it("quotes commas, quotes and line breaks, and neutralizes formulas", async () => {
    const bytes = await (
      await server.fetch("/api/admin/exports/inquiries-", { headers: auth })
    ).arrayBuffer();
    // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith("\uFEFFID,Received,Name,")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`"'+1 and, a comma"`);
    expect(csv).toContain(`"Line one\nline two, ""quoted"""`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });

  it("exports only the filtered rows", async () => {
    const csv = await (
      await server.fetch("/api/admin/exports/contact_inquiries?q=Brigid", { headers: auth })
    ).text();
    const lines = csv.trim().split("\n");
    expect(lines).toHaveLength(1 + 2); // header + one record spanning two lines
    expect(csv).toContain("Brigid O'Neill");
    expect(csv).not.toContain("HYPERLINK");
  });

  it("exports the seeded students and records the export in the audit trail", async () => {
    const csv = await (
      await server.fetch("/api/admin/exports/students-", { headers: auth })
    ).text();
    expect(csv.trim().split("\n")).toHaveLength(1 + 8);
    const audit = (await (
      await server.fetch("/api/admin/audit-log?entity=students", { headers: auth })
    ).json()) as {
      items: { action: string; summary: string }[];
    };
    expect(audit.items[0]).toMatchObject({ action: "export", summary: "Exported students as CSV" });
  });

  it("refuses an unknown dataset and requires a session", async () => {
    expect((await server.fetch("/api/admin/exports/passwords", { headers: auth })).status).toBe(
      400,
    );
    expect((await server.fetch("/api/admin/exports/students-")).status).toBe(401);
  });
});
