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
}

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

function respond(entry: Entry, request: Request, variant: string | undefined): Response {
  const headers = new Headers(entry.headers);
  if (variant) headers.set("Cache-Control", "private, no-cache");
  headers.set("ETag", entry.etag);
  headers.set("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
  headers.set("X-Page-Cache", "hit");
  headers.append("Vary", "Accept-Encoding");
  if (request.headers.get("If-None-Match") === entry.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  let body = entry.identity;
  if (/\bbr\b/.test(accepted)) {
    body = entry.brotli;
    headers.set("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(accepted)) {
    body = entry.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: entry.status, headers });
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

  return {
    async handle(request, render, variant) {
      if (request.method !== "GET" && request.method !== "HEAD") return render(request);
      const url = new URL(request.url);
      let page = request;
      if (url.search) {
        const known = queryParamsOf(url.pathname);
        // A page that declares nothing is rendered as asked, and not kept.
        if (!known) return uncached(await render(request), variant);
        const search = keptQuery(url.searchParams, known);
        if (search !== url.search) {
          url.search = search;
          page = new Request(url, request);
        }
      }
      const key = `${url.pathname}${url.search}${variant ? `#${variant}` : ""}`;
      const cached = entries.get(key);
      if (cached && now() - cached.storedAt < ttlMs) {
        // Refresh its place in the LRU order.
        entries.delete(key);
        entries.set(key, cached);
        return respond(cached, request, variant);
      }
      const response = await render(page);
      if (!isCacheablePage(response)) return uncached(response, variant);
      const identity = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(
        ([name]) => !["content-length", "content-encoding", "etag"].includes(name.toLowerCase()),
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
      const miss = respond(entry, request, variant);
      miss.headers.set("X-Page-Cache", "miss");
      return miss;
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
