import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as offerPage from "../../app/routes/public/offers/offer";
import { clientIpContext, servicesContext } from "../../server/http/context";
import { bookingMessages } from "../../shared/bookings/forms";
import type { BookingDetail } from "../../shared/bookings/types";
import { publicPost as postPublic, sentOffer as sentOfferOn } from "../support/offers";
import { expectJson, loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2026-11-25T10:00:00Z") });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let sequence = 0;
const publicPost = (path: string, body: unknown) => postPublic(server, path, body);

/** A sent offer to an adult: its booking and the token of its link. */
const sentOffer = () => sentOfferOn(server, admin);

const adult = {
  passportName: "THIAGO SOUZA LIMA",
  dateOfBirth: "1999-08-02",
  nationality: "Brazilian",
  address: "Rua Augusta 1500, São Paulo, Brazil",
  emergencyContact: { name: "Ana Souza", phone: "+55 11 91234 5678" },
  acceptTerms: true,
};

const needsVisaOf = async (bookingId: number) =>
  (
    await expectJson<BookingDetail>(
      await server.fetch(`/api/admin/bookings/${bookingId}`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    )
  ).needsVisa;

describe("the visa question on acceptance", () => {
  it("stores the family's yes on the booking that staff read", async () => {
    const { bookingId, token } = await sentOffer();
    expect(await needsVisaOf(bookingId)).toBe(false);
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, { ...adult, needsVisa: true }),
      200,
    );
    expect(await needsVisaOf(bookingId)).toBe(true);
  });

  it("refuses an answer that is not a boolean, saying so, and books nothing", async () => {
    const { bookingId, token } = await sentOffer();
    for (const needsVisa of ["yes", 1, null]) {
      const refused = await expectJson<{ fields: Record<string, string> }>(
        await publicPost(`/api/offers/${token}/accept`, { ...adult, needsVisa }),
        400,
      );
      expect(refused.fields).toEqual({ needsVisa: bookingMessages.needsVisa });
    }
    const detail = await expectJson<BookingDetail>(
      await server.fetch(`/api/admin/bookings/${bookingId}`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    );
    expect(detail.status).toBe("offer-sent");
  });

  it("an older client that does not ask still books, and the flag stays as it was", async () => {
    const { bookingId, token } = await sentOffer();
    await expectJson(await publicPost(`/api/offers/${token}/accept`, adult), 200);
    expect(await needsVisaOf(bookingId)).toBe(false);
  });
});

describe("the offer page's Accept form (no JavaScript needed)", () => {
  const post = async (token: string, fields: Record<string, string>) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, server.services);
    context.set(clientIpContext, `198.51.100.${++sequence % 250}`);
    const form = new URLSearchParams({
      intent: "accept",
      passportName: adult.passportName,
      dateOfBirth: adult.dateOfBirth,
      nationality: adult.nationality,
      address: adult.address,
      emergencyName: adult.emergencyContact.name,
      emergencyPhone: adult.emergencyContact.phone,
      acceptTerms: "on",
      ...fields,
    });
    const request = new Request(`http://clover.test/es/offers/${token}`, {
      method: "POST",
      body: form,
    });
    return offerPage.action({ request, params: { token }, context } as never);
  };

  it("requires an answer, then stores it", async () => {
    const { bookingId, token } = await sentOffer();
    const unanswered = (await post(token, {})) as {
      data: { error: string; fields: Record<string, { code: string }> };
      init: { status: number };
    };
    expect(unanswered.init.status).toBe(400);
    expect(unanswered.data.error).toBe("invalid");
    expect(unanswered.data.fields).toEqual({ needsVisa: { code: "needsVisa" } });

    const answered = (await post(token, { needsVisa: "yes" })) as Response;
    expect(answered.status).toBe(303);
    expect(await needsVisaOf(bookingId)).toBe(true);
  });

  it("a no is stored as no", async () => {
    const { bookingId, token } = await sentOffer();
    expect(((await post(token, { needsVisa: "no" })) as Response).status).toBe(303);
    expect(await needsVisaOf(bookingId)).toBe(false);
  });
});
