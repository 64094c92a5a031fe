/**
 * The family's booking page once the course runs (issue 30): the offer page's loader
 * (app/routes/public/offers/offer.tsx) with the real services of a real server whose clock the
 * test moves. Before the first day it shows no class; once the course runs it shows the class,
 * this week's lessons, the booking's own attendance and the reasons it is at risk, and nothing
 * of the other students in the class.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as offerPage from "../../app/routes/public/offers/offer";
import { offers } from "../../server/db/schema";
import { clientIpContext, servicesContext } from "../../server/http/context";
import { hashToken, linkToken } from "../../server/services/bookings/tokens";
import type { FamilyClassView } from "../../shared/classes/types";
import { classesClient, marchClass, staffUserOf, storedBooking } from "../support/classes";
import {
  loginAsAdmin,
  startTestServer,
  TEST_SECRET,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2027-02-26T10:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let nonces = 0;
/** The accepted offer of a booking, as the deposit leaves it; answers its link's token. */
async function offerLinkOf(bookingId: number): Promise<string> {
  const token = linkToken(TEST_SECRET, `attendance-page-${++nonces}`);
  await server.database.db.insert(offers).values({
    bookingId,
    status: "accepted",
    lines: [],
    subtotalCents: 120_000,
    discountCents: 0,
    totalCents: 120_000,
    depositCents: 30_000,
    startDate: "2027-03-01",
    endDate: "2027-03-26",
    validUntil: "2027-02-20",
    hoursPerWeek: 15,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date("2027-06-01T00:00:00Z"),
  });
  return token;
}

/** The page's data for a link, as the loader gives it. */
async function pageOf(token: string): Promise<{ course: FamilyClassView | null }> {
  const context = new RouterContextProvider();
  context.set(servicesContext, server.services);
  context.set(clientIpContext, "198.51.100.7");
  const args = {
    request: new Request(`http://clover.test/es/offers/${token}`),
    params: { token },
    context,
  };
  return (await offerPage.loader(args as never)) as { course: FamilyClassView | null };
}

describe("the booking page once the course runs", () => {
  const course = { startDate: "2027-03-01", endDate: "2027-03-26" };
  let mine = { id: 0, token: "" };
  let other = { id: 0, token: "" };
  let later = { id: 0, token: "" };
  let cancelled = { id: 0, token: "" };

  beforeAll(async () => {
    const teacher = await staffUserOf(server, admin, "teacher", "Aoife Ní Bhriain");
    const room = await server.services.classes.addRoom(
      { campus: "Dublin", name: "Liffey", seats: 15 },
      { id: teacher.id, name: "test" },
    );
    const api = classesClient(server, admin);
    const classId = await api.newClass(marchClass(teacher.id, { roomId: room.id }));
    const booking = async (person: object, from = "2027-03-01") => {
      const id = await storedBooking(server, { ...course, ...person });
      expect((await api.enrol(classId, id, from)).status).toBe(201);
      return { id, token: await offerLinkOf(id) };
    };
    mine = await booking({ firstName: "Sofía", lastName: "Mine", needsVisa: true });
    other = await booking({
      firstName: "Otto",
      lastName: "Classmate",
      email: "otto.classmate@example.com",
    });
    later = await booking({ firstName: "Lena", lastName: "Later" }, "2027-03-15");
    cancelled = await booking({ firstName: "Carla", lastName: "Cancelled" });
    await server.database.db.execute(
      `update bookings set status = 'cancelled' where id = ${cancelled.id}` as never,
    );

    // Registers of 1–9 March as the clock says 10 March: Sofía missed three of seven lessons.
    clock = new Date("2027-03-10T10:00:00Z");
    const registers = classesClient(server, await loginAsAdmin(server));
    const absent = new Set(["2027-03-02", "2027-03-04", "2027-03-08"]);
    for (const date of [
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-08",
      "2027-03-09",
    ]) {
      const lessonId = await registers.lessonOn(classId, date);
      const saved = await registers.saveRegister(lessonId, {
        reason: "Copied from the paper register",
        entries: [
          { bookingId: mine.id, status: absent.has(date) ? "absent" : "present" },
          { bookingId: other.id, status: "present" },
        ],
      });
      expect(saved.status, date).toBe(200);
    }
    clock = new Date("2027-02-26T10:00:00Z");
  });

  it("shows no class before the first day", async () => {
    expect((await pageOf(mine.token)).course).toBeNull();
  });

  it("shows the class, this week's lessons, the percentage and the reasons once it runs", async () => {
    clock = new Date("2027-03-10T10:00:00Z");
    const { course: shown } = await pageOf(mine.token);
    // 4 × 180 of 7 × 180 minutes = 57.1 %; even present at the 12 lessons left (2,160 minutes)
    // it ends at 84.2 %; 3 of 7 missed in the first six weeks is 42.9 %.
    expect(shown).toEqual({
      className: "Morning B1",
      level: "B1",
      campus: "Dublin",
      weekOf: "2027-03-08",
      week: ["2027-03-08", "2027-03-09", "2027-03-10", "2027-03-11", "2027-03-12"].map((date) => ({
        date,
        startTime: "09:00",
        endTime: "12:00",
        room: "Liffey",
        teacherFirstName: "Aoife",
      })),
      percent: 57.1,
      lessonsHeld: 7,
      reasons: ["below-85", "cannot-reach-85", "early-absence"],
      needsVisa: true,
    });
  });

  it("shows each family only their own figures, never a classmate's", async () => {
    clock = new Date("2027-03-10T10:00:00Z");
    // The whole page's data (the exact shape of the course is pinned above).
    const mineText = JSON.stringify(await pageOf(mine.token));
    for (const leak of ["Otto", "Classmate", "otto.classmate", "Lena", "Carla"]) {
      expect(mineText).not.toContain(leak);
    }
    const theirs = (await pageOf(other.token)).course;
    expect(theirs).toMatchObject({ percent: 100, lessonsHeld: 7, reasons: [], needsVisa: false });
  });

  it("waits for a student's own first day in the class, and not for a cancelled booking", async () => {
    clock = new Date("2027-03-10T10:00:00Z");
    expect((await pageOf(later.token)).course).toBeNull();
    clock = new Date("2027-03-15T10:00:00Z");
    expect((await pageOf(later.token)).course).toMatchObject({
      className: "Morning B1",
      percent: null,
      lessonsHeld: 0,
      reasons: [],
    });
    await expect(pageOf(cancelled.token)).resolves.toMatchObject({ course: null });
  });
});
