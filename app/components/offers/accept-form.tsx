import { ageOn } from "@shared/bookings/minors";
import type { PublicOffer } from "@shared/bookings/types";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Input, Textarea } from "~/components/ui/field";
import { AlertTriangle, CheckCircle2 } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";
import {
  type AcceptErrorTarget,
  type AcceptField,
  anchorOf,
  fieldId,
  type guardianFields,
  hasGuardianErrors,
  hasGuardianValues,
  type OfferActionData,
  orderedErrors,
} from "./offer-form-model";
import { StayPreferences } from "./stay-preferences";
import { VisaQuestion } from "./visa-question";

type GuardianField = (typeof guardianFields)[number];

const legendClass = "font-sans text-lg font-bold text-sea-deep";
const errorClass = "mt-1 text-sm font-medium text-[#b42318]";

/**
 * Words a page may put in place of the person's own (the partner portal, where an agent accepts
 * on the student's behalf); everything else stays the offer page's.
 */
export interface AcceptFormCopy {
  title: string;
  lead: string;
  termsBefore: string;
  termsAfter: string;
  submit: string;
  afterSubmit: string;
  /** Said instead of `afterSubmit` when the quote says the student is under 18. */
  afterSubmitMinor: string;
}

/**
 * Accepting the offer: the booking details a school needs, and a parent or guardian for a
 * student under 18 on the start date. A plain form posting to the page's action, so it works
 * without JavaScript; a failure comes back with every value typed and an error summary that
 * links to each field.
 */
export function AcceptForm({
  offer,
  result,
  copy,
}: {
  offer: Pick<PublicOffer, "guardianExpected" | "startDate" | "accommodationType">;
  /** The action's answer after a failed post. */
  result: OfferActionData | undefined;
  copy?: Partial<AcceptFormCopy>;
}) {
  const { t } = useTranslation("offers");
  const { lang, to } = useLocalized();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "accept";
  const values = result?.values ?? {};
  const errors = result?.fields ?? {};
  const listed = orderedErrors(errors);
  const startDate = formatDay(offer.startDate, lang);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The form is remounted for each answer of the action (see the page): with JavaScript, the
  // summary takes the focus here; without it, the browser follows its `autofocus`.
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);
  const [guardianOpen, setGuardianOpen] = useState(
    offer.guardianExpected || hasGuardianValues(values) || hasGuardianErrors(errors),
  );

  const message = (target: AcceptErrorTarget) => {
    const error = errors[target];
    return error ? t(`errors.${error.code}`, { max: error.max }) : undefined;
  };
  // The summary names each field shortly (a checkbox's label is a whole sentence).
  const label = (target: AcceptErrorTarget) =>
    target === "guardian" || target === "acceptTerms" || target === "needsVisa"
      ? t(`accept.shortLabels.${target}`)
      : t(`accept.fields.${target}`);
  const field = (name: AcceptField) => ({
    id: fieldId(name),
    name,
    label: t(`accept.fields.${name}`),
    defaultValue: values[name] ?? "",
    error: message(name),
  });
  // With JavaScript, a date of birth that makes the student a minor opens the guardian part.
  const checkAge = (dateOfBirth: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && ageOn(dateOfBirth, offer.startDate) < 18) {
      setGuardianOpen(true);
    }
  };

  // A guardian missing altogether is said once, above the part; both its fields are then
  // invalid and tied to that message (the summary links to the first of them).
  const guardianField = (name: GuardianField, hint?: string) => {
    const own = field(name);
    if (own.error || !errors.guardian) return { ...own, hint };
    return {
      ...own,
      hint,
      "aria-invalid": true,
      "aria-describedby": [hint ? `${own.id}-hint` : null, "offer-guardian-error"]
        .filter(Boolean)
        .join(" "),
    };
  };

  const guardian = (
    <fieldset
      className="grid gap-5"
      aria-describedby={
        ["offer-guardian-help", errors.guardian ? "offer-guardian-error" : null]
          .filter(Boolean)
          .join(" ") || undefined
      }
    >
      <legend className={offer.guardianExpected ? legendClass : "sr-only"}>
        {t("accept.guardian.legend")}
      </legend>
      <p id="offer-guardian-help" className="text-ink-muted">
        {offer.guardianExpected
          ? t("accept.guardian.expected", { date: startDate })
          : t("accept.guardian.ifMinor", { date: startDate })}
      </p>
      {errors.guardian ? (
        <p id="offer-guardian-error" className="-mt-3 text-sm font-medium text-[#b42318]">
          {message("guardian")}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input {...guardianField("guardianName")} autoComplete="off" maxLength={120} />
        <Input
          {...guardianField("guardianEmail", t("accept.hints.guardianEmail"))}
          type="email"
          autoComplete="off"
        />
      </div>
    </fieldset>
  );

  return (
    <section
      aria-labelledby="offer-accept-title"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
    >
      <h2 id="offer-accept-title" className="text-2xl text-sea-deep">
        {copy?.title ?? t("accept.title")}
      </h2>
      <p className="mt-2 text-ink">{copy?.lead ?? t("accept.lead")}</p>
      <p className="mt-1 text-sm text-ink-muted">{t("accept.requiredNote")}</p>

      {result ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the summary of what to fix, after a post (with or without JavaScript)
          autoFocus
          aria-labelledby="offer-error-title"
          className="mt-6 rounded-2xl border-2 border-[#b42318] bg-[#fdecea] p-5 text-[#7a1a12] outline-none focus-visible:outline-3 focus-visible:outline-coral"
          data-testid="offer-error-summary"
        >
          <h3
            id="offer-error-title"
            className="flex items-center gap-2 font-sans text-lg font-bold"
          >
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
            {t(`errorSummary.${result.error}.title`)}
          </h3>
          <p className="mt-1">
            {result.error === "invalid"
              ? t("errorSummary.invalid.text", { count: listed.length })
              : result.error === "rateLimited"
                ? t("errorSummary.rateLimited.text", { count: result.minutes })
                : t("errorSummary.server.text")}
          </p>
          {listed.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {listed.map(([target]) => {
                const anchor = anchorOf(target);
                const text =
                  target === "form" ? message(target) : `${label(target)}: ${message(target)}`;
                return (
                  <li key={target}>
                    {anchor ? (
                      <a href={anchor} className="font-semibold underline underline-offset-2">
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Form method="post" noValidate className="mt-6 grid gap-8" data-testid="offer-accept-form">
        <input type="hidden" name="intent" value="accept" />

        <fieldset className="grid gap-5">
          <legend className={legendClass}>{t("accept.student")}</legend>
          <Input
            {...field("passportName")}
            required
            autoComplete="name"
            maxLength={120}
            hint={t("accept.hints.passportName")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              {...field("dateOfBirth")}
              type="date"
              required
              autoComplete="bday"
              onChange={(event) => checkAge(event.currentTarget.value)}
            />
            <Input {...field("nationality")} required autoComplete="country-name" maxLength={80} />
          </div>
          <Textarea
            {...field("address")}
            required
            rows={3}
            autoComplete="street-address"
            maxLength={400}
            hint={t("accept.hints.address")}
          />
        </fieldset>

        <VisaQuestion answer={values.needsVisa} error={message("needsVisa")} />

        <fieldset className="grid gap-5">
          <legend className={legendClass}>{t("accept.emergency")}</legend>
          <p className="-mt-2 text-ink-muted">{t("accept.emergencyLead")}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Input {...field("emergencyName")} required autoComplete="off" maxLength={120} />
            <Input
              {...field("emergencyPhone")}
              type="tel"
              required
              autoComplete="off"
              maxLength={40}
              hint={t("accept.hints.emergencyPhone")}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className={legendClass}>{t("accept.travel")}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Input {...field("arrivalDate")} type="date" hint={t("accept.hints.arrivalDate")} />
            <Input
              {...field("flight")}
              autoComplete="off"
              maxLength={40}
              hint={t("accept.hints.flight")}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className={legendClass}>{t("accept.care")}</legend>
          <Textarea
            {...field("dietaryNotes")}
            rows={3}
            maxLength={1000}
            hint={t("accept.hints.dietaryNotes")}
          />
          <Textarea
            {...field("medicalNotes")}
            rows={3}
            maxLength={1000}
            hint={t("accept.hints.medicalNotes")}
          />
        </fieldset>

        {offer.accommodationType && offer.accommodationType !== "none" ? (
          <StayPreferences values={values} message={message} />
        ) : null}

        {offer.guardianExpected ? (
          guardian
        ) : (
          <details
            open={guardianOpen}
            onToggle={(event) => setGuardianOpen(event.currentTarget.open)}
            className="rounded-2xl border border-dune bg-sand p-4 sm:p-5"
            data-testid="offer-guardian"
          >
            <summary className="cursor-pointer font-bold text-sea-deep">
              {t("accept.guardian.summary")}
            </summary>
            <div className="mt-4">{guardian}</div>
          </details>
        )}

        <CheckField
          name="acceptTerms"
          required
          defaultChecked={values.acceptTerms !== undefined}
          error={message("acceptTerms")}
          label={
            <>
              {copy?.termsBefore ?? t("accept.termsBefore")}{" "}
              <Link
                to={to("/terms-conditions")}
                target="_blank"
                rel="noopener"
                className="font-semibold text-sea underline underline-offset-4"
              >
                {t("accept.termsLink")}
                <span className="sr-only"> {t("accept.newTab")}</span>
              </Link>
              {copy?.termsAfter ?? t("accept.termsAfter")}
            </>
          }
        />

        <div>
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary inline-flex min-h-12 w-full disabled:opacity-60 sm:w-auto"
          >
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {submitting ? t("accept.submitting") : (copy?.submit ?? t("accept.submit"))}
          </button>
          <p className="mt-3 text-sm text-ink-muted">
            {offer.guardianExpected
              ? (copy?.afterSubmitMinor ?? t("awaiting.afterSubmit"))
              : (copy?.afterSubmit ?? t("accept.afterSubmit"))}
          </p>
        </div>
      </Form>
    </section>
  );
}

/** A checkbox with its label and error, wired for assistive technology. */
function CheckField({
  name,
  label,
  error,
  required,
  defaultChecked,
}: {
  name: AcceptField;
  label: ReactNode;
  error: string | undefined;
  required?: boolean;
  defaultChecked: boolean;
}) {
  const id = fieldId(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
        />
        <label htmlFor={id} className="text-ink">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
