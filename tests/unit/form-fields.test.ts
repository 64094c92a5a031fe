/**
 * The text bounds every form shares: a limit is in characters as a person counts them (code
 * points), measured after trimming. The fuzz tests assert stored lengths the same way; this pins
 * the rule they rely on, so a zod upgrade that changes it fails here first.
 */
import { describe, expect, it } from "vitest";
import { clearableText, optionalText, requiredText } from "../../shared/forms/fields";
import { characters } from "../support/arbitraries";

describe("text bounds", () => {
  it("counts an emoji as one character, not two UTF-16 units", () => {
    const fiveClovers = "🍀".repeat(5);
    expect(fiveClovers.length).toBe(10);
    expect(characters(fiveClovers)).toBe(5);
    expect(requiredText(5).safeParse(fiveClovers).success).toBe(true);
    expect(requiredText(5).safeParse(`${fiveClovers}x`).success).toBe(false);
    expect(optionalText(5).safeParse(fiveClovers).success).toBe(true);
    expect(clearableText(4).safeParse(fiveClovers).success).toBe(false);
  });

  it("measures after trimming and keeps the trimmed value", () => {
    expect(requiredText(5).parse("  abcde  ")).toBe("abcde");
    expect(requiredText(5).safeParse(" abcdef ").success).toBe(false);
    expect(requiredText(5).safeParse("   ").success).toBe(false);
  });

  it("says the limit in its message", () => {
    const result = requiredText(3).safeParse("abcd");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Keep this under 3 characters.");
  });
});
