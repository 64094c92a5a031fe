/**
 * The offer and guardian pages show the services' English errors in their own language by
 * code (issue 27): the rules that turn a service's `fields` into the pages' errors, and the
 * posted form into the API's input.
 */
import { describe, expect, it } from "vitest";
import { toConsentErrors } from "../../app/components/guardian/consent-errors.server";
import { toConsentInput } from "../../app/components/guardian/consent-model";
import { toAcceptErrors } from "../../app/components/offers/offer-errors.server";
import { toAcceptInput } from "../../app/components/offers/offer-form-model";
import { bookingMessages } from "../../shared/bookings/forms";
import { messages } from "../../shared/forms/fields";

describe("the accept form's errors", () => {
  it("says a missing guardian once, on the guardian part (the form marks both fields)", () => {
    expect(
      toAcceptErrors({
        "guardian.name": bookingMessages.guardianRequired,
        "guardian.email": bookingMessages.guardianRequired,
      }),
    ).toEqual({ guardian: { code: "guardianRequired" } });
  });

  it("names the date of birth against the age group and the guardian's own address", () => {
    expect(
      toAcceptErrors({
        dateOfBirth: bookingMessages.dateOfBirthAgeGroup,
        "guardian.email": bookingMessages.guardianOwnEmail,
      }),
    ).toEqual({
      dateOfBirth: { code: "dateOfBirthAgeGroup" },
      guardianEmail: { code: "guardianOwnEmail" },
    });
  });

  it("sends the guardian only when named, and no consent of theirs", () => {
    expect(toAcceptInput({ passportName: "A" }).guardian).toBeUndefined();
    expect(
      toAcceptInput({ guardianName: "Ana Martín", guardianEmail: "ana@example.es" }).guardian,
    ).toEqual({ name: "Ana Martín", email: "ana@example.es" });
  });

  it("sends the visa answer as a boolean, and an unanswered question as null (refused)", () => {
    expect(toAcceptInput({ needsVisa: "yes" }).needsVisa).toBe(true);
    expect(toAcceptInput({ needsVisa: "no" }).needsVisa).toBe(false);
    expect(toAcceptInput({}).needsVisa).toBeNull();
    expect(toAcceptErrors({ needsVisa: bookingMessages.needsVisa })).toEqual({
      needsVisa: { code: "needsVisa" },
    });
  });
});

describe("the guardian's consent form", () => {
  it("maps the schema's messages to the page's codes", () => {
    expect(
      toConsentErrors({ name: messages.required, consent: bookingMessages.guardianConsent }),
    ).toEqual({ name: { code: "required" }, consent: { code: "consent" } });
    expect(toConsentErrors({ name: messages.tooLong(120) })).toEqual({
      name: { code: "tooLong", max: 120 },
    });
  });

  it("posts the name as typed and the box as the browser sends it", () => {
    expect(toConsentInput({ name: "Ana", consent: "on" })).toEqual({ name: "Ana", consent: "on" });
    expect(toConsentInput({})).toEqual({ name: "", consent: undefined });
  });
});
