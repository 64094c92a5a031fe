/**
 * One password check of staff or agents, through the sign-in guard: admitted (counted) first,
 * then checked, then settled. Unknown accounts cost the same scrypt work as known ones and get
 * the same answers, so neither the timing nor the reply says whether an account exists.
 */
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import type { SignInAttempt, SignInGuard } from "./sign-in-guard";

export type PasswordAttempt<User> =
  | {
      status: "ok";
      user: User;
      /** A hash at today's cost, to store in place of an older one; null when current. */
      upgradedHash: string | null;
      /** The browser signed in to this account before (its device cookie). */
      trusted: boolean;
    }
  | { status: "invalid" }
  | { status: "throttled"; retryAfter: number };

export async function attemptPassword<User extends { passwordHash: string }>(
  guard: SignInGuard,
  attempt: SignInAttempt,
  user: User | undefined,
  password: string,
  /** Counts a wrong or refused attempt against an existing account (told at its next sign-in). */
  onFailure: (evaluated: boolean) => Promise<void>,
): Promise<PasswordAttempt<User>> {
  const admission = await guard.admit(attempt);
  if (!admission.allowed) {
    if (user) await onFailure(false);
    return { status: "throttled", retryAfter: admission.retryAfter };
  }
  const check = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !check.matches) {
    await admission.settle("failure");
    if (user) await onFailure(true);
    return { status: "invalid" };
  }
  await admission.settle("success");
  return {
    status: "ok",
    user,
    upgradedHash: check.needsRehash ? await hashPassword(password) : null,
    trusted: admission.trusted,
  };
}
