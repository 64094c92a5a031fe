import { clientIpContext, servicesContext } from "@server/http/context";
import type { GuardianConsentService } from "@server/services/bookings/guardian";
import {
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import { localize } from "@shared/i18n/messages.server";
import { data, redirect } from "react-router";
import { toConsentErrors } from "~/components/guardian/consent-errors.server";
import { ConsentForm } from "~/components/guardian/consent-form";
import {
  type ConsentActionData,
  offerOfRequest,
  toConsentInput,
} from "~/components/guardian/consent-model";
import { type LinkState, LinkStateNotice } from "~/components/guardian/link-state";
import { CareOfMinors, GuardianHelp, StudentDetails } from "~/components/guardian/request-details";
import { PageHero } from "~/components/info/page-parts";
import { OfferSummary } from "~/components/offers/offer-summary";
import { valuesOf } from "~/components/programs/quote-errors";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { dayOf, formatDay } from "~/lib/date-format";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/consent";

/**
 * The parent or guardian's page (issue 27, decision 0028), reached through the single-use link
 * e-mailed to them when a student under 18 accepts an offer: who asks, the offer, the details
 * the student gave, how the school looks after minors and the terms; then their name and
 * consent. Consenting accepts the booking. A plain form post, so it works without JavaScript.
 */
function consents(context: Route.LoaderArgs["context"]): GuardianConsentService {
  return context.get(servicesContext).bookings.guardian;
}

/** No service lookup for what cannot be a token (a link cut or padded by a mail client). */
const plausible = (token: string) => token.length > 0 && token.length <= 256;

const linkStates: readonly string[] = ["used", "replaced", "expired", "closed"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["guardian", "offers"]);
  if (!plausible(params.token)) throw data(messages, { status: 404 });
  try {
    const view = await consents(context).view(params.token);
    return { ...messages, state: "request" as const, view };
  } catch (error) {
    // An unknown token is the site's 404 page, like an unknown offer.
    if (error instanceof NotFoundError) throw data(messages, { status: 404 });
    if (error instanceof GoneError) {
      // Right after their own consent (the action's redirect) the page thanks them; a link
      // used before says so. Neither shows anything of the booking.
      const consented = new URL(request.url).searchParams.get("consented") === "1";
      const reason = error.reason ?? "expired";
      const state: LinkState =
        reason === "used" && consented
          ? "thanks"
          : linkStates.includes(reason)
            ? (reason as LinkState)
            : "expired";
      return data({ ...messages, state, view: null }, state === "thanks" ? 200 : 410);
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
  const values = valuesOf(await request.formData());
  delete values.intent;
  try {
    await consents(context).consent(params.token, toConsentInput(values), {
      ip: context.get(clientIpContext),
    });
    return redirect(`${here}?consented=1`, 303);
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    // Used, replaced or expired meanwhile: the page says what it is now.
    if (error instanceof GoneError) return redirect(here, 303);
    if (error instanceof InvalidInputError) {
      return data<ConsentActionData>(
        { error: "invalid", fields: toConsentErrors(error.fields), values },
        400,
      );
    }
    if (error instanceof RateLimitedError) {
      return data<ConsentActionData>(
        { error: "rateLimited", minutes: Math.ceil(error.retryAfter / 60), fields: {}, values },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    console.error(error);
    return data<ConsentActionData>({ error: "server", fields: {}, values }, 500);
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey:
      args.data?.state === "request"
        ? "guardian:meta.title"
        : args.data?.state === "thanks"
          ? "guardian:meta.thanksTitle"
          : "guardian:meta.goneTitle",
    noindex: true,
  }).map((tag) =>
    "name" in tag && tag.name === "robots" ? { ...tag, content: "noindex, nofollow" } : tag,
  );

export default function GuardianConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("guardian");
  const { lang } = useLocalized();

  if (loaderData.state !== "request") {
    const { state } = loaderData;
    return (
      <>
        <PageHero
          eyebrow={t("hero.eyebrow")}
          title={t(`${state}.title`)}
          intro={t(`${state}.lead`)}
        />
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <LinkStateNotice state={state} />
        </div>
      </>
    );
  }

  const { view } = loaderData;
  const extra: [string, string][] = [
    [t("course.hours"), t("course.hoursValue", { count: view.hoursPerWeek })],
    ...(view.agencyName ? ([[t("course.agency"), view.agencyName]] as [string, string][]) : []),
  ];
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title", { firstName: view.firstName })}
        intro={t("hero.lead", {
          firstName: view.firstName,
          studentName: view.studentName,
          program: view.programTitle,
        })}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="guardian-intro-title" className="grid gap-2 text-ink">
          <h2 id="guardian-intro-title" className="text-2xl text-sea-deep">
            {t("intro.greeting", { name: view.guardianName })}
          </h2>
          <p>{t("intro.text", { firstName: view.firstName })}</p>
          <p className="text-ink-muted">
            {t("intro.expires", { date: formatDay(dayOf(view.expiresAt), lang) })}
          </p>
        </section>
        <OfferSummary offer={offerOfRequest(view)} title={t("course.title")} extra={extra} />
        <StudentDetails view={view} />
        <CareOfMinors />
        <ConsentForm
          // A fresh form for each answer of the action, so it shows what was posted.
          key={actionData ? JSON.stringify(actionData) : "initial"}
          studentName={view.studentName}
          suggestedName={view.guardianName}
          result={actionData}
        />
        <GuardianHelp />
      </div>
    </>
  );
}
