/**
 * Staff correct whether a student needs a visa (issue 30: "a booking field, asked on acceptance,
 * editable by staff"): `PUT /api/admin/bookings/{id}/needs-visa`, over real HTTP and PGlite.
 * The answer moves the student up the at-risk list, so who may change it matters.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../server/db/schema";
import { staffUserOf, storedBooking } from "../support/classes";
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
let teacher = "";

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher", "Visa Teacher")).token;
});
afterAll(() => server?.stop());

const setNeedsVisa = (id: number, body: unknown, token = admin) =>
  server.fetch(`/api/admin/bookings/${id}/needs-visa`, jsonRequest("PUT", body, token));

interface Detail {
  needsVisa: boolean;
  timeline: { summary: string }[];
}

describe("needs a visa, as staff know it", () => {
  const course = { startDate: "2027-03-01", endDate: "2027-06-25" };

  it("is set and cleared by staff, each change on the timeline", async () => {
    const id = await storedBooking(server, { ...course, firstName: "Valeria" });
    const marked = await expectJson<Detail>(
      await setNeedsVisa(id, { needsVisa: true }, editor),
      200,
    );
    expect(marked.needsVisa).toBe(true);
    expect(marked.timeline.map((event) => event.summary)).toContainEqual(
      expect.stringMatching(/marked the student as needing a visa/),
    );
    // The same answer again changes nothing and writes nothing.
    const again = await expectJson<Detail>(await setNeedsVisa(id, { needsVisa: true }), 200);
    expect(again.timeline).toHaveLength(marked.timeline.length);
    const cleared = await expectJson<Detail>(await setNeedsVisa(id, { needsVisa: false }), 200);
    expect(cleared.needsVisa).toBe(false);
    expect(cleared.timeline.map((event) => event.summary)).toContainEqual(
      expect.stringMatching(/as not needing a visa/),
    );
  });

  it("refuses what is not yes or no, a booking that does not exist, and an erased one", async () => {
    const id = await storedBooking(server, course);
    for (const body of [{}, { needsVisa: "yes" }, { needsVisa: 1 }, { needsVisa: null }]) {
      const refused = await expectJson<{ fields?: Record<string, string> }>(
        await setNeedsVisa(id, body),
        400,
      );
      expect(JSON.stringify(refused)).toMatch(/needsVisa|visa/);
    }
    expect((await setNeedsVisa(999_999, { needsVisa: true })).status).toBe(404);
    await server.database.db
      .update(bookings)
      .set({ erasedAt: new Date() })
      .where(eq(bookings.id, id));
    expect((await setNeedsVisa(id, { needsVisa: true })).status).toBe(409);
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.needsVisa).toBe(false);
  });

  it("is no teacher's to change, and needs a session", async () => {
    const id = await storedBooking(server, course);
    expect((await setNeedsVisa(id, { needsVisa: true }, teacher)).status).toBe(403);
    const anonymous = await server.fetch(`/api/admin/bookings/${id}/needs-visa`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ needsVisa: true }),
    });
    expect(anonymous.status).toBe(401);
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.needsVisa).toBe(false);
  });
});
