/**
 * The rendered-HTML cache of public pages. Rendering a page costs ~2 ms of CPU and a database
 * round trip; serving it from memory costs almost nothing, so public pages are rendered once
 * per URL and kept for a short time, pre-compressed.
 *
 * Rules that keep it correct:
 * - Only GET responses that the page itself marked `Cache-Control: public` (the public layout
 *   does; personal pages such as the admin are never public) with status 200 and no Set-Cookie.
 * - Nothing personal reaches the server's rendering: consent, accessibility and language choice
 *   live in the browser and are applied there, so one rendering serves everyone.
 * - A page may exist in a second, non-shareable variant (`variant`): the same URL rendered for
 *   a visitor whose cookie says they already chose their cookie consent, so the banner is hidden
 *   even without JavaScript. It is kept under its own key and marked `private` for other caches.
 * - A staff edit drops the whole cache on the instance that made it; other instances (and CDNs)
 *   follow within the TTL: TTL_MS by default, which is what `s-maxage` tells a CDN too, or
 *   PAGE_CACHE_TTL_SECONDS (config `pageCacheTtlSeconds`).
 * - A page is kept per query parameter it reads, not per query string: each page declares the
 *   parameters it reads (app/routes/public/query-params.ts, read through `queryParamsOf`), the
 *   others are dropped from the key, and the known ones are put in order. Otherwise every random
 *   `?x=` would be a new entry (memory) and a new rendering with its brotli compression (CPU).
 *   The page is then rendered for the normalised URL, not the one asked for: that is what makes
 *   one rendering right for every URL of its key (the page cannot see what it did not declare),
 *   and it costs nothing (no second rendering). The one visible difference is harmless: links
 *   that repeat the query (the language menu) leave the dropped parameters out. The other choice,
 *   rendering the URL as asked and not caching it, would still render every random `?x=` and is
 *   kept for pages that declare nothing: they are rendered as asked and, with a query string,
 *   never cached.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

interface Entry {
  storedAt: number;
  status: number;
  headers: [string, string][];
  identity: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  /**
   * Every header the whole application sent with this page (security headers included), minus
   * those of one response: known after the first answer has left the middleware (`seal`), and
   * what lets `answerDirectly` serve the page without running that middleware again.
   */
  sealed?: [string, string][];
  /**
   * Direct answers already negotiated, by variant, encoding and kind: a page answered a thousand
   * times a second builds its headers once a second (their Age changes), not each time.
   */
  direct?: Map<string, DirectAnswer>;
}

/** A cached page's answer to one request, in plain data: for a Response or a Node response. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Absent for HEAD and 304. */
  body?: Uint8Array<ArrayBuffer>;
}

/** A direct answer with its headers also as the flat list Node's `writeHead` takes as is. */
export interface DirectAnswer extends CachedAnswer {
  headerList: readonly string[];
  /** The Age it was built with (whole seconds). */
  age: string;
}

/** What a direct answer needs from the request. */
export interface DirectRequest {
  method: string;
  /** Path and query as received (`/programs?location=cork`). */
  url: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  variant?: string;
}

/** Headers that describe one response rather than the page: never sealed. */
const perResponseHeaders = new Set([
  "age",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "x-page-cache",
  "x-request-id",
]);

export interface PageCache {
  /**
   * Serves a cached page, or renders with `render` and caches the result when allowed. `render`
   * gets the request to render: the one asked for, or the same with only the query parameters
   * the page reads. A named `variant` is cached apart and answered as `private` (see the rules
   * above).
   */
  handle(
    request: Request,
    render: (request: Request) => Promise<Response>,
    variant?: string,
  ): Promise<Response>;
  /**
   * Keeps the headers the application finally sent with a page this cache answered, so that
   * later requests for it can be answered by `answerDirectly`.
   */
  seal(request: Request, variant: string | undefined, sent: Headers): void;
  /**
   * The answer to a GET or HEAD of a page kept and sealed, without the application: the cached
   * page's bytes and headers, negotiated for the request. `undefined` when the page is not
   * cached, is stale or not sealed yet: the application answers (and caches) it.
   */
  answerDirectly(request: DirectRequest): DirectAnswer | undefined;
  clear(): void;
  size(): number;
}

/**
 * The query parameters the page at a path reads, or `undefined` when the page declares none
 * (then a URL with a query string is rendered as asked and never cached).
 */
export type QueryParamsOf = (pathname: string) => readonly string[] | undefined;

/**
 * The query string of the parameters a page reads, in name order (values of one name keep
 * theirs): the same for every URL that differs only in what the page does not read.
 */
export function keptQuery(params: URLSearchParams, known: readonly string[]): string {
  const kept = [...params]
    .filter(([name]) => known.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `?${new URLSearchParams(kept)}` : "";
}

export function isCacheablePage(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie") &&
    !/\b(no-store|private)\b/.test(cacheControl)
  );
}

/** Paths whose URL-parsed form is the path itself: no query, escapes or dot segments. */
const plainPath = /^(?:\/[\w-]+)*\/?$/;

function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** The cached page negotiated for one request: encoding, 304, HEAD. */
function answer(
  entry: Entry,
  headerList: readonly [string, string][],
  request: { method: string; acceptEncoding?: string; ifNoneMatch?: string },
  variant: string | undefined,
  now: number,
): CachedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of headerList) {
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  if (variant) headers["cache-control"] = "private, no-cache";
  headers.etag = entry.etag;
  headers.age = String(Math.floor((now - entry.storedAt) / 1000));
  headers["x-page-cache"] = "hit";
  const vary = headers.vary;
  if (!vary) headers.vary = "Accept-Encoding";
  else if (!/\baccept-encoding\b/i.test(vary)) headers.vary = `${vary}, Accept-Encoding`;
  if (request.ifNoneMatch === entry.etag) return { status: 304, headers };
  const encoding = encodingFor(request.acceptEncoding);
  let body = entry.identity;
  if (encoding === "br") {
    body = entry.brotli;
    headers["content-encoding"] = "br";
  } else if (encoding === "gzip") {
    body = entry.gzip;
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = String(body.byteLength);
  return { status: entry.status, headers, ...(request.method === "HEAD" ? {} : { body }) };
}

function respond(entry: Entry, request: Request, variant: string | undefined, now: number) {
  const { status, headers, body } = answer(
    entry,
    entry.headers,
    {
      method: request.method,
      acceptEncoding: request.headers.get("Accept-Encoding") ?? undefined,
      ifNoneMatch: request.headers.get("If-None-Match") ?? undefined,
    },
    variant,
    now,
  );
  return new Response(body ?? null, { status, headers });
}

/** A response that is not kept: a variant's must not be kept by anyone else either. */
function uncached(response: Response, variant: string | undefined): Response {
  if (variant) response.headers.set("Cache-Control", "private, no-cache");
  return response;
}

export function createPageCache(
  now: () => number = Date.now,
  ttlMs: number = TTL_MS,
  queryParamsOf: QueryParamsOf = () => undefined,
): PageCache {
  const entries = new Map<string, Entry>();

  /**
   * The page's normalised URL and cache key, or `undefined` for a URL with a query string whose
   * page declares no parameters (rendered as asked, never kept).
   */
  const locate = (url: URL, variant: string | undefined) => {
    if (url.search) {
      const known = queryParamsOf(url.pathname);
      if (!known) return undefined;
      const search = keptQuery(url.searchParams, known);
      if (search !== url.search) url.search = search;
    }
    return `${url.pathname}${url.search}${variant ? `#${variant}` : ""}`;
  };

  /** The fresh entry under `key`, moved to the young end of the LRU order. */
  const fresh = (key: string) => {
    const cached = entries.get(key);
    if (!cached || now() - cached.storedAt >= ttlMs) return undefined;
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  };

  return {
    async handle(request, render, variant) {
      if (request.method !== "GET" && request.method !== "HEAD") return render(request);
      const url = new URL(request.url);
      const asked = url.search;
      const key = locate(url, variant);
      if (key === undefined) return uncached(await render(request), variant);
      const page = url.search === asked ? request : new Request(url, request);
      const cached = fresh(key);
      if (cached) return respond(cached, request, variant, now());
      const response = await render(page);
      if (!isCacheablePage(response)) return uncached(response, variant);
      const identity = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(
        ([name]) => !perResponseHeaders.has(name.toLowerCase()),
      );
      if (identity.byteLength > MAX_BODY_BYTES) {
        return new Response(identity, { status: response.status, headers });
      }
      const entry: Entry = {
        storedAt: now(),
        status: response.status,
        headers,
        identity,
        brotli: new Uint8Array(
          brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        ),
        gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
        etag: `"${hash(identity)}"`,
      };
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const miss = respond(entry, request, variant, now());
      miss.headers.set("X-Page-Cache", "miss");
      return miss;
    },
    seal(request, variant, sent) {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const key = locate(new URL(request.url), variant);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry || entry.sealed || !sent.has("X-Page-Cache")) return;
      entry.sealed = [...sent].filter(([name]) => !perResponseHeaders.has(name.toLowerCase()));
    },
    answerDirectly(request) {
      if (request.method !== "GET" && request.method !== "HEAD") return undefined;
      // A plain path is its own key; anything else is normalised as the application would
      // (percent-encoding, dot segments, kept parameters). The host does not matter.
      const key = plainPath.test(request.url)
        ? `${request.url}${request.variant ? `#${request.variant}` : ""}`
        : locate(new URL(request.url, "http://page-cache"), request.variant);
      const entry = key === undefined ? undefined : fresh(key);
      if (!entry?.sealed) return undefined;
      const at = now();
      const age = String(Math.floor((at - entry.storedAt) / 1000));
      const kind = `${request.variant ?? ""}|${request.method}|${request.ifNoneMatch === entry.etag}|${encodingFor(request.acceptEncoding)}`;
      entry.direct ??= new Map();
      const known = entry.direct.get(kind);
      if (known?.age === age) return known;
      const built = answer(entry, entry.sealed, request, request.variant, at);
      const direct: DirectAnswer = {
        ...built,
        headerList: Object.entries(built.headers).flat(),
        age,
      };
      entry.direct.set(kind, direct);
      return direct;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

/** FNV-1a, enough to tell two renderings of one URL apart for ETag purposes. */
function hash(bytes: Uint8Array): string {
  let value = 0x811c9dc5;
  for (const byte of bytes) {
    value ^= byte;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return `${value.toString(16)}-${bytes.byteLength.toString(16)}`;
}
