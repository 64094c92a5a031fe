/**
 * Attendance certificates (issue 30): course, dates, hours scheduled and attended over the
 * lessons held, the percentage, and the level at the start and at the end (the levels of the
 * student's first and latest classes). One booking, or every student of a class on a page each.
 * They name students, so each download is audited as an export.
 */
import { attendanceOf } from "@shared/classes/attendance";
import { asc, eq, inArray } from "drizzle-orm";
import { bookings, classes, enrolments } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import { longDate } from "../bookings/letter";
import { NotFoundError } from "../errors";
import type { ClassesDeps } from "./access";
import { attendanceSettingsOf, lessonsOfBooking } from "./attendance";
import { type DocumentPage, hoursOf, renderAttendancePdf } from "./pdf";

export interface CertificateDeps extends ClassesDeps {
  referenceOf: (bookingId: number) => string;
}

async function certificatePages(deps: CertificateDeps, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  const [rows, placed, settings] = await Promise.all([
    deps.db.select().from(bookings).where(inArray(bookings.id, bookingIds)),
    deps.db
      .select({ bookingId: enrolments.bookingId, level: classes.level, name: classes.name })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(inArray(enrolments.bookingId, bookingIds))
      .orderBy(asc(enrolments.fromDate), asc(enrolments.id)),
    attendanceSettingsOf(deps.db),
  ]);
  const issuedOn = longDate(dublinDay(deps.now()));
  const pages: DocumentPage[] = [];
  for (const booking of rows.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.id - b.id)) {
    if (booking.erasedAt) continue;
    const lessons = await lessonsOfBooking(deps, booking.id);
    const figures = attendanceOf(lessons?.held ?? [], settings);
    const levels = placed.filter((row) => row.bookingId === booking.id);
    const name = `${booking.firstName} ${booking.lastName}`;
    const dates =
      booking.startDate && booking.endDate
        ? `${longDate(booking.startDate)} to ${longDate(booking.endDate)}`
        : "Not set";
    pages.push({
      title: "Attendance certificate",
      placeAndDate: `Dublin, ${issuedOn}`,
      referenceLine: `Reference: ${deps.referenceOf(booking.id)}`,
      paragraphs: [
        `This is to certify that ${name} is a student of Clover English on the course "${booking.programTitle}". The attendance below is over the lessons held up to ${issuedOn}, counted in minutes (arriving or leaving more than ${settings.latenessThresholdMinutes} minutes late or early counts as absent).`,
      ],
      facts: [
        ["Student", name],
        ["Course", booking.programTitle],
        ["Dates", dates],
        ["Hours scheduled", hoursOf(figures.scheduledMinutes).toFixed(1)],
        ["Hours attended", hoursOf(figures.attendedMinutes).toFixed(1)],
        [
          "Attendance",
          figures.percent === null ? "No lesson held yet" : `${figures.percent.toFixed(1)} %`,
        ],
        ["Level at start", levels[0]?.level ?? "Not placed"],
        ["Level at end", levels.at(-1)?.level ?? "Not placed"],
      ],
      signatoryTitle: "Director of Studies",
    });
  }
  return pages;
}

export async function bookingCertificate(
  deps: CertificateDeps,
  bookingId: number,
  actor: Actor,
): Promise<{ filename: string; pdf: Buffer }> {
  const [booking] = await deps.db
    .select({ id: bookings.id, erasedAt: bookings.erasedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.erasedAt) throw new NotFoundError("Booking not found");
  const pages = await certificatePages(deps, [bookingId]);
  const reference = deps.referenceOf(bookingId);
  const pdf = await renderAttendancePdf(pages, {
    title: `Attendance certificate ${reference}`,
    subject: "Attendance certificate",
  });
  await recordAudit(deps.db, actor, {
    action: "export",
    entity: "booking",
    entityId: bookingId,
    summary: `${actor.name} downloaded the attendance certificate of booking ${reference}`,
  });
  return { filename: `attendance-certificate-${reference}.pdf`, pdf };
}

export async function classCertificates(
  deps: CertificateDeps,
  classId: number,
  actor: Actor,
): Promise<{ filename: string; pdf: Buffer; students: number }> {
  const [found] = await deps.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!found) throw new NotFoundError("Class not found");
  const placed = await deps.db
    .selectDistinct({ bookingId: enrolments.bookingId })
    .from(enrolments)
    .where(eq(enrolments.classId, classId));
  const pages = await certificatePages(
    deps,
    placed.map((row) => row.bookingId),
  );
  if (pages.length === 0) throw new NotFoundError("No student has been placed in this class");
  const pdf = await renderAttendancePdf(pages, {
    title: `Attendance certificates ${found.name}`,
    subject: "Attendance certificates",
  });
  await recordAudit(deps.db, actor, {
    action: "export",
    entity: "class",
    entityId: classId,
    summary: `${actor.name} downloaded the attendance certificates of class ${found.name} (${pages.length} students)`,
  });
  return { filename: `attendance-certificates-class-${classId}.pdf`, pdf, students: pages.length };
}
