import { clientIpContext, servicesContext } from "@server/http/context";
import { campuses, officeHours } from "@shared/config/brand";
import { cityName } from "@shared/i18n/cities";
import { localize } from "@shared/i18n/messages.server";
import { data } from "react-router";
import { ContactForm } from "~/components/info/contact-form";
import { type ContactResult, contactFormValues, fieldRules } from "~/components/info/contact-model";
import { PageHero } from "~/components/info/page-parts";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { Award, Clock, Mail, MapPin, Phone, Timer } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { organizationJsonLd, pageMeta, siteUrlOf } from "~/lib/seo";
import type { Route } from "./+types/contact";

/**
 * The enquiry form posts here: with JavaScript through a fetcher, without it as a plain form
 * post that re-renders this page. Either way the same service as `POST /api/contact-inquiries`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { lang } = localize(request, []);
  const values = contactFormValues(form);
  const raw = {
    ...values,
    gdprConsent: form.get("gdprConsent") ?? undefined,
    website: form.get("website") ?? undefined,
    locale: lang,
  };
  try {
    const result = await context
      .get(servicesContext)
      .contactInquiries.submit(raw, { ip: context.get(clientIpContext) });
    switch (result.status) {
      case "stored":
      case "ignored":
        return data<ContactResult>({ ok: true });
      case "invalid": {
        const errors = fieldRules(result.fields);
        return Object.keys(errors).length > 0
          ? data<ContactResult>({ ok: false, error: "invalid", errors, values }, { status: 400 })
          : data<ContactResult>({ ok: false, error: "server", values }, { status: 400 });
      }
      case "rate_limited":
        return data<ContactResult>({ ok: false, error: "rate_limited", values }, { status: 429 });
    }
  } catch {
    // The visitor gets a clear message and keeps what they typed; the error is logged upstream.
    return data<ContactResult>({ ok: false, error: "server", values }, { status: 503 });
  }
}

/**
 * In the browser: if our server cannot be reached at all (offline, a dropped connection), answer
 * like any other failure so the form keeps what was typed instead of showing an error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    // An error status, so React Router does not reload the page's data over the same broken line.
    return data<ContactResult>(
      { ok: false, error: "network", values: contactFormValues(form) },
      { status: 503 },
    );
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["contact"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "contact:meta.title",
    descriptionKey: "contact:meta.description",
    // Addresses, phones and e-mail for search engines' local results.
    jsonLd: [organizationJsonLd(siteUrlOf(args.matches))],
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const { lang } = useLocalized();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")}>
        <TrustBadges />
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="form-title"
          className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
        >
          <h2 id="form-title" className="text-3xl text-sea-deep">
            {t("form.title")}
          </h2>
          <p className="mt-2 text-ink-muted">{t("form.intro")}</p>
          <ContactForm documentResult={actionData} />
        </section>
        <OfficeHours />
      </div>

      <section aria-labelledby="campuses-title" className="bg-sand py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="campuses-title" className="text-3xl text-sea-deep sm:text-4xl">
            {t("campuses.title")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {campuses.map((campus) => (
              <li
                key={campus.id}
                className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm"
              >
                <SmartImage
                  src={`/images/destinations/${campus.id}.svg`}
                  alt={t("campuses.imageAlt", { city: cityName(campus.city, lang) })}
                  width={1200}
                  height={800}
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl text-sea-deep">{cityName(campus.city, lang)}</h3>
                  <dl className="mt-4 space-y-3 text-ink">
                    <div className="flex gap-3">
                      <dt>
                        <MapPin aria-hidden="true" className="size-5 text-sea" />
                        <span className="sr-only">{t("campuses.address")}</span>
                      </dt>
                      <dd>
                        <address className="not-italic">
                          {campus.street}
                          <br />
                          {campus.locality}, {campus.postcode}
                        </address>
                      </dd>
                    </div>
                    <div className="flex gap-3">
                      <dt>
                        <Phone aria-hidden="true" className="size-5 text-sea" />
                        <span className="sr-only">{t("campuses.phone")}</span>
                      </dt>
                      <dd>
                        <a
                          href={campus.phoneHref}
                          className="font-semibold text-sea underline-offset-4 hover:underline"
                          aria-label={`${t("campuses.callCampus", { city: cityName(campus.city, lang) })}: ${campus.phone}`}
                        >
                          {campus.phone}
                        </a>
                      </dd>
                    </div>
                    <div className="flex gap-3">
                      <dt>
                        <Mail aria-hidden="true" className="size-5 text-sea" />
                        <span className="sr-only">{t("campuses.email")}</span>
                      </dt>
                      <dd>
                        <a
                          href={`mailto:${campus.email}`}
                          className="font-semibold break-all text-sea underline-offset-4 hover:underline"
                        >
                          {campus.email}
                        </a>
                      </dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function TrustBadges() {
  const { t } = useTranslation("contact");
  const badges = [
    { id: "accredited", Icon: Award },
    { id: "experience", Icon: Clock },
    { id: "response", Icon: Timer },
  ] as const;
  return (
    <ul aria-label={t("trust.title")} className="mt-8 grid gap-3 sm:grid-cols-3">
      {badges.map(({ id, Icon }) => (
        <li key={id} className="flex items-start gap-3 rounded-3xl bg-white/90 p-4">
          <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-coral-strong" />
          <span>
            <span className="block font-semibold text-sea-deep">{t(`trust.${id}.title`)}</span>
            <span className="block text-sm text-ink-muted">{t(`trust.${id}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function OfficeHours() {
  const { t } = useTranslation("contact");
  const rows = [
    { id: "weekdays", hours: officeHours.weekdays },
    { id: "saturday", hours: officeHours.saturday },
    { id: "sunday", hours: officeHours.sunday },
  ] as const;
  return (
    <section
      aria-labelledby="hours-title"
      className="self-start rounded-3xl bg-sea-deep p-6 text-white sm:p-8"
    >
      <h2 id="hours-title" className="flex items-center gap-3 text-3xl text-white">
        <Clock aria-hidden="true" className="size-7 text-gold" />
        {t("hours.title")}
      </h2>
      <dl className="mt-6 divide-y divide-white/20">
        {rows.map((row) => (
          <div key={row.id} className="flex justify-between gap-4 py-3">
            <dt className="text-sand">{t(`hours.${row.id}`)}</dt>
            <dd className="font-semibold">
              {row.hours
                ? t("hours.range", { open: row.hours.open, close: row.hours.close })
                : t("hours.closed")}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-mist">{t("hours.note")}</p>
    </section>
  );
}
