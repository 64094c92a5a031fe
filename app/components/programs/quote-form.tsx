import { brand } from "@shared/config/brand";
import {
  type AccommodationType,
  accommodationTypes,
  ageGroups,
  type DurationOption,
  durationOptions,
} from "@shared/content/options";
import type { PublicProgram } from "@shared/content/types";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { Checkbox, Input, Select, Textarea } from "~/components/ui/field";
import { CheckCircle2, Mail, Phone } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast-store";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import {
  isMissingInformation,
  type QuoteField,
  type QuoteFieldError,
  rejectedFieldCodes,
  requiredQuoteFields,
  valuesOf,
} from "./quote-errors";
import { QuoteEstimate } from "./quote-estimate";

export type QuoteOutcome =
  | { ok: true }
  | {
      ok: false;
      error: "invalid" | "rate_limited" | "server";
      fields: Partial<Record<QuoteField, QuoteFieldError>>;
      values: Record<string, string>;
    };

type FormError = Exclude<QuoteOutcome, { ok: true }>;

const pick = <T extends string>(allowed: readonly T[], value: string | undefined): T | "" =>
  allowed.includes(value as T) ? (value as T) : "";

/** The shipped program fields the quote page needs in the browser. */
export type QuoteProgram = Pick<
  PublicProgram,
  "id" | "title" | "location" | "duration" | "ageRange" | "priceFrom"
> & {
  /** The summary's fields still in English on a page in another language. */
  inEnglish: ("title" | "duration" | "ageRange")[];
};

export function toQuoteProgram(program: PublicProgram): QuoteProgram {
  const { id, title, location, duration, ageRange, priceFrom } = program;
  return {
    id,
    title,
    location,
    duration,
    ageRange,
    priceFrom,
    inEnglish: untranslatedFields(program, ["title", "duration", "ageRange"]),
  };
}

function missingRequired(values: Record<string, string>) {
  const missing: Partial<Record<QuoteField, QuoteFieldError>> = {};
  for (const field of requiredQuoteFields) {
    if (values[field]?.trim()) continue;
    missing[field] =
      field === "programId" ? "program" : field === "gdprConsent" ? "consent" : "required";
  }
  return missing;
}

/**
 * The quote request form (spec §5). Without JavaScript it posts to the page's action and the
 * page answers inline; with JavaScript it posts JSON to /api/quote-requests and answers with a
 * toast. Either way the same service validates, and a failure keeps everything typed.
 */
export function QuoteForm({
  programs,
  presetProgram,
  presetLevel,
  outcome,
}: {
  programs: QuoteProgram[];
  presetProgram: string;
  /** The CEFR level from the online level test's result page, recorded with the request. */
  presetLevel: string;
  /** The action's answer after a no-JavaScript post. */
  outcome: QuoteOutcome | undefined;
}) {
  const { t } = useTranslation("quote");
  const { lang, to } = useLocalized();
  const failed = outcome && !outcome.ok ? outcome : null;
  const initial = failed?.values ?? {};
  const [formKey, setFormKey] = useState(0);
  const [programId, setProgramId] = useState(
    failed
      ? pick(
          programs.map((p) => p.id),
          initial.programId,
        )
      : presetProgram,
  );
  const [duration, setDuration] = useState<DurationOption | "">(
    pick(durationOptions, initial.duration),
  );
  const [accommodation, setAccommodation] = useState<AccommodationType | "">(
    pick(accommodationTypes, initial.accommodation),
  );
  const [error, setError] = useState<FormError | null>(failed);
  const [sent, setSent] = useState(outcome?.ok === true);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error || sent) alertRef.current?.focus();
  }, [error, sent]);

  const fail = (next: FormError) => {
    setError(next);
    setSent(false);
    const title =
      next.error === "invalid" && isMissingInformation(next.fields)
        ? t("errors.missingTitle")
        : t("errors.errorTitle");
    toast({ title, description: alertText(next), variant: "destructive" });
  };

  const alertText = (next: FormError) =>
    next.error === "rate_limited"
      ? t("errors.rateLimited")
      : next.error === "server"
        ? t("errors.errorText")
        : isMissingInformation(next.fields)
          ? t("errors.missingText")
          : t("errors.checkFields");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = valuesOf(new FormData(event.currentTarget));
    const payload = { ...values, gdprConsent: values.gdprConsent ? true : undefined, locale: lang };
    // The required fields are checked here at once; every other rule is the server's (400).
    const missing = missingRequired(values);
    if (Object.keys(missing).length > 0) {
      fail({ ok: false, error: "invalid", fields: missing, values });
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch("/api/quote-requests", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
      });
      if (response.status === 201) {
        setError(null);
        setSent(true);
        setProgramId("");
        setDuration("");
        setAccommodation("");
        setFormKey((key) => key + 1);
        toast({ title: t("success.title"), description: t("success.text") });
        return;
      }
      if (response.status === 400) {
        const body = (await response.json().catch(() => ({}))) as {
          fields?: Record<string, string>;
        };
        fail({
          ok: false,
          error: "invalid",
          fields: rejectedFieldCodes(body.fields ?? {}),
          values,
        });
        return;
      }
      fail({
        ok: false,
        error: response.status === 429 ? "rate_limited" : "server",
        fields: {},
        values,
      });
    } catch {
      fail({ ok: false, error: "server", fields: {}, values });
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (field: QuoteField) => {
    const code = error?.fields[field];
    return code ? t(`errors.${code}`) : undefined;
  };
  const selected = programs.find((program) => program.id === programId) ?? null;
  const missing = error?.error === "invalid" && isMissingInformation(error.fields);

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <div className="min-w-0">
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          {sent && (
            <div
              role="status"
              className="mb-6 flex gap-3 rounded-3xl border-2 border-grass bg-[#e3f1e1] p-5 text-[#24561f]"
              data-testid="quote-success"
            >
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
              <div>
                <p className="font-bold">{t("success.title")}</p>
                <p>{t("success.text")}</p>
              </div>
            </div>
          )}
          {error && (
            <div
              role="alert"
              className="mb-6 rounded-3xl border-2 border-[#b42318] bg-[#fdecea] p-5 text-[#7a1a12]"
              data-testid="quote-error"
            >
              <p className="font-bold">
                {missing ? t("errors.missingTitle") : t("errors.errorTitle")}
              </p>
              <p>{alertText(error)}</p>
            </div>
          )}
        </div>
        <form
          key={formKey}
          method="post"
          action={to("/quote")}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="quote-form-title"
          className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
        >
          <h2 id="quote-form-title" className="text-2xl text-sea-deep">
            {t("form.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("form.requiredNote")}</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <Select
              label={t("form.program")}
              name="programId"
              required
              className="sm:col-span-2"
              value={programId}
              onChange={(event) => setProgramId(event.target.value)}
              error={fieldError("programId")}
              options={[
                { value: "", label: t("form.chooseProgram") },
                ...programs.map((program) => ({ value: program.id, label: program.title })),
              ]}
            />
            <Input
              label={t("form.firstName")}
              name="firstName"
              required
              autoComplete="given-name"
              defaultValue={initial.firstName}
              error={fieldError("firstName")}
            />
            <Input
              label={t("form.lastName")}
              name="lastName"
              required
              autoComplete="family-name"
              defaultValue={initial.lastName}
              error={fieldError("lastName")}
            />
            <Input
              label={t("form.email")}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={initial.email}
              error={fieldError("email")}
            />
            <Input
              label={t("form.phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={initial.phone}
              error={fieldError("phone")}
            />
            <Input
              label={t("form.nationality")}
              name="nationality"
              autoComplete="country-name"
              defaultValue={initial.nationality}
              error={fieldError("nationality")}
            />
            <Select
              label={t("form.ageGroup")}
              name="ageGroup"
              defaultValue={pick(ageGroups, initial.ageGroup)}
              error={fieldError("ageGroup")}
              options={[
                { value: "", label: t("form.choose") },
                ...ageGroups.map((value) => ({ value, label: t(`options.ageGroup.${value}`) })),
              ]}
            />
            <Input
              label={t("form.startDate")}
              name="startDate"
              type="date"
              defaultValue={initial.startDate}
              error={fieldError("startDate")}
            />
            <Select
              label={t("form.duration")}
              name="duration"
              value={duration}
              onChange={(event) => setDuration(pick(durationOptions, event.target.value))}
              error={fieldError("duration")}
              options={[
                { value: "", label: t("form.choose") },
                ...durationOptions.map((value) => ({
                  value,
                  label: t(`options.duration.${value}`),
                })),
              ]}
            />
            <Select
              label={t("form.accommodation")}
              name="accommodation"
              className="sm:col-span-2"
              value={accommodation}
              onChange={(event) => setAccommodation(pick(accommodationTypes, event.target.value))}
              error={fieldError("accommodation")}
              options={[
                { value: "", label: t("form.choose") },
                ...accommodationTypes.map((value) => ({
                  value,
                  label: t(`options.accommodation.${value}`),
                })),
              ]}
            />
            <Textarea
              label={t("form.specialRequests")}
              hint={t("form.specialRequestsHint")}
              name="specialRequests"
              rows={6}
              className="sm:col-span-2"
              defaultValue={initial.specialRequests}
              error={fieldError("specialRequests")}
            />
          </div>
          {(initial.englishLevel ?? presetLevel) && (
            <p className="mt-6 rounded-2xl bg-sky p-4 font-semibold">
              <input
                type="hidden"
                name="englishLevel"
                value={initial.englishLevel ?? presetLevel}
              />
              {t("form.levelFromTest", { level: initial.englishLevel ?? presetLevel })}
            </p>
          )}
          {/* Left empty by people; bots fill it in. */}
          <div aria-hidden="true" className="hidden">
            <label>
              {t("form.website")}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div className="mt-6">
            <Checkbox
              name="gdprConsent"
              defaultChecked={initial.gdprConsent !== undefined}
              aria-invalid={fieldError("gdprConsent") ? true : undefined}
              aria-describedby={fieldError("gdprConsent") ? "quote-consent-error" : undefined}
              required
              label={
                <>
                  {t("form.consentBefore")}{" "}
                  <Link to={to("/privacy-policy")} className="font-semibold text-sea underline">
                    {t("form.consentLink")}
                  </Link>
                  . <span aria-hidden="true">*</span>
                </>
              }
            />
            {fieldError("gdprConsent") && (
              <p id="quote-consent-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {fieldError("gdprConsent")}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary mt-8 inline-flex min-h-12 w-full disabled:opacity-60 sm:w-auto"
          >
            {submitting ? t("form.submitting") : t("form.submit")}
          </button>
        </form>
      </div>

      <aside className="grid content-start gap-6">
        <QuoteEstimate programId={programId} duration={duration} accommodation={accommodation} />
        <SelectedProgram program={selected} />
        <WhatsIncluded />
        <HelpBox />
      </aside>
    </div>
  );
}

function SelectedProgram({ program }: { program: QuoteProgram | null }) {
  const { t } = useTranslation("quote");
  const { lang, to } = useLocalized();
  return (
    <section
      aria-labelledby="selected-program-title"
      className="rounded-3xl border border-dune bg-sand p-6"
      data-testid="selected-program"
    >
      <h2 id="selected-program-title" className="font-sans text-lg font-bold text-sea-deep">
        {t("summary.title")}
      </h2>
      {program ? (
        <>
          <p
            className="mt-2 font-display text-xl text-ink"
            lang={langOf(program.inEnglish, "title")}
          >
            {program.title}
          </p>
          <UntranslatedNotice show={program.inEnglish.length > 0} />
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t("summary.location")}</dt>
            <dd className="text-ink">{program.location}</dd>
            <dt className="text-ink-muted">{t("summary.duration")}</dt>
            <dd className="text-ink" lang={langOf(program.inEnglish, "duration")}>
              {program.duration}
            </dd>
            <dt className="text-ink-muted">{t("summary.ages")}</dt>
            <dd className="text-ink" lang={langOf(program.inEnglish, "ageRange")}>
              {program.ageRange}
            </dd>
            <dt className="text-ink-muted">{t("summary.price")}</dt>
            <dd className="font-semibold text-ink">
              {program.priceFrom === null
                ? t("summary.contactUs")
                : t("summary.from", { price: formatEuro(program.priceFrom, lang) })}
            </dd>
          </dl>
          <Link
            to={to(`/programs/${program.id}`)}
            className="mt-3 inline-flex font-semibold text-sea underline"
          >
            {t("summary.view")}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-ink">{t("summary.none")}</p>
      )}
    </section>
  );
}

function WhatsIncluded() {
  const { t } = useTranslation("quote");
  return (
    <section
      aria-labelledby="included-title"
      className="rounded-3xl border border-dune bg-white p-6"
    >
      <h2 id="included-title" className="font-sans text-lg font-bold text-sea-deep">
        {t("included.title")}
      </h2>
      <ul className="mt-3 grid gap-2">
        {(t("included.items", { returnObjects: true }) as string[]).map((item) => (
          <li key={item} className="flex gap-2 text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HelpBox() {
  const { t } = useTranslation("quote");
  return (
    <section aria-labelledby="help-title" className="rounded-3xl bg-sea-deep p-6 text-white">
      <h2 id="help-title" className="font-sans text-lg font-bold text-white">
        {t("help.title")}
      </h2>
      <p className="mt-2 text-sand">{t("help.text")}</p>
      <ul className="mt-4 grid gap-2">
        <li>
          <a
            href={brand.phoneHref}
            className="inline-flex items-center gap-2 font-semibold text-white underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("help.phone")}: </span>
            {brand.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${brand.email}`}
            className="inline-flex items-center gap-2 font-semibold text-white underline"
          >
            <Mail aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("help.email")}: </span>
            {brand.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
