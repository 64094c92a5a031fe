/**
 * What every change to an offer (offers.ts, offer-drafts.ts, offer-send.ts) is given and checks
 * first: the offer and its booking, locked, and a booking that can still be re-priced.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { offers } from "../../db/schema";
import { ConflictError, NotFoundError } from "../errors";
import type { PaymentProvider } from "./payment-provider";
import type { PriceListService } from "./price-list";
import { type BookingRow, lockBooking } from "./store";

export interface OfferDeps {
  db: Database;
  /** Signs offer links (tokens.ts). */
  secret: string;
  priceList: PriceListService;
  /** An offer is refused while payments are not set up: its acceptance would show no IBAN. */
  payments: PaymentProvider;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}

/** The booked statuses: a new offer would undo a booking. */
const booked = ["accepted", "confirmed", "arrived", "completed"] as const;

export async function loadOffer(tx: Database, offerId: number) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
  if (!offer) throw new NotFoundError("Offer not found");
  const booking = await lockBooking(tx, offer.bookingId);
  if (!booking) throw new NotFoundError("Offer not found");
  return { offer, booking };
}

export function assertEditable(booking: BookingRow) {
  if (booking.erasedAt) throw new ConflictError("This booking was anonymised.");
  if ((booked as readonly string[]).includes(booking.status)) {
    throw new ConflictError("This offer was accepted: the booking can no longer be re-priced.");
  }
}
