/**
 * Password hashing with scrypt from node:crypto (memory-hard; no native add-on to build), at
 * OWASP's current recommendation: N=2^17, r=8, p=1 (128 MiB and ~0.4 s of one core here).
 * Stored as `scrypt$N$r$p$salt$hash`, so a hash made with older parameters still verifies and
 * is replaced by a current one at the next successful sign-in (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const PARAMS = PASSWORD_PARAMS;
const KEY_LENGTH = 64;
/** scrypt needs 128·N·r bytes; Node refuses anything over maxmem (32 MiB by default). */
const MAXMEM = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAXMEM });
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$");
}

export interface PasswordCheck {
  matches: boolean;
  /** Made with weaker parameters than today's: store a fresh hash once it matched. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) {
    return { matches: false, needsRehash: false };
  }
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  const current = Number(n) >= PARAMS.N && Number(r) >= PARAMS.r && Number(p) >= PARAMS.p;
  return { matches, needsRehash: matches && !current };
}

let decoy: Promise<string> | undefined;
/** A hash of nothing in particular, verified against when the username is unknown so that
 * both failures take the same time. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

export interface PasswordProblem {
  message: string;
}

/** Staff passwords: long enough to resist guessing, not a name or the username. */
export function checkPasswordStrength(password: string, username = ""): PasswordProblem | null {
  if (password.length < 12) return { message: "Use at least 12 characters." };
  if (password.length > 200) return { message: "Use at most 200 characters." };
  if (new Set(password).size < 6) return { message: "Use a wider mix of characters." };
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return { message: "Do not include your username in the password." };
  }
  return null;
}
