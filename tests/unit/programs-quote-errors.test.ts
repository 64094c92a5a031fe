import { describe, expect, it } from "vitest";
import {
  codeForRejectedField,
  isMissingInformation,
  rejectedFieldCodes,
} from "../../app/components/programs/quote-errors";
import { toErrorCodes } from "../../app/components/programs/quote-errors.server";
import { quoteRequestSchema } from "../../shared/leads/quote-form";

function schemaErrors(raw: Record<string, unknown>): Record<string, string> {
  const parsed = quoteRequestSchema.safeParse(raw);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("quote form error codes", () => {
  it("map every message of the real schema to a code the page can translate", () => {
    const codes = toErrorCodes(
      schemaErrors({
        firstName: " ",
        email: "nope",
        phone: "call me",
        startDate: "2027-13-45",
        duration: "forever",
        specialRequests: "x".repeat(2001),
      }),
    );
    expect(codes).toEqual({
      firstName: "required",
      lastName: "required",
      email: "email",
      phone: "phone",
      startDate: "date",
      duration: "choice",
      specialRequests: "tooLong",
      programId: "program",
      gdprConsent: "consent",
    });
    expect(isMissingInformation(codes)).toBe(true);
  });

  it("tells a format problem from missing information", () => {
    const codes = toErrorCodes(
      schemaErrors({
        firstName: "Aoife",
        lastName: "Tester",
        email: "nope",
        programId: "cert-tesol",
        gdprConsent: true,
      }),
    );
    expect(codes).toEqual({ email: "email" });
    expect(isMissingInformation(codes)).toBe(false);
  });

  it("names what the API rejected by field once the required fields are filled", () => {
    expect(
      rejectedFieldCodes({ email: "…", nationality: "…", accommodation: "…", other: "…" }),
    ).toEqual({
      email: "email",
      nationality: "tooLong",
      accommodation: "choice",
    });
    expect(codeForRejectedField("startDate")).toBe("date");
  });
});
