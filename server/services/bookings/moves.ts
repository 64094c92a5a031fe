/**
 * A booking's status moves and its timeline (issue 16): each move changes the booking and adds
 * a line to its timeline, and, for anyone but staff, an audit row. One booking or a group of
 * them moved together (a burst of acceptances, decision 0058), in a few statements whatever
 * their number.
 */
import type { BookingStatus } from "@shared/bookings/types";
import { insertRows, updateRows } from "../../db/bulk";
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
  await insertRows(
    tx,
    bookingEvents,
    events.map(({ bookingId, party, summary, change = {} }) => ({
      bookingId,
      actor: party.name,
      fromStatus: change.from ?? null,
      toStatus: change.to ?? null,
      summary,
    })),
  );
  await insertRows(
    tx,
    auditLog,
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
  const started = startMoves(tx, moves);
  await started.update();
  await started.record();
}

/**
 * moveAll in two halves, for a caller that changes the same bookings again in between (an
 * acceptance's invoices, decisions 0059 and 0060): `update` sets each booking's move and what
 * `also` adds to it in one statement; `record` writes the moves' timeline lines, then `after`'s,
 * in one insert.
 */
export function startMoves(
  tx: Database,
  moves: BookingMove[],
): {
  update(also?: (booking: BookingRow) => BookingChanges): Promise<void>;
  record(after?: BookingEvent[]): Promise<void>;
} {
  return {
    async update(also) {
      if (moves.length === 0) return;
      const updatedAt = new Date();
      await updateRows(
        tx,
        bookings,
        moves.map(({ booking, to, extra }) => ({
          id: booking.id,
          set: { ...extra, ...also?.(booking), status: to, updatedAt },
        })),
      );
    },
    async record(after = []) {
      await recordEvents(tx, [
        ...moves.map(({ booking, to, party, summary }) => ({
          bookingId: booking.id,
          party,
          summary,
          change: { from: booking.status, to },
        })),
        ...after,
      ]);
    },
  };
}
