import { enquiryTypes } from "@shared/content/options";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Input, Select, Textarea } from "~/components/ui/field";
import { AlertTriangle, CheckCircle2, Send } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast-store";
import { useTranslation } from "~/i18n/react";
import {
  type ContactField,
  type ContactFormValues,
  type ContactResult,
  type FieldError,
  firstInvalidField,
} from "./contact-model";

const empty: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  enquiryType: "",
  subject: "",
  message: "",
  gdprConsent: false,
};

/**
 * The enquiry form of spec §5. With JavaScript it posts through a fetcher: a "Message Sent!"
 * toast and empty fields on success, messages next to the fields and focus on the first invalid
 * one on failure. Without JavaScript the page's action answers with the same result
 * (`documentResult`), shown inline.
 */
export function ContactForm({ documentResult }: { documentResult: ContactResult | undefined }) {
  const { t } = useTranslation("contact");
  const { to } = useLocalized();
  const fetcher = useFetcher<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const consentErrorId = useId();
  const summaryId = useId();
  const result = fetcher.data ?? documentResult;
  const submitting = fetcher.state !== "idle";
  // A success shown inline (no JavaScript) until the visitor starts another message.
  const [inlineSuccess, setInlineSuccess] = useState(documentResult?.ok === true);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      formRef.current?.reset();
      toast({ title: t("form.successTitle"), description: t("form.successText") });
      return;
    }
    if (answer.error === "invalid") {
      const first = firstInvalidField(answer.errors);
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    }
  }, [fetcher.data, t]);

  const values = result && !result.ok ? result.values : empty;
  const errors: Partial<Record<ContactField, FieldError>> =
    result && !result.ok && result.error === "invalid" ? result.errors : {};
  const errorCount = Object.keys(errors).length;
  // Without JavaScript the browser focuses the first invalid field from the markup.
  const autoFocusField = fetcher.data ? undefined : firstInvalidField(errors);
  const message = (field: ContactField) => {
    const error = errors[field];
    return error ? t(`form.errors.${error.rule}`, { max: error.max }) : undefined;
  };
  const common = (field: ContactField) => ({
    name: field,
    error: message(field),
    autoFocus: autoFocusField === field,
    className: "text-base",
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={to("/contact")}
      noValidate
      onChange={() => setInlineSuccess(false)}
      className="mt-6 grid gap-5"
      aria-describedby={errorCount > 0 ? summaryId : undefined}
    >
      {inlineSuccess && documentResult?.ok ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-grass bg-[#e3f1e1] p-4 text-[#24561f]"
        >
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t("form.successTitle")}</p>
            <p>{t("form.successText")}</p>
          </div>
        </div>
      ) : null}
      {errorCount > 0 ? (
        <p
          id={summaryId}
          role="alert"
          className="rounded-2xl bg-[#fdecea] p-4 font-semibold text-[#8f1c13]"
        >
          {t("form.errorSummary", { count: errorCount })}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          {...common("name")}
          label={t("form.name")}
          required
          autoComplete="name"
          defaultValue={values.name}
          maxLength={120}
        />
        <Input
          {...common("email")}
          label={t("form.email")}
          type="email"
          required
          autoComplete="email"
          defaultValue={values.email}
        />
        <Input
          {...common("phone")}
          label={t("form.phone")}
          hint={t("form.phoneHint")}
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
        />
        <Select
          {...common("enquiryType")}
          label={t("form.enquiryType")}
          hint={t("form.enquiryTypeHint")}
          defaultValue={values.enquiryType}
          options={[
            { value: "", label: t("form.chooseType") },
            ...enquiryTypes.map((type) => ({ value: type, label: t(`form.types.${type}`) })),
          ]}
        />
      </div>
      <Input
        {...common("subject")}
        label={t("form.subject")}
        required
        defaultValue={values.subject}
        maxLength={150}
      />
      <Textarea
        {...common("message")}
        label={t("form.message")}
        required
        rows={6}
        defaultValue={values.message}
        maxLength={5000}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="contact-consent"
            type="checkbox"
            name="gdprConsent"
            required
            defaultChecked={values.gdprConsent}
            // biome-ignore lint/a11y/noAutofocus: moves a no-JavaScript visitor to the field to fix
            autoFocus={autoFocusField === "gdprConsent"}
            aria-invalid={errors.gdprConsent ? true : undefined}
            aria-describedby={errors.gdprConsent ? consentErrorId : undefined}
            className="mt-1 size-5 shrink-0 accent-sea"
          />
          <label htmlFor="contact-consent" className="text-ink">
            {t("form.consentBefore")}{" "}
            <Link
              to={to("/privacy-policy")}
              className="font-semibold text-sea underline underline-offset-4"
            >
              {t("form.consentLink")}
            </Link>
            {t("form.consentAfter")}
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        {errors.gdprConsent ? (
          <p id={consentErrorId} className="mt-1 text-sm font-medium text-[#b42318]">
            {message("gdprConsent")}
          </p>
        ) : null}
      </div>
      {/* Left empty by people; bots fill it in. */}
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="hidden"
      />

      {result && !result.ok && result.error !== "invalid" ? (
        <div role="alert" className="flex gap-3 rounded-2xl bg-[#fdecea] p-4 text-[#8f1c13]">
          <AlertTriangle aria-hidden="true" className="size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t(`form.failures.${result.error}.title`)}</p>
            <p>{t(`form.failures.${result.error}.text`)}</p>
          </div>
        </div>
      ) : null}

      <button
        type="submit"
        disabled={submitting}
        className="btn-primary inline-flex min-h-12 justify-self-start disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-5" />
        {submitting ? t("form.submitting") : t("form.submit")}
      </button>
    </fetcher.Form>
  );
}
