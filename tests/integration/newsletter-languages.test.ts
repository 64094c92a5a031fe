/**
 * The newsletter in the subscriber's language (issue 34): a sign-up on `/es`, `/fr` or `/de`
 * gets its double opt-in e-mail, its welcome and the footer of every campaign in that language,
 * with links to the pages under the same prefix; a campaign written in several languages goes to
 * each subscriber in theirs, and in English where no version was written. The mails are read as
 * delivered, from a real SMTP server; the sign-up, confirmation and unsubscribe go through the
 * pages' own actions, at the addresses the e-mails link to.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as confirmPage from "../../app/routes/public/newsletter-confirm";
import * as signupPage from "../../app/routes/public/newsletter-signup";
import * as unsubscribePage from "../../app/routes/public/newsletter-unsubscribe";
import { newsletterSubscriptions } from "../../server/db/schema";
import { clientIpContext, servicesContext } from "../../server/http/context";
import { href, type Language, languages } from "../../shared/i18n/languages";
import { headerOf, partOf, subjectOf } from "../support/mime";
import { type ReceivedMail, startTestSmtp, type TestSmtp } from "../support/smtp";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** What each language's e-mails say, written out here so that a change of wording is a decision. */
const expected = {
  en: {
    confirmSubject: "Please confirm your subscription to Clover English",
    confirmText: "Please confirm by opening this link:",
    welcomeSubject: "Welcome to Clover English!",
    welcomeText: "stories from Dublin, Cork and Galway",
    footer: "You receive this because you signed up to the Clover English newsletter.",
    unsubscribe: "Unsubscribe",
  },
  es: {
    confirmSubject: "Confirma tu suscripción a la newsletter de Clover English",
    confirmText: "Para confirmarlo, abre este enlace:",
    welcomeSubject: "¡Te damos la bienvenida a Clover English!",
    welcomeText: "historias de Dublín, Cork y Galway",
    footer: "Recibes este correo porque te suscribiste a la newsletter de Clover English.",
    unsubscribe: "Darte de baja",
  },
  fr: {
    confirmSubject: "Confirmez votre abonnement à la newsletter de Clover English",
    confirmText: "Pour confirmer, ouvrez ce lien\u00a0:",
    welcomeSubject: "Bienvenue chez Clover English\u202f!",
    welcomeText: "récits de Dublin, Cork et Galway",
    footer:
      "Vous recevez cet e-mail parce que votre adresse est abonnée à la newsletter de Clover English.",
    unsubscribe: "Se désabonner",
  },
  de: {
    confirmSubject: "Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Clover English",
    confirmText: "Bitte bestätigen Sie das über diesen Link:",
    welcomeSubject: "Willkommen bei Clover English!",
    welcomeText: "Geschichten aus Dublin, Cork und Galway",
    footer:
      "Sie erhalten diese E-Mail, weil Sie den Newsletter von Clover English abonniert haben.",
    unsubscribe: "Abmelden",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** English sentences that must not reach a subscriber of another language. */
const englishOnly = [
  "Hello,",
  "Please confirm",
  "If this wasn't you",
  "You receive this because",
  "Unsubscribe:",
];

const addressOf = (lang: Language) => `reader.${lang}@example.com`;

function routeArgs(request: Request) {
  const context = new RouterContextProvider();
  context.set(servicesContext, server.services);
  context.set(clientIpContext, "203.0.113.34");
  // The pages read only the request and the context; the other route arguments are unused.
  return { request, context, params: {} } as never;
}

const formPost = (url: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: "POST", body });
};

async function deliver() {
  await server.services.campaigns.idle();
  await server.services.outbox.idle();
  await server.services.outbox.deliverDue();
}

/** The one message to `to` whose subject is `subject`. */
function mailTo(to: string, subject: string): ReceivedMail {
  const found = smtp.received.filter(
    (mail) => mail.to.includes(to) && subjectOf(mail.raw) === subject,
  );
  expect(
    found.map((mail) => subjectOf(mail.raw)),
    `one "${subject}" to ${to}`,
  ).toHaveLength(1);
  return found[0] as ReceivedMail;
}

/** The first address in a text that leads to `path` on the test site. */
function linkTo(text: string, path: string): string {
  const escaped = `http://clover.test${path}`.replace(/[.?/]/g, "\\$&");
  const url = new RegExp(`${escaped}\\?token=[\\w.-]+`).exec(text)?.[0];
  expect(url, `a link to ${path} in:\n${text}`).toBeTruthy();
  return url as string;
}

function expectFooter(mail: ReceivedMail, lang: Language): string {
  const text = partOf(mail.raw, "text/plain");
  const html = partOf(mail.raw, "text/html");
  const words = expected[lang];
  const unsubscribeUrl = linkTo(text, href(lang, "/newsletter/unsubscribe"));
  expect(text).toContain(`${words.footer} ${words.unsubscribe}: ${unsubscribeUrl}`);
  expect(html).toContain(`${words.footer} <a href="${unsubscribeUrl}">${words.unsubscribe}</a>`);
  expect(headerOf(mail.raw, "List-Unsubscribe")).toBe(`<${unsubscribeUrl}>`);
  return unsubscribeUrl;
}

function expectNoEnglish(mail: ReceivedMail, lang: Language) {
  if (lang === "en") return;
  const text = partOf(mail.raw, "text/plain");
  for (const sentence of englishOnly)
    expect(text, `${lang}: "${sentence}"`).not.toContain(sentence);
}

const unsubscribeLinks = new Map<Language, string>();

describe("newsletter e-mails in the subscriber's language", () => {
  it.each(languages)("%s: the sign-up's confirmation and the welcome", async (lang) => {
    const words = expected[lang];
    const email = addressOf(lang);
    const signup = await signupPage.action(
      routeArgs(formPost(`http://clover.test${href(lang, "/newsletter")}`, { email })),
    );
    expect(signup.data).toEqual({ ok: true, error: null });
    const [row] = await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ status: "pending", locale: lang });
    await deliver();

    const confirmation = mailTo(email, words.confirmSubject);
    const confirmationText = partOf(confirmation.raw, "text/plain");
    expect(confirmationText).toContain(words.confirmText);
    const confirmUrl = linkTo(confirmationText, href(lang, "/newsletter/confirm"));
    expectFooter(confirmation, lang);
    expectNoEnglish(confirmation, lang);

    // The link opens the confirmation page in the same language; its button confirms.
    const page = confirmPage.loader(routeArgs(new Request(confirmUrl)));
    expect(page.lang).toBe(lang);
    const token = new URL(confirmUrl).searchParams.get("token") ?? "";
    expect(page.token).toBe(token);
    const confirmed = await confirmPage.action(routeArgs(formPost(confirmUrl, { token })));
    expect(confirmed).toEqual({ confirmed: true });
    await deliver();

    const welcome = mailTo(email, words.welcomeSubject);
    expect(partOf(welcome.raw, "text/plain")).toContain(words.welcomeText);
    unsubscribeLinks.set(lang, expectFooter(welcome, lang));
    expectNoEnglish(welcome, lang);
  });

  it("sends a campaign to each subscriber in their language, and English where none was written", async () => {
    const token = await loginAsAdmin(server);
    const campaign = {
      subject: "Summer courses: book early",
      markdown: "Book **before March** and save 10%.",
      versions: {
        es: {
          subject: "Cursos de verano: reserva pronto",
          markdown: "Reserva **antes de marzo**.",
        },
        fr: { subject: "Séjours d’été\u202f: réservez tôt", markdown: "Réservez **avant mars**." },
        de: { subject: "", markdown: "", text: "" },
      },
    };
    const started = await server.fetch(
      "/api/admin/campaigns",
      jsonRequest("POST", campaign, token),
    );
    expect(started.status).toBe(202);
    const view = (await started.json()) as { id: number; fallbackLanguages: string[] };
    expect(view.fallbackLanguages).toEqual(["de"]);
    await deliver();

    const received = {
      en: { subject: campaign.subject, body: "Book before March and save 10%." },
      es: { subject: campaign.versions.es.subject, body: "Reserva antes de marzo." },
      fr: { subject: campaign.versions.fr.subject, body: "Réservez avant mars." },
      // No German version: the English message, with the footer still in German.
      de: { subject: campaign.subject, body: "Book before March and save 10%." },
    } as const;
    for (const lang of languages) {
      const mail = mailTo(addressOf(lang), received[lang].subject);
      expect(partOf(mail.raw, "text/plain")).toContain(received[lang].body);
      expect(partOf(mail.raw, "text/html")).toContain("<strong>");
      expect(expectFooter(mail, lang)).toBe(unsubscribeLinks.get(lang));
    }
    const fetched = await server.fetch(`/api/admin/campaigns/${view.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await fetched.json()).toMatchObject({
      recipientCount: 4,
      progress: { sent: 4 },
      versions: {
        es: { subject: campaign.versions.es.subject },
        fr: { subject: campaign.versions.fr.subject },
      },
      fallbackLanguages: ["de"],
    });
  });

  it("previews what each language receives and marks the ones that fall back to English", async () => {
    const token = await loginAsAdmin(server);
    const response = await server.fetch(
      "/api/admin/campaigns/preview",
      jsonRequest(
        "POST",
        {
          subject: "Open day",
          markdown: "Come along.",
          versions: { fr: { subject: "Journée portes ouvertes", markdown: "Venez nous voir." } },
        },
        token,
      ),
    );
    expect(response.status).toBe(200);
    const { languages: previews } = (await response.json()) as {
      languages: { lang: Language; fallback: boolean; subject: string; text: string }[];
    };
    expect(previews.map(({ lang, fallback, subject }) => ({ lang, fallback, subject }))).toEqual([
      { lang: "en", fallback: false, subject: "Open day" },
      { lang: "es", fallback: true, subject: "Open day" },
      { lang: "fr", fallback: false, subject: "Journée portes ouvertes" },
      { lang: "de", fallback: true, subject: "Open day" },
    ]);
    const spanish = previews.find((preview) => preview.lang === "es");
    expect(spanish?.text).toContain("Come along.");
    expect(spanish?.text).toContain(
      `${expected.es.unsubscribe}: http://clover.test/es/newsletter/`,
    );
  });

  it("refuses a version with a subject and no message", async () => {
    const token = await loginAsAdmin(server);
    const response = await server.fetch(
      "/api/admin/campaigns/preview",
      jsonRequest(
        "POST",
        {
          subject: "Open day",
          markdown: "Come along.",
          versions: { de: { subject: "Tag der offenen Tür" } },
        },
        token,
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: {
        "versions.de.markdown":
          "Write the German message, or leave the German version empty to send English.",
      },
    });
  });

  it("unsubscribes in one click from the link in the subscriber's language", async () => {
    const url = unsubscribeLinks.get("de") as string;
    expect(url).toMatch(/^http:\/\/clover\.test\/de\/newsletter\/unsubscribe\?token=/);
    // RFC 8058: the mail program posts this body to the List-Unsubscribe address.
    const answer = await unsubscribePage.action(
      routeArgs(formPost(url, { "List-Unsubscribe": "One-Click" })),
    );
    expect(answer).toEqual({ unsubscribed: true });
    const [row] = await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, addressOf("de")));
    expect(row?.status).toBe("unsubscribed");
  });
});
