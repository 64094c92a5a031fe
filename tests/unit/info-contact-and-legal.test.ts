import { describe, expect, it } from "vitest";
import {
  contactFormValues,
  fieldRules,
  firstInvalidField,
  ruleOf,
} from "../../app/components/info/contact-model";
import {
  cookieCeilings,
  formatDuration,
  refundFor,
  retentionPeriods,
} from "../../app/content/legal";
import { formatDay } from "../../app/lib/date-format";
import { fieldErrors } from "../../server/services/leads/submission";
import { RETENTION_POLICY } from "../../server/services/privacy/gdpr";
import { contactInquirySchema } from "../../shared/leads/contact-form";

describe("contact form errors", () => {
  it("turns the schema's own messages into rules the page can translate", () => {
    const parsed = contactInquirySchema.safeParse({
      name: " ",
      email: "not-an-email",
      phone: "call me",
      enquiryType: "holiday",
      subject: "x".repeat(151),
      message: "Hello",
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const rules = fieldRules(fieldErrors(parsed.error));
    expect(rules).toEqual({
      name: { rule: "required" },
      email: { rule: "email" },
      phone: { rule: "phone" },
      enquiryType: { rule: "choice" },
      subject: { rule: "tooLong", max: 150 },
      gdprConsent: { rule: "consent" },
    });
    expect(firstInvalidField(rules)).toBe("name");
  });

  it("keeps an unknown message as a generic rule and ignores fields the form does not have", () => {
    expect(ruleOf("Something new")).toEqual({ rule: "invalid" });
    expect(fieldRules({ locale: "Invalid option", message: "This field is required." })).toEqual({
      message: { rule: "required" },
    });
  });

  it("gives back everything typed, as strings, with the consent box's state", () => {
    const form = new FormData();
    form.set("name", "Aoife");
    form.set("message", "Hi\nthere");
    form.set("gdprConsent", "on");
    expect(contactFormValues(form)).toEqual({
      name: "Aoife",
      email: "",
      phone: "",
      enquiryType: "",
      subject: "",
      message: "Hi\nthere",
      gdprConsent: true,
    });
    expect(contactFormValues(new FormData()).gdprConsent).toBe(false);
  });

  it("orders focus like the form", () => {
    expect(
      firstInvalidField({ gdprConsent: { rule: "consent" }, subject: { rule: "required" } }),
    ).toBe("subject");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("legal facts", () => {
  it("refunds by notice: over 30 days full minus fees, 14–30 half, under 14 none", () => {
    expect(refundFor(31)).toBe("full-minus-fees");
    expect(refundFor(30)).toBe("half");
    expect(refundFor(14)).toBe("half");
    expect(refundFor(13)).toBe("none");
    expect(refundFor(0)).toBe("none");
  });

  it("keeps the spec's retention periods", () => {
    expect(Object.fromEntries(retentionPeriods.map((item) => [item.id, item.duration]))).toEqual({
      inquiries: { amount: 3, unit: "year" },
      students: { amount: 7, unit: "year" },
      marketing: { amount: 3, unit: "year" },
      analytics: { amount: 26, unit: "month" },
      bookings: { amount: 6, unit: "year" },
      offers: { amount: 12, unit: "month" },
    });
    // The policy states what the retention job does.
    expect(RETENTION_POLICY).toMatchObject({ bookingYears: 6, unbookedBookingMonths: 12 });
    expect(cookieCeilings.marketing.map((d) => formatDuration(d, "en"))).toEqual([
      "13 months",
      "2 years",
      "90 days",
    ]);
  });

  it("says durations and dates in the page's language", () => {
    expect(formatDuration({ amount: 3, unit: "year" }, "en")).toBe("3 years");
    expect(formatDuration({ amount: 3, unit: "year" }, "es")).toBe("3 años");
    // French puts a no-break space between the number and the unit.
    expect(formatDuration({ amount: 26, unit: "month" }, "fr").replace(/\s/g, " ")).toBe("26 mois");
    expect(formatDuration({ amount: 1, unit: "hour" }, "de")).toBe("1 Stunde");
    expect(formatDay("2026-11-02", "de")).toBe("2. November 2026");
  });
});
