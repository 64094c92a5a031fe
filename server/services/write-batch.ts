/**
 * Group commit for writes that many visitors make at once (a fair's QR code sending a thousand
 * people to a form in a minute). Each write waits its turn in a queue; whenever the database is
 * free, everything queued so far is written together by one `write` call: one multi-row statement
 * and one commit for the whole group instead of one each. On the embedded database a statement
 * costs about the same for one row as for fifty, and it runs on the same thread as the server
 * (decision 0055).
 *
 * Nothing waits for a timer: a write that finds the queue idle goes after one turn of the event
 * loop, and a burst forms groups of whatever arrived by then. If a group's write fails,
 * its items are written again one by one, so one bad item fails only its own request.
 */

export interface WriteBatch<I, O> {
  /** Resolves with this item's result once the group it joined has been written. */
  write(item: I): Promise<O>;
}

interface Queued<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

export function createWriteBatch<I, O>(
  /** Writes a group and returns one result per item, in the items' order. */
  writeGroup: (items: I[]) => Promise<O[]>,
  options: { maxItems?: number; concurrency?: number } = {},
): WriteBatch<I, O> {
  const maxItems = options.maxItems ?? 100;
  // Two groups in flight: on PostgreSQL one is written while the other waits for its commit
  // to reach the disk. On the embedded database they simply take turns.
  const concurrency = options.concurrency ?? 2;
  const queue: Queued<I, O>[] = [];
  const running = new Set<Promise<void>>();

  async function writeOneByOne(group: Queued<I, O>[]): Promise<void> {
    for (const entry of group) {
      try {
        const [result] = await writeGroup([entry.item]);
        entry.resolve(result as O);
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      // Let the requests that have arrived meanwhile reach the queue first: the embedded
      // database runs a statement synchronously, on this thread, so no request is read while a
      // group is written, and without this turn of the event loop every group would hold one.
      await new Promise((resolve) => setImmediate(resolve));
      const group = queue.splice(0, maxItems);
      // Another group in flight took them all.
      if (group.length === 0) break;
      try {
        const results = await writeGroup(group.map((entry) => entry.item));
        if (results.length !== group.length) {
          throw new Error(`a group of ${group.length} writes returned ${results.length} results`);
        }
        group.forEach((entry, index) => {
          entry.resolve(results[index] as O);
        });
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else await writeOneByOne(group);
      }
    }
  }

  function start(): void {
    const worker: Promise<void> = drain().finally(() => {
      running.delete(worker);
      // Queued between the last look at the queue and now: go again.
      if (queue.length > 0 && running.size < concurrency) start();
    });
    running.add(worker);
  }

  return {
    write(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (running.size < concurrency) start();
      });
    },
  };
}
