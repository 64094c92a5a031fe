/**
 * The e-mails of the partner portal (issue 17), in the agent's language
 * (shared/i18n/locales/<lang>/partners-mail.json): the invitation, the acknowledgement of a quote
 * request made for a student, and the notice that an offer for one of their students is ready.
 */

import { copyFor, message } from "./booking-emails";
import type { QueuedMessage } from "./outbox";

const NAMESPACE = "partners-mail";

/** The one-time link that lets a new agent user set their password. Kind "agent-invitation". */
export function invitationMessage(options: {
  to: string;
  lang: string;
  agencyName: string;
  url: string;
  expiresAt: string;
}): QueuedMessage {
  const copy = copyFor(options.lang, NAMESPACE);
  const { t } = copy;
  const agency = options.agencyName;
  return message(copy, "agent-invitation", options.to, t("invitation.subject", { agency }), [
    t("hello"),
    t("invitation.intro", { agency }),
    `${t("invitation.cta")}\n${options.url}`,
    t("invitation.expires", { date: copy.date(options.expiresAt) }),
    t("invitation.notYou"),
  ]);
}

/** To the agent who asked for a quote for a student. Kind "agent-quote-request". */
export function agentQuoteAcknowledgement(options: {
  to: string;
  lang: string;
  agentName: string;
  studentName: string;
  programTitle: string;
  agencyReference: string | null;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang, NAMESPACE);
  const { t } = copy;
  const values = { student: options.studentName, program: options.programTitle };
  return message(
    copy,
    "agent-quote-request",
    options.to,
    t("quote.subject", values),
    [
      t("greeting", { name: options.agentName }),
      t("quote.intro", values),
      options.agencyReference ? t("quote.reference", { reference: options.agencyReference }) : "",
      `${t("quote.cta")}\n${options.url}`,
    ].filter(Boolean),
  );
}

/** Staff sent the offer of an agency's student: the agent can accept it in the portal. */
export function agentOfferMessage(options: {
  to: string;
  lang: string;
  agentName: string;
  studentName: string;
  programTitle: string;
  totalCents: number;
  validUntil: string;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang, NAMESPACE);
  const { t } = copy;
  const values = { student: options.studentName, program: options.programTitle };
  return message(copy, "agent-offer", options.to, t("offer.subject", values), [
    t("greeting", { name: options.agentName }),
    t("offer.intro", { ...values, amount: copy.money(options.totalCents) }),
    t("offer.validUntil", { date: copy.date(options.validUntil) }),
    `${t("offer.cta")}\n${options.url}`,
  ]);
}

/**
 * A link to choose a new password, asked for on the sign-in page (issue 27). Kind
 * "agent-password-reset". Says what to do if the agent did not ask: nothing changes.
 */
export function passwordResetMessage(options: {
  to: string;
  lang: string;
  name: string;
  url: string;
  minutes: number;
}): QueuedMessage {
  const copy = copyFor(options.lang, NAMESPACE);
  const { t } = copy;
  return message(copy, "agent-password-reset", options.to, t("passwordReset.subject"), [
    t("greeting", { name: options.name }),
    t("passwordReset.intro"),
    `${t("passwordReset.cta")}\n${options.url}`,
    t("passwordReset.expires", { count: options.minutes }),
    t("passwordReset.notYou"),
  ]);
}

/**
 * The agent's password was changed (by them, or through a reset link): if it was not them,
 * they know at once and whom to tell. Kind "agent-password-changed".
 */
export function passwordChangedMessage(options: {
  to: string;
  lang: string;
  name: string;
  at: string;
}): QueuedMessage {
  const copy = copyFor(options.lang, NAMESPACE);
  const { t } = copy;
  return message(copy, "agent-password-changed", options.to, t("passwordChanged.subject"), [
    t("greeting", { name: options.name }),
    t("passwordChanged.intro", { date: copy.date(options.at) }),
    t("passwordChanged.notYou"),
  ]);
}
