/**
 * A read that many requests make at the same moment (the program and price list behind a burst
 * of quote requests) is made once: a caller that finds the same read in flight joins it instead
 * of queueing its own. On the embedded database each statement runs on the server's only
 * thread, so two hundred identical reads cost two hundred times one (decision 0055, issue 33).
 *
 * Nothing is kept once the read has answered: a joiner gets a result at most one statement
 * older than a read of its own would have been, as if it had arrived a moment earlier, and a
 * change staff save is seen by every read that starts after it.
 */
export function sharedRead<K, V>(
  read: (key: K) => Promise<V>,
  keyOf: (key: K) => string = String,
): (key: K) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key) => {
    const id = keyOf(key);
    const running = inFlight.get(id);
    if (running) return running;
    const started = read(key).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  };
}
