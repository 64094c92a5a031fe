/**
 * How an erased person is written, and how their name is recognised in a text: shared by the
 * erasure of bookings (gdpr-bookings-erasure.ts) and of partner accounts (gdpr-agents-erasure.ts).
 */

export const ERASED_NAME = "Erased";

/** Accents and case do not hide a name: "LUCIA GARCIA" matches "Lucía García". */
export const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export const present = (values: (string | null | undefined)[]) =>
  [
    ...new Set(values.map((value) => value?.trim() ?? "").filter((value) => value.length >= 2)),
  ].filter((value) => value !== ERASED_NAME);
