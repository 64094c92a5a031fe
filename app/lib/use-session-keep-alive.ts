/**
 * Staff and agent sessions end after 30 minutes without a request (issue 27). Someone typing a long post
 * makes no request until they save, and must not lose it to the idle timeout: while they use
 * the keyboard or pointer, the session is touched at most every five minutes. A screen left
 * alone still ends on time.
 */
import { useEffect } from "react";

const EVERY_MS = 5 * 60_000;

export function useSessionKeepAlive(url = "/api/admin/session") {
  useEffect(() => {
    let last = Date.now();
    const onActivity = () => {
      if (Date.now() - last < EVERY_MS) return;
      last = Date.now();
      fetch(url, { credentials: "same-origin", cache: "no-store" }).catch(() => {
        // Offline for a moment: the next activity tries again.
      });
    };
    const events = ["keydown", "pointerdown", "input"] as const;
    for (const name of events) {
      document.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      for (const name of events) document.removeEventListener(name, onActivity, { capture: true });
    };
  }, [url]);
}
