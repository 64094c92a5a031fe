import { clientIpContext, servicesContext } from "@server/http/context";
import type { PublicOfferService } from "@server/services/bookings/public";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import type { PublicOffer } from "@shared/bookings/types";
import { cityName } from "@shared/i18n/cities";
import type { TFunction } from "@shared/i18n/i18n";
import type { Language } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { data, redirect } from "react-router";
import { PageHero } from "~/components/info/page-parts";
import { AcceptForm } from "~/components/offers/accept-form";
import { AwaitingGuardianPanel } from "~/components/offers/awaiting-guardian";
import { BookedPanel } from "~/components/offers/booked-panel";
import { ClosedPanel, GoneNotice, OfferHelp } from "~/components/offers/closed-panel";
import { CoursePanel } from "~/components/offers/course-panel";
import { DeclineConfirm, DeclineOption } from "~/components/offers/decline";
import { isLinkAction, type LinkActionData } from "~/components/offers/link-actions";
import { toAcceptErrors } from "~/components/offers/offer-errors.server";
import { type OfferActionData, toAcceptInput } from "~/components/offers/offer-form-model";
import { OfferSummary } from "~/components/offers/offer-summary";
import { RenewLinkPanel } from "~/components/offers/renew-link";
import { valuesOf } from "~/components/programs/quote-errors";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/offer";

/**
 * The person's offer page (issue 16), reached through the personal link staff send: the offer,
 * Accept (the booking details) or Decline, then how to pay and, once the deposit is in, the
 * letter of acceptance. A minor's booking first waits for their parent or guardian, whose
 * e-mail can be sent again; a booking's expired link can have a fresh one e-mailed (issue 27).
 * Once the course runs, the page leads with the class, the week and the attendance (issue 30).
 * Every step is a plain form post, so it works without JavaScript.
 */
function publicOffers(context: Route.LoaderArgs["context"]): PublicOfferService {
  return context.get(servicesContext).bookings.public;
}

/** No service lookup for what cannot be a token (a link cut or padded by a mail client). */
const plausible = (token: string) => token.length > 0 && token.length <= 256;

/** Why a link shows no offer: the page's sections for each (offers.json). */
type GoneState = "gone" | "renew" | "replaced" | "busy";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["offers"]);
  if (!plausible(params.token)) throw data(messages, { status: 404 });
  const none = (state: GoneState) => ({
    ...messages,
    state,
    offer: null,
    course: null,
    confirmDecline: false,
  });
  try {
    const offer = await publicOffers(context).view(params.token);
    const confirmDecline = offer.open && new URL(request.url).searchParams.get("decline") === "1";
    // Once the course runs: the class, the week and the attendance (issue 30).
    const course = await context.get(servicesContext).classes.forFamily(offer.bookingId);
    return { ...messages, state: "offer" as const, offer, course, confirmDecline };
  } catch (error) {
    // An unknown token is the site's 404 page, like an unknown program or post.
    if (error instanceof NotFoundError) throw data(messages, { status: 404 });
    // Answered here rather than thrown, so the page keeps its own no-store headers. A booking's
    // link past its 30 days can have a fresh one e-mailed; a replaced offer's newer one was.
    if (error instanceof GoneError) {
      const state =
        error.reason === "renewable"
          ? "renew"
          : error.reason === "superseded"
            ? "replaced"
            : "gone";
      return data(none(state), 410);
    }
    if (error instanceof RateLimitedError) {
      return data(none("busy"), {
        status: 429,
        headers: { "Retry-After": String(error.retryAfter) },
      });
    }
    throw error;
  }
}

/** Personal: never cached by the browser, our page cache or a CDN; never indexed. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const here = new URL(request.url).pathname;
  const form = await request.formData();
  const intent = form.get("intent");
  const ip = context.get(clientIpContext);
  const offers = publicOffers(context);
  const values = valuesOf(form);
  delete values.intent;
  const wait = (error: RateLimitedError) => ({
    minutes: Math.ceil(error.retryAfter / 60),
    init: { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
  });
  try {
    if (intent === "decline") await offers.decline(params.token, { ip });
    else if (intent === "accept") await offers.accept(params.token, toAcceptInput(values), { ip });
    else if (intent === "resend-guardian") {
      const { email } = await offers.resendGuardianRequest(params.token, { ip });
      return data<LinkActionData>({ kind: "resent", email });
    } else if (intent === "new-link") {
      await offers.requestNewLink(params.token, { ip });
      return data<LinkActionData>({ kind: "newLinkSent" });
    }
    // Accepted or declined: the page itself now shows the new state (303: GET it again).
    return redirect(here, 303);
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    // No longer open (answered in another tab, expired meanwhile, consented): the page says
    // what it is now.
    if (error instanceof ConflictError || error instanceof GoneError) return redirect(here, 303);
    if (error instanceof InvalidInputError) {
      return data<OfferActionData>(
        { error: "invalid", fields: toAcceptErrors(error.fields), values },
        400,
      );
    }
    if (error instanceof RateLimitedError) {
      const { minutes, init } = wait(error);
      if (intent === "resend-guardian") {
        return data<LinkActionData>({ kind: "resendLimited", minutes }, init);
      }
      if (intent === "new-link")
        return data<LinkActionData>({ kind: "newLinkLimited", minutes }, init);
      return data<OfferActionData>({ error: "rateLimited", minutes, fields: {}, values }, init);
    }
    // Whatever failed, the person keeps what they typed and may simply try again.
    console.error(error);
    return data<OfferActionData>({ error: "server", fields: {}, values }, 500);
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey:
      args.data?.state === "replaced"
        ? "offers:replaced.metaTitle"
        : args.data?.state === "gone" || args.data?.state === "renew"
          ? "offers:meta.goneTitle"
          : "offers:meta.title",
    noindex: true,
  }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { ...tag, content: "noindex, nofollow" } : tag,
  );

export default function OfferPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("offers");
  const { lang, to } = useLocalized();
  const { offer, course, confirmDecline } = loaderData;
  const linkResult = isLinkAction(actionData) ? actionData : undefined;
  const acceptResult = isLinkAction(actionData) ? undefined : actionData;

  if (!offer) {
    const { state } = loaderData;
    return (
      <>
        <PageHero
          eyebrow={t("hero.eyebrow")}
          title={t(`${state}.title`)}
          intro={t(`${state}.lead`)}
        />
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          {state === "renew" ? (
            <RenewLinkPanel result={linkResult} />
          ) : (
            <GoneNotice reason={state} />
          )}
        </div>
      </>
    );
  }

  const booked = offer.payment !== null;
  const waiting = offer.awaitingGuardian;
  const closed = !offer.open && !booked && !waiting;
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t(booked || waiting ? "hero.titleBooking" : "hero.titleOffer", {
          firstName: offer.firstName,
        })}
        intro={lead(offer, t, lang)}
      >
        <p className="mt-4 inline-flex rounded-full bg-white px-4 py-1 font-semibold text-sea-deep">
          {t("hero.status", { status: t(`status.${offer.status}`) })}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
        {confirmDecline ? <DeclineConfirm backTo={to(`/offers/${params.token}`)} /> : null}
        {waiting ? <AwaitingGuardianPanel waiting={waiting} result={linkResult} /> : null}
        {course ? <CoursePanel course={course} /> : null}
        {booked ? <BookedPanel offer={offer} token={params.token} /> : null}
        {closed ? <ClosedPanel offer={offer} /> : null}
        <OfferSummary offer={offer} />
        {offer.open && !confirmDecline ? (
          <>
            <AcceptForm
              // A fresh form for each answer of the action, so it shows what was posted.
              key={acceptResult ? JSON.stringify(acceptResult) : "initial"}
              offer={offer}
              result={acceptResult}
            />
            <DeclineOption />
          </>
        ) : null}
        {closed ? null : <OfferHelp />}
      </div>
    </>
  );
}

function lead(offer: PublicOffer, t: TFunction, lang: Language) {
  const values = {
    program: offer.programTitle,
    city: offer.city ? cityName(offer.city, lang) : "",
    start: formatDay(offer.startDate, lang),
    end: formatDay(offer.endDate, lang),
  };
  return offer.city ? t("hero.lead", values) : t("hero.leadNoCity", values);
}
