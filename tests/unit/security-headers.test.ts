import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE } from "../../server/http/deferred-scripts";
import {
  pageContentSecurityPolicy,
  trustedScriptHashes,
  withoutNonce,
  withPagePolicy,
} from "../../server/http/security-headers";
import { SCRIPT_NONCE_HEADER } from "../../shared/config/script-nonce";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const NONCE = "n0nce-of-this-render_0123";

describe("trustedScriptHashes", () => {
  it("hashes the executable inline scripts that carry the render's nonce, and only those", () => {
    const html = [
      `<script nonce="${NONCE}">window.a=1</script>`,
      `<script nonce="${NONCE}" type="module">import("/assets/x.js")</script>`,
      `<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}" id="deferred-module">import("/assets/z.js")</script>`,
      `<script nonce="${NONCE}" type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script nonce="${NONCE}" src="/assets/y.js"></script>`,
      // Injected: no nonce, or another one.
      "<script>steal()</script>",
      '<script nonce="guessed">steal()</script>',
      `<script data-x="nonce=&quot;${NONCE}&quot;">steal()</script>`,
    ].join("");
    expect(trustedScriptHashes(html, NONCE)).toEqual([
      sha("window.a=1"),
      sha('import("/assets/x.js")'),
      sha('import("/assets/z.js")'),
    ]);
  });

  it("trusts nothing when the renderer named no nonce", () => {
    expect(trustedScriptHashes(`<script nonce="${NONCE}">window.a=1</script>`, null)).toEqual([]);
  });

  it("takes the nonce out of the page", () => {
    expect(
      withoutNonce(
        `<link rel="modulepreload" href="/a.js" nonce="${NONCE}"/><script nonce="${NONCE}">a()</script>`,
        NONCE,
      ),
    ).toBe('<link rel="modulepreload" href="/a.js"/><script>a()</script>');
  });
});

describe("pageContentSecurityPolicy", () => {
  it("never allows inline or eval'd scripts in general, nor framing", () => {
    const policy = pageContentSecurityPolicy([sha("x()")], true);
    expect(policy).toContain(`script-src 'self' ${sha("x()")}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});

describe("withPagePolicy", () => {
  const page = (body: string, nonce: string | null = NONCE) =>
    new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
      headers: {
        "Content-Type": "text/html",
        ...(nonce ? { [SCRIPT_NONCE_HEADER]: nonce } : {}),
      },
    });

  it("allows the render's scripts, not an injected one, and sends no nonce on", async () => {
    const response = await withPagePolicy(
      page(`<script nonce="${NONCE}">ours()</script><p><script>injected()</script></p>`),
      true,
    );
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(sha("ours()"));
    expect(policy).not.toContain(sha("injected()"));
    expect(response.headers.has(SCRIPT_NONCE_HEADER)).toBe(false);
    const html = await response.text();
    expect(html).not.toContain("nonce");
    expect(html).toContain("<script>ours()</script>");
  });

  it("hands the transform the nonce, so what it adds is allowed too", async () => {
    const response = await withPagePolicy(page("<main></main>"), false, (html, nonce) =>
      html.replace("<main>", `<main><script nonce="${nonce}">added()</script>`),
    );
    expect(response.headers.get("Content-Security-Policy")).toContain(sha("added()"));
    expect(response.headers.get("Content-Security-Policy")).not.toContain(
      "upgrade-insecure-requests",
    );
  });

  it("allows no inline script at all on a page without a nonce", async () => {
    const response = await withPagePolicy(page("<script>x()</script>", null), true);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self';/);
  });
});
