/**
 * A sent offer, made as the school makes one: a quote request on the public form, an offer on
 * it by staff, sent. Tests of what the person does with the link (accept, answer the visa and
 * stay questions, accept together) start here.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { quoteRequests } from "../../server/db/schema";
import type { Offer } from "../../shared/bookings/types";
import { expectJson, jsonRequest, type TestServer } from "./test-server";

let sequence = 0;

/** A public POST from an address of its own (the public write allowance is per address). */
export function publicPost(server: TestServer, path: string, body: unknown): Promise<Response> {
  sequence++;
  return server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `203.0.${(sequence >> 8) % 250}.${sequence % 250}`,
    },
    body: JSON.stringify(body),
  });
}

export interface SentOffer {
  bookingId: number;
  email: string;
  /** The token of the person's link. */
  token: string;
}

/**
 * An adult's four weeks in Cork from March, in Spanish, unless the quote says otherwise (an
 * `email` of its own, for a test that searches by it).
 */
export async function sentOffer(
  server: TestServer,
  adminToken: string,
  quote: Record<string, unknown> = {},
): Promise<SentOffer> {
  const email = typeof quote.email === "string" ? quote.email : `offer${++sequence}@example.com`;
  const response = await publicPost(server, "/api/quote-requests", {
    firstName: "Thiago",
    lastName: "Souza",
    programId: "general-english-cork",
    ageGroup: "26-35",
    duration: "4-weeks",
    accommodation: "none",
    startDate: "2027-03-01",
    gdprConsent: true,
    locale: "es",
    ...quote,
    email,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  const offer = await expectJson<Offer>(
    await server.fetch(
      `/api/admin/quote-requests/${row?.id}/offers`,
      jsonRequest("POST", {}, adminToken),
    ),
    201,
  );
  const { url } = await expectJson<{ url: string }>(
    await server.fetch(`/api/admin/offers/${offer.id}/send`, jsonRequest("POST", {}, adminToken)),
    200,
  );
  return { bookingId: offer.bookingId, email, token: url.split("/offers/")[1] as string };
}
