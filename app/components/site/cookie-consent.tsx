import type { ConsentChoice } from "@shared/privacy/consent-cookie";
import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "~/components/places/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { readConsent, saveConsent } from "~/lib/preferences";
import { useLocalized } from "./use-localized";

/** The footer's Cookie Preferences button raises this event (spec §2). */
export const OPEN_COOKIE_PREFERENCES = "show-cookie-preferences";
/** The preferences dialog; buttons open it with `popoverTarget` before the script has loaded. */
export const COOKIE_PREFERENCES_ID = "cookie-preferences";

const categories = ["functional", "analytics", "marketing"] as const;
const ALL: ConsentChoice = { functional: true, analytics: true, marketing: true };
const NONE: ConsentChoice = { functional: false, analytics: false, marketing: false };

/**
 * The banner is in the server-rendered page for everyone and hidden by CSS once a choice is
 * stored (html.consent-given, set before paint), so it never flashes and cached pages stay
 * identical for all visitors. Reject All is exactly as prominent as Accept All.
 *
 * Before the page's script runs, the buttons are a form posting to /consent (the server stores
 * the choice and sends the visitor back) and Preferences opens the dialog as a popover; once it
 * runs, the choice is made in the browser and the dialog is modal.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const returnTo = `${pathname}${search}`;

  const close = useCallback(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open) element.close();
    if ("hidePopover" in element && element.matches(":popover-open")) element.hidePopover();
  }, []);

  useEffect(() => {
    const open = (event: Event) => {
      event.preventDefault();
      const stored = readConsent();
      for (const category of categories) {
        const box = form.current?.elements.namedItem(category);
        if (box instanceof HTMLInputElement) box.checked = stored?.[category] ?? false;
      }
      close();
      dialog.current?.showModal();
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, open);
  }, [close]);

  const decide = (choice: ConsentChoice) => {
    saveConsent(choice);
    close();
  };
  const decideInBrowser = (choice: ConsentChoice) => (event: MouseEvent) => {
    event.preventDefault();
    decide(choice);
  };
  const openPreferences = (event: MouseEvent) => {
    event.preventDefault();
    window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES, { cancelable: true }));
  };
  const savePreferences = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = (name: string) => new FormData(event.currentTarget).get(name) === "on";
    decide({
      functional: checked("functional"),
      analytics: checked("analytics"),
      marketing: checked("marketing"),
    });
  };

  return (
    <>
      <section
        aria-labelledby="cookie-banner-title"
        className="cookie-banner pointer-events-auto w-full max-w-3xl rounded-3xl border border-dune bg-white p-5 shadow-2xl sm:p-6"
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
        <form method="post" action="/consent" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            name="choice"
            value="all"
            className="btn-consent"
            onClick={hydrated ? decideInBrowser(ALL) : undefined}
          >
            {t("cookie.acceptAll")}
          </button>
          <button
            type="submit"
            name="choice"
            value="none"
            className="btn-consent"
            onClick={hydrated ? decideInBrowser(NONE) : undefined}
          >
            {t("cookie.rejectAll")}
          </button>
          <button
            type="button"
            popoverTarget={COOKIE_PREFERENCES_ID}
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sea underline"
            onClick={hydrated ? openPreferences : undefined}
          >
            {t("cookie.preferences")}
          </button>
        </form>
      </section>

      <dialog
        ref={dialog}
        id={COOKIE_PREFERENCES_ID}
        popover="auto"
        aria-labelledby="cookie-dialog-title"
        className="pointer-events-auto m-auto max-h-[calc(100dvh-1.5rem)] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-3xl border-0 bg-white p-0 shadow-2xl backdrop:bg-ink/50"
      >
        <form
          ref={form}
          method="post"
          action="/consent"
          className="p-6"
          onSubmit={hydrated ? savePreferences : undefined}
        >
          <input type="hidden" name="choice" value="custom" />
          <input type="hidden" name="returnTo" value={returnTo} />
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
                  <input type="checkbox" name={category} className="size-5 accent-sea" />
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
              popoverTarget={COOKIE_PREFERENCES_ID}
              popoverTargetAction="hide"
              className="btn-secondary inline-flex min-h-11"
              onClick={hydrated ? close : undefined}
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
