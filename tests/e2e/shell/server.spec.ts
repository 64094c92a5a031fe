import { expect, test } from "@playwright/test";

test("the home page is rendered on the server with programs from the database", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Trinity CertTESOL 2026");
  expect(html).toContain("Clover Summer School Galway");
});

test("hashed assets are cached for a year and served compressed", async ({ request }) => {
  // From the served HTML, not the live page: once hydrated, React Router drops its <script>
  // elements at the next router update (route discovery), which races with reading them.
  const html = await (await request.get("/")).text();
  // Public pages carry React Router's module script as a deferred block (decision 0013).
  const asset = /<script type="text\/x-deferred-module"[^>]*>[^<]*?(\/assets\/[\w.-]+\.js)/.exec(
    html,
  )?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string, {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
});
