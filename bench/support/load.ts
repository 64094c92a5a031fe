/**
 * A closed-loop load generator that, unlike a fire-and-forget tool, waits for every answer:
 * when it stops, each request it sent has been answered (or failed), so "acknowledged" is an
 * exact count to compare with what the server stored.
 */
import { Agent } from "undici";

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  byStatus: Record<number, number>;
  errors: number;
}

export async function closedLoop(options: {
  url: string;
  clients: number;
  seconds: number;
  init: () => RequestInit;
}): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: options.clients, pipelining: 1 });
  const latencies: number[] = [];
  const byStatus: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(options.url, {
          ...options.init(),
          // @ts-expect-error: undici's dispatcher option is not in the DOM RequestInit type
          dispatcher,
        });
        await response.arrayBuffer();
        byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    byStatus,
    errors,
  };
}

export function describeLoad(title: string, result: LoadResult): string {
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return `${title}: ${result.perSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests (${statuses}), ${result.errors} errors`;
}
