/**
 * What every public form submission goes through before it may become a row: the per-IP rate
 * limit, validation with the form's own schema, and the honeypot.
 */
import type { z } from "zod";
import type { RateLimiter, RateLimitRule } from "../rate-limit";

export type SubmissionResult<T> =
  | { status: "stored"; record: T }
  /** The honeypot was filled: answered like a success, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "rate_limited"; retryAfter: number };

export interface SubmissionContext {
  /** The client address, for rate limiting only; never stored with the lead. */
  ip: string;
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

export async function admitSubmission<S extends z.ZodType<{ website?: string | undefined }>>(
  options: {
    rateLimiter: RateLimiter;
    rule: RateLimitRule;
    form: string;
    schema: S;
  },
  raw: unknown,
  context: SubmissionContext,
): Promise<
  { admitted: true; input: z.output<S> } | { admitted: false; result: SubmissionResult<never> }
> {
  const limit = await options.rateLimiter.hit(`${options.form}:${context.ip}`, options.rule);
  if (!limit.allowed) {
    return { admitted: false, result: { status: "rate_limited", retryAfter: limit.retryAfter } };
  }
  const parsed = options.schema.safeParse(raw);
  if (!parsed.success) {
    return { admitted: false, result: { status: "invalid", fields: fieldErrors(parsed.error) } };
  }
  if (parsed.data.website) return { admitted: false, result: { status: "ignored" } };
  return { admitted: true, input: parsed.data };
}
