import { describe, expect, it } from "vitest";
import { navigationCommitMs, type TraceEvent } from "../../bench/support/navigation-commit";

const page = "http://127.0.0.1:4390/es";

/** A trace shaped like Lighthouse's: about:blank first, then the page in a new renderer. */
const trace: TraceEvent[] = [
  { name: "navigationStart", pid: 1, tid: 1, ts: 1_000, args: { data: { documentLoaderURL: "" } } },
  { name: "RunTask", pid: 1, tid: 1, ts: 1_100, dur: 9_000 },
  { name: "DocumentLoader::CommitNavigation", pid: 1, tid: 1, ts: 1_200, dur: 8_000 },
  {
    name: "navigationStart",
    pid: 2,
    tid: 7,
    ts: 50_000,
    args: { data: { documentLoaderURL: page } },
  },
  // The new renderer's own empty document commits first, with no response body to read.
  { name: "RunTask", pid: 2, tid: 7, ts: 51_000, dur: 3_200 },
  { name: "DocumentLoader::CommitNavigation", pid: 2, tid: 7, ts: 51_010, dur: 3_100 },
  { name: "RunTask", pid: 2, tid: 7, ts: 60_000, dur: 44_300 },
  { name: "DocumentLoader::CommitNavigation", pid: 2, tid: 7, ts: 60_100, dur: 40_000 },
  { name: "NavigationBodyLoader::StartLoadingBody", pid: 2, tid: 7, ts: 95_000, dur: 4_400 },
  // A later, smaller commit in the same renderer (an SVG picture's document) is not the page's.
  { name: "RunTask", pid: 2, tid: 7, ts: 200_000, dur: 600 },
  { name: "DocumentLoader::CommitNavigation", pid: 2, tid: 7, ts: 200_010, dur: 500 },
];

describe("navigationCommitMs (bench:pages, decision 0026)", () => {
  it("measures the whole task that committed the page and read its first bytes, in milliseconds", () => {
    expect(navigationCommitMs(trace, page)).toBe(44.3);
  });

  it("does not take another document's commit", () => {
    expect(navigationCommitMs(trace, "http://127.0.0.1:4390/fr")).toBeNull();
    const withoutBody = trace.filter((event) => !event.name.startsWith("NavigationBodyLoader"));
    expect(navigationCommitMs(withoutBody, page)).toBeNull();
  });

  it("falls back to the commit itself when the trace has no enclosing task", () => {
    expect(
      navigationCommitMs(
        trace.filter((event) => event.name !== "RunTask"),
        page,
      ),
    ).toBe(40);
  });
});
