/**
 * What happens to a placement after it is made (issue 31, decision 0047): a move from a night
 * ends the old placement and starts a new one, a booking changed after placement needs staff,
 * and what a student or an agent is told of the home.
 */
import type { NightRange } from "./nights";

/**
 * A move from `night` of `placement`: the nights kept in the old room ([from, night), null when
 * the move starts on the first night, so the old placement is cancelled) and the nights moved
 * ([night, to)). Null when `night` is not one of the placement's nights.
 */
export function splitAt(
  placement: NightRange,
  night: string,
): { kept: NightRange | null; moved: NightRange } | null {
  if (night < placement.from || night >= placement.to) return null;
  return {
    kept: night === placement.from ? null : { from: placement.from, to: night },
    moved: { from: night, to: placement.to },
  };
}

/** The nights a new departure day adds to a placement; null when it adds none. */
export const addedNights = (placement: NightRange, to: string): NightRange | null =>
  to > placement.to ? { from: placement.to, to } : null;

/** Why a placed booking is back on the unplaced list. */
export type ChangeAfterPlacement = "cancelled" | "dates";

/**
 * A placed booking that staff must look at again: `cancelled` when the booking is cancelled or
 * no longer wants accommodation while it still holds a bed; `dates` when a placement (not a
 * cancelled one) holds a night outside the stay the booking now asks for: the stay was moved or
 * shortened after placing. Staff may place fewer nights than the stay (decision 0044), so nights
 * of the stay without a placement are not a change. Null when nothing is placed or all fits.
 */
export function changeAfterPlacement(
  booking: { cancelled: boolean; wantsAccommodation: boolean; stay: NightRange | null },
  placed: readonly NightRange[],
): ChangeAfterPlacement | null {
  if (placed.length === 0) return null;
  if (booking.cancelled || !booking.wantsAccommodation) return "cancelled";
  const stay = booking.stay;
  if (!stay) return null;
  return placed.some((range) => range.from < stay.from || range.to > stay.to) ? "dates" : null;
}

/** An Irish Eircode ("D09 X2Y3", "D6W XY12"): it names one house, so it never leaves. */
const eircode = /\b[A-Z]\d[\dW] ?[0-9A-Z]{4}\b/i;

/**
 * The neighbourhood of an address written "house and street, area, town": everything after the
 * first part, without the Eircode wherever in a part it is written. An address in one part gives nothing
 * rather than the street.
 */
export function neighbourhoodOf(address: string): string {
  const parts = address
    .split(",")
    .map((part) => part.replace(eircode, "").trim())
    .filter((part) => part !== "");
  return parts.slice(1).join(", ");
}

/** The first name of a household member as recorded ("Mary Byrne" → "Mary"). */
export const firstNameOf = (name: string): string =>
  // Stryker disable next-line StringLiteral: split always gives a first element; `?? ""` is for the type
  name.trim().split(/\s/)[0] ?? "";
