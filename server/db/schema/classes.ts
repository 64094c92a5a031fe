/**
 * Classes and attendance (issue 30, decision 0032): rooms per campus, classes placed by level,
 * their lessons (generated from the schedule without Irish public holidays and closures),
 * enrolments of bookings (a move ends one and starts another: the history stays), and the
 * register entries, and the warning letters with their templates. Days are dates, lesson times
 * "HH:MM" text (a class is taught in Dublin time).
 */

import { cities } from "@shared/bookings/types";
import {
  ATTENDANCE_TARGET_PERCENT,
  type CertifiedAbsencePolicy,
  certifiedAbsencePolicies,
  EARLY_ABSENCE_PERCENT,
  type RegisterStatus,
  registerStatuses,
} from "@shared/classes/attendance";
import { DEFAULT_ATTENDANCE_RETENTION_YEARS } from "@shared/classes/forms";
import {
  type AppealOutcome,
  appealOutcomes,
  type LetterLanguage,
  letterLanguages,
  type WarningLetterKind,
  warningLetterKinds,
} from "@shared/classes/letters";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { bookings } from "./bookings";
import { createdAt, oneOf } from "./columns";

const clockTime = (column: unknown) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const rooms = pgTable(
  "rooms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    campus: text().notNull(),
    name: text().notNull(),
    seats: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rooms_campus_name_unique").on(t.campus, t.name),
    check("rooms_campus_check", sql`${t.campus} in (${oneOf(cities)})`),
    check("rooms_seats_check", sql`${t.seats} between 1 and 200`),
  ],
);

export const classes = pgTable(
  "classes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    level: text().$type<CefrLevel>().notNull(),
    campus: text().notNull(),
    roomId: integer().references(() => rooms.id, { onDelete: "set null" }),
    teacherId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    /** ISO weekdays, 1 = Monday … 7 = Sunday, ascending. */
    weekdays: integer().array().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    capacity: integer().notNull().default(15),
    createdAt: createdAt(),
  },
  (t) => [
    check("classes_level_check", sql`${t.level} in (${oneOf(cefrLevels)})`),
    check("classes_campus_check", sql`${t.campus} in (${oneOf(cities)})`),
    check(
      "classes_weekdays_check",
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]`,
    ),
    check("classes_start_time_check", clockTime(t.startTime)),
    check("classes_end_time_check", clockTime(t.endTime)),
    check("classes_times_check", sql`${t.endTime} > ${t.startTime}`),
    check("classes_dates_check", sql`${t.endsOn} >= ${t.startsOn}`),
    check("classes_capacity_check", sql`${t.capacity} between 1 and 15`),
    index("classes_teacher_idx").on(t.teacherId),
  ],
);

/** Days a campus (or every campus: null) is closed; lessons on them are not held. */
export const schoolClosures = pgTable(
  "school_closures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    campus: text(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "school_closures_campus_check",
      sql`${t.campus} is null or ${t.campus} in (${oneOf(cities)})`,
    ),
    check("school_closures_dates_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    /** When the register was last saved; null: not taken (the lesson is not yet "held"). */
    registerTakenAt: timestamp({ withTimezone: true }),
    registerTakenBy: text(),
  },
  (t) => [
    uniqueIndex("lessons_class_date_unique").on(t.classId, t.date),
    index("lessons_date_idx").on(t.date),
    check("lessons_start_time_check", clockTime(t.startTime)),
    check("lessons_end_time_check", clockTime(t.endTime)),
    check("lessons_times_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A booking in a class from a day (to a day: null while it lasts). A move closes the row. */
export const enrolments = pgTable(
  "enrolments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: "restrict" }),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("enrolments_dates_check", sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
    index("enrolments_class_idx").on(t.classId),
    index("enrolments_booking_idx").on(t.bookingId),
  ],
);

export const registerEntries = pgTable(
  "register_entries",
  {
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    status: text().$type<RegisterStatus>().notNull(),
    /** Minutes late or left early; null for present and absent. */
    minutes: integer(),
    /** An absence covered by a sick note. */
    certified: boolean().notNull().default(false),
    recordedById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    recordedBy: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.bookingId] }),
    index("register_entries_booking_idx").on(t.bookingId),
    check("register_entries_status_check", sql`${t.status} in (${oneOf(registerStatuses)})`),
    check(
      "register_entries_minutes_check",
      sql`(${t.status} in ('late', 'left-early') and ${t.minutes} between 1 and 600)
        or (${t.status} in ('present', 'absent') and ${t.minutes} is null)`,
    ),
    check("register_entries_certified_check", sql`not ${t.certified} or ${t.status} = 'absent'`),
  ],
);

// The at-risk rules over a totals row's own columns (generated columns can name no table).
const target = sql.raw(String(ATTENDANCE_TARGET_PERCENT));
const below85Sql = sql`attended_minutes::bigint * 100 < ${target} * scheduled_minutes::bigint`;
const cannotReach85Sql = sql`(attended_minutes::bigint + remaining_minutes) * 100 < ${target} * (scheduled_minutes::bigint + remaining_minutes)`;
const earlyAbsenceSql = sql`(early_scheduled_minutes > 0 and (early_scheduled_minutes::bigint - early_attended_minutes) * 100 >= ${sql.raw(String(EARLY_ABSENCE_PERCENT))} * early_scheduled_minutes::bigint)`;

/**
 * Each booking's attendance minutes, kept so that the at-risk list reads 2,000 rows instead of
 * summing half a million marks (decision 0040). A derived table: triggers on register entries,
 * enrolments, lessons, bookings (dates, visa, status, erasure) and classes' campus mark a
 * booking's row stale (`asOf` null), and the next read recomputes stale rows with the same SQL as
 * before; `asOf` is the Dublin day the row was computed for, because the minutes still to come
 * shrink each day (while there are any: decision 0054, round 3).
 */
export const attendanceTotals = pgTable(
  "attendance_totals",
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    scheduledMinutes: integer().notNull().default(0),
    attendedMinutes: integer().notNull().default(0),
    remainingMinutes: integer().notNull().default(0),
    earlyScheduledMinutes: integer().notNull().default(0),
    earlyAttendedMinutes: integer().notNull().default(0),
    /** The day the figures hold for; null: stale, recompute before use. */
    asOf: date({ mode: "string" }),
    // The at-risk list's filters and order, copied from the booking and its latest class when
    // the row is computed, so that a page walks one index instead of joining and sorting every
    // flagged booking (decision 0054, round 3).
    needsVisa: boolean().notNull().default(false),
    /** Neither erased nor cancelled, declined or expired: the list shows it. */
    listed: boolean().notNull().default(false),
    /** The campus of the booking's latest enrolment. */
    campus: text(),
    // What the list's search reads (first and last name, e-mail), kept in step with the booking
    // by its trigger in the same statement, so an erased name is gone from here at once; a
    // trigram index over both (migration 0026) serves the search.
    studentName: text(),
    email: text(),
    // The rules of shared/classes/attendance.ts over the minutes, in SQL (bigint: minutes times
    // 100 stay exact however long a course is); generated, so never out of step with them.
    /** The percentage in tenths, rounded down as `percentOf` does; none held is 100 %. */
    perMille: integer().generatedAlwaysAs(
      sql`case when scheduled_minutes > 0 then (attended_minutes::bigint * 1000 / scheduled_minutes)::int else 1000 end`,
    ),
    /** `meetsTarget` fails: under 85 % of the minutes held. */
    below85: boolean().generatedAlwaysAs(below85Sql),
    /** `cannotReachTarget`: present at every lesson left, still under 85 %. */
    cannotReach85: boolean().generatedAlwaysAs(cannotReach85Sql),
    /** `earlyAbsenceReached`: 25 % or more of the first six weeks' minutes missed. */
    earlyAbsence: boolean().generatedAlwaysAs(earlyAbsenceSql),
    atRisk: boolean().generatedAlwaysAs(
      sql`${below85Sql} or ${cannotReach85Sql} or ${earlyAbsenceSql}`,
    ),
  },
  (t) => [
    // Every read of the at-risk list looks for stale rows: through these indexes, not by reading
    // 100,000 rows (decision 0054, rounds 2 and 3).
    index("attendance_totals_as_of_idx").on(t.asOf),
    index("attendance_totals_current_as_of_idx").on(t.asOf).where(sql`remaining_minutes > 0`),
    // The at-risk list in its order: visa students first, the lowest percentage, the booking.
    index("attendance_totals_at_risk_idx")
      .on(
        t.needsVisa.desc().nullsFirst(),
        t.perMille,
        t.bookingId,
        // Not for the order (the booking decides every tie): the filters and the count read them
        // from the index.
        t.campus,
        t.below85,
        t.cannotReach85,
        t.earlyAbsence,
      )
      .where(sql`listed and at_risk`),
  ],
);

/**
 * Each held lesson's minutes over its marks (scheduled and attended, the settings applied), kept
 * like attendance_totals so that the weekly chart reads a lesson instead of its 15 or 20 marks
 * (decision 0054, round 3): triggers on register entries, lesson times and the settings mark
 * the row stale, and the chart recomputes the stale lessons of its weeks before it reads.
 */
export const lessonTotals = pgTable(
  "lesson_totals",
  {
    lessonId: integer()
      .primaryKey()
      .references(() => lessons.id, { onDelete: "cascade" }),
    scheduledMinutes: integer().notNull().default(0),
    attendedMinutes: integer().notNull().default(0),
    /** How many marks it has: a lesson whose marks were all deleted is not held. */
    marks: integer().notNull().default(0),
    stale: boolean().notNull().default(true),
  },
  (t) => [index("lesson_totals_stale_idx").on(t.lessonId).where(sql`stale`)],
);

/** How the school counts attendance: one row (id 1); absent means the defaults. */
export const attendanceSettings = pgTable(
  "attendance_settings",
  {
    id: integer().primaryKey().default(1),
    latenessThresholdMinutes: integer().notNull().default(15),
    certifiedAbsences: text()
      .$type<CertifiedAbsencePolicy>()
      .notNull()
      .default("count-as-attended"),
    /** Years after the course's end that an erased student's attendance is kept, anonymised. */
    retentionYears: integer().notNull().default(DEFAULT_ATTENDANCE_RETENTION_YEARS),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("attendance_settings_single_row_check", sql`${t.id} = 1`),
    check(
      "attendance_settings_threshold_check",
      sql`${t.latenessThresholdMinutes} between 0 and 120`,
    ),
    check(
      "attendance_settings_certified_check",
      sql`${t.certifiedAbsences} in (${oneOf(certifiedAbsencePolicies)})`,
    ),
    check("attendance_settings_retention_check", sql`${t.retentionYears} between 1 and 20`),
  ],
);

/** A warning letter staff edited; a kind and language without a row uses its default text. */
export const warningLetterTemplates = pgTable(
  "warning_letter_templates",
  {
    kind: text().$type<WarningLetterKind>().notNull(),
    lang: text().$type<LetterLanguage>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.lang] }),
    check("warning_letter_templates_kind_check", sql`${t.kind} in (${oneOf(warningLetterKinds)})`),
    check("warning_letter_templates_lang_check", sql`${t.lang} in (${oneOf(letterLanguages)})`),
  ],
);

/**
 * Each warning letter sent: its text as sent (so the PDF reads the same later, whatever the
 * template becomes), who sent it and when, and the appeal's outcome once recorded.
 */
export const warningLetters = pgTable(
  "warning_letters",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text().$type<WarningLetterKind>().notNull(),
    lang: text().$type<LetterLanguage>().notNull(),
    /** Tenths of a percent as printed (845 = 84.5 %); null before any lesson was held. */
    percentTenths: integer(),
    subject: text().notNull(),
    body: text().notNull(),
    sentTo: text().array().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    sentBy: text().notNull(),
    appealOutcome: text().$type<AppealOutcome>(),
    appealNote: text(),
    appealRecordedAt: timestamp({ withTimezone: true }),
    appealRecordedBy: text(),
  },
  (t) => [
    index("warning_letters_booking_idx").on(t.bookingId),
    check("warning_letters_kind_check", sql`${t.kind} in (${oneOf(warningLetterKinds)})`),
    check("warning_letters_lang_check", sql`${t.lang} in (${oneOf(letterLanguages)})`),
    check(
      "warning_letters_appeal_check",
      sql`${t.appealOutcome} is null or ${t.appealOutcome} in (${oneOf(appealOutcomes)})`,
    ),
  ],
);
