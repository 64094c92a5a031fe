/**
 * What the partner portal's specs share: staff's side through the REST API (an agency, its
 * invitation, the offer, the deposit), the agent's side through the pages, and the portal's
 * words read from the locale files so the same steps run in English and in Spanish.
 */
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import type { OfferLine } from "../../../shared/bookings/types";
import { unique } from "../admin/support";
import { adminToken } from "../programs/support";
import { GUARDIAN_LINK, linksTo, waitForNewLink } from "../support/outbox";

/** The languages the specs walk through; any of the four can be read for its words. */
export type PortalLang = "en" | "es";
type AnyLang = PortalLang | "fr" | "de";

type Json = { [key: string]: Json } | string | Json[];

/** A message of a locale namespace by its dotted key, placeholders filled in. */
export function words(lang: AnyLang, namespace: string) {
  const bundle = JSON.parse(
    fs.readFileSync(`shared/i18n/locales/${lang}/${namespace}.json`, "utf8"),
  ) as Json;
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: Json | undefined = bundle;
    for (const part of key.split(".")) {
      node = typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
    }
    if (typeof node !== "string") throw new Error(`no message ${lang}/${namespace} ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
      String(values[name] ?? ""),
    );
  };
}

/** A path of the portal in a language: `/partners/quote`, `/es/partners/quote`. */
export const portal = (lang: AnyLang, path = "") =>
  `${lang === "en" ? "" : `/${lang}`}/partners${path}`;

/**
 * An address of the test's own (the e2e server trusts X-Forwarded-For): sign-in, invitations
 * and offer answers are rate-limited per address, and each test must start with a clean slate.
 */
export function ownAddress(): string {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return `203.0.${n}.${m}`;
}

export const START = "2031-06-02";
/** 15 on the start date. */
export const MINOR_BIRTHDAY = "2016-01-15";
export const PASSWORD = "Harbour-Lights-2031!";

let staffToken: string | null = null;
export async function staffHeaders(request: APIRequestContext) {
  staffToken ??= await adminToken(request);
  return { Authorization: `Bearer ${staffToken}` };
}

export interface Agency {
  id: number;
  name: string;
  commissionPercent: number;
}

/** Staff create an agency (admin API). */
export async function createAgency(
  request: APIRequestContext,
  commissionPercent = 12.5,
): Promise<Agency> {
  const name = unique("Agencia Sol");
  const response = await request.post("/api/admin/agencies", {
    headers: await staffHeaders(request),
    data: {
      name,
      country: "Spain",
      email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      commissionPercent,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name, commissionPercent };
}

/** Staff invite an agent; the path of the link in the (new) invitation e-mail. */
export async function invite(
  request: APIRequestContext,
  agency: Agency,
  email: string,
  lang: PortalLang,
): Promise<string> {
  // Each invitation is a new e-mail with a new link: wait for one that was not there before.
  const before = new Set(invitationLinks(email));
  const response = await request.post(`/api/admin/agencies/${agency.id}/invitations`, {
    headers: await staffHeaders(request),
    data: { email, lang },
  });
  expect(response.status(), await response.text()).toBe(201);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = invitationLinks(email).find((link) => !before.has(link));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mail to ${email} within 10 s`);
}

/** The invitation links in the outbox's e-mails to an address (DATA_DIR/outbox/*.eml). */
function invitationLinks(email: string): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  const links: string[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const raw = fs.readFileSync(path.join(dir, file), "utf8");
    const text = raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    if (!text.includes(`To: ${email}`)) continue;
    for (const match of text.matchAll(
      /https?:\/\/[^\s/]+((?:\/[a-z]{2})?\/partners\/invitations\/[\w-]+)/g,
    )) {
      if (match[1]) links.push(match[1]);
    }
  }
  return links;
}

export interface Agent {
  agency: Agency;
  name: string;
  email: string;
  invitationPath: string;
}

/** Sets the password on the invitation page (any language, with or without JavaScript). */
export async function acceptInvitation(page: Page, lang: PortalLang, agent: Agent) {
  const t = words(lang, "partners");
  await page.goto(agent.invitationPath);
  await page.getByLabel(t("invitation.name")).fill(agent.name);
  await page.getByLabel(new RegExp(`^${escapeRegExp(t("invitation.password"))}`)).fill(PASSWORD);
  await page.getByLabel(t("invitation.confirm")).fill(PASSWORD);
  await page.getByRole("button", { name: t("invitation.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`${portal(lang)}\\?welcome=1$`));
}

/** A new agency with one invited agent who has set their password and is signed in. */
export async function signedInAgent(
  page: Page,
  request: APIRequestContext,
  lang: PortalLang,
): Promise<Agent> {
  const agency = await createAgency(request);
  const email = `${unique("agent").toLowerCase()}@example.com`;
  const agent = {
    agency,
    name: lang === "es" ? "Lucía Fernández" : "Aoife Byrne",
    email,
    invitationPath: await invite(request, agency, email, lang),
  };
  await acceptInvitation(page, lang, agent);
  return agent;
}

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  reference: string;
}

export function newStudent(): Student {
  const firstName = unique("Pablo");
  return {
    firstName,
    lastName: "Ruiz Ortega",
    email: `${firstName.toLowerCase()}@example.com`,
    reference: unique("EXP"),
  };
}

/** The agent's quote request for a 15-year-old, through the portal's form. */
export async function requestQuote(page: Page, lang: PortalLang, student: Student) {
  const t = words(lang, "partners");
  const q = words(lang, "quote");
  await page.goto(portal(lang, "/quote"));
  await page.getByLabel(q("form.program")).selectOption("general-english-cork");
  await page.getByLabel(q("form.firstName")).fill(student.firstName);
  await page.getByLabel(q("form.lastName")).fill(student.lastName);
  await page.getByLabel(t("quote.fields.email")).fill(student.email);
  await page.getByLabel(q("form.nationality")).fill("Spanish");
  await page.getByLabel(q("form.ageGroup")).selectOption("12-15");
  await page.getByLabel(q("form.startDate")).fill(START);
  await page.getByLabel(q("form.duration")).selectOption("4-weeks");
  await page.getByLabel(q("form.accommodation")).selectOption("host-family");
  await page.getByLabel(t("quote.fields.agencyReference")).fill(student.reference);
  await page
    .getByLabel(new RegExp(`^${escapeRegExp(t("quote.consentBefore").slice(0, 30))}`))
    .check();
  await page.getByRole("button", { name: t("quote.submit") }).click();
  await expect(page.getByTestId("partner-quote-sent")).toContainText(t("quote.sent.title"));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface SentOffer {
  bookingId: number;
  lines: OfferLine[];
  totalCents: number;
  depositCents: number;
}

/** Staff make the offer from the student's quote request and send it (admin API). */
export async function sendOffer(request: APIRequestContext, student: Student): Promise<SentOffer> {
  const headers = await staffHeaders(request);
  const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(student.email)}`, {
    headers,
  });
  expect(found.status()).toBe(200);
  const [quote] = ((await found.json()) as { items: { id: number }[] }).items;
  expect(quote, "the agent's quote request is stored").toBeDefined();
  const created = await request.post(`/api/admin/quote-requests/${quote?.id}/offers`, {
    headers,
    data: { startDate: START, weeks: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as SentOffer & { id: number };
  const sent = await request.post(`/api/admin/offers/${offer.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  return offer;
}

/** Staff record the deposit (admin API): the booking is confirmed, the commission earned. */
export async function recordDeposit(request: APIRequestContext, offer: SentOffer) {
  const paid = await request.post(`/api/admin/bookings/${offer.bookingId}/payments`, {
    headers: await staffHeaders(request),
    data: {
      amountCents: offer.depositCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      method: "bank-transfer",
      note: "e2e deposit from the agency",
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

/** The booking details an agent types for the student (everything but the guardian). */
export async function fillBookingDetails(page: Page, lang: PortalLang) {
  const o = words(lang, "offers");
  await page.getByLabel(o("accept.fields.passportName")).fill("Pablo Ruiz Ortega");
  await page.getByLabel(o("accept.fields.dateOfBirth")).fill(MINOR_BIRTHDAY);
  await page.getByLabel(o("accept.fields.nationality")).fill("Spanish");
  await page.getByLabel(o("accept.fields.address")).fill("Calle Mayor 12\n28013 Madrid\nSpain");
  await page.locator("#offer-emergencyName").fill("Carmen Ortega");
  await page.locator("#offer-emergencyPhone").fill("+34 600 123 456");
  await page.getByLabel(o("accept.fields.dietaryNotes")).fill("Vegetarian");
  await visaQuestion(page, lang).getByLabel(o("accept.visa.no")).check();
}

/** The Accept form's required yes/no on a visa (issue 30). */
const visaQuestion = (page: Page, lang: PortalLang) =>
  page.getByRole("group", { name: words(lang, "offers")("accept.visa.legend") });

export async function expectBookingDetailsKept(page: Page, lang: PortalLang) {
  const o = words(lang, "offers");
  await expect(page.getByLabel(o("accept.fields.passportName"))).toHaveValue("Pablo Ruiz Ortega");
  await expect(page.getByLabel(o("accept.fields.dateOfBirth"))).toHaveValue(MINOR_BIRTHDAY);
  await expect(page.getByLabel(o("accept.fields.address"))).toHaveValue(
    "Calle Mayor 12\n28013 Madrid\nSpain",
  );
  await expect(page.locator("#offer-emergencyPhone")).toHaveValue("+34 600 123 456");
  await expect(page.getByLabel(o("accept.fields.dietaryNotes"))).toHaveValue("Vegetarian");
  await expect(visaQuestion(page, lang).getByLabel(o("accept.visa.no"))).toBeChecked();
}

/** The parent the agent names for a minor; they consent on their own page (issue 27). */
export const GUARDIAN = { name: "Carmen Ortega", email: "carmen.ortega@example.com" };

/** Names the guardian; answers the consent links already sent to them (to wait for the new one). */
export async function fillGuardian(page: Page, lang: PortalLang): Promise<string[]> {
  const o = words(lang, "offers");
  await page.getByLabel(o("accept.fields.guardianName")).fill(GUARDIAN.name);
  await page.getByLabel(o("accept.fields.guardianEmail")).fill(GUARDIAN.email);
  return linksTo(GUARDIAN.email, GUARDIAN_LINK);
}

/** The guardian consents through the link e-mailed to them (the API): the booking is accepted. */
export async function guardianConsents(request: APIRequestContext, before: readonly string[]) {
  const link = await waitForNewLink(GUARDIAN.email, GUARDIAN_LINK, before);
  const token = link.split("/guardian/")[1];
  const response = await request.post(`/api/guardian-consents/${token}`, {
    headers: { "X-Forwarded-For": ownAddress() },
    data: { name: GUARDIAN.name, consent: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The agent's terms box: the student (and guardian) read and accept the terms. */
export async function acceptTerms(page: Page, lang: PortalLang) {
  const t = words(lang, "partners");
  await page.getByLabel(new RegExp(`^${escapeRegExp(t("booking.accept.termsBefore"))}`)).check();
}
