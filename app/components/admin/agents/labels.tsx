/** The words and badges of the agency screens: statuses, invitation states, portal languages. */
import type { AgencyStatus, InvitationView } from "@shared/agents/types";
import type { BookingStatus } from "@shared/bookings/types";
import type { AgencyInvoicing } from "@shared/invoices/types";
import { Badge, type BadgeTone } from "../../ui/badge";

export const agencyStatusLabels: Record<AgencyStatus, string> = {
  active: "Active",
  suspended: "Suspended",
};

/** Who pays the school for an agency's bookings (issue 32). */
export const invoicingLabels: Record<AgencyInvoicing, string> = {
  student: "The student (commission paid to the agency)",
  net: "The agency, net of commission",
  gross: "The agency, gross, with a commission credit note",
};

export function AgencyStatusBadge({ status }: { status: AgencyStatus }) {
  return (
    <Badge tone={status === "active" ? "success" : "danger"}>{agencyStatusLabels[status]}</Badge>
  );
}

export function UserStatusBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? "success" : "neutral"}>{active ? "Active" : "Deactivated"}</Badge>;
}

/** The languages of the partner portal and its e-mails. */
export const portalLanguages = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "fr", label: "French" },
  { value: "de", label: "German" },
] as const;

export type InvitationState = "pending" | "used" | "expired" | "replaced";

const invitationTones: Record<InvitationState, BadgeTone> = {
  pending: "info",
  used: "success",
  expired: "warning",
  replaced: "neutral",
};

const invitationLabels: Record<InvitationState, string> = {
  pending: "Pending",
  used: "Used",
  expired: "Expired",
  replaced: "Replaced",
};

/** An invitation's state; a newer invitation to the same address replaces an unused one. */
export function invitationStateOf(invitation: InvitationView, now: string): InvitationState {
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "replaced";
  return invitation.expiresAt <= now ? "expired" : "pending";
}

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  return <Badge tone={invitationTones[state]}>{invitationLabels[state]}</Badge>;
}

/** The statuses in which the deposit is recorded: the commission is earned (due). */
const earned: readonly BookingStatus[] = ["confirmed", "arrived", "completed"];

export function commissionDue(line: {
  status: BookingStatus;
  paidAt: string | null;
  commissionCents: number;
}): boolean {
  return earned.includes(line.status) && line.paidAt === null && line.commissionCents > 0;
}

/** "12.5 %" */
export const percentText = (percent: number) =>
  `${percent.toLocaleString("en-IE", { maximumFractionDigits: 2 })} %`;
