import {
  type AccommodationType,
  accommodationTypes,
  ageGroups,
  type DurationOption,
  durationOptions,
} from "@shared/content/options";
import { languageInfo, languages } from "@shared/i18n/languages";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { QuoteField, QuoteFieldError } from "~/components/programs/quote-errors";
import { QuoteEstimate } from "~/components/programs/quote-estimate";
import { useLocalized } from "~/components/site/use-localized";
import { Input, Select, Textarea } from "~/components/ui/field";
import { Send } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

export interface PartnerQuoteProgram {
  id: string;
  title: string;
}

type PartnerField = QuoteField | "agencyReference" | "locale";

/** What the page's action answers when the request was not stored (every value is kept). */
export interface PartnerQuoteOutcome {
  error: "invalid" | "rate_limited" | "server";
  fields: Partial<Record<PartnerField, QuoteFieldError>>;
  values: Record<string, string>;
}

const pick = <T extends string>(allowed: readonly T[], value: string | undefined): T | "" =>
  allowed.includes(value as T) ? (value as T) : "";

/** The order the error summary lists fields in: the form's own. */
const fieldOrder: PartnerField[] = [
  "programId",
  "firstName",
  "lastName",
  "email",
  "phone",
  "nationality",
  "ageGroup",
  "startDate",
  "duration",
  "accommodation",
  "locale",
  "agencyReference",
  "specialRequests",
  "gdprConsent",
];

/**
 * An agent's quote request for a student: the public quote form's fields, labels, options and
 * error messages (the `quote` namespace) plus the agency's reference and the student's language,
 * and a consent box worded as the agent's confirmation. A plain form posting to the page's
 * action, with or without JavaScript; a failure comes back with everything typed.
 */
export function PartnerQuoteForm({
  programs,
  outcome,
}: {
  programs: PartnerQuoteProgram[];
  outcome: PartnerQuoteOutcome | undefined;
}) {
  const { t } = useTranslation(["partners", "quote"]);
  const { lang, to } = useLocalized();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = outcome?.values ?? {};
  const errors = outcome?.fields ?? {};
  const [programId, setProgramId] = useState(
    pick(
      programs.map((program) => program.id),
      values.programId,
    ),
  );
  const [duration, setDuration] = useState<DurationOption | "">(
    pick(durationOptions, values.duration),
  );
  const [accommodation, setAccommodation] = useState<AccommodationType | "">(
    pick(accommodationTypes, values.accommodation),
  );
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) alertRef.current?.focus();
  }, [outcome]);
  // The choices are the browser's (uncontrolled), so what was picked before the script ran
  // stays picked; the estimate follows them from the first render on.
  const formRef = useRef<HTMLFormElement>(null);
  const readChoices = () => {
    const form = formRef.current;
    if (!form) return;
    const value = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLSelectElement ? field.value : "";
    };
    setProgramId(value("programId"));
    setDuration(pick(durationOptions, value("duration")));
    setAccommodation(pick(accommodationTypes, value("accommodation")));
  };
  // Once, after hydration.
  useEffect(readChoices, []);

  const error = (field: PartnerField) => {
    const code = errors[field];
    if (!code) return undefined;
    return field === "gdprConsent" ? t("partners:quote.consentError") : t(`quote:errors.${code}`);
  };
  const label = (field: PartnerField) =>
    field === "agencyReference" || field === "locale" || field === "gdprConsent"
      ? t(`partners:quote.fields.${field}`)
      : field === "programId"
        ? t("quote:form.program")
        : t(`quote:form.${field}`);
  const listed = fieldOrder.filter((field) => errors[field]);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        {outcome ? (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: the summary of what to fix, after a post
            autoFocus
            className="mb-6 rounded-3xl border-2 border-[#b42318] bg-[#fdecea] p-5 text-[#7a1a12] outline-none"
            data-testid="partner-quote-error"
          >
            <p className="font-bold">{t(`partners:quote.errors.${outcome.error}`)}</p>
            {listed.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {listed.map((field) => (
                  <li key={field}>
                    <a href={`#quote-${field}`} className="font-semibold underline">
                      {label(field)}: {error(field)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <Form
          ref={formRef}
          method="post"
          noValidate
          aria-labelledby="partner-quote-title"
          className="rounded-3xl border border-mist bg-white p-6 sm:p-8"
          data-testid="partner-quote-form"
        >
          <h2 id="partner-quote-title" className="text-2xl text-sea-deep">
            {t("partners:quote.formTitle")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("quote:form.requiredNote")}</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <Select
              id="quote-programId"
              label={label("programId")}
              name="programId"
              required
              className="sm:col-span-2"
              defaultValue={programId}
              onChange={readChoices}
              error={error("programId")}
              options={[
                { value: "", label: t("quote:form.chooseProgram") },
                ...programs.map((program) => ({ value: program.id, label: program.title })),
              ]}
            />
            {(["firstName", "lastName"] as const).map((field) => (
              <Input
                key={field}
                id={`quote-${field}`}
                label={label(field)}
                name={field}
                required
                autoComplete="off"
                maxLength={80}
                defaultValue={values[field]}
                error={error(field)}
              />
            ))}
            <Input
              id="quote-email"
              label={t("partners:quote.fields.email")}
              hint={t("partners:quote.hints.email")}
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={values.email}
              error={error("email")}
            />
            <Input
              id="quote-phone"
              label={label("phone")}
              name="phone"
              type="tel"
              autoComplete="off"
              defaultValue={values.phone}
              error={error("phone")}
            />
            <Input
              id="quote-nationality"
              label={label("nationality")}
              name="nationality"
              autoComplete="off"
              maxLength={80}
              defaultValue={values.nationality}
              error={error("nationality")}
            />
            <Select
              id="quote-ageGroup"
              label={label("ageGroup")}
              hint={t("partners:quote.hints.ageGroup")}
              name="ageGroup"
              defaultValue={pick(ageGroups, values.ageGroup)}
              error={error("ageGroup")}
              options={[
                { value: "", label: t("quote:form.choose") },
                ...ageGroups.map((value) => ({
                  value,
                  label: t(`quote:options.ageGroup.${value}`),
                })),
              ]}
            />
            <Input
              id="quote-startDate"
              label={label("startDate")}
              name="startDate"
              type="date"
              defaultValue={values.startDate}
              error={error("startDate")}
            />
            <Select
              id="quote-duration"
              label={label("duration")}
              name="duration"
              defaultValue={duration}
              onChange={readChoices}
              error={error("duration")}
              options={[
                { value: "", label: t("quote:form.choose") },
                ...durationOptions.map((value) => ({
                  value,
                  label: t(`quote:options.duration.${value}`),
                })),
              ]}
            />
            <Select
              id="quote-accommodation"
              label={label("accommodation")}
              name="accommodation"
              defaultValue={accommodation}
              onChange={readChoices}
              error={error("accommodation")}
              options={[
                { value: "", label: t("quote:form.choose") },
                ...accommodationTypes.map((value) => ({
                  value,
                  label: t(`quote:options.accommodation.${value}`),
                })),
              ]}
            />
            <Select
              id="quote-locale"
              label={label("locale")}
              hint={t("partners:quote.hints.locale")}
              name="locale"
              defaultValue={pick(languages, values.locale) || lang}
              error={error("locale")}
              options={languages.map((code) => ({ value: code, label: languageInfo[code].name }))}
            />
            <Input
              id="quote-agencyReference"
              label={label("agencyReference")}
              hint={t("partners:quote.hints.agencyReference")}
              name="agencyReference"
              autoComplete="off"
              maxLength={80}
              defaultValue={values.agencyReference}
              error={error("agencyReference")}
            />
            <Textarea
              id="quote-specialRequests"
              label={label("specialRequests")}
              hint={t("quote:form.specialRequestsHint")}
              name="specialRequests"
              rows={5}
              className="sm:col-span-2"
              defaultValue={values.specialRequests}
              error={error("specialRequests")}
            />
          </div>
          <div className="mt-6">
            <div className="flex items-start gap-3">
              <input
                id="quote-gdprConsent"
                type="checkbox"
                name="gdprConsent"
                required
                defaultChecked={values.gdprConsent !== undefined}
                aria-invalid={error("gdprConsent") ? true : undefined}
                aria-describedby={error("gdprConsent") ? "quote-gdprConsent-error" : undefined}
                className="mt-1 size-5 shrink-0 accent-sea"
              />
              <label htmlFor="quote-gdprConsent" className="text-ink">
                {t("partners:quote.consentBefore")}{" "}
                <Link
                  to={to("/privacy-policy")}
                  className="font-semibold text-sea underline underline-offset-4"
                >
                  {t("partners:quote.consentLink")}
                </Link>
                {t("partners:quote.consentAfter")} <span aria-hidden="true">*</span>
              </label>
            </div>
            {error("gdprConsent") ? (
              <p id="quote-gdprConsent-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {error("gdprConsent")}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary mt-8 inline-flex min-h-12 w-full disabled:opacity-60 sm:w-auto"
          >
            <Send aria-hidden="true" className="size-5" />
            {submitting ? t("partners:quote.submitting") : t("partners:quote.submit")}
          </button>
        </Form>
      </div>
      <aside className="grid content-start gap-6">
        <QuoteEstimate programId={programId} duration={duration} accommodation={accommodation} />
        <section className="rounded-3xl bg-sky p-6">
          <h2 className="font-sans text-lg font-bold text-sea-deep">
            {t("partners:quote.nextTitle")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            {(t("partners:quote.nextSteps", { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}
