import { startTransition, useEffect, useState } from "react";
import type { EarlyClickWindow } from "~/components/site/held-clicks";

/** True once the root has hydrated (app/root.tsx); never on the server. */
const pageIsLive = (): boolean =>
  typeof window !== "undefined" && (window as EarlyClickWindow).__hydrated === true;

/**
 * False during server rendering and while React hydrates the server's HTML, true afterwards
 * and from the start in anything rendered afresh once the page is live (a deferred part coming
 * live, a page reached by a navigation). Pages render plain links first (they work without
 * JavaScript) and upgrade them to buttons that open dialogs once the script runs.
 *
 * The upgrade is a transition, which React renders in slices of a few milliseconds after the
 * page's effects, together with the root's own (app/root.tsx marks the page hydrated when it
 * is committed). `useSyncExternalStore` with a server snapshot, which this was, forces a
 * synchronous re-render instead: it ran in the task of every effect of the page, with the
 * effects of that re-render, one task of 18–29 ms on a city page here (decision 0025).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageIsLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
