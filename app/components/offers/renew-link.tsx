import { Form, useNavigation } from "react-router";
import { Mail } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { NextSteps } from "./closed-panel";
import type { LinkActionData } from "./link-actions";

/**
 * A booking's link past its 30 days (issue 27): nothing of the booking is shown, only a plain
 * form that has a fresh link e-mailed to the address booked with. The answer is the same
 * whatever the link, so the page says "if" and tells no one whether a booking exists.
 */
export function RenewLinkPanel({ result }: { result: LinkActionData | undefined }) {
  const { t } = useTranslation("offers");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "new-link";
  const sent = result?.kind === "newLinkSent";
  return (
    <section
      aria-labelledby="offer-renew-title"
      className="rounded-3xl border border-dune bg-sand p-6 sm:p-8"
      data-testid="offer-renew"
    >
      <h2 id="offer-renew-title" className="text-2xl text-sea-deep">
        {t("renew.whatNow")}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 font-semibold text-[#24561f]" data-testid="offer-renewed">
          {t("renew.sent")}
        </p>
      ) : (
        <>
          <p className="mt-3 text-ink">{t("renew.text")}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="new-link" />
            <button
              type="submit"
              disabled={sending}
              className="btn-primary inline-flex min-h-12 disabled:opacity-60"
            >
              <Mail aria-hidden="true" className="size-5" />
              {sending ? t("renew.sending") : t("renew.button")}
            </button>
          </Form>
          {result?.kind === "newLinkLimited" ? (
            <p role="alert" className="mt-3 font-semibold text-[#b42318]">
              {t("renew.limited", { count: result.minutes })}
            </p>
          ) : null}
        </>
      )}
      <NextSteps />
    </section>
  );
}
