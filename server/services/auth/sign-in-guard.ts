/**
 * The sign-in throttle of staff and agents (issue 27, decision 0027). An attempt is counted in
 * the database *before* its password is checked, with one atomic increment per counter, so a
 * burst of attempts arriving at once, on one instance or several, can never have more passwords
 * checked than the limits allow: the 6th attempt sees a count of at least 6 whatever its timing.
 *
 * Two kinds of browser:
 * - one holding a valid device cookie for the account (it signed in to it before) spends only
 *   its own budget, so its owner signs in while a stranger hammers the username;
 * - any other is limited per account and address, per address, and, once the account has taken
 *   many wrong passwords from such browsers, spaced out by growing delays (never a hard lock).
 */
import { lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInGates } from "../../db/schema";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import {
  accountDelaySeconds,
  deviceOf,
  newDeviceCookieValue,
  SIGN_IN_WINDOW_SECONDS,
  type SignInAudience,
  signInKeys,
  signInLimits,
} from "./sign-in-rules";

const rule = (limit: number): RateLimitRule => ({ limit, windowSeconds: SIGN_IN_WINDOW_SECONDS });
/** The account's failure count is a tally, never a limit by itself. */
const TALLY: RateLimitRule = rule(Number.MAX_SAFE_INTEGER);

export interface SignInAttempt {
  audience: SignInAudience;
  /** The normalized sign-in name (lower-case username or e-mail), known or not. */
  account: string;
  address: string;
  /** The value of the audience's device cookie, if the browser sent one. */
  deviceCookie?: string | null;
}

export type SignInAdmission =
  | {
      allowed: true;
      /** The browser signed in to this account before (a valid device cookie). */
      trusted: boolean;
      /** Call once the password was checked. */
      settle(outcome: "success" | "failure"): Promise<void>;
    }
  | { allowed: false; retryAfter: number };

export function createSignInGuard(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  secret: string;
  now: () => Date;
}) {
  const { db, rateLimiter, now } = deps;

  /**
   * Takes the account's next slot if it is due, atomically: the conditional upsert moves the
   * slot `delaySeconds` ahead only where it was not already ahead, and reports whether it did.
   */
  async function claimGate(key: string, delaySeconds: number): Promise<number> {
    const at = now();
    const next = new Date(at.getTime() + delaySeconds * 1000);
    const claimed = await db
      .insert(signInGates)
      .values({ key, nextAttemptAt: next })
      .onConflictDoUpdate({
        target: signInGates.key,
        set: { nextAttemptAt: next },
        setWhere: lte(signInGates.nextAttemptAt, at),
      })
      .returning({ key: signInGates.key });
    if (claimed.length > 0) return 0;
    const [gate] = await db
      .select({ next: signInGates.nextAttemptAt })
      .from(signInGates)
      .where(sql`${signInGates.key} = ${key}`);
    return Math.max(1, Math.ceil(((gate?.next.getTime() ?? at.getTime()) - at.getTime()) / 1000));
  }

  return {
    async admit(attempt: SignInAttempt): Promise<SignInAdmission> {
      const keys = signInKeys(attempt.audience, attempt.account, attempt.address);
      const device = deviceOf(attempt.deviceCookie, deps.secret, attempt.audience, attempt.account);

      if (device) {
        const budget = await rateLimiter.hit(keys.device(device), rule(signInLimits.perDevice));
        if (!budget.allowed) return { allowed: false, retryAfter: budget.retryAfter };
        return {
          allowed: true,
          trusted: true,
          settle: async (outcome) => {
            if (outcome === "success") {
              await rateLimiter.reset(keys.device(device), rule(signInLimits.perDevice));
            }
          },
        };
      }

      for (const [key, limit] of [
        [keys.accountAndAddress, signInLimits.perAccountAndAddress],
        [keys.address, signInLimits.perAddress],
      ] as const) {
        const budget = await rateLimiter.hit(key, rule(limit));
        if (!budget.allowed) return { allowed: false, retryAfter: budget.retryAfter };
      }
      const failures = (await rateLimiter.peek(keys.accountFailures, TALLY)).count;
      const delay = accountDelaySeconds(failures);
      if (delay > 0) {
        const retryAfter = await claimGate(keys.accountGate, delay);
        if (retryAfter > 0) return { allowed: false, retryAfter };
      }
      return {
        allowed: true,
        trusted: false,
        settle: async (outcome) => {
          if (outcome === "success") {
            // The address's count clears for this account, and its budget over all accounts
            // keeps only failures: an office of staff signing in every morning is no attack.
            await rateLimiter.reset(
              keys.accountAndAddress,
              rule(signInLimits.perAccountAndAddress),
            );
            await rateLimiter.refund(keys.address, rule(signInLimits.perAddress));
          } else await rateLimiter.hit(keys.accountFailures, TALLY);
        },
      };
    },

    /** A fresh device cookie value for a browser that just signed in to `account`. */
    deviceCookieFor(audience: SignInAudience, account: string): string {
      return newDeviceCookieValue(deps.secret, audience, account);
    },

    /** Drops gates no attempt has needed for a whole window; run from the maintenance timer. */
    async purgeExpired(): Promise<void> {
      const stale = new Date(now().getTime() - SIGN_IN_WINDOW_SECONDS * 1000);
      await db.delete(signInGates).where(lte(signInGates.nextAttemptAt, stale));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
