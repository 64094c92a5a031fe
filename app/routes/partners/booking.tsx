import { clientIpContext, servicesContext } from "@server/http/context";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import { localize } from "@shared/i18n/messages.server";
import { data, redirect } from "react-router";
import { toAcceptErrors } from "~/components/offers/offer-errors.server";
import { type OfferActionData, toAcceptInput } from "~/components/offers/offer-form-model";
import { BookingView } from "~/components/partners/booking-view";
import { portalMeta } from "~/components/partners/format";
import { valuesOf } from "~/components/programs/quote-errors";
import type { Route } from "./+types/booking";
import { agentSessionContext } from "./session.server";

export const meta: Route.MetaFunction = (args) =>
  portalMeta(args, "meta.booking", {
    name: args.data ? `${args.data.booking.firstName} ${args.data.booking.lastName}` : "",
  });

/** A booking id as the URL has it; anything else is simply not found. */
function bookingId(param: string): number | null {
  if (!/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/**
 * One booking of the agency: the offer, its status and timeline, the commission; while the offer
 * is open, the accept form on the student's behalf (the offer page's own form and rules); then
 * how to pay and, once the deposit is in, the letter. Another agency's booking is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["partners", "offers"]);
  const id = bookingId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { agent } = context.get(agentSessionContext);
  try {
    const booking = await context.get(servicesContext).agents.portal.booking(agent, id);
    return { ...messages, booking };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = bookingId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const here = new URL(request.url).pathname;
  const { agent } = context.get(agentSessionContext);
  const form = await request.formData();
  const values = valuesOf(form);
  if (values.intent !== "accept") return redirect(here, 303);
  delete values.intent;
  try {
    await context
      .get(servicesContext)
      .agents.portal.accept(agent, id, toAcceptInput(values), { ip: context.get(clientIpContext) });
    // Accepted: the page itself now shows how to pay (303: GET it again).
    return redirect(`${here}?accepted=1`, 303);
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    // No longer open (answered meanwhile, expired, revised): the page says what it is now.
    if (error instanceof ConflictError || error instanceof GoneError) return redirect(here, 303);
    if (error instanceof InvalidInputError) {
      return data<OfferActionData>(
        { error: "invalid", fields: toAcceptErrors(error.fields), values },
        400,
      );
    }
    if (error instanceof RateLimitedError) {
      return data<OfferActionData>(
        { error: "rateLimited", minutes: Math.ceil(error.retryAfter / 60), fields: {}, values },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    console.error(error);
    return data<OfferActionData>({ error: "server", fields: {}, values }, 500);
  }
}

export default function PartnerBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingView booking={loaderData.booking} result={actionData} />;
}
