import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, TTL_MS } from "../../server/http/page-cache";

const page = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=60", ...headers },
  });

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://clover.test${path}`, { headers });

describe("page cache", () => {
  it("renders a public page once per URL and serves it compressed", async () => {
    let renders = 0;
    const cache = createPageCache();
    const render = async () => page(`<h1>render ${++renders}</h1>`.repeat(50));
    const first = await cache.handle(get("/programs?category=junior"), render);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const second = await cache.handle(
      get("/programs?category=junior", { "Accept-Encoding": "gzip, br" }),
      render,
    );
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toContain(
      "render 1",
    );
    await cache.handle(get("/programs?category=adult"), render);
    expect(renders).toBe(2);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const cache = createPageCache();
    const first = await cache.handle(get("/"), async () => page("<p>home</p>"));
    const etag = first.headers.get("ETag") ?? "";
    const again = await cache.handle(get("/", { "If-None-Match": etag }), async () => page("x"));
    expect(again.status).toBe(304);
  });

  it.each([
    ["private pages", page("x", { "Cache-Control": "private, no-store" })],
    ["pages that set a cookie", page("x", { "Set-Cookie": "a=b" })],
    ["errors", page("x", {}, 404)],
  ])("never keeps %s", async (_name, response) => {
    const cache = createPageCache();
    await cache.handle(get("/x"), async () => response.clone());
    expect(cache.size()).toBe(0);
  });

  it("never caches a POST", async () => {
    const cache = createPageCache();
    await cache.handle(new Request("http://clover.test/", { method: "POST" }), async () =>
      page("x"),
    );
    expect(cache.size()).toBe(0);
  });

  it("renders again after the TTL and after clear()", async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache(() => clock);
    const render = async () => page(`${++renders}`);
    await cache.handle(get("/"), render);
    clock += TTL_MS - 1;
    await cache.handle(get("/"), render);
    expect(renders).toBe(1);
    clock += 2;
    await cache.handle(get("/"), render);
    expect(renders).toBe(2);
    cache.clear();
    await cache.handle(get("/"), render);
    expect(renders).toBe(3);
  });
});
