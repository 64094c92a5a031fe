import type {
  BookingDetails,
  BookingStatus,
  City,
  OfferLine,
  OfferStatus,
  PaymentMethod,
} from "@shared/bookings/types";
import type { DemoActor } from "./context";
import type { QuotePlan } from "./quotes";

export interface OfferPlan {
  status: OfferStatus;
  lines: OfferLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  startDate: string;
  endDate: string;
  validUntil: string;
  note: string;
  hoursPerWeek: number;
  nonce: string | null;
  tokenExpiresAt: Date | null;
  sentAt: Date | null;
  respondedAt: Date | null;
  createdAt: Date;
}

export interface EventPlan {
  at: Date;
  actor: DemoActor;
  from: BookingStatus | null;
  to: BookingStatus | null;
  summary: string;
}

export interface PaymentPlan {
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string;
  at: Date;
  by: DemoActor & { id: number };
}

export interface GuardianConsentPlan {
  name: string;
  email: string;
  requestedAt: Date;
  consentedAt: Date | null;
  token: string;
}

export interface BookingPlan {
  status: BookingStatus;
  quote: QuotePlan;
  city: City | null;
  startDate: string;
  endDate: string;
  totalCents: number;
  depositCents: number;
  details: BookingDetails | null;
  offers: OfferPlan[];
  payments: PaymentPlan[];
  events: EventPlan[];
  commission: { basisPoints: number; cents: number; paidAt: Date | null } | null;
  /** A minor's request for consent: answered, or still open (then `token` is its link's). */
  guardianConsent: GuardianConsentPlan | null;
  student: {
    status: "enrolled" | "active" | "completed" | "withdrawn";
    age: number;
    at: Date;
  } | null;
  createdAt: Date;
  updatedAt: Date;
}
