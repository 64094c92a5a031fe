import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Input } from "~/components/ui/field";
import { AlertTriangle, ShieldCheck } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import {
  type ConsentActionData,
  type ConsentField,
  consentFieldId,
  consentFields,
} from "./consent-model";

const errorClass = "mt-1 text-sm font-medium text-[#b42318]";

/**
 * The guardian's consent: their own name (prefilled with the name the student gave) and one
 * checkbox with the whole sentence they agree to. A plain form posting to the page's action,
 * so it works without JavaScript; a failure comes back with what was typed and an error
 * summary linking to each field, as on the offer page.
 */
export function ConsentForm({
  studentName,
  suggestedName,
  result,
}: {
  studentName: string;
  /** As the student named them. */
  suggestedName: string;
  result: ConsentActionData | undefined;
}) {
  const { t } = useTranslation("guardian");
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "consent";
  const values = result?.values;
  const errors = result?.fields ?? {};
  const listed = consentFields.filter((field) => errors[field]);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The form is remounted for each answer of the action: with JavaScript the summary takes the
  // focus here; without it, the browser follows its `autofocus`.
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  const message = (field: ConsentField) => {
    const error = errors[field];
    return error ? t(`errors.${error.code}`, { max: error.max }) : undefined;
  };
  const label = (field: ConsentField) =>
    field === "consent" ? t("form.shortConsent") : t("form.name");
  const consentId = consentFieldId("consent");
  const consentError = message("consent");

  return (
    <section
      aria-labelledby="guardian-form-title"
      className="rounded-3xl border-2 border-sea bg-white p-6 sm:p-8"
    >
      <h2 id="guardian-form-title" className="text-2xl text-sea-deep">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-ink">{t("form.lead")}</p>
      <p className="mt-1 text-sm text-ink-muted">{t("form.requiredNote")}</p>

      {result ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the summary of what to fix, after a post (with or without JavaScript)
          autoFocus
          aria-labelledby="guardian-error-title"
          className="mt-6 rounded-2xl border-2 border-[#b42318] bg-[#fdecea] p-5 text-[#7a1a12] outline-none focus-visible:outline-3 focus-visible:outline-coral"
          data-testid="guardian-error-summary"
        >
          <h3
            id="guardian-error-title"
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
              {listed.map((field) => (
                <li key={field}>
                  <a
                    href={`#${consentFieldId(field)}`}
                    className="font-semibold underline underline-offset-2"
                  >
                    {`${label(field)}: ${message(field)}`}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Form method="post" noValidate className="mt-6 grid gap-6" data-testid="guardian-form">
        <input type="hidden" name="intent" value="consent" />
        <Input
          id={consentFieldId("name")}
          name="name"
          label={t("form.name")}
          required
          autoComplete="name"
          maxLength={120}
          defaultValue={values ? (values.name ?? "") : suggestedName}
          hint={t("form.nameHint")}
          error={message("name")}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              name="consent"
              required
              defaultChecked={values?.consent !== undefined}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${consentId}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
            />
            <label htmlFor={consentId} className="text-ink">
              {t("form.consent", { studentName })}
              <span aria-hidden="true"> *</span>
            </label>
          </div>
          {consentError ? (
            <p id={`${consentId}-error`} className={errorClass}>
              {consentError}
            </p>
          ) : null}
        </div>
        <div>
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary inline-flex min-h-12 w-full disabled:opacity-60 sm:w-auto"
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            {submitting ? t("form.submitting") : t("form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
