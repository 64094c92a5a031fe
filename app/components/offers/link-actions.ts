/**
 * What the offer page's smaller forms answer (issue 27): sending the parent or guardian's
 * e-mail again, and asking for a fresh link to a booking whose link expired. Browser-safe.
 */
export type LinkActionData =
  | { kind: "resent"; email: string }
  | { kind: "resendLimited"; minutes: number }
  | { kind: "newLinkSent" }
  | { kind: "newLinkLimited"; minutes: number };

/** Whether an action's answer is one of these (the Accept form answers with `error`). */
export function isLinkAction(result: unknown): result is LinkActionData {
  return typeof result === "object" && result !== null && "kind" in result;
}
