/**
 * What the unplaced list and "Find a home" say of a student's needs (issue 31): the allergies and
 * what the family told at acceptance (smoking, pets, a bathroom of their own, mother tongue), and
 * "None given" for a booking accepted before those were asked, never a guess.
 */
import type { UnplacedBooking } from "@shared/accommodation/types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DietCell, OtherNeedsCell } from "../../app/routes/admin/accommodation/student-needs";

const student = (extra: Partial<UnplacedBooking> = {}): UnplacedBooking => ({
  bookingId: 1,
  name: "Lucía Pérez",
  status: "confirmed",
  campus: "Dublin",
  accommodationType: "host-family",
  from: "2027-07-04",
  to: "2027-07-17",
  minor: true,
  age: 15,
  gender: null,
  diet: null,
  dietaryNotes: null,
  changedAfterPlacement: false,
  cancelledAfterPlacement: false,
  placements: [],
  motherTongue: null,
  smoker: false,
  avoidPets: false,
  allergies: [],
  wantsSeparateBathroom: false,
  ...extra,
});

const text = (html: string) => html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("a student's needs on the staff screens", () => {
  it("names every need the family gave, the mother tongue in English", () => {
    const html = renderToStaticMarkup(
      createElement(OtherNeedsCell, {
        student: student({
          smoker: true,
          avoidPets: true,
          wantsSeparateBathroom: true,
          motherTongue: "pt",
        }),
      }),
    );
    expect(text(html)).toBe("|Smokes|Cannot live with pets|Own bathroom wished|Speaks Portuguese|");
  });

  it("says none was given rather than guessing", () => {
    expect(text(renderToStaticMarkup(createElement(OtherNeedsCell, { student: student() })))).toBe(
      "|None given|",
    );
    expect(text(renderToStaticMarkup(createElement(DietCell, { student: student() })))).toBe(
      "|None given|",
    );
  });

  it("shows the allergies beside the diet, even without one", () => {
    const html = renderToStaticMarkup(
      createElement(DietCell, { student: student({ allergies: ["peanuts", "cats"] }) }),
    );
    expect(text(html)).toBe("|Allergies: peanuts, cats|");
  });
});
