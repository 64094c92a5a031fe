/**
 * npm run bench:pages — Lighthouse 12 (mobile preset, Debian Chromium) on the public pages in
 * the production build, printing the four category scores, LCP/CLS/TBT and the JavaScript a
 * first visit downloads (compressed bytes). Targets: Performance ≥ 98, Accessibility, Best
 * Practices and SEO 100, JavaScript ≤ 100 KB gzip on the home page.
 *
 * BENCH_PAGES=/,/es limits the run to some paths.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer } from "./support/server";

const defaultPaths = [
  "/",
  "/es",
  "/fr",
  "/de",
  "/programs",
  "/programs/cert-tesol",
  "/quote",
  "/destinations",
  "/destinations/dublin",
  "/activities",
  "/student-experience",
  "/about",
  "/accreditations",
  "/faq",
  "/contact",
  "/privacy-policy",
  "/cookie-policy",
  "/terms-conditions",
];
const paths = process.env.BENCH_PAGES?.split(",") ?? defaultPaths;

const server = await startBenchServer({}, 4390);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: string;
  cls: string;
  tbt: string;
  jsKb: number;
}

const rows: Row[] = [];
try {
  for (const path of paths) {
    // Warm the page cache so the figure is the one visitors get.
    await fetch(`${server.url}${path}`);
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items =
      (
        audits["network-requests"]?.details as
          | { items?: { resourceType?: string; transferSize?: number }[] }
          | undefined
      )?.items ?? [];
    const jsBytes = items
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: audits["largest-contentful-paint"]?.displayValue ?? "?",
      cls: audits["cumulative-layout-shift"]?.displayValue ?? "?",
      tbt: audits["total-blocking-time"]?.displayValue ?? "?",
      jsKb: Math.round(jsBytes / 102.4) / 10,
    });
    const row = rows.at(-1) as Row;
    console.log(
      `${path.padEnd(24)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcp}  CLS ${row.cls}  TBT ${row.tbt}  JS ${row.jsKb} KB (as served, brotli)`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
const below = rows.filter(
  (row) =>
    row.performance < 98 || row.accessibility < 100 || row.bestPractices < 100 || row.seo < 100,
);
console.log(
  below.length
    ? `Below target: ${below.map((row) => row.path).join(", ")}`
    : "All pages meet the targets.",
);
