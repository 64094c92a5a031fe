import { useEffect, useState } from "react";

/**
 * False during server rendering and the first client render, true afterwards. Pages render
 * plain links first (they work without JavaScript) and upgrade them to buttons that open
 * dialogs once the script runs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
