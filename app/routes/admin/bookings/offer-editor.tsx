/**
 * The offer editor (/admin/offers/{id}/edit): a draft offer's dates, note and lines, with live
 * totals. Save updates the draft; Save & send updates it and e-mails the person their link.
 */

import { offerInputSchema } from "@shared/bookings/forms";
import { formatCents } from "@shared/bookings/types";
import { useEffect, useRef } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { OfferStatusBadge } from "../../../components/admin/bookings/labels";
import {
  OfferEditor,
  offerEditorFetcherKey,
} from "../../../components/admin/bookings/offer-editor";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import type { Route } from "./+types/offer-editor";

export function meta() {
  return adminMeta("Edit offer");
}

function offerId(params: { id?: string }): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const id = offerId(params);
  const offer = id ? await services.bookings.offers.get(id) : null;
  if (!offer) throw data("Offer not found", { status: 404 });
  const [priceList, booking] = await Promise.all([
    services.bookings.priceList.get(),
    services.bookings.admin.get(offer.bookingId),
  ]);
  return {
    offer,
    deposit: priceList.deposit,
    booking: booking && {
      id: booking.id,
      reference: booking.reference,
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.email,
      programTitle: booking.programTitle,
      city: booking.city,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent !== "save" && intent !== "save-send") return failed(intent, "Unknown action");
  const id = offerId(params);
  if (!id) return failed(intent, "Offer not found", 404);
  let raw: unknown;
  try {
    raw = JSON.parse(formText(form, "payload"));
  } catch {
    return failed(intent, "The offer was not saved: the form could not be read.");
  }
  const parsed = offerInputSchema.safeParse(raw);
  if (!parsed.success) return invalidForm(intent, parsed.error.issues);
  const offers = services.bookings.offers;
  const saved = await attempt(intent, "The offer was not saved", async () => {
    const offer = await offers.update(id, parsed.data, actor);
    return ok(intent, `Offer saved. Total ${formatCents(offer.totalCents)}.`, offer.bookingId);
  });
  if (intent === "save" || !("ok" in saved) || !saved.ok) return saved;
  return attempt(intent, "The offer was saved but not sent", async () => {
    const { offer } = await offers.send(id, actor);
    return ok(intent, "Offer saved and e-mailed to the person.", offer.bookingId);
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Edit offer"
      notFound="There is no offer at this address."
      back={{ to: "/admin/bookings", label: "Back to bookings" }}
    />
  );
}

export default function OfferEditorRoute({ loaderData }: Route.ComponentProps) {
  const { offer, deposit, booking } = loaderData;
  const bookingHref = `/admin/bookings/${offer.bookingId}`;
  const sending = useFetcher<ActionResult>({ key: offerEditorFetcherKey(offer.id) });
  const navigate = useNavigate();
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    const result = sending.data;
    if (sending.state !== "idle" || !result?.ok || result.intent !== "save-send") return;
    if (shown.current === result) return;
    shown.current = result;
    toast({ title: "Success", description: result.message });
    navigate(bookingHref);
  }, [sending.data, sending.state, navigate, bookingHref]);
  return (
    <>
      <PageHeader
        title={booking ? `Offer for ${booking.name}` : "Edit offer"}
        description={
          booking
            ? [booking.reference, booking.programTitle, booking.city].filter(Boolean).join(" · ")
            : undefined
        }
        actions={
          <Link to={bookingHref} className={buttonClass("secondary")}>
            Back to booking
          </Link>
        }
      />
      {offer.status === "draft" ? (
        <OfferEditor offer={offer} deposit={deposit} />
      ) : (
        <div role="status" className="rounded-xl border border-mist bg-white p-6 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            This offer is <OfferStatusBadge status={offer.status} /> and can no longer be edited.
          </p>
          <p className="mt-2 text-ink-muted">
            Only a draft can change. Its lines and totals are on the booking.
          </p>
          <Link to={bookingHref} className={`${buttonClass("secondary")} mt-4`}>
            Open the booking
          </Link>
        </div>
      )}
    </>
  );
}
