/**
 * Paging of the staff lead lists. A search carries its total on the page's rows (one pass over
 * the matches); these tests hold that path to the same answers as the plain list: the same
 * totals on every page, newest first, no row twice, and a total even past the last page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

interface Inquiry {
  id: number;
  name: string;
  subject: string;
  status: string;
}
interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

let server: TestServer;
let auth: Record<string, string>;

const subjects = ["Visa letter", "Exam dates", "Visa letter", "Visa letter", "Group booking"];

beforeAll(async () => {
  server = await startTestServer();
  auth = { Authorization: `Bearer ${await loginAsAdmin(server)}` };
  for (const [index, subject] of subjects.entries()) {
    const response = await server.fetch("/api/contact-inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Paging Person ${index}`,
        email: `paging${index}@example.com`,
        subject,
        message: "About the paging of the lead list.",
        gdprConsent: true,
      }),
    });
    expect(response.status).toBe(201);
  }
  // The second visa enquiry is handled: the status filter must leave it out.
  const all = await list("?q=Paging%20Person&pageSize=100");
  const handled = all.items.find((item) => item.name === "Paging Person 2");
  const patched = await server.fetch(`/api/admin/inquiries/${handled?.id}`, {
    method: "PATCH",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "closed" }),
  });
  expect(patched.status).toBe(200);
});
afterAll(() => server?.stop());

async function list(query: string): Promise<PageOf<Inquiry>> {
  const response = await server.fetch(`/api/contact-inquiries${query}`, { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as PageOf<Inquiry>;
}

describe("searching the contact enquiries", () => {
  it("pages through the matches, newest first, with the same total on every page", async () => {
    const pages = [1, 2, 3].map((page) => list(`?q=visa%20letter&pageSize=2&page=${page}`));
    const [first, second, third] = await Promise.all(pages);
    expect([first?.total, second?.total, third?.total]).toEqual([3, 3, 3]);
    expect(first?.items.map((item) => item.name)).toEqual(["Paging Person 3", "Paging Person 2"]);
    expect(second?.items.map((item) => item.name)).toEqual(["Paging Person 0"]);
    expect(third?.items).toEqual([]);
  });

  it("combines the search with the status filter", async () => {
    const page = await list("?q=visa%20letter&status=new");
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.name)).toEqual(["Paging Person 3", "Paging Person 0"]);
  });

  it("answers the same total with and without a search when everything matches", async () => {
    const everything = await list("?pageSize=1");
    const searched = await list("?q=%40example.com&pageSize=1");
    expect(searched.total).toBe(everything.total);
    expect(searched.items[0]?.id).toBe(everything.items[0]?.id);
  });

  it("treats the LIKE wildcards in a search term as plain characters", async () => {
    expect((await list("?q=%25")).total).toBe(0);
    expect((await list("?q=_")).total).toBe(0);
  });
});
