import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, deferPageScripts } from "../../server/http/deferred-scripts";

/** The nonce that marked this render's own scripts (app/entry.server.tsx). */
const N = "render-nonce_42";

/** The shape React Router renders: preloads hoisted into <head>, the module script in <body>. */
const page = [
  "<!DOCTYPE html><html><head><title>t</title>",
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/>',
  '<link rel="modulepreload" href="/assets/home-c.js"/>',
  "</head><body><main>Hi</main>",
  `<script nonce="${N}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${N}" type="module" async="">import * as route0 from "/assets/root-b.js";</script>`,
  "</body></html>",
].join("");

describe("deferPageScripts (decision 0013)", () => {
  const html = deferPageScripts(page, N);

  it("keeps every preload, in order, inside one inert template in <head>", () => {
    const template = /<template id="deferred-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? "";
    expect([...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/assets/entry.client-a.js",
      "/assets/root-b.js",
      "/assets/home-c.js",
    ]);
    expect(html.indexOf("<template")).toBeLessThan(html.indexOf("</head>"));
    expect(html.replace(template, "")).not.toContain("modulepreload");
  });

  it("turns the module script into an inert block with the same text, plus its loader", () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // Both carry the render's nonce: the page's policy allows them by hash (security-headers.ts).
    expect(html).toContain(
      `<script nonce="${N}" type="${DEFERRED_MODULE_TYPE}" id="deferred-module">import * as route0 from "/assets/root-b.js";</script><script nonce="${N}">`,
    );
  });

  it("leaves a page without React Router's module script alone", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(deferPageScripts(plain, N)).toBe(plain);
  });

  it("never rewrites a module script this render did not write", () => {
    const injected = page.replace(`<script nonce="${N}" type="module"`, '<script type="module"');
    expect(deferPageScripts(injected, N)).toBe(injected);
  });
});

describe("React Router's scroll restoration script (decision 0020)", () => {
  // The script as <ScrollRestoration /> renders it without getKey (react-router 7).
  const restore = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;
  const withScript = page.replace(
    `<script nonce="${N}">window.__reactRouterContext`,
    `<script nonce="${N}">${restore}</script><script nonce="${N}">window.__reactRouterContext`,
  );

  /**
   * Runs the page's scroll restoration script, as deferPageScripts left it, against a history
   * entry and a sessionStorage of our own (what the browser gives it is this small): what it
   * read, where it scrolled, what it marked. The browser runs it for real in
   * tests/e2e/shell/navigation.spec.ts ("scroll restoration").
   */
  function runRestoration(html: string, entry: { key: string } | null, stored: object | null) {
    const script =
      /<script nonce="[^"]+">((?:if\(history\.state|\(\(storageKey)[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    if (!script) throw new Error("no scroll restoration script in the page");
    const seen = { reads: [] as string[], scrolls: [] as number[][], classes: [] as string[] };
    const history = {
      state: entry as { key: string } | null,
      replaceState(state: { key: string }) {
        history.state = state;
      },
    };
    const context = {
      history,
      sessionStorage: {
        getItem(key: string) {
          seen.reads.push(key);
          return stored ? JSON.stringify(stored) : null;
        },
        removeItem() {},
      },
      document: {
        documentElement: { classList: { add: (name: string) => seen.classes.push(name) } },
      },
      scrollTo: (x: number, y: number) => seen.scrolls.push([x, y]),
      console,
      Math,
      JSON,
    };
    vm.runInNewContext(script, { ...context, window: context });
    return { ...seen, entry: history.state };
  }

  it("on a new history entry, reads nothing, scrolls nowhere and leaves the key to the loader", () => {
    const html = deferPageScripts(withScript, N);
    const run = runRestoration(html, null, { somewhere: 1800 });
    expect(run).toEqual({ reads: [], scrolls: [], classes: [], entry: null });
  });

  it("on an entry with a key (a reload, Back), draws every section and restores the position", () => {
    const html = deferPageScripts(withScript, N);
    const run = runRestoration(html, { key: "k1" }, { k1: 1800, other: 40 });
    expect(run).toEqual({
      reads: ["react-router-scroll-positions"],
      scrolls: [[0, 1800]],
      classes: ["draw-all"],
      entry: { key: "k1" },
    });
    // With nothing stored for it, it stays at the top.
    expect(runRestoration(html, { key: "k2" }, { k1: 1800 }).scrolls).toEqual([]);
  });

  it("leaves a script with a custom key alone (a new entry may have a position stored there)", () => {
    const custom = withScript.replace(
      '"react-router-scroll-positions", null',
      '"react-router-scroll-positions", "/about"',
    );
    const run = runRestoration(deferPageScripts(custom, N), null, { "/about": 600 });
    expect(run.reads).toEqual(["react-router-scroll-positions"]);
    expect(run.scrolls).toEqual([[0, 600]]);
    expect(run.classes).toEqual([]);
    // React Router's own script gave the new entry its key.
    expect(run.entry?.key).toEqual(expect.any(String));
  });

  it("never wraps an injected script shaped like it into a trusted one", () => {
    const injected = withScript.replace(`<script nonce="${N}">${restore}`, `<script>${restore}`);
    expect(deferPageScripts(injected, N)).toContain(`<script>${restore}</script>`);
  });
});
