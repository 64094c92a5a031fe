import { describe, expect, it } from "vitest";
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
} from "../../server/services/auth/passwords";

describe("password hashing", () => {
  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery!", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password here")).not.toBe(
      await hashPassword("same password here"),
    );
  });

  it("rejects malformed stored hashes", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
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
