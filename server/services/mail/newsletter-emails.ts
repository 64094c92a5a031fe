/**
 * The newsletter's e-mails in the subscriber's language (issue 34): the double opt-in
 * confirmation, the welcome, and the frame of every campaign message (why the person receives
 * it and their unsubscribe link), worded in shared/i18n/locales/<lang>/newsletter-mail.json. Links
 * lead to the pages in the same language (`/es/newsletter/confirm?token=…`).
 *
 * Every message carries the unsubscribe link in the body and as one-click headers (RFC 8058).
 */
import { brand } from "@shared/config/brand";
import { href, type Language } from "@shared/i18n/languages";
import { copyFor } from "./booking-emails";
import type { QueuedMessage } from "./outbox";
import { escapeHtml, htmlDocument, htmlOf } from "./templates";

const NAMESPACE = "newsletter-mail";

/** A newsletter page in the subscriber's language, with its token. */
export function newsletterPageUrl(
  publicUrl: string,
  lang: Language,
  page: "confirm" | "unsubscribe",
  token: string,
): string {
  return `${publicUrl}${href(lang, `/newsletter/${page}`)}?token=${token}`;
}

type Body = { paragraphs: string[] } | { text: string; sanitizedHtml: string };

/**
 * A newsletter message: `body` (plain paragraphs, or a campaign's plain text with its sanitized
 * HTML) with the school's signature and the footer in `lang`.
 */
export function newsletterMessage(
  options: {
    kind: string;
    to: string;
    lang: string;
    subject: string;
    unsubscribeUrl: string;
    campaignId?: number;
  } & Body,
): QueuedMessage {
  const { t } = copyFor(options.lang, NAMESPACE);
  const reason = t("footer.reason", { brand: brand.name });
  const unsubscribe = t("footer.unsubscribe");
  const footerText = `${reason} ${unsubscribe}: ${options.unsubscribeUrl}`;
  const footerHtml = `${escapeHtml(reason)} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a>`;
  const bodyText = "paragraphs" in options ? options.paragraphs.join("\n\n") : options.text.trim();
  return {
    kind: options.kind,
    to: options.to,
    subject: options.subject,
    text: `${bodyText}\n\n${brand.name}\n\n${footerText}\n`,
    html:
      "paragraphs" in options
        ? htmlOf(options.paragraphs, footerHtml)
        : htmlDocument(options.sanitizedHtml, footerHtml),
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    campaignId: options.campaignId,
  };
}

/** The double opt-in: the link the person must open before anything else is sent. */
export function confirmationMessage(options: {
  to: string;
  lang: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
}): QueuedMessage {
  const { t } = copyFor(options.lang, NAMESPACE);
  return newsletterMessage({
    kind: "newsletter-confirmation",
    to: options.to,
    lang: options.lang,
    subject: t("confirmation.subject", { brand: brand.name }),
    paragraphs: [
      t("confirmation.greeting"),
      t("confirmation.intro", { brand: brand.name }),
      options.confirmUrl,
      t("confirmation.ignore"),
    ],
    unsubscribeUrl: options.unsubscribeUrl,
  });
}

/** Sent once the subscription is confirmed. */
export function welcomeMessage(options: {
  to: string;
  lang: Language;
  unsubscribeUrl: string;
}): QueuedMessage {
  const { t } = copyFor(options.lang, NAMESPACE);
  return newsletterMessage({
    kind: "newsletter-welcome",
    to: options.to,
    lang: options.lang,
    subject: t("welcome.subject", { brand: brand.name }),
    paragraphs: [
      t("welcome.greeting"),
      t("welcome.intro", { brand: brand.name }),
      t("welcome.offer"),
    ],
    unsubscribeUrl: options.unsubscribeUrl,
  });
}
