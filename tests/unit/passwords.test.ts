import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
} from "../../server/services/auth/passwords";

/** A hash as an older release stored it, with scrypt at cost `n`. */
function hashAt(password: string, n: number): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 64, { N: n, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ["scrypt", n, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

describe("password hashing", () => {
  it("hashes at OWASP's current scrypt cost (N=2^17, r=8, p=1)", async () => {
    expect(await hashPassword("correct horse battery")).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toEqual({
      matches: true,
      needsRehash: false,
    });
    expect(await verifyPassword("correct horse battery!", hash)).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it("still verifies a hash of an older cost, and asks for a new one only when it matched", async () => {
    const old = hashAt("an older password", 2 ** 15);
    expect(await verifyPassword("an older password", old)).toEqual({
      matches: true,
      needsRehash: true,
    });
    expect(await verifyPassword("not the password", old)).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password here")).not.toBe(
      await hashPassword("same password here"),
    );
  });

  it("rejects malformed stored hashes", async () => {
    expect(await verifyPassword("x", "md5$abc")).toEqual({ matches: false, needsRehash: false });
    expect(await verifyPassword("x", "scrypt$16$8$1$c2FsdA")).toEqual({
      matches: false,
      needsRehash: false,
    });
  });
});

describe("checkPasswordStrength", () => {
  it.each([
    ["short", "Use at least 12 characters."],
    ["aaaaaaaaaaaa", "Use a wider mix of characters."],
    ["siobhan-secret-2026", "Do not include your username in the password."],
  ])("%s → %s", (password, message) => {
    expect(checkPasswordStrength(password, "siobhan")?.message).toBe(message);
  });
  it("accepts a long varied password", () => {
    expect(checkPasswordStrength("Atlantic waves 2026!", "siobhan")).toBeNull();
  });
});
