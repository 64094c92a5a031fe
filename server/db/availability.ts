/**
 * Telling "the database is unreachable right now" apart from every other failure, so the HTTP
 * layer can answer 503 + Retry-After (try again soon, nothing was stored) instead of a 500
 * (a bug of ours). Why: docs/decisions/0012-failure-handling.md.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), admin/crash shutdown, "the database system is starting up / shutting down", and
 * too many connections.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);

/** node-postgres reports a dropped or timed-out connection with these messages and no code. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (POOL_MESSAGES.some((message) => current.message.includes(message))) return true;
    // Drizzle wraps the driver's error as `cause`; a failed dual-stack connect is an
    // AggregateError of one error per address.
    queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return false;
}
