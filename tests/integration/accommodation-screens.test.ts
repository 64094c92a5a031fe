/**
 * The accommodation admin screens (issue 31) as the server runs them: the admin guard with a
 * real session cookie, then the route module's loader or action, against a real PGlite and a
 * fixed clock (10 March 2027). Proves what the screens add to the API: the providers list's
 * vetting flags (expired; expiring within 60 days) for admins and never for editors; a provider
 * page's current and upcoming placements; its forms refusing with the server's messages beside
 * the fields (the rate said in euros) and what was typed kept, storing euros as cents and
 * answering 303 (Post/Redirect/Get); editors refused every change; and "Find a home" placing
 * (303 to the list, which names the placement) or refusing in the hard rule's words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as findHome from "../../app/routes/admin/accommodation/find-home";
import { RATE_MESSAGE } from "../../app/routes/admin/accommodation/form-values";
import * as providerPage from "../../app/routes/admin/accommodation/provider";
import * as providersPage from "../../app/routes/admin/accommodation/providers";
import * as unplacedPage from "../../app/routes/admin/accommodation/unplaced";
import { hardRuleMessages } from "../../shared/accommodation/matching";
import type { ProviderDetail } from "../../shared/accommodation/types";
import { accommodationClient, bookingToHouse } from "../support/accommodation";
import { adminScreens, field } from "../support/admin-screens";
import { staffUserOf } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let admin = "";
let editor = "";
const { visit } = adminScreens(() => server);

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
});
afterAll(() => server?.stop());

const providers = () => accommodationClient(server, admin);
const adult = (vettingExpiresOn: string) => ({
  name: "Adult",
  birthYear: 1970,
  vettingReference: "GV-1",
  vettingExpiresOn,
});
const July = { from: "2027-07-05", to: "2027-07-17" };

describe("the providers list", () => {
  it("flags expired and expiring vetting for admins, and shows editors no flag at all", async () => {
    const marker = `Flags ${Date.now()}`;
    const expired = await providers().create({
      name: `${marker} expired`,
      household: [adult("2027-03-09"), adult("2027-05-09")],
    });
    const expiring = await providers().create({
      name: `${marker} expiring`,
      household: [adult("2027-05-09"), { ...adult("2026-01-01"), status: "left" }],
    });
    const fine = await providers().create({
      name: `${marker} fine`,
      household: [adult("2027-05-10"), { name: "Child", birthYear: 2016 }],
    });
    const path = `/admin/accommodation?q=${encodeURIComponent(marker)}`;
    const answer = await visit(admin, path, providersPage.loader);
    expect(answer.status).toBe(200);
    expect(field(answer, "flags")).toEqual({
      [expired.id]: { expired: 1, expiring: 1 },
      [expiring.id]: { expired: 0, expiring: 1 },
    });
    // 9 May is the 60th day from 10 March (flagged), 10 May the 61st (not); a member who has
    // left the household, or one without a vetting, is no flag of the list.
    expect(field(answer, "flags")).not.toHaveProperty(String(fine.id));
    const asEditor = await visit(editor, path, providersPage.loader);
    expect(field(asEditor, "flags")).toBeNull();
    expect((field(asEditor, "list") as { total: number }).total).toBe(3);
  });
});

describe("a provider's page", () => {
  it("lists the placements not yet over, with the student and the room", async () => {
    const provider = await providers().create({ gendersAccepted: null });
    const room = await providers().addRoom(provider.id, { name: "Attic", beds: 2 });
    const place = async (stay: { from: string; to: string }) => {
      const bookingId = await bookingToHouse(server, { firstName: "Nuala" });
      const body = { bookingId, roomId: room.id, ...stay };
      await expectJson(
        await server.fetch("/api/admin/accommodation/placements", jsonRequest("POST", body, admin)),
        201,
      );
      return bookingId;
    };
    await place({ from: "2027-02-01", to: "2027-03-10" }); // left this morning: over
    const now = await place({ from: "2027-03-01", to: "2027-03-20" });
    const coming = await place(July);
    const answer = await visit(
      admin,
      `/admin/accommodation/providers/${provider.id}`,
      providerPage.loader,
      {
        params: { id: String(provider.id) },
      },
    );
    const placements = field(answer, "placements") as {
      bookingId: number;
      current: boolean;
      roomName: string;
      studentName: string;
    }[];
    expect(placements.map((row) => [row.bookingId, row.current])).toEqual([
      [now, true],
      [coming, false],
    ]);
    expect(placements[0]).toMatchObject({
      roomName: "Attic",
      studentName: expect.stringMatching(/^Nuala Housed/),
    });
  });

  it("refuses a form with the server's messages beside the fields, and stores euros as cents", async () => {
    const provider = await providers().create();
    const params = { id: String(provider.id) };
    const path = `/admin/accommodation/providers/${provider.id}`;
    const form = {
      intent: "details",
      type: "host-family",
      name: "The Byrne family",
      campus: "Dublin",
      address: "12 Griffith Avenue",
      travelMinutes: "300",
      maxStudents: "3",
      ratePerNight: "about 30",
      dietsCatered: ["vegan", "halal"],
      pets: "on",
    };
    const refused = await visit(admin, path, providerPage.action, { params, form });
    expect(refused.status).toBe(400);
    expect(field(refused, "fields")).toMatchObject({
      travelMinutes: "Enter the travel time to the campus in minutes, 0 to 240.",
      ratePerNightCents: RATE_MESSAGE,
    });
    expect(field(refused, "values")).toMatchObject({
      ratePerNight: "about 30",
      dietsCatered: "vegan,halal",
    });

    const saved = await visit(admin, path, providerPage.action, {
      params,
      form: { ...form, travelMinutes: "20", ratePerNight: "€35.5" },
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${path}?saved=details#details`);
    const stored = await expectJson<ProviderDetail>(
      await providers().call("GET", `/${provider.id}`),
      200,
    );
    expect(stored).toMatchObject({
      travelMinutes: 20,
      ratePerNightCents: 3550,
      dietsCatered: ["vegan", "halal"],
      pets: true,
      smokers: false,
      active: false,
    });
  });

  it("lets editors read but change nothing", async () => {
    const provider = await providers().create();
    const params = { id: String(provider.id) };
    const path = `/admin/accommodation/providers/${provider.id}`;
    const read = await visit(editor, path, providerPage.loader, { params });
    expect(read.status).toBe(200);
    expect(field(read, "isAdmin")).toBe(false);
    for (const intent of ["details", "add-member", "room", "bank", "reveal"]) {
      const answer = await visit(editor, path, providerPage.action, {
        params,
        form: { intent, name: "Attic", beds: "1" },
      });
      expect(answer.status, intent).toBe(403);
    }
    const stored = await expectJson<ProviderDetail>(
      await providers().call("GET", `/${provider.id}`),
      200,
    );
    expect(stored.rooms).toEqual([]);
  });
});

describe("Find a home", () => {
  it("places for the stay and the list names the placement; a hard rule refuses in its words", async () => {
    const campus = { campus: "Cork", gendersAccepted: null, agesAcceptedMin: 12 };
    const lapsed = await providers().create({
      ...campus,
      name: "Lapsed",
      household: [adult("2027-07-10")],
    });
    const good = await providers().create({
      ...campus,
      name: "Good",
      household: [adult("2029-01-01")],
    });
    const lapsedRoom = await providers().addRoom(lapsed.id, { name: "Front", beds: 1 });
    const goodRoom = await providers().addRoom(good.id, { name: "Back", beds: 1 });
    const bookingId = await bookingToHouse(server, { city: "Cork", dateOfBirth: "2011-01-01" });
    const path = `/admin/accommodation/unplaced/${bookingId}`;
    const params = { bookingId: String(bookingId) };

    const page = await visit(admin, path, findHome.loader, { params });
    expect(field(page, "student")).toMatchObject({ bookingId, minor: true, age: 16 });
    expect(field(page, "excluded")).toContainEqual(
      expect.objectContaining({ providerName: "Lapsed", roomName: "Front", reason: "vetting" }),
    );

    const refused = await visit(editor, path, findHome.action, {
      params,
      form: { roomId: String(lapsedRoom.id), ...July },
    });
    expect(refused.status).toBe(409);
    expect(field(refused, "message")).toBe(`Not placed. ${hardRuleMessages.vetting}`);

    const placed = await visit(editor, path, findHome.action, {
      params,
      form: { roomId: String(goodRoom.id), ...July },
    });
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/admin\/accommodation\/unplaced\?placed=\d+$/);
    const list = await visit(editor, placed.location ?? "", unplacedPage.loader);
    expect(field(list, "placed")).toMatchObject({
      bookingId,
      providerName: "Good",
      roomName: "Back",
      ...July,
    });
    const items = (field(list, "list") as { items: { bookingId: number }[] }).items;
    expect(items.map((item) => item.bookingId)).not.toContain(bookingId);
  });
});
