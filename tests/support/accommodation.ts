/**
 * Arrangements for the accommodation tests (issue 31): a valid provider body and calls of the
 * admin API, each checked for the status it must answer.
 */
import { eq } from "drizzle-orm";
import { accommodationPlacements, bookings } from "../../server/db/schema";
import type { BookingDetails } from "../../shared/bookings/types";
import { providerBody } from "./accommodation-bodies";
import { expectJson, jsonRequest, type TestServer } from "./test-server";

export { IBAN, IBAN_MASKED, providerBody } from "./accommodation-bodies";

export interface CreatedProvider {
  id: number;
  household: { id: number; name: string; status?: string }[];
}

export function accommodationClient(server: TestServer, token: string) {
  const base = "/api/admin/accommodation/providers";
  return {
    base,
    async create(extra: Record<string, unknown> = {}): Promise<CreatedProvider> {
      return expectJson<CreatedProvider>(
        await server.fetch(base, jsonRequest("POST", providerBody(extra), token)),
        201,
      );
    },
    async addRoom(providerId: number, body: object): Promise<{ id: number }> {
      return expectJson<{ id: number }>(
        await server.fetch(`${base}/${providerId}/rooms`, jsonRequest("POST", body, token)),
        201,
      );
    },
    call(method: string, path: string, body?: unknown) {
      const init =
        body === undefined
          ? { method, headers: { Authorization: `Bearer ${token}` } }
          : jsonRequest(method, body, token);
      return server.fetch(`${base}${path}`, init);
    },
  };
}

let bookingSequence = 0;

/**
 * A booking that needs a home, stored directly: confirmed, host family, in Dublin, for the
 * course 5–16 July 2027 (so the nights 5 July up to the 17th), an adult unless told.
 */
export async function bookingToHouse(
  server: TestServer,
  extra: Partial<typeof bookings.$inferInsert> & {
    dateOfBirth?: string;
    arrivalDate?: string;
    dietaryNotes?: string;
    /** What the family said at acceptance about living with a family (mother tongue…). */
    preferences?: Pick<
      BookingDetails,
      "motherTongue" | "smoker" | "avoidPets" | "allergies" | "separateBathroom"
    >;
  } = {},
): Promise<number> {
  const n = ++bookingSequence;
  const {
    dateOfBirth = "2000-04-02",
    arrivalDate = null,
    dietaryNotes = null,
    preferences = {},
    ...columns
  } = extra;
  const [row] = await server.database.db
    .insert(bookings)
    .values({
      status: "confirmed",
      firstName: "Lucía",
      lastName: `Housed ${n}`,
      email: `housed${n}@example.com`,
      programTitle: "General English",
      city: "Dublin",
      accommodationType: "host-family",
      startDate: "2027-07-05",
      endDate: "2027-07-16",
      details: {
        passportName: `Lucía Housed ${n}`,
        dateOfBirth,
        nationality: "ES",
        address: "Calle Mayor 1, Madrid",
        emergencyContact: { name: "Ana", phone: "+34 600 000 000" },
        arrivalDate,
        flight: null,
        dietaryNotes,
        medicalNotes: null,
        termsAcceptedAt: "2027-02-01T10:00:00.000Z",
        guardian: null,
        ...preferences,
      },
      ...columns,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error("no booking stored");
  return row.id;
}

/**
 * A provider (providerBody, overridden by `extra`) with one room, and a booking placed there for
 * the nights of `bookingToHouse` (5 July up to the 17th, 2027) unless told otherwise.
 */
export async function providerWithPlacement(
  server: TestServer,
  token: string,
  options: {
    provider?: Record<string, unknown>;
    booking?: Parameters<typeof bookingToHouse>[1];
    from?: string;
    to?: string;
  } = {},
): Promise<{ providerId: number; roomId: number; bookingId: number; placementId: number }> {
  const api = accommodationClient(server, token);
  const provider = await api.create(options.provider);
  const room = await api.addRoom(provider.id, { name: "Garden room", beds: 2 });
  const bookingId = await bookingToHouse(server, options.booking);
  const placement = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/accommodation/placements",
      jsonRequest(
        "POST",
        {
          bookingId,
          roomId: room.id,
          from: options.from ?? "2027-07-05",
          to: options.to ?? "2027-07-17",
        },
        token,
      ),
    ),
    201,
  );
  return { providerId: provider.id, roomId: room.id, bookingId, placementId: placement.id };
}

/**
 * A booking placed in `roomId` for the nights [from, to), through the API; then, as told, its
 * arrival confirmed by staff, the placement held or cancelled (stored directly: the screens that
 * do it are tested on their own).
 */
export async function placedStay(
  server: TestServer,
  token: string,
  stay: {
    roomId: number;
    from: string;
    to: string;
    confirmed?: boolean;
    status?: "held" | "cancelled";
    booking?: Parameters<typeof bookingToHouse>[1];
  },
): Promise<{ bookingId: number; placementId: number }> {
  const bookingId = await bookingToHouse(server, stay.booking);
  const placed = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/accommodation/placements",
      jsonRequest("POST", { bookingId, roomId: stay.roomId, from: stay.from, to: stay.to }, token),
    ),
    201,
  );
  const changes: Partial<typeof accommodationPlacements.$inferInsert> = {};
  if (stay.confirmed) {
    changes.arrivalConfirmedAt = new Date(`${stay.from}T18:00:00Z`);
    changes.arrivalConfirmedBy = "Accommodation office";
  }
  if (stay.status) changes.status = stay.status;
  if (Object.keys(changes).length) {
    await server.database.db
      .update(accommodationPlacements)
      .set(changes)
      .where(eq(accommodationPlacements.id, placed.id));
  }
  return { bookingId, placementId: placed.id };
}
