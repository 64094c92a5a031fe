/**
 * The unplaced list against its rule, booking by booking (decisions 0044, 0047; 0054 round 3
 * reads the placements per booking through a partial index): every combination of booking
 * status, accommodation wish, stay and placements is stored, and the list must hold exactly the
 * bookings the shared rules (`stayOfBooking`, `changeAfterPlacement`) pick, by arrival, each with
 * the change it names, paged and filtered by campus. A booking wrongly listed or missed, or
 * listed out of order, fails it.
 */
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accommodationPlacements, bookings } from "../../server/db/schema";
import { stayOfBooking } from "../../server/services/accommodation/needs";
import { changeAfterPlacement } from "../../shared/accommodation/changes";
import type { NightRange } from "../../shared/accommodation/nights";
import type { UnplacedBooking } from "../../shared/accommodation/types";
import type { BookingDetails } from "../../shared/bookings/types";
import { accommodationClient } from "../support/accommodation";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

const MARKER = "Ruleplaced";
const statuses = ["draft", "accepted", "confirmed", "arrived", "completed", "cancelled"] as const;
const wishes = ["host-family", "none", null] as const;
const cities = ["Dublin", "Cork", "Galway"] as const;
/** Course 5–16 July (nights 5 up to the 17th), open-ended, or arriving two days early. */
const stays = [
  { startDate: "2027-07-05", endDate: "2027-07-16", arrivalDate: null },
  { startDate: "2027-07-05", endDate: null, arrivalDate: null },
  { startDate: "2027-07-05", endDate: "2027-07-16", arrivalDate: "2027-07-03" },
  { startDate: "2027-06-21", endDate: "2027-07-02", arrivalDate: null },
] as const;
type Placed = { from: string; to: string; status: "placed" | "held" | "cancelled" };
/** Placements as stored: fitting the first stay, outside it on either side, ended, split. */
const placementSets: Placed[][] = [
  [],
  [{ from: "2027-07-05", to: "2027-07-17", status: "placed" }],
  [{ from: "2027-07-01", to: "2027-07-10", status: "placed" }],
  [{ from: "2027-07-10", to: "2027-07-20", status: "held" }],
  [{ from: "2027-07-01", to: "2027-07-10", status: "cancelled" }],
  [
    { from: "2027-07-05", to: "2027-07-10", status: "placed" },
    { from: "2027-07-10", to: "2027-07-17", status: "placed" },
  ],
  [
    { from: "2027-07-05", to: "2027-07-10", status: "cancelled" },
    { from: "2027-07-12", to: "2027-07-19", status: "placed" },
  ],
];

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
  const providers = accommodationClient(server, token);
  const provider = await providers.create({ campus: "Dublin" });
  const room = await providers.addRoom(provider.id, { name: "Rule room", beds: 1 });
  const db = server.database.db;
  let n = 0;
  for (const status of statuses)
    for (const wish of wishes)
      for (const stay of stays)
        for (const placed of placementSets) {
          n++;
          const [row] = await db
            .insert(bookings)
            .values({
              status,
              firstName: "Case",
              lastName: `${MARKER} ${n}`,
              email: `rule${n}@example.com`,
              programTitle: "General English",
              city: cities[n % cities.length],
              accommodationType: wish,
              startDate: stay.startDate,
              endDate: stay.endDate,
              details: (stay.arrivalDate
                ? { arrivalDate: stay.arrivalDate }
                : null) as BookingDetails | null,
            })
            .returning({ id: bookings.id });
          if (!row) throw new Error("no booking");
          for (const placement of placed)
            await db.insert(accommodationPlacements).values({
              bookingId: row.id,
              roomId: room.id,
              fromDate: placement.from,
              toDate: placement.to,
              status: placement.status,
            });
        }
});
afterAll(() => server?.stop());

/** The bookings the list must hold, by the shared rules, in its order (arrival, then id). */
async function expected(campus?: string) {
  const db = server.database.db;
  const rows = await db
    .select()
    .from(bookings)
    .where(like(bookings.lastName, `${MARKER} %`));
  const placements = await db.select().from(accommodationPlacements);
  const listed: { id: number; arrival: string; change: string | null }[] = [];
  for (const booking of rows) {
    if (campus && booking.city !== campus) continue;
    const placeable = booking.status === "confirmed" || booking.status === "arrived";
    const cancelled = booking.status === "cancelled";
    const wants = (booking.accommodationType ?? "none") !== "none";
    const held: NightRange[] = placements
      .filter((p) => p.bookingId === booking.id && p.status !== "cancelled")
      .map((p) => ({ from: p.fromDate, to: p.toDate }));
    const change =
      placeable || cancelled
        ? changeAfterPlacement(
            { cancelled, wantsAccommodation: wants, stay: stayOfBooking(booking) },
            held,
          )
        : null;
    if ((placeable && wants && held.length === 0) || change !== null)
      listed.push({
        id: booking.id,
        arrival: booking.details?.arrivalDate ?? booking.startDate ?? "",
        change,
      });
  }
  return listed.sort((a, b) => a.arrival.localeCompare(b.arrival) || a.id - b.id);
}

async function pagesOf(query: string): Promise<{ items: UnplacedBooking[]; totals: number[] }> {
  const items: UnplacedBooking[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const response = await server.fetch(
      `/api/admin/accommodation/unplaced?q=${MARKER}&pageSize=40&page=${page}${query}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: UnplacedBooking[]; total: number };
    totals.push(body.total);
    if (body.items.length === 0) return { items, totals };
    items.push(...body.items);
  }
}

describe("the unplaced list, booking by booking", () => {
  it("holds exactly the bookings the rules pick, by arrival, each with its change", async () => {
    const want = await expected();
    // The grid holds every kind: homeless, cancelled and moved after placement.
    expect(want.filter((row) => row.change === null).length).toBeGreaterThan(0);
    expect(want.filter((row) => row.change === "cancelled").length).toBeGreaterThan(0);
    expect(want.filter((row) => row.change === "dates").length).toBeGreaterThan(0);
    const { items, totals } = await pagesOf("");
    expect(items.map((item) => item.bookingId)).toEqual(want.map((row) => row.id));
    expect(new Set(totals.slice(0, -1))).toEqual(new Set([want.length]));
    const changeOf = (item: UnplacedBooking) =>
      item.cancelledAfterPlacement ? "cancelled" : item.changedAfterPlacement ? "dates" : null;
    expect(items.map(changeOf)).toEqual(want.map((row) => row.change));
  });

  it("filters by campus without losing or adding a booking", async () => {
    const want = await expected("Galway");
    const { items } = await pagesOf("&campus=Galway");
    expect(items.map((item) => item.bookingId)).toEqual(want.map((row) => row.id));
  });
});
