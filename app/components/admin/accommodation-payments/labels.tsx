/** Words and badges of the payment-run screens (decision 0045). */
import type { NotInFileReason } from "@shared/accommodation/payment-types";
import type { ReliefStatus } from "@shared/accommodation/payments";
import type { PaymentRunStatus } from "@shared/accommodation/types";
import { formatCents } from "@shared/format/money";
import { Badge, type BadgeTone } from "../../ui/badge";

export const money = (cents: number) => formatCents(cents, "en");

const statusTones: Record<PaymentRunStatus, BadgeTone> = {
  draft: "warning",
  approved: "success",
  discarded: "neutral",
};
export const runStatusLabels: Record<PaymentRunStatus, string> = {
  draft: "Draft",
  approved: "Approved",
  discarded: "Discarded",
};

export function RunStatusBadge({ status }: { status: PaymentRunStatus }) {
  return <Badge tone={statusTones[status]}>{runStatusLabels[status]}</Badge>;
}

export const reliefLabels: Record<ReliefStatus, string> = {
  ok: "Within relief",
  approaching: "Near the €14,000 relief limit",
  over: "Over the €14,000 relief limit",
};
const reliefTones: Record<ReliefStatus, BadgeTone> = {
  ok: "neutral",
  approaching: "warning",
  over: "danger",
};

export function ReliefBadge({ status }: { status: ReliefStatus }) {
  return <Badge tone={reliefTones[status]}>{reliefLabels[status]}</Badge>;
}

export const notInFileLabels: Record<NotInFileReason, string> = {
  "no-bank-details": "No bank details",
  "nothing-to-pay": "Nothing to transfer",
};

/** "1 Jul 2027 – 31 Jul 2027 (31 nights)" is long; the screens say "nights 1 to 31 Jul 2027". */
export function nightsText(from: string, to: string, format: (day: string) => string): string {
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 864e5).toISOString().slice(0, 10);
  return `${format(from)} to ${format(last)}`;
}
