/**
 * Error bodies of the REST API (docs: ../shared/design.md, "API conventions"): short JSON that
 * reads well even when a client prints it as "<status>: <body text>".
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable } from "../db/availability";
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  RuleConflictError,
  UnavailableError,
} from "../services/errors";

export type ApiErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "rate_limited"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unavailable"
  | "internal";

export interface ApiErrorBody {
  error: ApiErrorCode;
  message?: string;
  fields?: Record<string, string>;
  /** Which rule refused a change (a 409 of RuleConflictError). */
  reason?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message ?? body.error);
  }
}

/** Seconds a client is asked to wait while the database is unreachable (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const notFound = (message = "Not found") =>
  new ApiError(404, { error: "not_found", message });

export function sendApiError(c: Context, error: unknown): Response {
  if (error instanceof NotFoundError) {
    return c.json({ error: "not_found", message: error.message } satisfies ApiErrorBody, 404);
  }
  if (error instanceof ForbiddenError) {
    return c.json({ error: "forbidden", message: error.message } satisfies ApiErrorBody, 403);
  }
  if (error instanceof RateLimitedError) {
    c.header("Retry-After", String(error.retryAfter));
    return c.json({ error: "rate_limited", message: error.message } satisfies ApiErrorBody, 429);
  }
  if (error instanceof GoneError) {
    const body: ApiErrorBody = { error: "gone", message: error.message };
    if (error.reason) body.reason = error.reason;
    return c.json(body, 410);
  }
  if (error instanceof ConflictError) {
    const body: ApiErrorBody = { error: "conflict", message: error.message };
    if (error.field) body.fields = { [error.field]: error.message };
    if (error instanceof RuleConflictError) body.reason = error.reason;
    return c.json(body, 409);
  }
  if (error instanceof UnavailableError) {
    return c.json({ error: "unavailable", message: error.message } satisfies ApiErrorBody, 503);
  }
  if (error instanceof InvalidInputError) {
    return c.json({ error: "validation", fields: error.fields } satisfies ApiErrorBody, 400);
  }
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json(
      { error: "internal", message: error.message } satisfies ApiErrorBody,
      error.status,
    );
  }
  if (isDatabaseUnavailable(error)) {
    // An outage or restart of the database, not a bug: the pool reconnects by itself, so the
    // client is told to send the same request again shortly. A transaction that lost its
    // connection did not commit, so nothing half-stored is left behind (only a connection cut
    // during COMMIT itself can leave a stored row behind a 503, and a retry then duplicates it,
    // which staff see and close: better than a lost enquiry).
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(
      {
        error: "unavailable",
        message: "We can't save this right now. Please try again in a few seconds.",
      } satisfies ApiErrorBody,
      503,
    );
  }
  return c.json(
    { error: "internal", message: "Something went wrong on our side. Please try again." },
    500,
  );
}
