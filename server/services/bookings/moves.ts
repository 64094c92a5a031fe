/**
 * A booking's status moves and its timeline (issue 16): each move changes the booking and adds
 * a line to its timeline, and, for anyone but staff, an audit row. One booking or a group of
 * them moved together (a burst of acceptances, decision 0058), in a few statements whatever
 * their number.
 */
import type { BookingStatus } from "@shared/bookings/types";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, bookingEvents, bookings } from "../../db/schema";
import type { BookingRow, Party } from "./store";

/** A line on a booking's timeline (recordEvents). */
export interface BookingEvent {
  bookingId: number;
  party: Party;
  summary: string;
  change?: { from?: BookingStatus | null; to?: BookingStatus | null };
}

/** A line on the timeline, and for anyone but staff an audit row too (staff audit themselves). */
export async function recordEvent(
  tx: Database,
  bookingId: number,
  party: Party,
  summary: string,
  change: { from?: BookingStatus | null; to?: BookingStatus | null } = {},
): Promise<void> {
  await recordEvents(tx, [{ bookingId, party, summary, change }]);
}

/** Many timeline lines and their audit rows: two statements, whatever their number. */
export async function recordEvents(tx: Database, events: BookingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(bookingEvents).values(
    events.map(({ bookingId, party, summary, change = {} }) => ({
      bookingId,
      actor: party.name,
      fromStatus: change.from ?? null,
      toStatus: change.to ?? null,
      summary,
    })),
  );
  await tx.insert(auditLog).values(
    events.map(({ bookingId, party, summary, change = {} }) => ({
      actorId: party.id,
      actorName: party.name,
      action: change.to ? ("update" as const) : ("create" as const),
      entity: "booking",
      entityId: String(bookingId),
      summary,
      before: change.from ? { status: change.from } : null,
      after: change.to ? { status: change.to } : null,
    })),
  );
}

type BookingChanges = Partial<typeof bookings.$inferInsert>;

/** A booking's move to another status (moveAll). */
export interface BookingMove {
  booking: BookingRow;
  to: BookingStatus;
  party: Party;
  summary: string;
  extra?: BookingChanges;
}

export async function moveTo(
  tx: Database,
  booking: BookingRow,
  to: BookingStatus,
  party: Party,
  summary: string,
  extra: BookingChanges = {},
): Promise<void> {
  await moveAll(tx, [{ booking, to, party, summary, extra }]);
}

/**
 * Bookings moved together (a group of acceptances, decision 0058): each to its own status with
 * its own values, and their timeline lines, in a few statements whatever their number.
 */
export async function moveAll(tx: Database, moves: BookingMove[]): Promise<void> {
  if (moves.length === 0) return;
  const updatedAt = new Date();
  await updateEach(
    tx,
    moves.map(({ booking, to, extra }) => ({
      id: booking.id,
      set: { ...extra, status: to, updatedAt },
    })),
  );
  await recordEvents(
    tx,
    moves.map(({ booking, to, party, summary }) => ({
      bookingId: booking.id,
      party,
      summary,
      change: { from: booking.status, to },
    })),
  );
}

/**
 * Sets each booking's own values: `update … from (values …)`, one statement per set of columns
 * changed. Each value goes through its column's mapping (JSON for jsonb, ISO for timestamps) as
 * drizzle's own update sends it, and is cast to the column's type.
 */
async function updateEach(
  tx: Database,
  rows: { id: number; set: BookingChanges }[],
): Promise<void> {
  const [only] = rows;
  if (only && rows.length === 1) {
    await tx.update(bookings).set(only.set).where(eq(bookings.id, only.id));
    return;
  }
  const columns = getTableColumns(bookings);
  const groups = new Map<string, { id: number; set: BookingChanges }[]>();
  for (const row of rows) {
    const key = (Object.keys(row.set) as (keyof BookingChanges)[])
      .filter((name) => row.set[name] !== undefined)
      .sort()
      .join(",");
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, group] of groups) {
    const names = key.split(",") as (keyof BookingChanges)[];
    const cell = (set: BookingChanges, name: keyof BookingChanges) => {
      const column = columns[name];
      const type = sql.raw(column.getSQLType());
      const value = set[name];
      return value === null ? sql`null::${type}` : sql`${sql.param(value, column)}::${type}`;
    };
    const values = sql.join(
      group.map(
        (row) =>
          sql`(${row.id}::integer, ${sql.join(
            names.map((name) => cell(row.set, name)),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const aliases = sql.raw(["id", ...names.map((_, index) => `c${index}`)].join(", "));
    await tx
      .update(bookings)
      .set(Object.fromEntries(names.map((name, index) => [name, sql.raw(`v.c${index}`)])))
      .from(sql`(values ${values}) as v(${aliases})`)
      .where(eq(bookings.id, sql.raw("v.id")));
  }
}
