import { describe, expect, it } from "vitest";
import { formatClock } from "../../app/components/programs/program-specifics/clock";
import {
  alertTextKey,
  alertTitleKey,
  type FormError,
  missingRequired,
} from "../../app/components/programs/quote-form/helpers";

const complete = {
  programId: "cert-tesol",
  firstName: "Ana",
  lastName: "García",
  email: "ana@example.com",
  gdprConsent: "on",
};

const failure = (error: FormError["error"], fields: FormError["fields"]): FormError => ({
  ok: false,
  error,
  fields,
  values: {},
});

describe("the quote form's check before it posts", () => {
  it("lets a form with every required field through, whatever else is empty", () => {
    expect(missingRequired({ ...complete, phone: "", nationality: "" })).toEqual({});
  });

  it("counts a field of spaces as empty and names the program and consent in their own words", () => {
    expect(missingRequired({ firstName: "  ", email: "ana@example.com" })).toEqual({
      firstName: "required",
      lastName: "required",
      programId: "program",
      gdprConsent: "consent",
    });
  });
});

describe("the quote form's alert", () => {
  it("asks for what is missing when required fields were left empty", () => {
    const error = failure("invalid", { lastName: "required" });
    expect(alertTitleKey(error)).toBe("errors.missingTitle");
    expect(alertTextKey(error)).toBe("errors.missingText");
  });

  it("asks to check the fields the server refused", () => {
    const error = failure("invalid", { email: "email" });
    expect(alertTitleKey(error)).toBe("errors.errorTitle");
    expect(alertTextKey(error)).toBe("errors.checkFields");
  });

  it("says to wait when rate limited and to try again when the server failed", () => {
    expect(alertTextKey(failure("rate_limited", {}))).toBe("errors.rateLimited");
    expect(alertTextKey(failure("server", {}))).toBe("errors.errorText");
    expect(alertTitleKey(failure("server", { firstName: "required" }))).toBe("errors.errorTitle");
  });
});

describe("times on program pages", () => {
  it("reads the English twelve-hour clock at noon and midnight", () => {
    expect(formatClock("12:00", "en")).toBe("12:00pm");
    expect(formatClock("00:15", "en")).toBe("12:15am");
    expect(formatClock("09:05", "en")).toBe("9:05am");
    expect(formatClock("16:30", "en")).toBe("4:30pm");
  });

  it("keeps the 24-hour clock in the other languages and in timetables", () => {
    expect(formatClock("16:30", "fr")).toBe("16:30");
    expect(formatClock("09:00", "de")).toBe("9:00");
    expect(formatClock("16:30", "en", true)).toBe("16:30");
  });
});
