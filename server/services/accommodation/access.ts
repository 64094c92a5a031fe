/**
 * Who asks, for the accommodation domain (decision 0043): admins see and change everything;
 * editors see providers, rooms and the names of the household, never bank details or vetting
 * data (the fields are left out of their answers, not blanked). Teachers are refused by the
 * routes before any of this runs.
 */
import type { Database } from "../../db/client";
import type { StaffRole } from "../../db/schema";
import type { Actor } from "../audit";
import type { BankAccount } from "../bookings/payment-provider";

export interface Viewer extends Actor {
  role: StaffRole;
}

export interface AccommodationDeps {
  db: Database;
  now: () => Date;
  /** Called after a transaction queued e-mails, so they go out now (the worker retries). */
  onQueued: () => void;
  /** The school's account, which pays the payment runs (SEPA debtor); null until configured. */
  schoolAccount?: BankAccount | null;
  /** A booking's payment reference (CLV-00042), shown on remittances. */
  referenceOf?: (bookingId: number) => string;
}

/** Bank details and household vetting data: admins only. */
export const seesPrivateData = (viewer: Pick<Viewer, "role">) => viewer.role === "admin";
