/**
 * The one database schema (PostgreSQL dialect), shared by PGlite and a PostgreSQL server.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in code.
 * Enumerations are CHECK constraints rather than PostgreSQL enum types, so adding a value is a
 * plain, reversible migration. Money is stored in whole euros: the school never quotes cents.
 *
 * One file per domain, named as the domain is everywhere else (docs/architecture.md); this
 * index is what drizzle-kit and the services read.
 */
export type {
  FaqEntry,
  ProgramCategory,
  ProgramSeason,
  Timetable,
  TimetableSection,
} from "@shared/content/types";
export { programCategories, programSeasons } from "@shared/content/types";
export type { InquiryStatus, Locale } from "@shared/leads/types";
export { inquiryStatuses, locales, newsletterStatuses } from "@shared/leads/types";
export * from "./accommodation";
export * from "./agents";
export * from "./analytics";
export * from "./auth";
export * from "./bookings";
export * from "./classes";
export * from "./content";
export * from "./hosts";
export * from "./invoices";
export * from "./leads";
export * from "./level-test";
export * from "./mail";
export * from "./people";
export * from "./platform";
export * from "./privacy";
