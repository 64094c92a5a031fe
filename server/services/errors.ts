/** Domain failures a caller can explain to a person; the HTTP layer maps them to 404/409/400. */
export class NotFoundError extends Error {}

export class ConflictError extends Error {
  constructor(
    message: string,
    /** The input field the conflict is about, for field-level messages. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A rule refuses the change; `reason` is a machine code a client can act on ("bed-taken"…). */
export class RuleConflictError extends ConflictError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** Signed in, but this person may not do this (a teacher's register older than 7 days): 403. */
export class ForbiddenError extends Error {}

export class InvalidInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(" "));
  }
}

/** The thing existed but is no longer available (an expired offer link): HTTP 410. */
export class GoneError extends Error {
  constructor(
    message: string,
    /** Why, as a code a page can translate ("expired", "used"…); the message is English. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** Too many attempts from one address: HTTP 429 with Retry-After. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfter: number) {
    super("Too many attempts. Please wait a little and try again.");
  }
}

/** Something the server needs is missing or down; the person may try again later: HTTP 503. */
export class UnavailableError extends Error {}
