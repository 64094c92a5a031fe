import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "../../server/http/security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import("/assets/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/y.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/assets/x.js")')]);
  });
});

describe("pageContentSecurityPolicy", () => {
  it("never allows inline or eval'd scripts in general, nor framing", () => {
    const policy = pageContentSecurityPolicy("<script>x()</script>", true);
    expect(policy).toContain(`script-src 'self' ${sha("x()")}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});
