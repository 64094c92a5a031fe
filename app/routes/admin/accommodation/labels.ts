/**
 * The words and figures of the accommodation screens (staff English): kinds of provider, vetting
 * statuses, money in euros from integer cents, and a stay as nights.
 */
import { nightCount } from "@shared/accommodation/nights";
import type { HouseholdMemberStatus, ProviderType } from "@shared/accommodation/types";
import { formatDate } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";

export const providerTypeLabels: Record<ProviderType, string> = {
  "host-family": "Host family",
  residence: "Residence",
};

export const memberStatusLabels: Record<HouseholdMemberStatus, string> = {
  pending: "Vetting pending",
  vetted: "Vetted",
  refused: "Vetting refused",
  left: "Left the household",
};

/** What a booking asked for (bookings' accommodation types). */
export const accommodationWishLabels: Record<string, string> = {
  "host-family": "Host family",
  "student-residence": "Residence",
  hotel: "Hotel",
};

export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "—" : formatCents(cents);

/** Cents as the euros a form field shows ("32.50"); empty for none. */
export const eurosField = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);

/** "5 Jul 2027 → 17 Jul 2027 · 12 nights": [from, to), the departure morning is no night. */
export function stayText(from: string | null, to: string | null): string {
  if (!from || !to) return "Dates not known";
  const nights = nightCount({ from, to });
  return `${formatDate(from)} → ${formatDate(to)} · ${nights} ${nights === 1 ? "night" : "nights"}`;
}
