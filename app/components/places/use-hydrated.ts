import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and while React hydrates the server's HTML, true afterwards
 * and from the start in anything rendered afresh in the browser (a deferred part coming live,
 * a page reached by a navigation). Pages render plain links first (they work without
 * JavaScript) and upgrade them to buttons that open dialogs once the script runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
