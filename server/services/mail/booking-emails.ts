/**
 * The e-mails of the booking pipeline (issue 16): the offer, the acceptance (to the person and to
 * a parent or guardian), the deposit received and the letter of acceptance, in the person's
 * language (shared/i18n/locales/<lang>/booking-mail.json), and the staff notice, in English.
 */
import type { PaymentInstructions } from "@shared/bookings/types";
import { brand } from "@shared/config/brand";
import { formatCents } from "@shared/format/money";
import { createI18n } from "@shared/i18n/i18n";
import { isLanguage, type Language, languageInfo } from "@shared/i18n/languages";
import { messagesFor } from "@shared/i18n/messages.server";
import type { QueuedMessage } from "./outbox";
import { htmlOf } from "./templates";

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface Copy {
  lang: Language;
  t: Translate;
  /** A day ("YYYY-MM-DD") or an instant (ISO) written out in the language. */
  date: (value: string) => string;
  money: (cents: number) => string;
}

/** The copy of one mail namespace (booking-mail, partners-mail) in a language, English if unknown. */
/** One per language and namespace: the copy never changes while the process runs. */
const copies = new Map<string, Copy>();

export function copyFor(requested: string, namespace = "booking-mail"): Copy {
  const lang = isLanguage(requested) ? requested : "en";
  const key = `${lang}/${namespace}`;
  const known = copies.get(key);
  if (known) return known;
  const copy = makeCopy(lang, namespace);
  copies.set(key, copy);
  return copy;
}

function makeCopy(lang: Language, namespace: string): Copy {
  const { bundles } = messagesFor(lang, [namespace]);
  const i18n = createI18n(lang, bundles);
  const long = { day: "numeric", month: "long", year: "numeric" } as const;
  const days = new Intl.DateTimeFormat(languageInfo[lang].locale, { ...long, timeZone: "UTC" });
  const instants = new Intl.DateTimeFormat(languageInfo[lang].locale, {
    ...long,
    timeZone: "Europe/Dublin",
  });
  return {
    lang,
    t: (key, values) => i18n.t(`${namespace}:${key}`, values),
    date: (value) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const parsed = new Date(day ? `${value}T00:00:00Z` : value);
      if (!value || Number.isNaN(parsed.getTime())) return value;
      return (day ? days : instants).format(parsed);
    },
    money: (cents) => formatCents(cents, lang),
  };
}

/** The message around the paragraphs: the admissions team signs, with its e-mail and phone. */
export function message(
  copy: Copy,
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
): QueuedMessage {
  const body = [...paragraphs, copy.t("signoff")];
  const contact = `${brand.admissionsEmail} · ${brand.phone}`;
  return {
    kind,
    to,
    replyTo: brand.admissionsEmail,
    subject,
    text: `${body.join("\n\n")}\n${contact}\n`,
    html: htmlOf(body, contact),
  };
}

/** How to pay by bank transfer, as one paragraph of "label: value" lines. */
function paymentParagraphs(copy: Copy, payment: PaymentInstructions): string[] {
  const { t } = copy;
  const lines = [
    t("payment.intro", { amount: copy.money(payment.dueNowCents) }),
    `${t("payment.accountName")}: ${payment.accountName}`,
    `${t("payment.bankName")}: ${payment.bankName}`,
    `${t("payment.iban")}: ${payment.iban}`,
    `${t("payment.bic")}: ${payment.bic}`,
    `${t("payment.reference")}: ${payment.reference}`,
  ];
  return [
    lines.join("\n"),
    [
      payment.dueBy ? t("payment.dueBy", { date: copy.date(payment.dueBy) }) : "",
      t("payment.referenceNote"),
    ]
      .filter(Boolean)
      .join(" "),
  ];
}

/** The priced offer, with the person's link to accept or decline it. Kind "offer". */
export function offerMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  programTitle: string;
  startDate: string;
  endDate: string;
  totalCents: number;
  depositCents: number;
  validUntil: string;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  return message(copy, "offer", options.to, t("offer.subject", { program }), [
    t("greeting", { name: options.firstName }),
    t("offer.intro", { program }),
    [
      t("dates", { start: copy.date(options.startDate), end: copy.date(options.endDate) }),
      t("offer.total", { amount: copy.money(options.totalCents) }),
      t("offer.deposit", { amount: copy.money(options.depositCents) }),
    ].join("\n"),
    t("offer.validUntil", { date: copy.date(options.validUntil) }),
    `${t("offer.cta")}\n${options.url}`,
    t("linkPrivate"),
  ]);
}

/** After Accept: thanks, the deposit due now with the bank details, the booking page. */
export function acceptedMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  programTitle: string;
  startDate: string;
  endDate: string;
  reference: string;
  payment: PaymentInstructions;
  /** The agency that pays the school (issue 32): no bank details, the family pays the agency. */
  payingAgency?: string | null;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  return message(copy, "booking-accepted", options.to, t("accepted.subject", { program }), [
    t("greeting", { name: options.firstName }),
    t("accepted.intro", { program, reference: options.reference }),
    t("dates", { start: copy.date(options.startDate), end: copy.date(options.endDate) }),
    ...(options.payingAgency
      ? [t("accepted.agencyPays", { agency: options.payingAgency })]
      : [t("accepted.deposit"), ...paymentParagraphs(copy, options.payment), t("accepted.next")]),
    `${t("accepted.cta")}\n${options.url}`,
    t("linkPrivate"),
  ]);
}

/**
 * To the parent or guardian a minor's acceptance names (issue 27): the booking goes ahead only
 * with their consent, given on their own page through this single-use link.
 */
export function guardianRequestMessage(options: {
  to: string;
  lang: string;
  guardianName: string;
  studentName: string;
  studentFirstName: string;
  programTitle: string;
  startDate: string;
  endDate: string;
  url: string;
  expiresAt: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const values = {
    student: options.studentName,
    firstName: options.studentFirstName,
    program: options.programTitle,
  };
  return message(
    copy,
    "booking-guardian-request",
    options.to,
    t("guardianRequest.subject", values),
    [
      t("greeting", { name: options.guardianName }),
      t("guardianRequest.intro", values),
      t("dates", { start: copy.date(options.startDate), end: copy.date(options.endDate) }),
      t("guardianRequest.review", values),
      `${t("guardianRequest.cta")}\n${options.url}`,
      t("guardianRequest.expires", { date: copy.date(options.expiresAt) }),
      t("guardianRequest.notYou", { email: brand.admissionsEmail, phone: brand.phone }),
    ],
  );
}

/** To a minor who accepted: we have asked their parent or guardian; payment follows consent. */
export function awaitingGuardianMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  guardianName: string;
  guardianEmail: string;
  programTitle: string;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const guardian = options.guardianName;
  return message(
    copy,
    "booking-awaiting-guardian",
    options.to,
    t("awaitingGuardian.subject", { guardian }),
    [
      t("greeting", { name: options.firstName }),
      t("awaitingGuardian.intro", {
        program: options.programTitle,
        guardian,
        email: options.guardianEmail,
      }),
      `${t("awaitingGuardian.next")}\n${options.url}`,
      t("linkPrivate"),
    ],
  );
}

/**
 * To the parent or guardian a minor's booking names: they consented (on `consentedAt`, an ISO
 * instant or day; the message is written when they do, so today by default), the details and
 * how to pay, and whom to tell if it was not them.
 */
export function guardianMessage(options: {
  to: string;
  lang: string;
  guardianName: string;
  studentName: string;
  programTitle: string;
  startDate: string;
  endDate: string;
  reference: string;
  payment: PaymentInstructions;
  payingAgency?: string | null;
  url: string;
  consentedAt?: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  const student = options.studentName;
  const consentedAt = options.consentedAt ?? new Date().toISOString();
  return message(
    copy,
    "booking-guardian",
    options.to,
    t("guardian.subject", { student, program }),
    [
      t("greeting", { name: options.guardianName }),
      t("guardian.intro", {
        student,
        program,
        reference: options.reference,
        date: copy.date(consentedAt),
      }),
      t("dates", { start: copy.date(options.startDate), end: copy.date(options.endDate) }),
      ...(options.payingAgency
        ? [t("accepted.agencyPays", { agency: options.payingAgency })]
        : [t("guardian.deposit"), ...paymentParagraphs(copy, options.payment)]),
      `${t("guardian.cta")}\n${options.url}`,
      t("guardian.notYou", { email: brand.admissionsEmail, phone: brand.phone }),
    ],
  );
}

/** A fresh link to a booking page whose old link expired, to the address booked with. */
export function newLinkMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  programTitle: string;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  return message(copy, "booking-new-link", options.to, t("newLink.subject", { program }), [
    t("greeting", { name: options.firstName }),
    t("newLink.intro", { program }),
    `${t("newLink.cta")}\n${options.url}`,
    t("newLink.notYou"),
  ]);
}

/** The deposit is recorded: the place is confirmed, the balance is due, the letter is ready. */
export function depositReceivedMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  programTitle: string;
  startDate: string;
  paidCents: number;
  balanceCents: number;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  return message(copy, "booking-confirmed", options.to, t("confirmed.subject", { program }), [
    t("greeting", { name: options.firstName }),
    t("confirmed.intro", { program, start: copy.date(options.startDate) }),
    [
      t("confirmed.paid", { amount: copy.money(options.paidCents) }),
      options.balanceCents > 0
        ? t("confirmed.balance", { amount: copy.money(options.balanceCents) })
        : t("confirmed.paidInFull"),
    ].join("\n"),
    `${t("confirmed.letter")}\n${options.url}`,
    t("linkPrivate"),
  ]);
}

/** Staff e-mail the letter of acceptance: a link to the booking page, where it downloads. */
export function letterMessage(options: {
  to: string;
  lang: string;
  firstName: string;
  programTitle: string;
  url: string;
}): QueuedMessage {
  const copy = copyFor(options.lang);
  const { t } = copy;
  const program = options.programTitle;
  return message(copy, "booking-letter", options.to, t("letter.subject", { program }), [
    t("greeting", { name: options.firstName }),
    `${t("letter.intro", { program })}\n${options.url}`,
    t("letter.visa"),
  ]);
}

/** To the admissions team when a person accepts an offer (English). */
export function staffAcceptedMessage(options: {
  to: string;
  bookingId: number;
  reference: string;
  name: string;
  programTitle: string;
  startDate: string;
  totalCents: number;
  depositCents: number;
  minor: boolean;
  adminUrl: string;
}): QueuedMessage {
  const copy = copyFor("en");
  const title = `Offer accepted: ${options.name}, ${options.programTitle}`;
  const lines = [
    `Booking: #${options.bookingId}, reference ${options.reference}`,
    `Student: ${options.name}`,
    `Program: ${options.programTitle}`,
    `Start: ${copy.date(options.startDate)}`,
    `Total: ${copy.money(options.totalCents)}`,
    `Deposit due: ${copy.money(options.depositCents)}`,
    `Under 18 on the start date: ${options.minor ? "yes (a parent or guardian gave consent and was e-mailed)" : "no"}`,
  ];
  const next = "Next: record the deposit when it arrives; the letter of acceptance follows.";
  const open = `Open in the admin: ${options.adminUrl}`;
  return {
    kind: "staff-booking-accepted",
    to: options.to,
    subject: `[${brand.name}] ${title} (${options.reference})`,
    text: `${title}\n\n${lines.join("\n")}\n\n${next}\n\n${open}\n`,
    html: htmlOf([title, lines.join("\n"), next, open]),
  };
}
