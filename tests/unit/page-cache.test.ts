import fs from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../app/routes";
import { createPageCache, TTL_MS } from "../../server/http/page-cache";
import { queryParamsOfBuild } from "../../server/http/page-query";
import { pageQueryParams } from "../../shared/config/query-params";

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
    const cache = createPageCache(Date.now, TTL_MS, (path) =>
      path === "/programs" ? ["category"] : undefined,
    );
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

describe("page cache keys: only the query parameters a page reads", () => {
  const reads = (known: Record<string, readonly string[]>) => (pathname: string) => known[pathname];

  it("keeps one entry, one rendering and one compression for a thousand random ?x=", async () => {
    const rendered: string[] = [];
    const cache = createPageCache(Date.now, TTL_MS, reads({ "/programs": ["location"] }));
    const render = async (request: Request) => {
      rendered.push(request.url);
      return page("<h1>Programs</h1>");
    };
    const first = await cache.handle(get("/programs?x=first"), render);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    for (let n = 0; n < 1000; n++) {
      const answer = await cache.handle(get(`/programs?x=${Math.random().toString(36)}`), render);
      expect(answer.headers.get("X-Page-Cache")).toBe("hit");
    }
    expect(cache.size()).toBe(1);
    // Rendered once, and for the URL without what the page does not read.
    expect(rendered).toEqual(["http://clover.test/programs"]);
  });

  it("keys on the parameters the page reads, in any order, and renders with only those", async () => {
    const rendered: string[] = [];
    const cache = createPageCache(Date.now, TTL_MS, reads({ "/programs": ["location", "season"] }));
    const render = async (request: Request) => {
      rendered.push(new URL(request.url).search);
      return page(`<p>${new URL(request.url).search}</p>`);
    };
    await cache.handle(get("/programs?utm_source=mail&season=summer&location=Cork"), render);
    const same = await cache.handle(get("/programs?location=Cork&season=summer&x=1"), render);
    expect(same.headers.get("X-Page-Cache")).toBe("hit");
    const other = await cache.handle(get("/programs?location=Galway"), render);
    expect(other.headers.get("X-Page-Cache")).toBe("miss");
    expect(rendered).toEqual(["?location=Cork&season=summer", "?location=Galway"]);
    expect(cache.size()).toBe(2);
  });

  it("renders a page that declares nothing as asked, and never keeps it with a query", async () => {
    const rendered: string[] = [];
    const cache = createPageCache(Date.now, TTL_MS, reads({}));
    const render = async (request: Request) => {
      rendered.push(request.url);
      return page("<p>newsletter</p>");
    };
    const answer = await cache.handle(get("/newsletter/confirm?token=abc"), render);
    expect(answer.headers.get("X-Page-Cache")).toBeNull();
    await cache.handle(get("/newsletter/confirm?token=abc"), render);
    expect(rendered).toEqual([
      "http://clover.test/newsletter/confirm?token=abc",
      "http://clover.test/newsletter/confirm?token=abc",
    ]);
    expect(cache.size()).toBe(0);
    // Without a query string it is kept as before.
    await cache.handle(get("/newsletter/confirm"), render);
    expect(cache.size()).toBe(1);
  });

  it("a variant of a query it does not keep is still private", async () => {
    const cache = createPageCache(Date.now, TTL_MS, reads({}));
    const answer = await cache.handle(get("/x?y=1"), async () => page("x"), "consent-given");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

describe("which parameters each page reads, by the real route table", () => {
  type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };
  /** The route config of app/routes.ts as a server build's route manifest. */
  function manifestOf(entries: Entry[], parentId = "root", into: ServerBuild["routes"] = {}) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file;
      into[id] = { id, parentId, path: entry.path, index: entry.index, module: {} as never };
      manifestOf(entry.children ?? [], id, into);
    }
    return into;
  }
  const routes = manifestOf(routeConfig as Entry[], "root", {
    root: { id: "root", path: "", module: {} as never },
  });
  const queryParamsOf = queryParamsOfBuild(routes);

  it.each([
    ["/", []],
    ["/programs", ["category", "location", "ageGroup", "season"]],
    ["/es/programs", ["category", "location", "ageGroup", "season"]],
    ["/de/blog", ["category", "page"]],
    ["/fr/faq", ["q"]],
    ["/quote", ["program", "level"]],
    ["/destinations/cork", ["tab"]],
    ["/programs/general-english-cork", []],
    // Client-side navigations fetch the same page's data, with React Router's own parameter.
    ["/programs.data", ["category", "location", "ageGroup", "season", "_routes"]],
    ["/_root.data", ["_routes"]],
  ])("%s reads %j", (path, params) => {
    expect(queryParamsOf(path)).toEqual(params);
  });

  it.each([
    "/offers/a-token",
    "/es/newsletter/confirm",
    "/level-test",
    "/partners/login",
    "/admin/leads",
    "/no-such-page",
  ])("%s declares nothing: rendered as asked", (path) => {
    expect(queryParamsOf(path)).toBeUndefined();
  });

  it("declares every parameter a listed page's module reads by name", () => {
    const files = new Map<string, string>();
    const walk = (entries: Entry[]) => {
      for (const entry of entries) {
        if (entry.id) files.set(entry.id.replace(/^(?:en|es|fr|de)\//, ""), entry.file);
        walk(entry.children ?? []);
      }
    };
    walk(routeConfig as Entry[]);
    const undeclared: string[] = [];
    for (const [name, params] of Object.entries(pageQueryParams)) {
      const file = files.get(name);
      expect(file, `route ${name} exists`).toBeDefined();
      const source = fs.readFileSync(`app/${file}`, "utf8");
      for (const [, param] of source.matchAll(/searchParams\.get\("([^"]+)"\)/g)) {
        if (param && !params.includes(param)) undeclared.push(`${name}: ${param}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(files.size).toBeGreaterThan(Object.keys(pageQueryParams).length);
  });
});

describe("page cache: answered at the door once sealed", () => {
  /** What the application's middleware adds on the way out (security headers, request id). */
  const sent = (response: Response) => {
    const headers = new Headers(response.headers);
    headers.set("X-Frame-Options", "DENY");
    headers.set("Content-Security-Policy", "default-src 'self'");
    headers.set("X-Request-Id", "first-request");
    return headers;
  };

  it("answers nothing directly until the application's headers are sealed, then exactly those", async () => {
    const cache = createPageCache();
    const first = await cache.handle(get("/about"), async () => page("<h1>About</h1>"));
    expect(cache.answerDirectly({ method: "GET", url: "/about" })).toBeUndefined();

    cache.seal(get("/about"), undefined, sent(first));
    const direct = cache.answerDirectly({
      method: "GET",
      url: "/about",
      acceptEncoding: "gzip, br",
    });
    expect(direct?.status).toBe(200);
    expect(direct?.headers).toMatchObject({
      "x-frame-options": "DENY",
      "content-security-policy": "default-src 'self'",
      "content-type": "text/html",
      "content-encoding": "br",
      "x-page-cache": "hit",
      etag: first.headers.get("ETag"),
      vary: "Accept-Encoding",
    });
    // One response's headers are not the page's: a new request gets its own id.
    expect(direct?.headers["x-request-id"]).toBeUndefined();
    expect(brotliDecompressSync(direct?.body ?? new Uint8Array()).toString()).toBe(
      "<h1>About</h1>",
    );
    expect(direct?.headers["content-length"]).toBe(String(direct?.body?.byteLength));
  });

  it("negotiates like the application: gzip, identity, 304 for its ETag, no body for HEAD", async () => {
    const cache = createPageCache();
    const first = await cache.handle(get("/"), async () => page("<p>home</p>".repeat(20)));
    cache.seal(get("/"), undefined, sent(first));
    const etag = first.headers.get("ETag") ?? "";

    const gzip = cache.answerDirectly({ method: "GET", url: "/", acceptEncoding: "gzip" });
    expect(gzip?.headers["content-encoding"]).toBe("gzip");
    const plain = cache.answerDirectly({ method: "GET", url: "/" });
    expect(plain?.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.from(plain?.body ?? []).toString()).toBe("<p>home</p>".repeat(20));
    const unchanged = cache.answerDirectly({ method: "GET", url: "/", ifNoneMatch: etag });
    expect(unchanged?.status).toBe(304);
    expect(unchanged?.body).toBeUndefined();
    const head = cache.answerDirectly({ method: "HEAD", url: "/", acceptEncoding: "br" });
    expect(head?.status).toBe(200);
    expect(head?.body).toBeUndefined();
    expect(cache.answerDirectly({ method: "POST", url: "/" })).toBeUndefined();
  });

  it("keys direct answers like rendered ones: dropped parameters, variants, expiry, clearing", async () => {
    let clock = 1_000_000;
    const cache = createPageCache(
      () => clock,
      TTL_MS,
      (path) => (path === "/programs" ? ["category"] : undefined),
    );
    const first = await cache.handle(get("/programs?category=junior&utm=x"), async () =>
      page("<h1>Junior</h1>"),
    );
    cache.seal(get("/programs?utm=y&category=junior"), undefined, sent(first));
    expect(
      cache.answerDirectly({ method: "GET", url: "/programs?category=junior&b=2" }),
    ).toBeDefined();
    expect(
      cache.answerDirectly({ method: "GET", url: "/programs?category=adult" }),
    ).toBeUndefined();
    // A page that declares no parameters is never answered from the cache with a query.
    expect(cache.answerDirectly({ method: "GET", url: "/about?x=1" })).toBeUndefined();
    // The visitor who chose their consent has a page of their own, not the shared one.
    expect(
      cache.answerDirectly({
        method: "GET",
        url: "/programs?category=junior",
        variant: "consent-given",
      }),
    ).toBeUndefined();

    clock += TTL_MS;
    expect(
      cache.answerDirectly({ method: "GET", url: "/programs?category=junior" }),
    ).toBeUndefined();
    const again = await cache.handle(get("/programs?category=junior"), async () =>
      page("<h1>Junior, edited</h1>"),
    );
    cache.seal(get("/programs?category=junior"), undefined, sent(again));
    expect(cache.answerDirectly({ method: "GET", url: "/programs?category=junior" })).toBeDefined();
    cache.clear();
    expect(
      cache.answerDirectly({ method: "GET", url: "/programs?category=junior" }),
    ).toBeUndefined();
  });

  it("seals a variant apart and keeps it private", async () => {
    const cache = createPageCache();
    const first = await cache.handle(
      get("/"),
      async () => page("<p>no banner</p>"),
      "consent-given",
    );
    cache.seal(get("/"), "consent-given", sent(first));
    expect(cache.answerDirectly({ method: "GET", url: "/" })).toBeUndefined();
    const own = cache.answerDirectly({ method: "GET", url: "/", variant: "consent-given" });
    expect(own?.headers["cache-control"]).toBe("private, no-cache");
  });

  it("answers a dotted path as its normal form, and ages its headers each second", async () => {
    let clock = 5_000_000;
    const cache = createPageCache(() => clock);
    const first = await cache.handle(get("/es/programs"), async () => page("<h1>Programas</h1>"));
    cache.seal(get("/es/programs"), undefined, sent(first));
    const plain = cache.answerDirectly({ method: "GET", url: "/es/programs" });
    expect(cache.answerDirectly({ method: "GET", url: "/es/./programs" })?.body).toBe(plain?.body);
    expect(cache.answerDirectly({ method: "GET", url: "/es/programs/" })).toBeUndefined();
    // The flat list Node writes is the same headers, Age included.
    const list = plain?.headerList ?? [];
    expect(
      Object.fromEntries(list.flatMap((_, i) => (i % 2 ? [] : [[list[i], list[i + 1]]]))),
    ).toEqual(plain?.headers);
    expect(plain?.headers.age).toBe("0");
    clock += 999;
    expect(cache.answerDirectly({ method: "GET", url: "/es/programs" })?.headers.age).toBe("0");
    clock += 1;
    expect(cache.answerDirectly({ method: "GET", url: "/es/programs" })?.headers.age).toBe("1");
    // Each negotiation keeps its own answer.
    const gzip = cache.answerDirectly({
      method: "GET",
      url: "/es/programs",
      acceptEncoding: "gzip",
    });
    expect(gzip?.headers["content-encoding"]).toBe("gzip");
    expect(
      cache.answerDirectly({ method: "GET", url: "/es/programs" })?.headers["content-encoding"],
    ).toBeUndefined();
  });

  it("does not seal what it did not answer", async () => {
    const cache = createPageCache();
    const personal = new Response("<p>yours</p>", { headers: { "Cache-Control": "private" } });
    await cache.handle(get("/account"), async () => personal);
    cache.seal(get("/account"), undefined, new Headers({ "X-Frame-Options": "DENY" }));
    expect(cache.answerDirectly({ method: "GET", url: "/account" })).toBeUndefined();
  });
});
