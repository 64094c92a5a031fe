import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";

/**
 * Declining takes two steps, both plain HTML: this button opens the page's "Are you sure?"
 * state (`?decline=1`, a GET form), whose own form posts the decline.
 */
export function DeclineOption() {
  const { t } = useTranslation("offers");
  return (
    <section
      aria-labelledby="offer-decline-title"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
    >
      <h2 id="offer-decline-title" className="text-2xl text-sea-deep">
        {t("decline.title")}
      </h2>
      <p className="mt-2 text-ink">{t("decline.text")}</p>
      <Form method="get" className="mt-4">
        <input type="hidden" name="decline" value="1" />
        <button type="submit" className="btn-secondary inline-flex min-h-12">
          {t("decline.button")}
        </button>
      </Form>
    </section>
  );
}

/** "Are you sure?": decline for good, or go back to the offer. */
export function DeclineConfirm({ backTo }: { backTo: string }) {
  const { t } = useTranslation("offers");
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "decline";
  return (
    <section
      aria-labelledby="offer-decline-confirm-title"
      className="rounded-3xl border-2 border-coral bg-white p-6 sm:p-8"
      data-testid="offer-decline-confirm"
    >
      <h2 id="offer-decline-confirm-title" className="text-2xl text-sea-deep">
        {t("decline.confirmTitle")}
      </h2>
      <p className="mt-2 text-ink">{t("decline.confirmText")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Form method="post">
          <input type="hidden" name="intent" value="decline" />
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-[#b42318] px-6 py-3 font-semibold text-white transition-colors hover:bg-[#8f1c13] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-coral disabled:opacity-60 sm:w-auto"
          >
            {submitting ? t("decline.submitting") : t("decline.confirmButton")}
          </button>
        </Form>
        <Link to={backTo} className="btn-secondary inline-flex min-h-12">
          {t("decline.keep")}
        </Link>
      </div>
    </section>
  );
}
