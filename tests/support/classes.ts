/**
 * Arrangements for the classes tests (issue 30): staff users of each role signed in through the
 * API, and bookings stored directly (the booking pipeline has its own tests; here a booking is
 * only the thing a class holds).
 */
import { bookings } from "../../server/db/schema";
import { expectJson, jsonRequest, type TestServer } from "./test-server";

let sequence = 0;

/** A staff user of `role` created by the admin through the API; answers id and Bearer token. */
export async function staffUserOf(
  server: TestServer,
  admin: string,
  role: "admin" | "editor" | "teacher",
  name = `${role} ${++sequence}`,
): Promise<{ id: number; token: string }> {
  const username = `${role}-${++sequence}-${process.pid}`;
  const password = "a-long-enough-password-for-staff";
  const user = await expectJson<{ id: number; role: string }>(
    await server.fetch(
      "/api/admin/users",
      jsonRequest("POST", { username, displayName: name, role, password }, admin),
    ),
    201,
  );
  if (user.role !== role) throw new Error(`created ${user.role}, not ${role}`);
  const session = await expectJson<{ token: string }>(
    await server.fetch("/api/admin/login", jsonRequest("POST", { username, password })),
    200,
  );
  return { id: user.id, token: session.token };
}

/** A confirmed booking for a course between two days. */
export async function storedBooking(
  server: TestServer,
  person: {
    firstName?: string;
    lastName?: string;
    email?: string;
    startDate: string;
    endDate: string;
    needsVisa?: boolean;
    status?: "confirmed" | "cancelled" | "draft";
  },
): Promise<number> {
  const n = ++sequence;
  const [row] = await server.database.db
    .insert(bookings)
    .values({
      status: person.status ?? "confirmed",
      firstName: person.firstName ?? "Student",
      lastName: person.lastName ?? `Number ${n}`,
      email: person.email ?? `student${n}@example.com`,
      programTitle: "General English",
      city: "Dublin",
      startDate: person.startDate,
      endDate: person.endDate,
      needsVisa: person.needsVisa ?? false,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error("no booking stored");
  return row.id;
}

export const authorized = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Mon–Fri mornings in March 2027: 19 lessons (St Patrick's Day, Wednesday 17th, is off). */
export const marchClass = (teacherId: number, extra: Record<string, unknown> = {}) => ({
  name: "Morning B1",
  level: "B1",
  campus: "Dublin",
  teacherId,
  weekdays: [1, 2, 3, 4, 5],
  startTime: "09:00",
  endTime: "12:00",
  startsOn: "2027-03-01",
  endsOn: "2027-03-26",
  capacity: 15,
  ...extra,
});

/** The classes API as a signed-in admin calls it (another token where a call takes one). */
export function classesClient(server: TestServer, admin: string) {
  const lessonsOf = async (classId: number, token = admin, query = "") =>
    expectJson<{ items: { id: number; date: string; startTime: string; endTime: string }[] }>(
      await server.fetch(`/api/admin/classes/${classId}/lessons${query}`, authorized(token)),
      200,
    );
  return {
    async newClass(body: object, token = admin): Promise<number> {
      const created = await expectJson<{ id: number; lessons: number }>(
        await server.fetch("/api/admin/classes", jsonRequest("POST", body, token)),
        201,
      );
      return created.id;
    },
    enrol: (classId: number, bookingId: number, from = "2027-03-01", token = admin) =>
      server.fetch(
        `/api/admin/classes/${classId}/enrolments`,
        jsonRequest("POST", { bookingId, from }, token),
      ),
    lessonsOf,
    async lessonOn(classId: number, date: string): Promise<number> {
      const { items } = await lessonsOf(classId, admin, `?from=${date}&to=${date}`);
      if (!items[0]) throw new Error(`no lesson on ${date}`);
      return items[0].id;
    },
    saveRegister: (lessonId: number, body: object, token = admin) =>
      server.fetch(`/api/admin/lessons/${lessonId}/register`, jsonRequest("PUT", body, token)),
  };
}
