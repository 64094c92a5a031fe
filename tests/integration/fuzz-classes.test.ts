/**
 * The classes API under generated input (issue 30): the class body and the register body, sent
 * by an admin. Never a 5xx, and nothing stored that the rules refuse: a class holds at most 15,
 * runs on ISO weekdays with its end after its start, and its lessons fall on its weekdays inside
 * its dates; a register mark has minutes exactly when it is late or left early.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, lessons, registerEntries } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import { isoWeekday } from "../../shared/classes/schedule";
import {
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import { staffUserOf, storedBooking } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Each accepted class writes its lessons: a quarter of the runs covers them well. */
const STAFF_RUNS = Math.max(50, Math.floor(RUNS / 4));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
let teacherId = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  teacherId = (await staffUserOf(server, admin, "teacher")).id;
});
afterAll(() => server?.stop());

async function send(method: string, path: string, request: GeneratedRequest) {
  const headers: Record<string, string> = { Authorization: `Bearer ${admin}` };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

const day = fc.oneof(
  fc
    .date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("2027-02-30", "0000-01-01", "2027-3-1", "tomorrow"),
);
const time = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
  fc.constantFrom("24:00", "9:00", "09:60", "noon"),
);

/** Usually a valid value (so that classes do get stored and checked), else a doubtful one. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, doubtful: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: doubtful });

describe("the classes API under generated input", () => {
  it(`POST /api/admin/classes: ${STAFF_RUNS} bodies, no 5xx, only valid classes stored`, async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          name: plausibleText("Morning B1"),
          level: mostly(fc.constantFrom("A1", "B2", "C2"), fc.constantFrom("D1", "b1")),
          campus: mostly(fc.constantFrom("Dublin", "Cork", "Galway"), fc.constant("Limerick")),
          teacherId: mostly(fc.constant(teacherId), fc.constantFrom(0, -1, 999_999, 2 ** 31)),
          weekdays: mostly(
            fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
            fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 9 }),
          ),
          startTime: mostly(fc.constantFrom("09:00", "13:30"), time),
          endTime: mostly(fc.constantFrom("12:15", "16:45"), time),
          startsOn: mostly(fc.constantFrom("2027-03-01", "2027-09-06"), day),
          endsOn: mostly(fc.constantFrom("2027-10-29", "2027-12-17"), day),
          capacity: mostly(
            fc.integer({ min: 1, max: 15 }),
            fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constant(15.5)),
          ),
        }),
        async (request) => {
          const { status, text } = await send("POST", "/api/admin/classes", request);
          if (status !== 201) return;
          created++;
          const { id } = JSON.parse(text) as { id: number };
          const [row] = await server.database.db.select().from(classes).where(eq(classes.id, id));
          expect(row).toBeDefined();
          if (!row) return;
          expect(row.capacity).toBeGreaterThanOrEqual(1);
          expect(row.capacity).toBeLessThanOrEqual(15);
          expect(row.endTime > row.startTime).toBe(true);
          expect(row.weekdays.every((weekday) => weekday >= 1 && weekday <= 7)).toBe(true);
          const stored = await server.database.db
            .select({ date: lessons.date })
            .from(lessons)
            .where(eq(lessons.classId, id));
          for (const lesson of stored) {
            expect(lesson.date >= row.startsOn && lesson.date <= row.endsOn).toBe(true);
            expect(row.weekdays).toContain(isoWeekday(lesson.date));
          }
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-classes classes (seed ${SEED}): ${created} of ${STAFF_RUNS} created`);
  }, 120_000);

  it(`PUT /api/admin/lessons/{id}/register: ${STAFF_RUNS} bodies; marks stored are consistent`, async () => {
    const created = await expectJson<{ id: number }>(
      await server.fetch(
        "/api/admin/classes",
        jsonRequest(
          "POST",
          {
            name: "Fuzzed register",
            level: "B1",
            campus: "Cork",
            teacherId,
            weekdays: [1, 2, 3, 4, 5],
            startTime: "09:00",
            endTime: "12:00",
            startsOn: "2027-03-01",
            endsOn: "2027-03-26",
          },
          admin,
        ),
      ),
      201,
    );
    const students = [
      await storedBooking(server, { startDate: "2027-03-01", endDate: "2027-03-26" }),
      await storedBooking(server, { startDate: "2027-03-01", endDate: "2027-03-26" }),
    ];
    for (const bookingId of students) {
      await expectJson(
        await server.fetch(
          `/api/admin/classes/${created.id}/enrolments`,
          jsonRequest("POST", { bookingId, from: "2027-03-01" }, admin),
        ),
        201,
      );
    }
    const [lesson] = await server.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.classId, created.id))
      .limit(1);
    const path = `/api/admin/lessons/${lesson?.id}/register`;
    let saved = 0;
    const entry = fc.record(
      {
        bookingId: fc.constantFrom(...students, 0, 999_999, "1"),
        status: fc.constantFrom("present", "absent", "late", "left-early", "sick"),
        minutes: fc.oneof(fc.integer({ min: -1, max: 700 }), fc.constant(null), fc.constant(2.5)),
        certified: fc.constantFrom(true, false, "yes"),
      },
      { requiredKeys: ["bookingId", "status"] },
    );
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          entries: fc.array(entry, { maxLength: 4 }),
          reason: plausibleText("Sick note"),
        }),
        async (request) => {
          const { status } = await send("PUT", path, request);
          if (status !== 200) return;
          saved++;
          const marks = await server.database.db
            .select()
            .from(registerEntries)
            .where(eq(registerEntries.lessonId, lesson?.id ?? 0));
          expect(marks.map((mark) => mark.bookingId).sort()).toEqual([...students].sort());
          for (const mark of marks) {
            const late = mark.status === "late" || mark.status === "left-early";
            expect(mark.minutes === null).toBe(!late);
            if (mark.certified) expect(mark.status).toBe("absent");
          }
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-classes registers (seed ${SEED}): ${saved} of ${STAFF_RUNS} saved`);
    expect(saved).toBeGreaterThan(0);
  }, 120_000);
});
