/**
 * Password hashing with scrypt from node:crypto (memory-hard; no native add-on to build).
 * Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old
 * hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAXMEM = 64 * 1024 * 1024;

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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
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
