/**
 * One booking (/admin/bookings/{id}): the person, the course, the offer, the details they gave,
 * payments, the timeline, the letter of acceptance, and attendance with its warning letters.
 * Every form posts here with an `intent`; the action checks it with the shared schema and calls
 * one service.
 */

import {
  bookingStatusChangeSchema,
  centsFromText,
  paymentInputSchema,
} from "@shared/bookings/forms";
import { bookingStatusLabels } from "@shared/bookings/types";
import { appealInputSchema, sendWarningLetterSchema } from "@shared/classes/letters";
import { formatCents } from "@shared/format/money";
import { data, Link, redirect } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { AccommodationPanel } from "../../../components/admin/bookings/accommodation-panel";
import { AgencyPanel } from "../../../components/admin/bookings/agency-panel";
import { BookingDetailsPanel } from "../../../components/admin/bookings/booking-details-panel";
import { CoursePanel, PersonPanel } from "../../../components/admin/bookings/booking-overview";
import { GuardianPanel } from "../../../components/admin/bookings/guardian-panel";
import type { InvoiceFormRefusal } from "../../../components/admin/bookings/invoice-forms";
import { InvoicesPanel } from "../../../components/admin/bookings/invoices-panel";
import { dublinToday } from "../../../components/admin/bookings/labels";
import { LetterPanel } from "../../../components/admin/bookings/letter-panel";
import { OfferPanel } from "../../../components/admin/bookings/offer-panel";
import { PaymentsPanel } from "../../../components/admin/bookings/payments-panel";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { StatusPanel } from "../../../components/admin/bookings/status-panel";
import { StudentPanel } from "../../../components/admin/bookings/student-panel";
import { TimelinePanel } from "../../../components/admin/bookings/timeline-panel";
import { AttendancePanel } from "../../../components/admin/classes/warning-letters-panel";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/booking";
import { accommodationOf, isPlacementIntent, placementAction } from "./accommodation.server";
import { invoiceAction, invoicesOf, isInvoiceIntent } from "./invoices.server";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Booking ${data.booking.reference}` : "Booking");
}

function bookingId(params: { id?: string }): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const id = bookingId(params);
  const booking = id ? await services.bookings.admin.get(id) : null;
  if (!booking) throw data("Booking not found", { status: 404 });
  const [attendance, letters, accommodation, invoices] = await Promise.all([
    services.classes.attendance(booking.id),
    services.classes.letters.ofBooking(booking.id),
    accommodationOf(services, booking.id),
    invoicesOf(services, booking.id, new URL(request.url)),
  ]);
  return {
    booking,
    attendance,
    letters,
    accommodation,
    invoices,
    today: dublinToday(),
    isAdmin: session.user.role === "admin",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor, session } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = bookingId(params);
  if (!id) return failed(intent, "Booking not found", 404);
  const bookings = services.bookings;

  switch (intent) {
    case "record-payment": {
      const amount = formText(form, "amount");
      const parsed = paymentInputSchema.safeParse({
        // Not an amount: the text goes on, for the schema to explain.
        amountCents: centsFromText(amount) ?? amount,
        receivedOn: formText(form, "receivedOn"),
        method: formText(form, "method"),
        note: formText(form, "note"),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The payment was not recorded", async () => {
        const booking = await bookings.admin.recordPayment(id, parsed.data, actor);
        return ok(
          intent,
          `${formatCents(parsed.data.amountCents)} recorded. Balance: ${formatCents(booking.balanceCents)}; status: ${bookingStatusLabels[booking.status]}.`,
        );
      });
    }
    case "change-status": {
      const parsed = bookingStatusChangeSchema.safeParse({
        status: formText(form, "status"),
        reason: formText(form, "reason"),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The status was not changed", async () => {
        const booking = await bookings.admin.changeStatus(id, parsed.data, actor);
        return ok(intent, `The booking is now: ${bookingStatusLabels[booking.status]}.`);
      });
    }
    case "send-offer": {
      const offerId = Number(formText(form, "offerId"));
      if (!Number.isInteger(offerId) || offerId <= 0) return failed(intent, "Offer not found", 404);
      const offer = await bookings.offers.get(offerId);
      if (offer?.bookingId !== id) return failed(intent, "This booking has no such offer.", 404);
      return attempt(intent, "The offer was not sent", async () => {
        await bookings.offers.send(offerId, actor);
        return ok(intent, "The offer was e-mailed to the person with their personal link.");
      });
    }
    case "revise-offer": {
      const offerId = Number(formText(form, "offerId"));
      const offer = Number.isInteger(offerId) ? await bookings.offers.get(offerId) : null;
      if (offer?.bookingId !== id) return failed(intent, "This booking has no such offer.", 404);
      return attempt(intent, "The offer was not revised", async () => {
        const draft = await bookings.offers.revise(offerId, actor);
        // A fetcher follows the redirect into the editor.
        throw redirect(`/admin/offers/${draft.id}/edit`);
      });
    }
    case "resend-guardian":
      return attempt(intent, "The consent e-mail was not sent", async () => {
        const { email } = await bookings.guardian.resend(id, actor);
        return ok(
          intent,
          `The consent e-mail was sent again to ${email}; the previous link no longer works.`,
        );
      });
    case "set-needs-visa": {
      const answer = formText(form, "needsVisa");
      return attempt(intent, "The visa answer was not saved", async () => {
        // Not "yes" or "no": the text goes on, for the schema to explain.
        const needsVisa = answer === "yes" ? true : answer === "no" ? false : answer;
        const booking = await bookings.admin.setNeedsVisa(id, { needsVisa }, actor);
        return ok(
          intent,
          booking.needsVisa
            ? "Marked as needing a visa: the 85 % rule applies."
            : "Marked as not needing a visa.",
        );
      });
    }
    case "email-letter":
      return attempt(intent, "The letter was not e-mailed", async () => {
        await bookings.admin.emailLetter(id, actor);
        return ok(intent, "The letter of acceptance was e-mailed.");
      });
    case "send-warning-letter": {
      const parsed = sendWarningLetterSchema.safeParse({
        kind: formText(form, "kind"),
        lang: formText(form, "lang") || undefined,
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The letter was not sent", async () => {
        const letter = await services.classes.letters.send(id, parsed.data, actor);
        return ok(intent, `The letter was e-mailed to ${letter.sentTo.join(" and ")}.`);
      });
    }
    case "record-appeal": {
      const letterId = Number(formText(form, "letterId"));
      const letters = await services.classes.letters.ofBooking(id);
      if (!letters.some((letter) => letter.id === letterId)) {
        return failed(intent, "This booking has no such letter.", 404);
      }
      const parsed = appealInputSchema.safeParse({
        outcome: formText(form, "outcome"),
        note: formText(form, "note"),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The appeal was not recorded", async () => {
        await services.classes.letters.appeal(letterId, parsed.data, actor);
        return ok(intent, "The appeal's outcome is recorded.");
      });
    }
    case "mark-commission-paid":
      requireAdmin(session);
      return attempt(intent, "The commission was not marked paid", async () => {
        await services.agents.agencies.markCommissionPaid(id, actor);
        return ok(intent, "The agency's commission is marked paid.");
      });
    default:
      if (isPlacementIntent(intent)) {
        return placementAction(services, actor, id, intent, form);
      }
      if (isInvoiceIntent(intent)) return invoiceAction(services, actor, id, intent, form);
      return failed(intent, "Unknown action");
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Booking"
      notFound="There is no booking at this address."
      back={{ to: "/admin/bookings", label: "Back to bookings" }}
    />
  );
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, attendance, letters, accommodation, invoices, today, isAdmin } = loaderData;
  // The ledger's forms post without a fetcher (they work without JavaScript); only a refusal
  // comes back here, a stored change redirects.
  const invoiceRefusal =
    actionData && "values" in actionData ? (actionData as InvoiceFormRefusal) : undefined;
  return (
    <>
      <PageHeader
        title={`${booking.firstName} ${booking.lastName}`}
        description={`Booking ${booking.reference}${booking.programTitle ? ` · ${booking.programTitle}` : ""}${booking.agency ? ` · through ${booking.agency.name}` : ""}`}
        actions={
          <Link to="/admin/bookings" className={buttonClass("secondary")}>
            Back to bookings
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <OfferPanel booking={booking} />
          <PaymentsPanel booking={booking} today={today} />
          <InvoicesPanel booking={booking} {...invoices} result={invoiceRefusal} />
          <BookingDetailsPanel details={booking.details} imported={booking.importedAt !== null} />
          <StudentPanel booking={booking} />
          <AccommodationPanel {...accommodation} today={today} />
        </div>
        <div className="grid h-fit min-w-0 gap-6">
          <StatusPanel booking={booking} />
          {booking.guardianRequest ? <GuardianPanel request={booking.guardianRequest} /> : null}
          <AgencyPanel booking={booking} canMarkPaid={isAdmin} />
          <LetterPanel booking={booking} />
          <AttendancePanel
            bookingId={booking.id}
            locale={booking.locale}
            attendance={attendance}
            letters={letters}
          />
          <PersonPanel booking={booking} />
          <CoursePanel booking={booking} />
          <TimelinePanel events={booking.timeline} />
        </div>
      </div>
    </>
  );
}
