import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { layoutShiftTotal, recordLayoutShifts } from "../support/layout-shifts";

/**
 * Issue 13 (CLS ≤ 0.01): nothing moves while a page is still arriving. The browser paints
 * whatever it has parsed when parsing pauses, and a pause can fall inside the bottom dock (the
 * accessibility button above the cookie banner). Lighthouse caught it once in a few runs: the
 * button jumped a third of a phone's screen when the banner arrived (CLS 0.17).
 *
 * Here the pause is made to happen exactly there: a small server in front of the real one sends
 * the page up to where the banner starts, and the rest only when the test has looked. A pause
 * inside <main> painted a hero button without its label, which then moved it to the next line:
 * a page is not painted before its <main> has been parsed (app/root.tsx).
 */

const BANNER_START = '<section aria-labelledby="cookie-banner-title"';

/** A server that sends `html` up to `splitAt`, and the rest only when `sendTheRest` is called. */
async function splitServer(upstream: string, html: string, splitAt: string) {
  const at = html.indexOf(splitAt);
  let sendTheRest: () => void = () => {};
  const restMayGo = new Promise<void>((resolve) => {
    sendTheRest = resolve;
  });
  const server = http.createServer(async (request, response) => {
    if (request.url === "/split-page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, at));
      await restMayGo;
      response.end(html.slice(at));
      return;
    }
    // Everything else the page asks for (scripts, fonts, artwork) comes from the real server.
    const answer = await fetch(`${upstream}${request.url}`);
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/split-page`,
    sendTheRest,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

for (const path of ["/faq", "/es/programs"]) {
  test(`${path}: the bottom dock does not move while the page arrives @phone`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const html = await (await request.get(path)).text();
    expect(html.split(BANNER_START)).toHaveLength(2);
    const server = await splitServer(baseURL as string, html, BANNER_START);
    try {
      await recordLayoutShifts(page);
      await page.goto(server.url, { waitUntil: "commit" });
      const dock = page.locator("#site-overlays > div").first();
      // The first part is here and painted: the accessibility button is in the page, the
      // banner is not, and the dock waits, hidden.
      await expect(page.locator("#site-overlays button").first()).toBeAttached();
      await expect(page.locator(".cookie-banner")).toHaveCount(0);
      await expect(dock).toBeHidden();

      server.sendTheRest();
      await page.waitForLoadState("load");
      await expect(dock).toBeVisible();
      await expect(page.locator(".cookie-banner")).toBeVisible();
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    } finally {
      server.sendTheRest();
      await server.close();
    }
  });
}

test("a page paused half-way through its first screen is not painted until <main> is complete @phone", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const html = await (await request.get("/")).text();
  // Between the hero's two buttons: painted there, the row held one button, and the second,
  // arriving, went to a line of its own and pushed the rest of the screen down.
  const explorerButton = '<button type="button" class="btn-secondary inline-flex min-h-12';
  expect(html.split(explorerButton)).toHaveLength(2);
  const server = await splitServer(baseURL as string, html, explorerButton);
  const contentfulPaints = () =>
    page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length);
  try {
    await recordLayoutShifts(page);
    await page.goto(server.url, { waitUntil: "commit" });
    await expect(page.locator("main h1")).toBeAttached();
    // Long enough for the browser to paint what it has, had it been allowed to.
    await page.waitForTimeout(500);
    expect(await contentfulPaints()).toBe(0);

    server.sendTheRest();
    await page.waitForLoadState("load");
    await expect.poll(contentfulPaints).toBe(1);
    await expect(page.getByRole("button", { name: "Find your program" })).toBeVisible();
    expect(await layoutShiftTotal(page)).toBe(0);
  } finally {
    server.sendTheRest();
    await server.close();
  }
});
