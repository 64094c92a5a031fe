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

export function navigationCommitMs(events: readonly TraceEvent[], url: string): number | null {
  const start = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url,
  );
  if (!start) return null;
  const onThread = (event: TraceEvent) =>
    event.pid === start.pid && event.tid === start.tid && event.dur !== undefined;
  const within = (outer: TraceEvent, name: string) =>
    events.some(
      (event) =>
        event.name === name &&
        event.pid === outer.pid &&
        event.tid === outer.tid &&
        event.ts >= outer.ts &&
        event.ts <= outer.ts + (outer.dur ?? 0),
    );
  // A new renderer first commits an empty document of its own, and every SVG picture is a
  // document too: the page's commit is the first one that reads a response body.
  const commit = events
    .filter(
      (event) =>
        event.name === "DocumentLoader::CommitNavigation" &&
        onThread(event) &&
        event.ts >= start.ts,
    )
    .sort((a, b) => a.ts - b.ts)
    .find((event) => within(event, "NavigationBodyLoader::StartLoadingBody"));
  if (!commit) return null;
  const commitEnd = commit.ts + (commit.dur ?? 0);
  const task = events.find(
    (event) =>
      event.name === "RunTask" &&
      onThread(event) &&
      event.ts <= commit.ts &&
      event.ts + (event.dur ?? 0) >= commitEnd,
  );
  return ((task ?? commit).dur ?? 0) / 1000;
}
