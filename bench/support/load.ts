/**
 * A closed-loop load generator that, unlike a fire-and-forget tool, waits for every answer:
 * when it stops, each request it sent has been answered (or failed), so "acknowledged" is an
 * exact count to compare with what the server stored.
 *
 * Each client is one keep-alive TCP connection that writes a prepared HTTP/1.1 request and reads
 * the answer's status line, Content-Length (or chunks) and body. It runs on the same two cores as
 * the server, so it must cost little: undici's fetch spent ~2.5 ms of CPU per request here, a
 * quarter of the server's own cost, and at 500 requests/s would have taken a whole core.
 */
import net from "node:net";

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  byStatus: Record<number, number>;
  errors: number;
  /** Bytes received, headers and bodies. */
  bytes: number;
  /** Answers whose status was not 2xx. */
  non2xx: number;
}

export interface LoadRequest {
  method: string;
  /** Path and query of this request; the `url` given to closedLoop when absent. */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

const HEADER_END = Buffer.from("\r\n\r\n");

/** The raw bytes of one request; Host and Content-Length are filled in. */
function requestBytes(url: URL, request: LoadRequest): Buffer {
  const body = Buffer.from(request.body ?? "");
  const lines = [
    `${request.method} ${request.path ?? `${url.pathname}${url.search}`} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.length}`,
    "",
    "",
  ];
  return Buffer.concat([Buffer.from(lines.join("\r\n")), body]);
}

/**
 * Whether `data` holds one whole response, and its status. Knows Content-Length and chunked
 * bodies, the two ways our server ends a keep-alive response.
 */
function completeResponse(data: Buffer): { status: number; length: number } | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.subarray(0, headerEnd).toString("latin1");
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + HEADER_END.length;
  const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (contentLength) {
    const length = bodyStart + Number(contentLength[1]);
    return data.length >= length ? { status, length } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = data.indexOf("\r\n0\r\n\r\n", bodyStart - 2);
    return end < 0 ? null : { status, length: end + 7 };
  }
  return { status, length: bodyStart };
}

/**
 * One keep-alive connection: a first untimed request to open it, then, once every client's
 * connection is open, send, wait for the whole answer, repeat until the deadline.
 */
function connectionClient(
  url: URL,
  next: () => Buffer | null,
  deadline: () => number,
  record: (status: number | null, latency: number, bytes: number) => void,
  opened: () => Promise<void>,
): Promise<void> {
  const warmUp = requestBytes(url, { method: "GET", path: "/readyz" });
  return new Promise((resolve) => {
    let socket: net.Socket;
    let pending: Buffer = Buffer.alloc(0);
    let sent = 0;
    let inFlight = false;
    let warming = true;

    const send = () => {
      const request = performance.now() < deadline() ? next() : null;
      if (!request) {
        socket.end();
        resolve();
        return;
      }
      pending = Buffer.alloc(0);
      sent = performance.now();
      inFlight = true;
      socket.write(request);
    };
    const open = () => {
      socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      socket.on("connect", () => {
        if (!warming) return send();
        pending = Buffer.alloc(0);
        socket.write(warmUp);
      });
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const response = completeResponse(pending);
        if (!response) return;
        if (warming) {
          warming = false;
          void opened().then(send);
          return;
        }
        inFlight = false;
        record(response.status, performance.now() - sent, response.length);
        send();
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        // Closed before it was open for the run: open it again.
        if (warming) return open();
        if (!inFlight) return;
        // The server closed the connection before answering: an error, then a new connection.
        inFlight = false;
        record(null, performance.now() - sent, 0);
        if (performance.now() < deadline()) open();
        else resolve();
      });
    };
    open();
  });
}

export async function closedLoop(options: {
  url: string;
  clients: number;
  seconds: number;
  /** The next request; null when there is none left (a client then stops before the deadline). */
  init: () => LoadRequest | null;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const latencies: number[] = [];
  const byStatus: Record<number, number> = {};
  let errors = 0;
  let bytes = 0;
  // The clock starts once every connection is open: a server busy writing accepts new
  // connections only between its turns of work (one per turn of its event loop, measured in
  // decision 0058), and clients still waiting to connect would be timed as slow answers.
  let started = Number.POSITIVE_INFINITY;
  let deadline = Number.POSITIVE_INFINITY;
  let openedCount = 0;
  let startClock = () => {};
  const allOpen = new Promise<void>((resolve) => {
    startClock = resolve;
  });
  const opened = () => {
    openedCount++;
    if (openedCount === options.clients) {
      started = performance.now();
      deadline = started + options.seconds * 1000;
      startClock();
    }
    return allOpen;
  };
  const record = (status: number | null, latency: number, length: number) => {
    bytes += length;
    if (status === null) errors++;
    else byStatus[status] = (byStatus[status] ?? 0) + 1;
    latencies.push(latency);
  };
  const next = () => {
    const request = options.init();
    return request ? requestBytes(url, request) : null;
  };
  await Promise.all(
    Array.from({ length: options.clients }, () =>
      connectionClient(url, next, () => deadline, record, opened),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;

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
    bytes,
    non2xx: Object.entries(byStatus)
      .filter(([status]) => !status.startsWith("2"))
      .reduce((sum, [, n]) => sum + n, 0),
  };
}

export function describeLoad(title: string, result: LoadResult): string {
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return `${title}: ${result.perSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests (${statuses}), ${result.errors} errors`;
}
