/**
 * What the offer specs share: an offer made and sent through the real APIs (a quote request,
 * then staff's offer and its sending), as the person receives it.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import type { Lang, OfferLine } from "../../../shared/bookings/types";
import { unique } from "../admin/support";
import { adminToken } from "../programs/support";

export const START = "2031-06-02";
/** 15 on the start date. */
export const MINOR_BIRTHDAY = "2016-01-15";
export const ADULT_BIRTHDAY = "1996-04-12";

export interface SentOffer {
  /** The page's path as the e-mail links it (with the language prefix where not English). */
  path: string;
  token: string;
  firstName: string;
  email: string;
  bookingId: number;
  lines: OfferLine[];
  totalCents: number;
  depositCents: number;
}

let staffToken: string | null = null;
export async function staffHeaders(request: APIRequestContext) {
  staffToken ??= await adminToken(request);
  return { Authorization: `Bearer ${staffToken}` };
}

/** A quote request (public API), staff's offer from it and the link they send (admin API). */
export async function sendOffer(
  request: APIRequestContext,
  { ageGroup = "26-35", locale = "en" }: { ageGroup?: string; locale?: Lang } = {},
): Promise<SentOffer> {
  const firstName = unique("Offer");
  const email = `${firstName.toLowerCase()}@example.com`;
  const quote = await request.post("/api/quote-requests", {
    data: {
      firstName,
      lastName: "Tester",
      email,
      nationality: "Spanish",
      programId: "general-english-cork",
      ageGroup,
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: START,
      gdprConsent: true,
      locale,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);

  const headers = await staffHeaders(request);
  const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
    headers,
  });
  expect(found.status()).toBe(200);
  const [quoteRequest] = ((await found.json()) as { items: { id: number }[] }).items;
  expect(quoteRequest, "the quote request is stored").toBeDefined();

  const created = await request.post(`/api/admin/quote-requests/${quoteRequest?.id}/offers`, {
    headers,
    data: { startDate: START, weeks: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as {
    id: number;
    bookingId: number;
    lines: OfferLine[];
    totalCents: number;
    depositCents: number;
    status: string;
  };
  expect(offer.status).toBe("draft");
  expect(offer.lines.length).toBeGreaterThan(0);

  const sent = await request.post(`/api/admin/offers/${offer.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  const path = new URL(url).pathname;
  const token = /\/offers\/([\w-]+)$/.exec(path)?.[1];
  expect(token, `a token in ${url}`).toBeTruthy();
  return {
    path,
    token: token ?? "",
    firstName,
    email,
    bookingId: offer.bookingId,
    lines: offer.lines,
    totalCents: offer.totalCents,
    depositCents: offer.depositCents,
  };
}
