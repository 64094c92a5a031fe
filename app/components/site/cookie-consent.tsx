import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type CookieConsent, readConsent, saveConsent } from "~/lib/preferences";
import { useLocalized } from "./use-localized";

/** The footer's Cookie Preferences button raises this event (spec §2). */
export const OPEN_COOKIE_PREFERENCES = "show-cookie-preferences";

type Choice = Pick<CookieConsent, "functional" | "analytics" | "marketing">;
const categories = ["functional", "analytics", "marketing"] as const;

/**
 * The banner is in the server-rendered page for everyone and hidden by CSS once a choice is
 * stored (html.consent-given, set before paint), so it never flashes and cached pages stay
 * identical for all visitors. Reject All is exactly as prominent as Accept All.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<Choice>({
    functional: false,
    analytics: false,
    marketing: false,
  });

  useEffect(() => {
    const open = () => {
      const stored = readConsent();
      setChoice({
        functional: stored?.functional ?? false,
        analytics: stored?.analytics ?? false,
        marketing: stored?.marketing ?? false,
      });
      dialog.current?.showModal();
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, open);
  }, []);

  const decide = (value: Choice) => {
    saveConsent(value);
    dialog.current?.close();
  };

  return (
    <>
      <section
        aria-labelledby="cookie-banner-title"
        className="cookie-banner fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-3xl border border-dune bg-white p-5 shadow-2xl sm:p-6"
      >
        <h2 id="cookie-banner-title" className="text-xl text-sea-deep">
          {t("cookie.bannerTitle")}
        </h2>
        <p className="mt-2 text-sm text-ink-muted sm:text-base">
          {t("cookie.bannerText")}{" "}
          <Link to={to("/cookie-policy")} className="font-semibold text-sea underline">
            {t("cookie.learnMore")}
          </Link>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-consent"
            onClick={() => decide({ functional: true, analytics: true, marketing: true })}
          >
            {t("cookie.acceptAll")}
          </button>
          <button
            type="button"
            className="btn-consent"
            onClick={() => decide({ functional: false, analytics: false, marketing: false })}
          >
            {t("cookie.rejectAll")}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sea underline"
            onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES))}
          >
            {t("cookie.preferences")}
          </button>
        </div>
      </section>

      <dialog
        ref={dialog}
        aria-labelledby="cookie-dialog-title"
        className="m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink/50"
      >
        <form
          method="dialog"
          className="p-6"
          onSubmit={(event) => {
            event.preventDefault();
            decide(choice);
          }}
        >
          <h2 id="cookie-dialog-title" className="text-2xl text-sea-deep">
            {t("cookie.dialogTitle")}
          </h2>
          <p className="mt-2 text-ink-muted">{t("cookie.dialogIntro")}</p>
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">{t("cookie.dialogTitle")}</legend>
            <div className="rounded-2xl border border-dune p-4">
              <label className="flex items-center justify-between gap-4 font-semibold">
                {t("cookie.categories.necessary.title")}
                <span className="flex items-center gap-2 text-sm font-normal text-ink-muted">
                  {t("cookie.alwaysOn")}
                  <input type="checkbox" checked disabled className="size-5 accent-sea" />
                </span>
              </label>
              <p className="mt-1 text-sm text-ink-muted">
                {t("cookie.categories.necessary.description")}
              </p>
            </div>
            {categories.map((category) => (
              <div key={category} className="rounded-2xl border border-dune p-4">
                <label className="flex items-center justify-between gap-4 font-semibold">
                  {t(`cookie.categories.${category}.title`)}
                  <input
                    type="checkbox"
                    name={category}
                    checked={choice[category]}
                    onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                    className="size-5 accent-sea"
                  />
                </label>
                <p className="mt-1 text-sm text-ink-muted">
                  {t(`cookie.categories.${category}.description`)}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn-secondary inline-flex min-h-11"
              onClick={() => dialog.current?.close()}
            >
              {t("cookie.cancel")}
            </button>
            <button type="submit" className="btn-primary inline-flex min-h-11">
              {t("cookie.save")}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
