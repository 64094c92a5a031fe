/**
 * The e-mails the school sends. Plain text first (it is what staff read fastest and what every
 * client shows), with a light HTML version for people. Messages to the public are in the
 * language of the page they used.
 */
import { brand } from "@shared/config/brand";
import type { Locale } from "../../db/schema";
import type { QueuedMessage } from "./outbox";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function htmlOf(paragraphs: string[], footer?: string): string {
  const body = paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 14px">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`,
    )
    .join("");
  return htmlDocument(body, footer);
}

/** The school's e-mail frame around an HTML body that is already safe (escaped or sanitized). */
export function htmlDocument(body: string, footer?: string): string {
  const foot = footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#4a5250">${footer}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f1e;line-height:1.5;max-width:600px">${body}<p style="margin:0;color:#0f5c4d;font-weight:bold">${escapeHtml(brand.name)}</p>${foot}</body></html>`;
}

/** A staff notification listing every field of a lead. */
export function staffLeadNotification(options: {
  kind: "contact-inquiry" | "quote-request" | "level-test";
  title: string;
  replyTo: string;
  fields: [label: string, value: string | number | null | undefined][];
  adminUrl: string;
}): QueuedMessage {
  const lines = options.fields.map(([label, value]) => `${label}: ${value ?? "—"}`);
  const text = `${options.title}\n\n${lines.join("\n")}\n\nOpen in the admin: ${options.adminUrl}\n`;
  return {
    kind: `staff-${options.kind}`,
    to: brand.admissionsEmail,
    replyTo: options.replyTo,
    subject: `[${brand.name}] ${options.title}`,
    text,
    html: htmlOf([options.title, lines.join("\n"), `Open in the admin: ${options.adminUrl}`]),
  };
}

const acknowledgements: Record<
  Locale,
  {
    contactSubject: string;
    quoteSubject: string;
    greeting: (name: string) => string;
    contact: string;
    quote: (program: string) => string;
    sign: string;
  }
> = {
  en: {
    contactSubject: `We have your message — ${brand.name}`,
    quoteSubject: `Your quote request — ${brand.name}`,
    greeting: (name) => `Hello ${name},`,
    contact:
      "Thank you for getting in touch. Your message has reached our admissions team and we will reply within 24 hours (Monday to Friday, 9:00–18:00 Irish time).",
    quote: (program) =>
      `Thank you for your interest in ${program}. We are preparing a personalised quote and will send it within 24 hours. If you have questions in the meantime, just reply to this e-mail.`,
    sign: "Warm wishes from Ireland,",
  },
  es: {
    contactSubject: `Hemos recibido tu mensaje — ${brand.name}`,
    quoteSubject: `Tu solicitud de presupuesto — ${brand.name}`,
    greeting: (name) => `Hola, ${name}:`,
    contact:
      "Gracias por escribirnos. Tu mensaje ya está en manos de nuestro equipo de admisiones y te responderemos en menos de 24 horas (de lunes a viernes, de 9:00 a 18:00, hora de Irlanda).",
    quote: (program) =>
      `Gracias por tu interés en ${program}. Estamos preparando un presupuesto personalizado y te lo enviaremos en menos de 24 horas. Si mientras tanto tienes alguna duda, responde a este correo.`,
    sign: "Un saludo cordial desde Irlanda,",
  },
  fr: {
    contactSubject: `Nous avons bien reçu votre message — ${brand.name}`,
    quoteSubject: `Votre demande de devis — ${brand.name}`,
    greeting: (name) => `Bonjour ${name},`,
    contact:
      "Merci de nous avoir écrit. Votre message est bien arrivé auprès de notre équipe des admissions : nous vous répondrons sous 24 heures (du lundi au vendredi, de 9 h à 18 h, heure irlandaise).",
    quote: (program) =>
      `Merci de votre intérêt pour ${program}. Nous préparons un devis personnalisé que nous vous enverrons sous 24 heures. Pour toute question d’ici là, il vous suffit de répondre à cet e-mail.`,
    sign: "Bien cordialement, depuis l’Irlande,",
  },
  de: {
    contactSubject: `Ihre Nachricht ist angekommen — ${brand.name}`,
    quoteSubject: `Ihre Angebotsanfrage — ${brand.name}`,
    greeting: (name) => `Hallo ${name},`,
    contact:
      "Vielen Dank für Ihre Nachricht. Sie liegt bereits bei unserem Zulassungsteam, und wir antworten innerhalb von 24 Stunden (Montag bis Freitag, 9–18 Uhr irischer Zeit).",
    quote: (program) =>
      `Vielen Dank für Ihr Interesse an ${program}. Wir erstellen gerade Ihr persönliches Angebot und senden es Ihnen innerhalb von 24 Stunden. Bei Fragen antworten Sie einfach auf diese E-Mail.`,
    sign: "Herzliche Grüße aus Irland",
  },
};

export function contactAcknowledgement(to: string, name: string, locale: Locale): QueuedMessage {
  const copy = acknowledgements[locale];
  const paragraphs = [copy.greeting(name), copy.contact, copy.sign];
  return {
    kind: "contact-acknowledgement",
    to,
    replyTo: brand.admissionsEmail,
    subject: copy.contactSubject,
    text: `${paragraphs.join("\n\n")}\n${brand.name}\n${brand.phone} · ${brand.email}\n`,
    html: htmlOf(paragraphs),
  };
}

export function quoteAcknowledgement(
  to: string,
  name: string,
  program: string,
  locale: Locale,
): QueuedMessage {
  const copy = acknowledgements[locale];
  const paragraphs = [copy.greeting(name), copy.quote(program), copy.sign];
  return {
    kind: "quote-acknowledgement",
    to,
    replyTo: brand.admissionsEmail,
    subject: copy.quoteSubject,
    text: `${paragraphs.join("\n\n")}\n${brand.name}\n${brand.phone} · ${brand.email}\n`,
    html: htmlOf(paragraphs),
  };
}
