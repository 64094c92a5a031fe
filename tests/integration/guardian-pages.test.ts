/**
 * The pages of issue 27 behind their links, as a browser without JavaScript uses them: the
 * route modules' loaders and actions (app/routes/public/offers/offer.tsx and
 * app/routes/public/guardian/consent.tsx) called with the real services of a real server whose
 * clock the test moves, which the end-to-end tests cannot (a booking link lasts 30 days, a
 * guardian's 14). Each answer is read as the page would render it: the state, the status.
 */

import { desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as guardianPage from "../../app/routes/public/guardian/consent";
import * as offerPage from "../../app/routes/public/offers/offer";
import { emailOutbox, quoteRequests } from "../../server/db/schema";
import { clientIpContext, servicesContext } from "../../server/http/context";
import type { Offer } from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2026-11-25T10:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.stop());

let address = 1;
const nextIp = () => `198.51.100.${(address++ % 250) + 1}`;

const staff = async (method: string, path: string, body?: unknown) => {
  const token = await loginAsAdmin(server);
  return server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );
};

/** What a loader or action gave: its data and status, whether returned, thrown or redirected. */
interface Answer {
  status: number;
  data: Record<string, unknown> | null;
  location: string | null;
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, data: null, location: value.headers.get("Location") };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      data: wrapped.data as Record<string, unknown>,
      location: null,
    };
  }
  return { status: 200, data: value as Record<string, unknown>, location: null };
}

function contextOf(ip = nextIp()) {
  const context = new RouterContextProvider();
  context.set(servicesContext, server.services);
  context.set(clientIpContext, ip);
  return context;
}

type Args = { request: Request; params: { token: string }; context: RouterContextProvider };

/** GET a page through its loader. */
function open(
  module: { loader: (args: never) => Promise<unknown> },
  path: string,
  token: string,
): Promise<Answer> {
  const args: Args = {
    request: new Request(`http://clover.test${path}`),
    params: { token },
    context: contextOf(),
  };
  return answerOf(() => module.loader(args as never));
}

/** POST a form to a page's action, as a browser without JavaScript does. */
function post(
  module: { action: (args: never) => Promise<unknown> },
  path: string,
  token: string,
  fields: Record<string, string>,
  ip?: string,
): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const args: Args = {
    request: new Request(`http://clover.test${path}`, { method: "POST", body }),
    params: { token },
    context: contextOf(ip),
  };
  return answerOf(() => module.action(args as never));
}

let family = 0;
/** An offer sent for a new quote request, in Spanish; its link's token and booking. */
async function sentOffer(ageGroup = "12-15") {
  family += 1;
  const email = `familia.paginas${family}@example.es`;
  const quote = await server.fetch("/api/quote-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
    body: JSON.stringify({
      firstName: "Lucía",
      lastName: `Gómez ${family}`,
      email,
      programId: "junior-summer-dublin",
      ageGroup,
      duration: "2-weeks",
      accommodation: "host-family",
      startDate: "2027-07-05",
      gdprConsent: true,
      locale: "es",
    }),
  });
  expect(quote.status).toBe(201);
  const [row] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  const offer = await expectJson<Offer>(
    await staff("POST", `/api/admin/quote-requests/${row?.id}/offers`, {}),
    201,
  );
  const { url } = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  const token = url.split("/offers/")[1] as string;
  return {
    email,
    offerId: offer.id,
    bookingId: offer.bookingId,
    token,
    path: `/es/offers/${token}`,
  };
}

/** The offer page's Accept form as a person fills it in (a parent named for a minor). */
function acceptForm(dateOfBirth: string, guardian?: { name: string; email: string }) {
  return {
    intent: "accept",
    passportName: "LUCIA GOMEZ PEREZ",
    dateOfBirth,
    nationality: "Spanish",
    address: "Calle Mayor 12, 28013 Madrid",
    emergencyName: "Marta Pérez",
    emergencyPhone: "+34 600 123 456",
    needsVisa: "no",
    acceptTerms: "on",
    ...(guardian ? { guardianName: guardian.name, guardianEmail: guardian.email } : {}),
  };
}

async function latestMail(to: string) {
  const [mail] = await server.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail ?? null;
}

const guardianTokenIn = (text: string) => /\/guardian\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

describe("the guardian's page", () => {
  const parent = { name: "Marta Pérez", email: "marta.perez.paginas@example.es" };
  let booking: Awaited<ReturnType<typeof sentOffer>>;
  let link = "";

  beforeAll(async () => {
    booking = await sentOffer();
    const accepted = await post(
      offerPage,
      booking.path,
      booking.token,
      acceptForm("2012-03-14", parent),
    );
    expect(accepted).toMatchObject({ status: 303, location: booking.path });
    link = guardianTokenIn((await latestMail(parent.email))?.textBody ?? "");
    expect(link).toHaveLength(43);
  });

  it("shows the student's offer page waiting for the guardian, without payment", async () => {
    const page = await open(offerPage, booking.path, booking.token);
    expect(page.status).toBe(200);
    expect(page.data?.offer).toMatchObject({
      status: "awaiting-guardian",
      payment: null,
      awaitingGuardian: { name: parent.name, email: parent.email },
    });
  });

  it("shows the guardian the request, in Spanish", async () => {
    const page = await open(guardianPage, `/es/guardian/${link}`, link);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      lang: "es",
      state: "request",
      view: { guardianName: parent.name, studentName: "LUCIA GOMEZ PEREZ", firstName: "Lucía" },
    });
  });

  it("answers an empty form with both fields' errors and what was typed, recording nothing", async () => {
    const answer = await post(guardianPage, `/es/guardian/${link}`, link, {
      intent: "consent",
      name: "  ",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      error: "invalid",
      fields: { name: { code: "required" }, consent: { code: "consent" } },
      values: { name: "  " },
    });
    expect((await open(guardianPage, `/es/guardian/${link}`, link)).data?.state).toBe("request");
  });

  it("takes the consent, then thanks them; the link then says it was used", async () => {
    const answer = await post(guardianPage, `/es/guardian/${link}`, link, {
      intent: "consent",
      name: "Marta Pérez Ruiz",
      consent: "on",
    });
    expect(answer).toMatchObject({ status: 303, location: `/es/guardian/${link}?consented=1` });
    const thanks = await open(guardianPage, `/es/guardian/${link}?consented=1`, link);
    expect(thanks).toMatchObject({ status: 200, data: { state: "thanks", view: null } });
    const reused = await open(guardianPage, `/es/guardian/${link}`, link);
    expect(reused).toMatchObject({ status: 410, data: { state: "used", view: null } });
    // A second post is refused by the service: the page shows what the link is now.
    const again = await post(guardianPage, `/es/guardian/${link}`, link, {
      name: "Marta Pérez Ruiz",
      consent: "on",
    });
    expect(again).toMatchObject({ status: 303, location: `/es/guardian/${link}` });
    // The student's page now shows how to pay.
    const offer = await open(offerPage, booking.path, booking.token);
    expect(offer.data?.offer).toMatchObject({ status: "accepted", awaitingGuardian: null });
    expect(offer.data?.offer).toHaveProperty("payment.reference");
  });

  it("is the 404 page for an unknown link", async () => {
    const unknown = "z".repeat(43);
    expect((await open(guardianPage, `/guardian/${unknown}`, unknown)).status).toBe(404);
  });
});

describe("sending the guardian's e-mail again", () => {
  const parent = { name: "Rosa Vidal", email: "rosa.vidal.paginas@example.es" };

  it("from the student's page: a new link, the old one replaced; from staff too", async () => {
    const booking = await sentOffer();
    await post(offerPage, booking.path, booking.token, acceptForm("2012-05-01", parent));
    const first = guardianTokenIn((await latestMail(parent.email))?.textBody ?? "");
    const resent = await post(offerPage, booking.path, booking.token, {
      intent: "resend-guardian",
    });
    expect(resent).toMatchObject({ status: 200, data: { kind: "resent", email: parent.email } });
    const second = guardianTokenIn((await latestMail(parent.email))?.textBody ?? "");
    expect(second).not.toBe(first);
    expect(await open(guardianPage, `/es/guardian/${first}`, first)).toMatchObject({
      status: 410,
      data: { state: "replaced" },
    });

    // Staff see whom the booking waits for, since when, and until when the link works.
    const detail = await expectJson<{ guardianRequest: Record<string, string> | null }>(
      await staff("GET", `/api/admin/bookings/${booking.bookingId}`),
      200,
    );
    expect(detail.guardianRequest).toEqual({
      name: parent.name,
      email: parent.email,
      requestedAt: clock.toISOString(),
      expiresAt: new Date(clock.getTime() + 14 * 86_400_000).toISOString(),
    });

    // The link expires after 14 days: the page says to ask for a new one.
    clock = new Date(clock.getTime() + 15 * 86_400_000);
    expect(await open(guardianPage, `/es/guardian/${second}`, second)).toMatchObject({
      status: 410,
      data: { state: "expired" },
    });
  });
});

describe("asked too often from one address", () => {
  // A server of its own whose public forms take three posts an hour from an address.
  let main: TestServer;
  beforeAll(async () => {
    main = server;
    server = await startTestServer({ now: () => clock, env: { PUBLIC_WRITES_PER_HOUR: "3" } });
  });
  afterAll(async () => {
    await server.stop();
    server = main;
  });

  it("the resend button and the consent form say how long to wait, keeping what was typed", async () => {
    const parent = { name: "Elena Ruiz", email: "elena.ruiz.paginas@example.es" };
    const booking = await sentOffer();
    await post(offerPage, booking.path, booking.token, acceptForm("2012-05-01", parent));
    const ip = "203.0.113.77";
    const resends: Answer[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      resends.push(
        await post(offerPage, booking.path, booking.token, { intent: "resend-guardian" }, ip),
      );
    }
    expect(resends.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(resends[3]?.data).toEqual({ kind: "resendLimited", minutes: expect.any(Number) });
    expect(resends[3]?.data?.minutes).toBeGreaterThan(0);

    const link = guardianTokenIn((await latestMail(parent.email))?.textBody ?? "");
    const consents: Answer[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      consents.push(await post(guardianPage, `/es/guardian/${link}`, link, { name: "Elena" }, ip));
    }
    expect(consents.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(consents[3]?.data).toEqual({
      error: "rateLimited",
      minutes: expect.any(Number),
      fields: {},
      values: { name: "Elena" },
    });
  });
});

describe("an offer link that no longer opens the offer", () => {
  it("a booking's link after 30 days offers a fresh one by e-mail, the same answer for any link", async () => {
    const booking = await sentOffer("18-25");
    const accepted = await post(offerPage, booking.path, booking.token, acceptForm("2004-01-01"));
    expect(accepted.status).toBe(303);
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    const expired = await open(offerPage, booking.path, booking.token);
    expect(expired).toMatchObject({ status: 410, data: { state: "renew", offer: null } });

    const asked = await post(offerPage, booking.path, booking.token, { intent: "new-link" });
    expect(asked).toMatchObject({ status: 200, data: { kind: "newLinkSent" } });
    const mail = await latestMail(booking.email);
    expect(mail?.kind).toBe("booking-new-link");
    const fresh = /\/es\/offers\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? "")?.[1] ?? "";
    expect((await open(offerPage, `/es/offers/${fresh}`, fresh)).status).toBe(200);

    const nobody = "n".repeat(43);
    const unknown = await post(offerPage, `/es/offers/${nobody}`, nobody, { intent: "new-link" });
    expect(unknown).toEqual(asked);
  });

  it("a replaced offer's old link says a newer offer was sent, not that it expired", async () => {
    const booking = await sentOffer("18-25");
    const draft = await expectJson<{ id: number }>(
      await staff("POST", `/api/admin/offers/${booking.offerId}/revise`),
      201,
    );
    await expectJson(await staff("POST", `/api/admin/offers/${draft.id}/send`), 200);
    expect(await open(offerPage, booking.path, booking.token)).toMatchObject({
      status: 410,
      data: { state: "replaced" },
    });
  });
});
