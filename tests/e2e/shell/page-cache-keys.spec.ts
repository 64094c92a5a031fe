import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";

/**
 * Issue 27: the page cache keys on the query parameters a page reads. A thousand random `?x=`
 * values on the programs page are all answered from the one cached rendering of that page (no
 * new entry, no rendering and no brotli compression for any of them), while a filter the page
 * does read is a page of its own.
 */

const hitsAndTags = async (
  request: import("@playwright/test").APIRequestContext,
  paths: string[],
) => {
  const answers: { cache: string | undefined; etag: string | undefined }[] = [];
  // Ten at a time: quick, without opening a thousand connections at once.
  for (let start = 0; start < paths.length; start += 10) {
    const batch = await Promise.all(
      paths.slice(start, start + 10).map(async (path) => {
        const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
        expect(response.status()).toBe(200);
        return { cache: response.headers()["x-page-cache"], etag: response.headers().etag };
      }),
    );
    answers.push(...batch);
  }
  return answers;
};

test("a thousand random ?x= values are served from the page's one cache entry", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const warm = await request.get("/programs");
  expect(warm.status()).toBe(200);
  const again = await request.get("/programs");
  expect(again.headers()["x-page-cache"]).toBe("hit");

  const junk = Array.from(
    { length: 1000 },
    () => `/programs?x=${randomBytes(9).toString("base64url")}`,
  );
  const answers = await hitsAndTags(request, junk);
  // At most one rendering: the entry may reach the end of its time to live during the run.
  const misses = answers.filter((answer) => answer.cache !== "hit");
  expect(misses.length).toBeLessThanOrEqual(1);
  expect(new Set(answers.map((answer) => answer.etag)).size).toBeLessThanOrEqual(2);

  // A parameter the page reads is its own page: rendered once, then cached.
  const filtered = `/programs?location=Cork&x=${randomBytes(6).toString("hex")}`;
  const cork = await request.get(filtered);
  expect(cork.status()).toBe(200);
  const corkAgain = await request.get(`/programs?x=other&location=Cork`);
  expect(corkAgain.headers()["x-page-cache"]).toBe("hit");
  expect(corkAgain.headers().etag).toBe(cork.headers().etag);
  expect(corkAgain.headers().etag).not.toBe(again.headers().etag);
});

test("a page rendered for its known parameters still reads them (FAQ search, program filter)", async ({
  page,
}) => {
  await page.goto("/faq?q=visa&utm_source=newsletter");
  await expect(page.getByRole("searchbox")).toHaveValue("visa");
  await page.goto("/programs?location=Cork&utm_campaign=spring");
  await expect(page.locator("select[name='location']")).toHaveValue("Cork");
});

/**
 * Issue 33: a cached page is answered before the application's middleware once it has left the
 * application once. Whoever serves it, the visitor gets the same headers (security headers and
 * the page's policy included) and the same bytes.
 */
test("a page answered from the cache carries every header the application sent", async ({
  request,
}) => {
  const perResponse = new Set([
    "age",
    "date",
    "x-request-id",
    "x-page-cache",
    "connection",
    "keep-alive",
  ]);
  const pageHeaders = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));
  // A search no other request made: its first answer is the application's own rendering.
  const path = `/es/faq?q=door-${randomBytes(4).toString("hex")}`;
  const first = await request.get(path, { headers: { "Accept-Encoding": "br" } });
  const second = await request.get(path, { headers: { "Accept-Encoding": "br" } });
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(pageHeaders(second.headers())).toEqual(pageHeaders(first.headers()));
  expect(second.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(second.headers()["x-frame-options"]).toBe("DENY");
  expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
  expect(await second.text()).toBe(await first.text());

  const unchanged = await request.get(path, {
    headers: { "If-None-Match": second.headers().etag ?? "" },
  });
  expect(unchanged.status()).toBe(304);
});
