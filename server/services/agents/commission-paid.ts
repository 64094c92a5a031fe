/** Staff mark the commission of an agency's booking paid. */
import { eq } from "drizzle-orm";
import { bookings } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { depositRecorded, lockBooking } from "../bookings/store";
import { ConflictError, NotFoundError } from "../errors";
import { type AgencyDeps, isRowId } from "./agency-records";

/** Staff paid the agency the commission of a booking (once its deposit is recorded). */
export async function markCommissionPaid(
  deps: Pick<AgencyDeps, "db" | "now">,
  bookingId: number,
  actor: Actor,
): Promise<void> {
  const { db, now } = deps;
  if (!isRowId(bookingId)) throw new NotFoundError("Booking not found");
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new NotFoundError("Booking not found");
    if (!booking.agencyId || booking.commissionCents === null) {
      throw new ConflictError("This booking has no agency commission.");
    }
    if (!depositRecorded.includes(booking.status)) {
      throw new ConflictError("Commission is due once the deposit is recorded.");
    }
    if (booking.commissionPaidAt) {
      throw new ConflictError("This commission is already marked paid.");
    }
    await tx
      .update(bookings)
      .set({ commissionPaidAt: now(), commissionPaidBy: actor.name })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "booking",
      entityId: bookingId,
      summary: `Marked the agency commission of booking #${bookingId} paid`,
      after: { commissionCents: booking.commissionCents },
    });
  });
}
