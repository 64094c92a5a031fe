/**
 * The changes on an agency's screen that ask first. The same request builds the browser's
 * dialog and, without JavaScript, the server's confirmation notice, so both say the same.
 */
import { formatCents } from "@shared/bookings/types";
import type { ConfirmRequest } from "./form-values";

export function statusRequest(agency: {
  name: string;
  status: "active" | "suspended";
}): ConfirmRequest {
  return agency.status === "active"
    ? {
        intent: "set-status",
        fields: { status: "suspended" },
        title: `Suspend ${agency.name}?`,
        message:
          "Its users are signed out at once and cannot sign in to the partner portal until you reactivate the agency. Its bookings and commission stay as they are.",
        confirmLabel: "Suspend agency",
      }
    : {
        intent: "set-status",
        fields: { status: "active" },
        title: `Reactivate ${agency.name}?`,
        message:
          "Its active users can sign in to the partner portal again and ask for quotes for their students.",
        confirmLabel: "Reactivate agency",
      };
}

export function deactivateUserRequest(user: { id: number; name: string }): ConfirmRequest {
  return {
    intent: "set-user-active",
    fields: { userId: String(user.id), active: "false" },
    title: `Deactivate ${user.name}?`,
    message:
      "They are signed out at once and cannot sign in to the partner portal until reactivated. The agency's students and bookings stay with the agency.",
    confirmLabel: "Deactivate user",
  };
}

export function markPaidRequest(line: {
  bookingId: number;
  reference: string;
  commissionCents: number;
}): ConfirmRequest {
  return {
    intent: "mark-commission-paid",
    fields: { bookingId: String(line.bookingId) },
    title: `Mark the commission on ${line.reference} paid?`,
    message: `${formatCents(line.commissionCents)} is recorded as paid to the agency today, in your name. This cannot be undone.`,
    confirmLabel: "Mark paid",
  };
}
