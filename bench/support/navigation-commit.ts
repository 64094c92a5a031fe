/**
 * How long the renderer's navigation commit took in a Lighthouse trace, in real (unthrottled)
 * milliseconds: the task in which Chromium creates the page's window and JavaScript context and
 * takes in the first bytes of its HTML, before any of the page is parsed.
 *
 * Lighthouse's simulation multiplies it by four like the page's own work and puts most of it
 * after the first paint, so it counts towards Total Blocking Time. The page's share of it is a
 * few milliseconds; the rest is Chromium starting the page in a new browsing context group
 * (our `Cross-Origin-Opener-Policy`), which is slow when two cores are shared by Lighthouse,
 * Chromium and the server. The bench prints it beside TBT so a reader can tell the two apart
 * (decision 0026).
 */

/** The few fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** `inner` ran on the same thread as `outer`, from its start to its end. */
function inside(inner: TraceEvent, outer: TraceEvent): boolean {
  return (
    inner.pid === outer.pid &&
    inner.tid === outer.tid &&
    outer.dur !== undefined &&
    inner.ts >= outer.ts &&
    inner.ts + (inner.dur ?? 0) <= outer.ts + outer.dur
  );
}

export function navigationCommitMs(events: readonly TraceEvent[], url: string): number | null {
  const start = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url,
  );
  if (!start) return null;
  // A new renderer first commits an empty document of its own, and every SVG picture is a
  // document too: the page's commit is the first one that reads a response body.
  const commit = events
    .filter(
      (event) =>
        event.name === "DocumentLoader::CommitNavigation" &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.dur !== undefined &&
        event.ts >= start.ts,
    )
    .sort((a, b) => a.ts - b.ts)
    .find((candidate) =>
      events.some(
        (event) =>
          event.name === "NavigationBodyLoader::StartLoadingBody" && inside(event, candidate),
      ),
    );
  if (!commit) return null;
  const task = events.find((event) => event.name === "RunTask" && inside(commit, event));
  return ((task ?? commit).dur ?? 0) / 1000;
}
