/**
 * The rules of the sign-in throttle (issue 27, decision 0027), as pure functions: how many
 * attempts each key may make in the window, how far apart an attacked account's attempts are
 * spaced, and the device cookie that lets a browser which signed in before keep its own budget
 * (OWASP's "device cookies"). The database side is sign-in-guard.ts.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Every sign-in count slides over the last 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export const signInLimits = {
  /** Attempts one address may make at one account: at most this many passwords are checked. */
  perAccountAndAddress: 5,
  /**
   * Attempts one address may make at all accounts together (trying many usernames); a
   * successful sign-in is given back, so only failures use it up.
   */
  perAddress: 30,
  /** Attempts of a browser holding a valid device cookie for the account: its own budget. */
  perDevice: 5,
  /** Wrong passwords from unknown browsers an account takes before its attempts are spaced. */
  freeAccountFailures: 10,
} as const;

/** The longest spacing an attacked account's unknown-browser attempts ever get: no hard lock. */
export const MAX_ACCOUNT_DELAY_SECONDS = 300;

/**
 * Seconds that must pass between two attempts at an account from browsers it does not know,
 * after `failures` wrong passwords from such browsers in the window: none up to the free
 * allowance, then 2 s, doubling with each further failure, up to five minutes. Growing delays
 * rather than a lock: a stranger can slow the account's sign-in down, never shut its owner out,
 * and the owner's own browser (device cookie) is not slowed at all.
 */
export function accountDelaySeconds(failures: number): number {
  const over = failures - signInLimits.freeAccountFailures;
  if (over < 0) return 0;
  return Math.min(2 ** (over + 1), MAX_ACCOUNT_DELAY_SECONDS);
}

export type SignInAudience = "staff" | "partner";

/** How long a browser stays known to an account after signing in to it. */
export const DEVICE_COOKIE_DAYS = 90;

/**
 * The shape of the ids newDeviceCookieValue makes: junk is refused before any HMAC is computed.
 * The signature alone already refuses every id we did not make, so loosening this pattern
 * changes no answer.
 */
// Stryker disable next-line Regex: equivalent, the signature refuses any id we did not sign (see above)
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function deviceSignature(
  secret: string,
  audience: SignInAudience,
  account: string,
  device: string,
): string {
  return createHmac("sha256", secret)
    .update(`sign-in-device\n${audience}\n${account}\n${device}`)
    .digest("base64url");
}

/**
 * A device cookie's value for `account`: a random device id and a signature binding it to the
 * account. The account is not in the value (the cookie names nobody); a cookie made for another
 * account, or forged, does not verify.
 */
export function newDeviceCookieValue(
  secret: string,
  audience: SignInAudience,
  account: string,
): string {
  const device = randomBytes(16).toString("base64url");
  return `${device}.${deviceSignature(secret, audience, account, device)}`;
}

/** The device id of a cookie value made for this account by us, or null. */
export function deviceOf(
  value: string | null | undefined,
  secret: string,
  audience: SignInAudience,
  account: string,
): string | null {
  if (!value) return null;
  const [device, signature, ...rest] = value.split(".");
  if (!device || !signature || rest.length > 0 || !DEVICE_ID.test(device)) return null;
  const expected = Buffer.from(deviceSignature(secret, audience, account, device));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}

/** The counters one attempt is made against, named so that audiences never share one. */
export function signInKeys(audience: SignInAudience, account: string, address: string) {
  return {
    accountAndAddress: `sign-in:${audience}:account-address:${account}:${address}`,
    address: `sign-in:${audience}:address:${address}`,
    accountFailures: `sign-in:${audience}:account-failures:${account}`,
    accountGate: `sign-in:${audience}:account-gate:${account}`,
    device: (device: string) => `sign-in:${audience}:device:${device}`,
  };
}
