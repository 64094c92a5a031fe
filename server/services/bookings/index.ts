/**
 * The booking pipeline's services (issue 16, decision 0016), built once per process: the price
 * list, offers, the staff's bookings and the person's offer page. See contract.ts for what
 * pages and the API may call.
 */
import type { Database } from "../../db/client";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { createBookingAdminService } from "./admin";
import { createGuardianConsentService } from "./guardian";
import { createBookingImportService } from "./import";
import { createBookingListService } from "./list";
import { createOfferService } from "./offers";
import { type BankAccount, bankTransferProvider } from "./payment-provider";
import { createPriceListService } from "./price-list";
import { createPublicOfferService } from "./public";

export function createBookingServices(deps: {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  publicUrl: string;
  bankAccount: BankAccount | null;
  paymentReferencePrefix: string;
  now: () => Date;
  onQueued: () => void;
  onChange: () => void;
}) {
  const { db, now, onQueued, publicUrl, secret } = deps;
  const payments = bankTransferProvider(deps.bankAccount, deps.paymentReferencePrefix);
  const priceList = createPriceListService({ db, onChange: deps.onChange });
  const admin = {
    ...createBookingAdminService({ db, secret, payments, publicUrl, now, onQueued }),
    ...createBookingListService({ db, payments, now }),
  };
  const adminUrl = (path: string) => `${publicUrl}${path}`;
  const guardian = createGuardianConsentService({
    db,
    payments,
    rateLimiter: deps.rateLimiter,
    rule: deps.rule,
    publicUrl,
    adminUrl,
    secret,
    now,
    onQueued,
  });
  return {
    payments,
    priceList,
    offers: createOfferService({ db, secret, priceList, payments, publicUrl, now, onQueued }),
    admin,
    /** The CSV import of current students (issue 30). */
    importer: createBookingImportService({ db, rateLimiter: deps.rateLimiter, now }),
    guardian,
    public: createPublicOfferService({
      db,
      payments,
      rateLimiter: deps.rateLimiter,
      rule: deps.rule,
      adminUrl,
      publicUrl,
      now,
      onQueued,
      letterOf: (bookingId) => admin.letter(bookingId),
      expireDue: () => admin.expireDue(),
      secret,
      guardian,
    }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
