/**
 * The CSV import of current students (issue 30, decision 0038). The whole file is parsed and every
 * row checked before anything is written; one bad row and the answer is the list of problems by
 * line, with nothing stored. A good file becomes bookings in one transaction: each flagged as
 * imported, with its timeline entry and audit row, and linked to the student record of its
 * e-mail address (created when there is none).
 */
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportResult,
  type ImportRow,
  importOptionalColumns,
  importRequiredColumns,
  importRowSchema,
} from "@shared/bookings/import";
import { ageOn } from "@shared/bookings/minors";
import { type BookingStatus, cities } from "@shared/bookings/types";
import { parse } from "csv-parse/sync";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, bookingEvents, bookings, programs, students } from "../../db/schema";
import type { Actor } from "../audit";
import { RateLimitedError } from "../errors";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { dublinDay } from "./days";

/** A school imports once, then fixes a few rows and tries again: generous, but not a loop. */
export const BOOKING_IMPORT_RULE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for a booking's ~20 columns. */
const CHUNK = 500;

const studentStatusOf: Record<ImportRow["status"], "enrolled" | "active" | "completed"> = {
  confirmed: "enrolled",
  arrived: "active",
  completed: "completed",
};

interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The file's records with the line each starts on. Line endings are made "\n" first: csv-parse
 * counts a CRLF file's lines unevenly, and a note's CRLF inside quotes reads the same as LF.
 */
function recordsOf(text: string): { records: CsvRecord[] } | { error: ImportError } {
  const normalised = text.replace(/\r\n?/g, "\n");
  try {
    const parsed = parse(normalised, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // The typings do not follow the `info` option, which wraps each record with its position.
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return {
      // csv-parse gives the line a record ends on; the newlines inside its quoted fields say
      // how many lines earlier it began.
      records: parsed.map(({ record, info }) => ({
        line: info.lines - record.reduce((sum, field) => sum + field.split("\n").length - 1, 0),
        fields: record,
      })),
    };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const reason = error instanceof Error ? error.message.replace(/^[^:]*: /, "") : "unreadable";
    return { error: { line, message: `The file is not valid CSV: ${reason}` } };
  }
}

type Header = Map<string, number>;

function headerOf(record: CsvRecord | undefined): { header: Header } | { errors: ImportError[] } {
  if (!record) return { errors: [{ line: 1, message: "The file is empty." }] };
  const header: Header = new Map();
  const errors: ImportError[] = [];
  const known = new Set<string>([...importRequiredColumns, ...importOptionalColumns]);
  record.fields.forEach((raw, index) => {
    const name = raw.trim();
    if (!known.has(name)) errors.push({ line: 1, message: `Unknown column "${name}".` });
    else if (header.has(name)) errors.push({ line: 1, message: `Column "${name}" appears twice.` });
    else header.set(name, index);
  });
  const missing = importRequiredColumns.filter((name) => !header.has(name));
  if (missing.length > 0) {
    errors.push({
      line: 1,
      message: `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`,
    });
  }
  return errors.length > 0 ? { errors } : { header };
}

/** The city a program runs in, when its location names exactly one campus. */
function cityOf(location: string): (typeof cities)[number] | null {
  const named = cities.filter((city) => location.includes(city));
  return named.length === 1 ? (named[0] ?? null) : null;
}

export function createBookingImportService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
}) {
  const { db } = deps;

  async function validate(
    text: string,
  ): Promise<{ rows: { line: number; row: ImportRow }[] } | { errors: ImportError[] }> {
    const read = recordsOf(text);
    if ("error" in read) return { errors: [read.error] };
    const [first, ...data] = read.records;
    const head = headerOf(first);
    if ("errors" in head) return head;
    if (data.length === 0) return { errors: [{ line: 2, message: "The file has no rows." }] };
    if (data.length > IMPORT_MAX_ROWS) {
      return {
        errors: [
          {
            line: data[IMPORT_MAX_ROWS]?.line ?? 2,
            message: `At most ${IMPORT_MAX_ROWS} rows per file: split it and import each part.`,
          },
        ],
      };
    }
    const programRows = await db.select({ id: programs.id }).from(programs);
    const schema = importRowSchema({
      programIds: new Set(programRows.map((program) => program.id)),
      today: dublinDay(deps.now()),
    });
    const errors: ImportError[] = [];
    const rows: { line: number; row: ImportRow }[] = [];
    const seen = new Map<string, number>();
    for (const record of data) {
      if (record.fields.length !== first?.fields.length) {
        errors.push({
          line: record.line,
          message: `Expected ${first?.fields.length} fields as in the header, found ${record.fields.length}.`,
        });
        continue;
      }
      const values = Object.fromEntries(
        [...head.header].map(([name, index]) => [name, record.fields[index]]),
      );
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          errors.push({
            line: record.line,
            message: `${String(issue.path[0] ?? "row")}: ${issue.message}`,
          });
        }
        continue;
      }
      const key = duplicateKey(parsed.data);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.push({
          line: record.line,
          message: `The same student, program and start date as line ${earlier}.`,
        });
        continue;
      }
      seen.set(key, record.line);
      rows.push({ line: record.line, row: parsed.data });
    }
    if (errors.length === 0) errors.push(...(await alreadyBooked(rows)));
    return errors.length > 0 ? { errors } : { rows };
  }

  /** A file imported twice must not book everyone twice. */
  async function alreadyBooked(rows: { line: number; row: ImportRow }[]): Promise<ImportError[]> {
    const emails = [...new Set(rows.map(({ row }) => row.email))];
    const existing = new Map<string, number>();
    for (let at = 0; at < emails.length; at += CHUNK) {
      const found = await db
        .select({
          id: bookings.id,
          email: sql<string>`lower(${bookings.email})`,
          programId: bookings.programId,
          startDate: bookings.startDate,
        })
        .from(bookings)
        .where(inArray(sql`lower(${bookings.email})`, emails.slice(at, at + CHUNK)));
      for (const booking of found) {
        existing.set(`${booking.email}|${booking.programId}|${booking.startDate}`, booking.id);
      }
    }
    return rows.flatMap(({ line, row }) => {
      const id = existing.get(duplicateKey(row));
      return id === undefined
        ? []
        : [{ line, message: `Booking ${id} already has this student, program and start date.` }];
    });
  }

  async function store(rows: { line: number; row: ImportRow }[], actor: Actor): Promise<number[]> {
    const at = deps.now();
    return db.transaction(async (tx) => {
      const programRows = await tx
        .select({ id: programs.id, title: programs.title, location: programs.location })
        .from(programs);
      const programOf = new Map(programRows.map((program) => [program.id, program]));
      const studentIds = await studentsFor(tx, rows, programOf, at);
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const inserted = await tx
          .insert(bookings)
          .values(
            chunk.map(({ row }) => {
              const program = programOf.get(row.programId);
              return {
                status: row.status as BookingStatus,
                studentId: studentIds.get(row.email) ?? null,
                firstName: row.firstName,
                lastName: row.lastName,
                email: row.email,
                programId: row.programId,
                programTitle: program?.title ?? row.programId,
                city: program ? cityOf(program.location) : null,
                accommodationType: row.accommodation ?? null,
                startDate: row.startDate,
                endDate: row.endDate,
                needsVisa: row.needsVisa,
                level: row.level,
                importedAt: at,
                importDetails: {
                  dateOfBirth: row.dateOfBirth,
                  nationality: row.nationality,
                  gender: row.gender ?? null,
                  notes: row.notes ?? null,
                },
                createdAt: at,
                updatedAt: at,
              };
            }),
          )
          .returning({ id: bookings.id });
        const chunkIds = inserted.map((booking) => booking.id);
        const summaries = chunk.map(({ line }) => `Imported from a CSV file (line ${line})`);
        await tx.insert(bookingEvents).values(
          chunk.map(({ row }, index) => ({
            bookingId: chunkIds[index] as number,
            actor: actor.name,
            toStatus: row.status as BookingStatus,
            summary: summaries[index] as string,
          })),
        );
        await tx.insert(auditLog).values(
          chunk.map(({ row }, index) => ({
            actorId: actor.id,
            actorName: actor.name,
            action: "create" as const,
            entity: "booking",
            entityId: String(chunkIds[index]),
            summary: summaries[index] as string,
            after: { status: row.status, imported: true, programId: row.programId },
          })),
        );
        ids.push(...chunkIds);
      }
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name,
        action: "create",
        entity: "booking-import",
        summary: `Imported ${ids.length} booking${ids.length === 1 ? "" : "s"} from a CSV file`,
        after: { created: ids.length, bookingIds: ids },
      });
      return ids;
    });
  }

  /** Each address's student record: the existing one (oldest first), or a new one. */
  async function studentsFor(
    tx: Database,
    rows: { row: ImportRow }[],
    programOf: Map<string, { location: string }>,
    at: Date,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const emails = [...new Set(rows.map(({ row }) => row.email))];
    for (let start = 0; start < emails.length; start += CHUNK) {
      const found = await tx
        .select({ id: students.id, email: sql<string>`lower(${students.email})` })
        .from(students)
        .where(inArray(sql`lower(${students.email})`, emails.slice(start, start + CHUNK)))
        .orderBy(students.id);
      for (const student of found) if (!ids.has(student.email)) ids.set(student.email, student.id);
    }
    const fresh = new Map<string, ImportRow>();
    for (const { row } of rows)
      if (!ids.has(row.email) && !fresh.has(row.email)) fresh.set(row.email, row);
    const newRows = [...fresh.values()];
    for (let start = 0; start < newRows.length; start += CHUNK) {
      const created = await tx
        .insert(students)
        .values(
          newRows.slice(start, start + CHUNK).map((row) => {
            const age = ageOn(row.dateOfBirth, row.startDate);
            const program = programOf.get(row.programId);
            return {
              firstName: row.firstName,
              lastName: row.lastName,
              email: row.email,
              country: row.nationality,
              age: age >= 8 && age <= 120 ? age : null,
              programId: row.programId,
              location: program ? cityOf(program.location) : null,
              startDate: row.startDate,
              endDate: row.endDate,
              status: studentStatusOf[row.status],
              accommodationType: row.accommodation ?? null,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .returning({ id: students.id, email: students.email });
      for (const student of created) ids.set(student.email, student.id);
    }
    return ids;
  }

  return {
    /** Checks the whole file; stores every row or none. */
    async importCsv(text: string, actor: Actor): Promise<ImportResult> {
      // Every attempt counts, the refused ones too: the API and the screen share the budget.
      const limit = await deps.rateLimiter.hit(`booking-import:${actor.id}`, BOOKING_IMPORT_RULE);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      // The API's body limit refuses larger files first; the screen's form allows more.
      if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) {
        const message = `The file is larger than ${IMPORT_MAX_BYTES / 1024} KiB: split it and import each part.`;
        return { ok: false, errors: [{ line: 1, message }] };
      }
      const checked = await validate(text);
      if ("errors" in checked) return { ok: false, errors: checked.errors };
      const bookingIds = await store(checked.rows, actor);
      return { ok: true, created: bookingIds.length, bookingIds };
    },
  };
}

function duplicateKey(row: ImportRow): string {
  return `${row.email}|${row.programId}|${row.startDate}`;
}

export type BookingImportService = ReturnType<typeof createBookingImportService>;
