/**
 * Classes and attendance in the demo (issue 30): rooms on the three campuses, a teacher each,
 * two classes per campus over the current term (term.ts), the confirmed and arrived students
 * of the story and the term's own new arrivals enrolled by campus, and a term of registers up
 * to yesterday. Today's lessons are left for the teacher to take. Rows are inserted in bulk and
 * registered (rooms, classes, closures; lessons, enrolments and register entries go with their
 * classes and bookings when "Remove demo data" runs).
 */
import { lessonDates } from "@shared/classes/schedule";
import { and, eq, inArray } from "drizzle-orm";
import { BOOKED_LINK_DAYS } from "../../../services/bookings/offer-terms";
import { addDays } from "../../../services/bookings/store";
import {
  bookings,
  classes,
  enrolments,
  lessons,
  offers,
  registerEntries,
  rooms,
  schoolClosures,
  staffUsers,
} from "../../schema";
import type { BookingPlan } from "./booking-plans";
import { planBooking } from "./booking-plans";
import { writeBookings } from "./bookings";
import { dublinInstant } from "./calendar";
import type { Catalog } from "./catalog";
import { auditEntry, chunks, type DemoContext } from "./context";
import type { LedgerNotes } from "./invoices";
import type { DemoLogin, DemoPasswords } from "./organisation";
import { writeQuotes } from "./quotes";
import {
  type AttendanceProfile,
  type CampusPlan,
  campusPlans,
  closuresOf,
  marksOf,
  slotTimes,
  termOf,
  termStudents,
  visaOrigins,
  weekdaysOf,
} from "./term";

/**
 * The booking page of the Dublin student who can no longer reach 85 % opens again (as if staff
 * had just e-mailed its link), so the demo can show what a family sees (logins.ts prints it).
 */
async function openFeaturedBookingPage(
  context: DemoContext,
  ids: Map<BookingPlan, number>,
  profiles: Map<BookingPlan, { profile: AttendanceProfile }>,
) {
  const featured = [...ids].find(
    ([plan]) => plan.city === "Dublin" && profiles.get(plan)?.profile === "gone",
  );
  if (!featured) return;
  await context.tx
    .update(offers)
    .set({ tokenExpiresAt: new Date(context.clock.now.getTime() + BOOKED_LINK_DAYS * 864e5) })
    .where(and(eq(offers.bookingId, featured[1]), eq(offers.status, "accepted")));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function writeTeachers(context: DemoContext, passwords: DemoPasswords) {
  const { tx, clock, people } = context;
  const rows = await tx
    .insert(staffUsers)
    .values(
      campusPlans.map((plan, index) => ({
        username: plan.teacher.username,
        displayName: plan.teacher.name,
        email: people.emailFor(plan.teacher.mailbox),
        // Only Dublin's teacher has a password anyone knows (printed).
        passwordHash: index === 0 ? passwords.teacherHash : passwords.lockedHash,
        role: "teacher" as const,
        lastLoginAt: clock.at(1, 0.05),
        createdAt: clock.at(70, 0.3),
      })),
    )
    .returning({ id: staffUsers.id, name: staffUsers.displayName });
  context.registry.add(
    "staff_users",
    rows.map((row) => row.id),
  );
  return rows;
}

/** The term's new arrivals, told like the story's other bookings. */
async function writeTermBookings(context: DemoContext, catalog: Catalog, ledger: LedgerNotes) {
  const profiles = new Map<BookingPlan, { profile: AttendanceProfile; origin: string }>();
  for (const { campus } of campusPlans) {
    for (const student of termStudents(context.random, campus)) {
      const plan = planBooking(
        context,
        catalog,
        {
          status: "arrived",
          city: campus,
          origin: student.origin,
          startDaysAgo: student.startDaysAgo,
          weeksAhead: student.profile === "steady" ? 2 : 6,
        },
        () => "",
      );
      if (plan) profiles.set(plan, student);
    }
  }
  const plans = [...profiles.keys()];
  await writeQuotes(
    context,
    catalog,
    plans.map((plan) => plan.quote),
  );
  const ids = await writeBookings(context, { plans }, ledger);
  return { ids, profiles };
}

export async function writeClasses(
  context: DemoContext,
  catalog: Catalog,
  story: Map<BookingPlan, number>,
  passwords: DemoPasswords,
  ledger: LedgerNotes,
): Promise<DemoLogin[]> {
  const { tx, clock, random, staff } = context;
  const term = termOf(clock);
  const teachers = await writeTeachers(context, passwords);
  const arrivals = await writeTermBookings(context, catalog, ledger);

  const closures = closuresOf(clock);
  const closureRows = await tx
    .insert(schoolClosures)
    .values(closures.map((closure) => ({ ...closure, createdAt: clock.at(40, 0.2) })))
    .returning({ id: schoolClosures.id });
  context.registry.add(
    "school_closures",
    closureRows.map((row) => row.id),
  );
  for (const closure of closures) {
    context.audit.push(
      auditEntry(staff.partnerships, clock.at(40, 0.2), {
        action: "create",
        entity: "school_closure",
        summary: `Closed ${closure.campus ?? "every campus"} ${closure.startsOn} to ${closure.endsOn} (${closure.reason}); 0 lessons removed`,
      }),
    );
  }

  const roomRows = await tx
    .insert(rooms)
    .values(
      campusPlans.flatMap((plan) =>
        plan.rooms.map((room) => ({ campus: plan.campus, ...room, createdAt: clock.at(70, 0.2) })),
      ),
    )
    .returning({ id: rooms.id, campus: rooms.campus, name: rooms.name, seats: rooms.seats });
  context.registry.add(
    "rooms",
    roomRows.map((row) => row.id),
  );
  const roomOf = (plan: CampusPlan, index: number) => {
    const wanted = plan.rooms[index];
    return roomRows.find((row) => row.campus === plan.campus && row.name === wanted?.name);
  };

  const classPlans = campusPlans.flatMap((plan, campusIndex) =>
    plan.classes.map((item) => {
      const room = roomOf(plan, item.room);
      const teacher = teachers[campusIndex];
      if (!room || !teacher) throw new Error("demo room or teacher missing");
      return {
        plan,
        teacher,
        row: {
          name: item.name,
          level: item.level,
          campus: plan.campus,
          roomId: room.id,
          teacherId: teacher.id,
          weekdays: weekdaysOf(item.slot, clock.today),
          ...slotTimes[item.slot],
          startsOn: term.startsOn,
          endsOn: term.endsOn,
          capacity: Math.min(15, room.seats),
          createdAt: clock.at(70, 0.25),
        },
      };
    }),
  );
  const classRows = await tx
    .insert(classes)
    .values(classPlans.map((item) => item.row))
    .returning({ id: classes.id });
  context.registry.add(
    "classes",
    classRows.map((row) => row.id),
  );

  // The lessons of each class, the register taken by its teacher up to yesterday.
  const lessonValues = classPlans.flatMap((item, index) => {
    const campusClosures = closures.filter(
      (c) => c.campus === null || c.campus === item.plan.campus,
    );
    return lessonDates(item.row, campusClosures).map((date) => {
      const held = date < clock.today;
      return {
        classId: classRows[index]?.id as number,
        date,
        startTime: item.row.startTime,
        endTime: item.row.endTime,
        registerTakenAt: held ? dublinInstant(date, minutesOf(item.row.endTime) - 20) : null,
        registerTakenBy: held ? item.teacher.name : null,
      };
    });
  });
  const lessonRows: { id: number; classId: number; date: string }[] = [];
  for (const chunk of chunks(lessonValues)) {
    lessonRows.push(
      ...(await tx
        .insert(lessons)
        .values(chunk)
        .returning({ id: lessons.id, classId: lessons.classId, date: lessons.date })),
    );
  }
  classPlans.forEach((item, index) => {
    context.audit.push(
      auditEntry(staff.partnerships, clock.at(70, 0.25 + index * 0.01), {
        action: "create",
        entity: "class",
        entityId: String(classRows[index]?.id),
        summary: `Created class ${item.row.name} (${item.row.level}, ${item.row.campus}) with ${lessonRows.filter((l) => l.classId === classRows[index]?.id).length} lessons`,
      }),
    );
  });

  // Who sits in which class: by campus, the first free seat in turn; the story's arrived and
  // confirmed students first (they are on the dashboard), then the term's arrivals.
  const students = [
    ...[...story]
      .filter(([plan]) => plan.status === "arrived" || plan.status === "confirmed")
      .map(([plan, id]) => ({ plan, id, profile: "steady" as AttendanceProfile, origin: "" })),
    ...[...arrivals.ids].map(([plan, id]) => ({
      plan,
      id,
      ...(arrivals.profiles.get(plan) ?? { profile: "steady" as const, origin: "" }),
    })),
  ];
  const seats = new Map<number, number>();
  const enrolmentValues: (typeof enrolments.$inferInsert)[] = [];
  const entryValues: (typeof registerEntries.$inferInsert)[] = [];
  const needsVisa: number[] = [];
  const turn = new Map<string, number>();
  for (const student of students) {
    const { plan } = student;
    if (plan.startDate > term.endsOn || plan.endDate < clock.today) continue;
    const options = classPlans
      .map((item, index) => ({ item, id: classRows[index]?.id as number }))
      .filter(
        ({ item, id }) => item.row.campus === plan.city && (seats.get(id) ?? 0) < item.row.capacity,
      );
    if (options.length === 0) continue;
    const next = turn.get(plan.city ?? "") ?? 0;
    turn.set(plan.city ?? "", next + 1);
    const chosen = options[next % options.length];
    if (!chosen) continue;
    seats.set(chosen.id, (seats.get(chosen.id) ?? 0) + 1);
    const from = [plan.startDate, term.startsOn].sort()[1] as string;
    enrolmentValues.push({
      bookingId: student.id,
      classId: chosen.id,
      fromDate: from,
      createdAt: dublinInstant(addDays(from, -3), 11 * 60),
    });
    if (visaOrigins.has(student.origin)) needsVisa.push(student.id);
    const held = lessonRows.filter(
      (lesson) =>
        lesson.classId === chosen.id &&
        lesson.date >= from &&
        lesson.date <= plan.endDate &&
        lesson.date < clock.today,
    );
    const marks = marksOf(
      random,
      student.profile,
      held.map(() => chosen.item.row),
    );
    held.forEach((lesson, index) => {
      const mark = marks[index];
      if (!mark) return;
      entryValues.push({
        lessonId: lesson.id,
        bookingId: student.id,
        status: mark.status,
        minutes: mark.minutes ?? null,
        certified: mark.certified,
        recordedById: chosen.item.teacher.id,
        recordedBy: chosen.item.teacher.name,
        recordedAt: dublinInstant(lesson.date, minutesOf(chosen.item.row.endTime) - 20),
      });
    });
  }
  for (const chunk of chunks(enrolmentValues)) await tx.insert(enrolments).values(chunk);
  for (const chunk of chunks(entryValues)) await tx.insert(registerEntries).values(chunk);
  for (const chunk of chunks(needsVisa)) {
    await tx.update(bookings).set({ needsVisa: true }).where(inArray(bookings.id, chunk));
  }
  await openFeaturedBookingPage(context, arrivals.ids, arrivals.profiles);
  return [
    {
      kind: "staff",
      role: `Teacher (${campusPlans[0]?.campus}: registers and classes)`,
      path: "/admin/registers",
      username: campusPlans[0]?.teacher.username,
      password: passwords.teacher,
    },
  ];
}
