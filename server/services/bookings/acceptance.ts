/**
 * What happens once a booking is really accepted (issue 16; for a minor, once their parent or
 * guardian has consented, issue 27): the payment due from that day, and the e-mails to the
 * student, to the admissions team and, for a minor, the guardian's own confirmation. Shared by
 * the offer page, the partner portal and the guardian's page, in the caller's transaction.
 */
import type { Lang, PaymentInstructions } from "@shared/bookings/types";
import { brand } from "@shared/config/brand";
import { acceptedMessage, guardianMessage, staffAcceptedMessage } from "../mail/booking-emails";
import type { QueuedMessage } from "../mail/outbox";
import { offerPageUrl } from "./offer-url";
import type { PaymentProvider } from "./payment-provider";
import type { BookingRow, OfferRow } from "./store";

export interface AcceptanceDeps {
  payments: PaymentProvider;
  publicUrl: string;
  adminUrl: (path: string) => string;
}

/** How to pay a booking accepted on `acceptedOn` (YYYY-MM-DD, Dublin), `paidCents` already in. */
export function paymentAfterAcceptance(
  payments: PaymentProvider,
  booking: Pick<BookingRow, "id" | "depositCents" | "totalCents" | "startDate">,
  offer: Pick<OfferRow, "startDate">,
  acceptedOn: string,
  paidCents: number,
): PaymentInstructions {
  return payments.instructions({
    id: booking.id,
    depositCents: booking.depositCents,
    totalCents: booking.totalCents,
    paidCents,
    acceptedOn,
    startDate: booking.startDate ?? offer.startDate,
  });
}

/**
 * Queues the acceptance e-mails of a booking now `accepted`, and returns how to pay. `token` is
 * the person's offer link (the e-mails point to their booking page).
 */
export function acceptanceMessages(
  deps: AcceptanceDeps,
  input: {
    booking: BookingRow;
    offer: OfferRow;
    token: string;
    acceptedOn: string;
    paidCents: number;
    minor: boolean;
    /** The program's title in the person's language (the booking keeps the English). */
    programTitle: string;
    /** The agency that pays the school (issue 32): the family is told to pay it instead. */
    payingAgency: string | null;
  },
  messages: QueuedMessage[],
): PaymentInstructions {
  const { booking, offer } = input;
  const payment = paymentAfterAcceptance(
    deps.payments,
    booking,
    offer,
    input.acceptedOn,
    input.paidCents,
  );
  const lang = booking.locale as Lang;
  const common = {
    lang,
    programTitle: input.programTitle,
    startDate: offer.startDate,
    endDate: offer.endDate,
    reference: payment.reference,
    payment,
    payingAgency: input.payingAgency,
    url: offerPageUrl(deps.publicUrl, lang, input.token),
  };
  messages.push(
    acceptedMessage({ to: booking.email, firstName: booking.firstName, ...common }),
    staffAcceptedMessage({
      to: brand.admissionsEmail,
      bookingId: booking.id,
      reference: payment.reference,
      name: `${booking.firstName} ${booking.lastName}`,
      programTitle: booking.programTitle,
      startDate: offer.startDate,
      totalCents: booking.totalCents,
      depositCents: booking.depositCents,
      minor: input.minor,
      adminUrl: deps.adminUrl(`/admin/bookings/${booking.id}`),
    }),
  );
  const guardian = booking.details?.guardian;
  if (guardian?.consentAt && booking.details) {
    messages.push({
      ...guardianMessage({
        to: guardian.email,
        guardianName: guardian.name,
        studentName: booking.details.passportName,
        consentedAt: guardian.consentAt,
        ...common,
      }),
      about: booking.email,
    });
  }
  return payment;
}
