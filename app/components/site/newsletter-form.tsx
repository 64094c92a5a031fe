import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { useTranslation } from "~/i18n/react";
import { useLocalized } from "./use-localized";

/**
 * What the /newsletter action answers (app/routes/public/newsletter-signup.tsx): written out
 * here so that the form does not import its own route.
 */
export type NewsletterSignupAnswer =
  | { ok: true; error: null }
  | { ok: false; error: "invalid" | "rate_limited" | "server" };

/** E-mail sign-up; disabled while empty or submitting (spec §5). Works without JavaScript. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const fetcher = useFetcher<NewsletterSignupAnswer>();
  const [email, setEmail] = useState("");
  const inputId = useId();
  const errorId = useId();
  const submitting = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);
  // Without JavaScript the button must stay usable; the empty-field rule is for the live form.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.data;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast({ title: t("newsletter.successTitle"), description: t("newsletter.successText") });
      setEmail("");
    } else if (result.error === "rate_limited" || result.error === "server") {
      toast({
        title: t("newsletter.errorTitle"),
        description: t(
          result.error === "rate_limited" ? "newsletter.rateLimited" : "newsletter.errorText",
        ),
        variant: "destructive",
      });
    }
  }, [result, t]);

  const fieldError =
    result && !result.ok && result.error === "invalid" ? t("newsletter.invalidEmail") : null;

  return (
    <fetcher.Form
      method="post"
      action={to("/newsletter")}
      noValidate={false}
      onSubmit={(event) => {
        if (!email.trim()) event.preventDefault();
      }}
      className="w-full"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t("newsletter.label")}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t("newsletter.placeholder")}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="min-h-12 flex-1 rounded-full border-2 border-dune bg-white px-5 text-ink placeholder:text-ink-muted focus:border-sea"
        />
        {/* Left empty by people; bots fill it in. */}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="hidden"
        />
        <button
          type="submit"
          disabled={hydrated && (!email.trim() || submitting)}
          className="btn-primary inline-flex min-h-12 disabled:opacity-60"
        >
          {submitting ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className="mt-2 text-left font-semibold text-coral-strong">
          {fieldError}
        </p>
      )}
    </fetcher.Form>
  );
}
