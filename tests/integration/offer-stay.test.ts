/**
 * What the family says at acceptance about living with a host family (issue 31): mother tongue,
 * smoking, pets, allergies and a separate bathroom. Asked only of a booking with accommodation,
 * through POST /api/offers/{token}/accept and the offer page's form (no JavaScript needed);
 * stored in the booking's details that staff read, and read by matching: the unplaced list shows
 * them and the suggestions weigh them (a smoker, a student who avoids pets, two students of one
 * mother tongue).
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as offerPage from "../../app/routes/public/offers/offer";
import { bookings } from "../../server/db/schema";
import { clientIpContext, servicesContext } from "../../server/http/context";
import type { UnplacedBooking } from "../../shared/accommodation/types";
import { bookingMessages } from "../../shared/bookings/forms";
import type { BookingDetail } from "../../shared/bookings/types";
import { accommodationClient, bookingToHouse } from "../support/accommodation";
import { publicPost as postPublic, sentOffer as sentOfferOn } from "../support/offers";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2026-11-25T10:00:00Z") });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let sequence = 0;
const publicPost = (path: string, body: unknown) => postPublic(server, path, body);

/** A sent offer to an adult in Cork, with a host family or without accommodation. */
const sentOffer = (accommodation: "host-family" | "none") =>
  sentOfferOn(server, admin, {
    accommodation,
    startDate: "2027-07-05",
    // Found on the unplaced list by it.
    email: `stay${++sequence}@example.com`,
  });

const adult = {
  passportName: "THIAGO SOUZA LIMA",
  dateOfBirth: "1999-08-02",
  nationality: "Brazilian",
  address: "Rua Augusta 1500, São Paulo, Brazil",
  emergencyContact: { name: "Ana Souza", phone: "+55 11 91234 5678" },
  acceptTerms: true,
  needsVisa: false,
};

const preferences = {
  motherTongue: "pt",
  smoker: true,
  avoidPets: true,
  allergies: "Cats, penicillin; cats",
  separateBathroom: true,
};

const detailsOf = async (bookingId: number) =>
  (
    await expectJson<BookingDetail>(
      await server.fetch(`/api/admin/bookings/${bookingId}`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    )
  ).details;

describe("the acceptance of a booking with accommodation", () => {
  it("stores the answers in the details staff read", async () => {
    const { bookingId, token } = await sentOffer("host-family");
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, { ...adult, ...preferences }),
      200,
    );
    expect(await detailsOf(bookingId)).toMatchObject(preferences);
  });

  it("refuses a mother tongue outside the list, saying so, and books nothing", async () => {
    const { bookingId, token } = await sentOffer("host-family");
    for (const motherTongue of ["Portuguese", "xx", 7]) {
      const refused = await expectJson<{ fields: Record<string, string> }>(
        await publicPost(`/api/offers/${token}/accept`, { ...adult, motherTongue }),
        400,
      );
      expect(refused.fields).toEqual({ motherTongue: bookingMessages.motherTongue });
    }
    const refused = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, {
        ...adult,
        smoker: "yes",
        allergies: "x".repeat(201),
      }),
      400,
    );
    expect(refused.fields).toEqual({
      smoker: bookingMessages.yesNo,
      allergies: "Keep this under 200 characters.",
    });
    expect(await detailsOf(bookingId)).toBeNull();
  });

  it("keeps nothing of them for a booking without accommodation", async () => {
    const { bookingId, token } = await sentOffer("none");
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, { ...adult, ...preferences }),
      200,
    );
    const details = await detailsOf(bookingId);
    expect(details?.passportName).toBe(adult.passportName);
    for (const key of Object.keys(preferences)) expect(details).not.toHaveProperty(key);
  });
});

describe("the offer page's form", () => {
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
      needsVisa: "no",
      acceptTerms: "on",
      ...fields,
    });
    const request = new Request(`http://clover.test/es/offers/${token}`, {
      method: "POST",
      body: form,
    });
    return offerPage.action({ request, params: { token }, context } as never);
  };

  it("posts the ticked boxes as yes and the unticked as no", async () => {
    const { bookingId, token } = await sentOffer("host-family");
    const answer = (await post(token, {
      stayAsked: "1",
      motherTongue: "it",
      avoidPets: "on",
      allergies: "  dust ",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(await detailsOf(bookingId)).toMatchObject({
      motherTongue: "it",
      smoker: false,
      avoidPets: true,
      allergies: "dust",
      separateBathroom: false,
    });
  });

  it("shows a mother tongue outside the list as an error of that field", async () => {
    const { token } = await sentOffer("host-family");
    const answer = (await post(token, { stayAsked: "1", motherTongue: "klingon" })) as {
      data: { fields: Record<string, { code: string }> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fields).toEqual({ motherTongue: { code: "motherTongue" } });
  });
});

describe("matching reads them", () => {
  const base = "/api/admin/accommodation";
  const get = async <T>(path: string) =>
    expectJson<T>(
      await server.fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${admin}` } }),
      200,
    );

  it("shows them on the unplaced list, the allergies one by one", async () => {
    const { bookingId, token } = await sentOffer("host-family");
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, { ...adult, ...preferences }),
      200,
    );
    await server.database.db
      .update(bookings)
      .set({ status: "confirmed" })
      .where(eq(bookings.id, bookingId));
    const { items } = await get<{ items: UnplacedBooking[] }>("/unplaced?q=stay");
    expect(items.find((item) => item.bookingId === bookingId)).toMatchObject({
      motherTongue: "pt",
      smoker: true,
      avoidPets: true,
      allergies: ["Cats", "penicillin"],
      wantsSeparateBathroom: true,
    });
  });

  it("ranks a pet-free, smoking family first for a smoker who avoids pets, and says why", async () => {
    const providers = accommodationClient(server, admin);
    const campus = { campus: "Galway", address: "3 Taylor's Hill, Galway", gendersAccepted: null };
    const withPets = await providers.create({ ...campus, name: "Pets", pets: true });
    const petFree = await providers.create({
      ...campus,
      name: "Smokers",
      pets: false,
      smokers: true,
    });
    const petsRoom = await providers.addRoom(withPets.id, { name: "Blue room", beds: 1 });
    const smokersRoom = await providers.addRoom(petFree.id, { name: "Blue room", beds: 1 });
    const bookingId = await bookingToHouse(server, {
      city: "Galway",
      preferences: { smoker: true, avoidPets: true, allergies: "dust" },
    });
    const { items } = await get<{ items: { roomId: number; reasons: string[] }[] }>(
      `/suggestions?bookingId=${bookingId}`,
    );
    expect(items.map((item) => item.roomId)).toEqual([smokersRoom.id, petsRoom.id]);
    expect(items[0]?.reasons).toEqual(
      expect.arrayContaining([
        "No pets, as the student needs",
        "Smokers in the household, as the student smokes",
        "Allergies to tell the family: dust",
      ]),
    );
    expect(items[1]?.reasons).toEqual(
      expect.arrayContaining([
        "Pets in the house; the student avoids pets",
        "Smoke-free household; the student smokes",
      ]),
    );
  });

  it("avoids a second student of the same mother tongue at the same time", async () => {
    const providers = accommodationClient(server, admin);
    const campus = { campus: "Cork", address: "9 Sunday's Well Road, Cork", gendersAccepted: null };
    const hosting = await providers.create({ ...campus, name: "Hosting a Brazilian" });
    const empty = await providers.create({ ...campus, name: "Nobody yet", travelMinutes: 40 });
    const hostingRoom = await providers.addRoom(hosting.id, { name: "Twin", beds: 2 });
    const emptyRoom = await providers.addRoom(empty.id, { name: "Twin", beds: 2 });
    const first = await bookingToHouse(server, {
      city: "Cork",
      preferences: { motherTongue: "pt" },
    });
    await expectJson(
      await server.fetch(
        `${base}/placements`,
        jsonRequest(
          "POST",
          { bookingId: first, roomId: hostingRoom.id, from: "2027-07-05", to: "2027-07-17" },
          admin,
        ),
      ),
      201,
    );
    const second = await bookingToHouse(server, {
      city: "Cork",
      preferences: { motherTongue: "pt" },
    });
    const { items } = await get<{ items: { roomId: number; reasons: string[] }[] }>(
      `/suggestions?bookingId=${second}`,
    );
    expect(items.map((item) => item.roomId)).toEqual([emptyRoom.id, hostingRoom.id]);
    expect(items[1]?.reasons).toContain("Another student of mother tongue pt at the same time");
    expect(items[0]?.reasons).toContain("No other student of mother tongue pt at the same time");
  });
});
