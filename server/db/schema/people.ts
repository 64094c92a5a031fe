/**
 * The students the school enrols.
 * Part of the one database schema (server/db/schema/index.ts).
 */

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { programs } from "./content";
import { quoteRequests } from "./leads";

export const studentStatuses = ["pending", "enrolled", "active", "completed", "withdrawn"] as const;
export type StudentStatus = (typeof studentStatuses)[number];

export const students = pgTable(
  "students",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    country: text(),
    age: integer(),
    programId: text().references(() => programs.id, { onDelete: "set null", onUpdate: "cascade" }),
    location: text(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    status: text().$type<StudentStatus>().notNull().default("enrolled"),
    accommodationType: text(),
    quoteRequestId: integer().references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("students_status_check", sql`${t.status} in (${oneOf(studentStatuses)})`),
    check("students_age_check", sql`${t.age} between 8 and 120`),
    check("students_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index("students_status_idx").on(t.status, t.startDate.desc().nullsFirst(), t.lastName, t.id),
    // The staff list's order, so a page reads the index instead of sorting every student (0054).
    index("students_list_order_idx").on(t.startDate.desc().nullsFirst(), t.lastName, t.id),
    // Distinct countries for the stat card, read by skipping through the index (0054).
    index("students_country_idx").on(t.country),
    index("students_program_idx").on(t.programId),
    index("students_email_idx").on(sql`lower(${t.email})`),
    // "Create student" from a quote checks for an existing one; analytics counts conversions.
    index("students_quote_request_idx").on(t.quoteRequestId),
  ],
);
