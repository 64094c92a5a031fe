/**
 * The accommodation API of issue 31 end to end (real HTTP, real PGlite): providers with their
 * household, the paged and searchable list, changes, rooms, unavailable nights, the validation
 * messages, 404s, the audit trail of every write and the database's own checks. Who may see and
 * do what: accommodation-access.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  accommodationUnavailable,
  auditLog,
} from "../../server/db/schema";
import type { ProviderDetail } from "../../shared/accommodation/types";
import { accommodationClient, IBAN, providerBody } from "../support/accommodation";
import { storedBooking } from "../support/classes";
import { expectJson, loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const api = () => accommodationClient(server, admin);
const detail = async (id: number) =>
  expectJson<ProviderDetail>(await api().call("GET", `/${id}`), 200);
const auditOf = (entity: string, entityId: number) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

describe("providers", () => {
  it("creates a host family with its household, answering the members' ids", async () => {
    const created = await api().create();
    expect(created.household.map((member) => member.name)).toEqual(["Mary Byrne", "Cian Byrne"]);
    expect(created.household.every((member) => Number.isInteger(member.id))).toBe(true);
    const stored = await detail(created.id);
    expect(stored).toMatchObject({
      type: "host-family",
      campus: "Dublin",
      travelMinutes: 35,
      ratePerNightCents: 3200,
      dietsCatered: ["vegetarian"],
      gendersAccepted: ["female"],
      rooms: [],
      unavailable: [],
    });
    // A member with an expiry date is vetted; without one, pending (a child needs none yet).
    expect(stored.household).toEqual([
      expect.objectContaining({
        name: "Mary Byrne",
        status: "vetted",
        vettingExpiresOn: "2029-05-31",
      }),
      expect.objectContaining({ name: "Cian Byrne", status: "pending", vettingExpiresOn: null }),
    ]);
    const [row] = await server.database.db
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, created.id));
    expect(row?.iban).toBe(IBAN);
  });

  it("refuses a body that breaks the rules, naming the field in plain English", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "hotel" }, "type"],
      [{ campus: "Limerick" }, "campus"],
      [{ travelMinutes: -5 }, "travelMinutes"],
      [{ maxStudents: 0 }, "maxStudents"],
      [{ ratePerNightCents: 32.5 }, "ratePerNightCents"],
      [{ ratePerNightCents: -1 }, "ratePerNightCents"],
      [{ agesAcceptedMin: 18, agesAcceptedMax: 12 }, "agesAcceptedMax"],
      [{ dietsCatered: ["carnivore"] }, "dietsCatered.0"],
      [{ gendersAccepted: [] }, "gendersAccepted"],
      [{ name: "  " }, "name"],
      [{ bank: { iban: "IE29AIBK93115212345679", accountName: "M" } }, "bank.iban"],
      [{ bank: { iban: IBAN, bic: "AIB", accountName: "M" } }, "bank.bic"],
      [{ bank: { iban: IBAN } }, "bank.accountName"],
      [{ household: [{ name: "X", birthYear: 1800 }] }, "household.0.birthYear"],
      [
        { household: [{ name: "X", birthYear: 1990, vettingExpiresOn: "2027-02-30" }] },
        "household.0.vettingExpiresOn",
      ],
    ];
    for (const [extra, field] of cases) {
      const answer = await expectJson<{ fields: Record<string, string> }>(
        await api().call("POST", "", providerBody(extra)),
        400,
      );
      expect(Object.keys(answer.fields), JSON.stringify(extra)).toContain(field);
    }
    const bad = await expectJson<{ fields: Record<string, string> }>(
      await api().call("POST", "", providerBody({ bank: { iban: "IE00 1234", accountName: "M" } })),
      400,
    );
    expect(bad.fields["bank.iban"]).toBe(
      "Enter a valid IBAN of Ireland or a SEPA country, like IE29 AIBK 9311 5212 3456 78.",
    );
  });

  it("lists providers paged on the server, searched and filtered by campus and type", async () => {
    const cork = await api().create({ name: "Searchable O'Brien", campus: "Cork" });
    const residence = await api().create({
      type: "residence",
      name: "Searchable Hall",
      campus: "Cork",
      maxStudents: 120,
      household: [],
    });
    await api().create({ name: "Searchable Walsh", campus: "Galway" });
    await api().addRoom(residence.id, { name: "A1", beds: 2 });
    await api().addRoom(residence.id, { name: "A2", beds: 3 });
    type Page = {
      items: { id: number; name: string; rooms: number; beds: number }[];
      total: number;
    };
    const all = await expectJson<Page>(await api().call("GET", "?q=searchable"), 200);
    expect(all.total).toBe(3);
    const inCork = await expectJson<Page>(
      await api().call("GET", "?q=searchable&campus=Cork"),
      200,
    );
    expect(inCork.items.map((item) => item.id)).toEqual([residence.id, cork.id]);
    const halls = await expectJson<Page>(
      await api().call("GET", "?type=residence&q=Searchable"),
      200,
    );
    expect(halls.items).toEqual([expect.objectContaining({ id: residence.id, rooms: 2, beds: 5 })]);
    const second = await expectJson<Page & { page: number }>(
      await api().call("GET", "?q=searchable&pageSize=2&page=2"),
      200,
    );
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.items).toHaveLength(1);
    expect((await api().call("GET", "?campus=Limerick")).status).toBe(400);
    expect((await api().call("GET", "?pageSize=500")).status).toBe(400);
  });

  it("changes some fields, keeps the others, and refuses ages out of order with the stored ones", async () => {
    const { id } = await api().create({ name: "Changing family" });
    const changed = await expectJson<ProviderDetail>(
      await api().call("PATCH", `/${id}`, {
        travelMinutes: 20,
        pets: false,
        notes: "Quiet street",
      }),
      200,
    );
    expect(changed).toMatchObject({
      travelMinutes: 20,
      pets: false,
      notes: "Quiet street",
      maxStudents: 3,
    });
    // The stored maximum is 30: a minimum of 40 alone contradicts it.
    const refused = await expectJson<{ fields: Record<string, string> }>(
      await api().call("PATCH", `/${id}`, { agesAcceptedMin: 40 }),
      400,
    );
    expect(refused.fields.agesAcceptedMax).toBe(
      "The youngest age accepted must not be above the oldest.",
    );
    const cleared = await expectJson<ProviderDetail>(
      await api().call("PATCH", `/${id}`, { bank: null, notes: "" }),
      200,
    );
    expect(cleared.bank).toBeNull();
    expect(cleared.notes).toBeNull();
    expect((await api().call("PATCH", "/999999", { pets: true })).status).toBe(404);
    expect((await api().call("GET", "/999999")).status).toBe(404);
    expect((await api().call("GET", "/abc")).status).toBe(400);
  });
});

describe("household", () => {
  it("records a new vetting expiry, and refuses a member of another provider", async () => {
    const first = await api().create({ name: "Vetting family" });
    const other = await api().create({ name: "Other family" });
    const [mary] = first.household;
    if (!mary) throw new Error("no member");
    const updated = await expectJson<{ vettingExpiresOn: string; status: string }>(
      await api().call("PATCH", `/${first.id}/household/${mary.id}`, {
        vettingExpiresOn: "2030-01-31",
      }),
      200,
    );
    expect(updated).toMatchObject({ vettingExpiresOn: "2030-01-31", status: "vetted" });
    expect((await detail(first.id)).household[0]).toMatchObject({ vettingExpiresOn: "2030-01-31" });
    expect(
      (await api().call("PATCH", `/${other.id}/household/${mary.id}`, { status: "left" })).status,
    ).toBe(404);
    const wrong = await expectJson<{ fields: Record<string, string> }>(
      await api().call("PATCH", `/${first.id}/household/${mary.id}`, {
        vettingExpiresOn: "31/01/2030",
      }),
      400,
    );
    expect(wrong.fields.vettingExpiresOn).toBe("Enter a date as YYYY-MM-DD.");
    const added = await expectJson<{ id: number; status: string }>(
      await api().call("POST", `/${first.id}/household`, { name: "Sean Byrne", birthYear: 2009 }),
      201,
    );
    expect(added.status).toBe("pending");
    expect(
      (await api().call("POST", "/999999/household", { name: "X", birthYear: 2000 })).status,
    ).toBe(404);
  });
});

describe("rooms and unavailable nights", () => {
  it("adds rooms with beds, refusing no beds and a second room of the same name", async () => {
    const { id } = await api().create({ name: "Roomy family" });
    const room = await api().addRoom(id, { name: "Front bedroom", beds: 2 });
    expect(room.id).toBeGreaterThan(0);
    const zero = await expectJson<{ fields: Record<string, string> }>(
      await api().call("POST", `/${id}/rooms`, { name: "Box room", beds: 0 }),
      400,
    );
    expect(zero.fields.beds).toBe("A room has 1 to 20 beds.");
    expect(
      (await api().call("POST", `/${id}/rooms`, { name: "Front bedroom", beds: 1 })).status,
    ).toBe(409);
    expect((await api().call("POST", "/999999/rooms", { name: "X", beds: 1 })).status).toBe(404);
    expect((await detail(id)).rooms).toEqual([
      { id: room.id, name: "Front bedroom", beds: 2, ratePerNightCents: null },
    ]);
  });

  it("marks nights [from, to) for the provider or one of its rooms, and removes them", async () => {
    const { id } = await api().create({ name: "Away family" });
    const other = await api().create({ name: "Neighbours" });
    const room = await api().addRoom(id, { name: "Back bedroom", beds: 1 });
    const foreignRoom = await api().addRoom(other.id, { name: "Their room", beds: 1 });
    const whole = await expectJson<{ id: number; roomId: null }>(
      await api().call("POST", `/${id}/unavailable`, {
        from: "2027-08-01",
        to: "2027-08-15",
        reason: "Holidays",
      }),
      201,
    );
    expect(whole.roomId).toBeNull();
    await expectJson(
      await api().call("POST", `/${id}/unavailable`, {
        roomId: room.id,
        from: "2027-09-01",
        to: "2027-09-02",
      }),
      201,
    );
    const sameDay = await expectJson<{ fields: Record<string, string> }>(
      await api().call("POST", `/${id}/unavailable`, { from: "2027-09-01", to: "2027-09-01" }),
      400,
    );
    expect(sameDay.fields.to).toBe("The day of departure must be after the first night.");
    const foreign = await expectJson<{ fields: Record<string, string> }>(
      await api().call("POST", `/${id}/unavailable`, {
        roomId: foreignRoom.id,
        from: "2027-09-01",
        to: "2027-09-03",
      }),
      400,
    );
    expect(foreign.fields.roomId).toBe("Choose a room of this provider.");
    expect(
      (await detail(id)).unavailable.map((range) => [range.from, range.to, range.roomId]),
    ).toEqual([
      ["2027-08-01", "2027-08-15", null],
      ["2027-09-01", "2027-09-02", room.id],
    ]);
    expect((await api().call("DELETE", `/${other.id}/unavailable/${whole.id}`)).status).toBe(404);
    expect((await api().call("DELETE", `/${id}/unavailable/${whole.id}`)).status).toBe(200);
    expect((await api().call("DELETE", `/${id}/unavailable/${whole.id}`)).status).toBe(404);
    expect((await detail(id)).unavailable).toHaveLength(1);
  });
});

describe("the audit trail", () => {
  it("records every write, with the IBAN masked in the stored snapshots", async () => {
    const created = await api().create({ name: "Audited family" });
    const [member] = created.household;
    if (!member) throw new Error("no member");
    await api().call("PATCH", `/${created.id}`, { travelMinutes: 25 });
    await api().call("PATCH", `/${created.id}/household/${member.id}`, {
      vettingExpiresOn: "2031-01-01",
    });
    const room = await api().addRoom(created.id, { name: "Audited room", beds: 1 });
    const range = await expectJson<{ id: number }>(
      await api().call("POST", `/${created.id}/unavailable`, {
        from: "2027-05-01",
        to: "2027-05-03",
      }),
      201,
    );
    await api().call("DELETE", `/${created.id}/unavailable/${range.id}`);
    const provider = await auditOf("accommodation_provider", created.id);
    expect(provider.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(provider[1]?.summary).toBe("Changed travelMinutes of Audited family");
    expect(provider[1]?.before).toMatchObject({ travelMinutes: 35 });
    expect(provider[1]?.after).toMatchObject({ travelMinutes: 25 });
    expect(JSON.stringify(provider)).not.toContain("93115212");
    const vetting = await auditOf("household_member", member.id);
    expect(vetting.map((entry) => entry.action)).toEqual(["update"]);
    expect(vetting[0]?.after).toMatchObject({ vettingExpiresOn: "2031-01-01" });
    // Summaries reach the dashboard of every office user: no vetting reference in them.
    expect(vetting[0]?.summary).not.toContain("GV-");
    expect((await auditOf("accommodation_room", room.id)).map((entry) => entry.action)).toEqual([
      "create",
    ]);
    expect(
      (await auditOf("accommodation_unavailable", range.id)).map((entry) => entry.action),
    ).toEqual(["create", "delete"]);
  });
});

describe("the database's own checks", () => {
  it("refuses no beds, negative cents, empty stays and a room of another provider", async () => {
    const { db } = server.database;
    const { id } = await api().create({ name: "Checked family" });
    const other = await api().create({ name: "Checked neighbours" });
    const room = await api().addRoom(id, { name: "Checked room", beds: 1 });
    const otherRoom = await api().addRoom(other.id, { name: "Other room", beds: 1 });
    const bookingId = await storedBooking(server, {
      startDate: "2027-06-06",
      endDate: "2027-06-26",
    });
    const refused = async (insert: () => Promise<unknown>) => {
      await expect(insert()).rejects.toThrow();
    };
    await refused(() =>
      db.insert(accommodationRooms).values({ providerId: id, name: "None", beds: 0 }),
    );
    await refused(() =>
      db
        .update(accommodationProviders)
        .set({ ratePerNightCents: -1 })
        .where(eq(accommodationProviders.id, id)),
    );
    await refused(() =>
      db
        .update(accommodationProviders)
        .set({ bankAccountName: null })
        .where(eq(accommodationProviders.id, id)),
    );
    await refused(() =>
      db.insert(accommodationPlacements).values({
        bookingId,
        roomId: room.id,
        fromDate: "2027-06-06",
        toDate: "2027-06-06",
      }),
    );
    await refused(() =>
      db.insert(accommodationUnavailable).values({
        providerId: id,
        roomId: otherRoom.id,
        fromDate: "2027-06-01",
        toDate: "2027-06-02",
      }),
    );
    // One night, [6 June, 7 June): the smallest stay there is.
    await db
      .insert(accommodationPlacements)
      .values({ bookingId, roomId: room.id, fromDate: "2027-06-06", toDate: "2027-06-07" });
  });
});
