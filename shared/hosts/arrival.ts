/**
 * When a host may confirm a student's arrival (decision 0046): on the first night's day or
 * later (a family cannot confirm a student who has not come yet: only confirmed arrivals are
 * paid), while the placement is live (placed or held, not cancelled) and not yet confirmed.
 * Days are Dublin calendar days, YYYY-MM-DD, so they compare as strings.
 */
export interface ArrivalState {
  from: string;
  status: "placed" | "held" | "cancelled";
  arrivalConfirmedAt: string | Date | null;
}

export type ArrivalRefusal = "before-arrival" | "cancelled" | null;

/** Why the arrival cannot be confirmed today; null when it can (or already was: idempotent). */
export function arrivalRefusal(placement: ArrivalState, today: string): ArrivalRefusal {
  if (placement.status === "cancelled") return "cancelled";
  if (today < placement.from) return "before-arrival";
  return null;
}

/** Whether to offer Confirm arrival: allowed today and not done yet. */
export const canConfirmArrival = (placement: ArrivalState, today: string): boolean =>
  placement.arrivalConfirmedAt === null && arrivalRefusal(placement, today) === null;
