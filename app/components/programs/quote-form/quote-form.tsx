import {
  type AccommodationType,
  accommodationTypes,
  type DurationOption,
  durationOptions,
} from "@shared/content/options";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocalized } from "~/components/site/use-localized";
import { CheckCircle2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast-store";
import { useTranslation } from "~/i18n/react";
import { type QuoteField, rejectedFieldCodes, valuesOf } from "../quote-errors";
import { QuoteEstimate } from "../quote-estimate";
import { ConsentStep } from "./consent-step";
import {
  alertTextKey,
  alertTitleKey,
  type FormError,
  missingRequired,
  pick,
  type QuoteOutcome,
  type QuoteProgram,
} from "./helpers";
import { ProgramStep } from "./program-step";
import { HelpBox, SelectedProgram, WhatsIncluded } from "./sidebar";
import { StayStep } from "./stay-step";
import { StudentStep } from "./student-step";

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
    toast({
      title: t(alertTitleKey(next)),
      description: t(alertTextKey(next)),
      variant: "destructive",
    });
  };

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
              <p className="font-bold">{t(alertTitleKey(error))}</p>
              <p>{t(alertTextKey(error))}</p>
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
            <ProgramStep
              programs={programs}
              programId={programId}
              onProgramChange={setProgramId}
              fieldError={fieldError}
            />
            <StudentStep initial={initial} fieldError={fieldError} />
            <StayStep
              initial={initial}
              fieldError={fieldError}
              duration={duration}
              onDurationChange={setDuration}
              accommodation={accommodation}
              onAccommodationChange={setAccommodation}
            />
          </div>
          <ConsentStep initial={initial} fieldError={fieldError} presetLevel={presetLevel} />
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
