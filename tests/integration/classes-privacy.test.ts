/**
 * Attendance in data-protection requests (issue 30): the export of a student's address carries
 * their classes and register marks; erasure anonymises the booking and keeps the marks, which
 * then name no one, so the attendance figures immigration rules require stay as they were.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, registerEntries } from "../../server/db/schema";
import { authorized, staffUserOf, storedBooking } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let admin = "";
let bookingId = 0;
const email = "lucia.garcia@example.com";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  const teacher = await staffUserOf(server, admin, "teacher");
  const created = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/classes",
      jsonRequest(
        "POST",
        {
          name: "Privacy B2",
          level: "B2",
          campus: "Dublin",
          teacherId: teacher.id,
          weekdays: [1, 3],
          startTime: "14:00",
          endTime: "16:00",
          startsOn: "2027-03-01",
          endsOn: "2027-03-31",
        },
        admin,
      ),
    ),
    201,
  );
  bookingId = await storedBooking(server, {
    firstName: "Lucía",
    lastName: "García",
    email,
    startDate: "2027-03-01",
    endDate: "2027-03-31",
    needsVisa: true,
  });
  await expectJson(
    await server.fetch(
      `/api/admin/classes/${created.id}/enrolments`,
      jsonRequest("POST", { bookingId, from: "2027-03-01" }, admin),
    ),
    201,
  );
  const lessons = await expectJson<{ items: { id: number; date: string }[] }>(
    await server.fetch(
      `/api/admin/classes/${created.id}/lessons?from=2027-03-01&to=2027-03-08`,
      authorized(admin),
    ),
    200,
  );
  // Monday 1st: absent; Wednesday 3rd: 10 minutes late; Monday 8th: present.
  const marks = [
    [{ bookingId, status: "absent" }],
    [{ bookingId, status: "late", minutes: 10 }],
    [],
  ];
  for (const [index, lesson] of lessons.items.entries()) {
    await expectJson(
      await server.fetch(
        `/api/admin/lessons/${lesson.id}/register`,
        jsonRequest("PUT", { entries: marks[index], reason: "Back office" }, teacher.token),
      ),
      // The 1st is over 7 days old: only an admin may write it, which the teacher is not.
      lesson.date < "2027-03-03" ? 403 : 200,
    );
    if (lesson.date < "2027-03-03") {
      await expectJson(
        await server.fetch(
          `/api/admin/lessons/${lesson.id}/register`,
          jsonRequest("PUT", { entries: marks[index], reason: "Back office" }, admin),
        ),
        200,
      );
    }
  }
});
afterAll(() => server?.stop());

const attendance = async () =>
  expectJson<{ scheduledMinutes: number; attendedMinutes: number; percent: number }>(
    await server.fetch(`/api/admin/bookings/${bookingId}/attendance`, authorized(admin)),
    200,
  );

describe("attendance in data-protection requests", () => {
  it("exports the student's classes and register marks", async () => {
    const exported = await expectJson<{
      bookings: {
        id: number;
        attendance: {
          classes: { className: string; from: string; to: string | null }[];
          register: { date: string; status: string; minutes: number | null }[];
        };
      }[];
    }>(await server.fetch(`/api/admin/people/export?email=${email}`, authorized(admin)), 200);
    const [booking] = exported.bookings;
    expect(booking?.id).toBe(bookingId);
    expect(booking?.attendance.classes).toEqual([
      expect.objectContaining({ className: "Privacy B2", from: "2027-03-01", to: null }),
    ]);
    expect(
      booking?.attendance.register.map(({ date, status, minutes }) => ({ date, status, minutes })),
    ).toEqual([
      { date: "2027-03-01", status: "absent", minutes: null },
      { date: "2027-03-03", status: "late", minutes: 10 },
      { date: "2027-03-08", status: "present", minutes: null },
    ]);
  });

  it("erases the person and keeps the anonymous marks and figures", async () => {
    const before = await attendance();
    expect(before).toMatchObject({ scheduledMinutes: 360, attendedMinutes: 230, percent: 63.8 });
    await expectJson(
      await server.fetch("/api/admin/people/erase", jsonRequest("POST", { email }, admin)),
      200,
    );
    const [booking] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ firstName: "Erased", lastName: "Erased" });
    expect(booking?.email).not.toContain("lucia");
    const marks = await server.database.db
      .select()
      .from(registerEntries)
      .where(eq(registerEntries.bookingId, bookingId));
    expect(marks).toHaveLength(3);
    expect(await attendance()).toEqual(before);
    // Nothing of the person in the audit of registers and enrolments.
    const trail = JSON.stringify(
      await server.database.db.select().from(auditLog).where(eq(auditLog.entity, "register")),
    );
    expect(trail).not.toMatch(/Luc[ií]a|Garc[ií]a|lucia\.garcia/);
    // An export of the address finds nothing any more.
    const after = await expectJson<{ bookings: unknown[] }>(
      await server.fetch(`/api/admin/people/export?email=${email}`, authorized(admin)),
      200,
    );
    expect(after.bookings).toEqual([]);
  });
});
