/**
 * What a signed-in host sees and does (decision 0046). Every query takes the host and puts
 * `provider = theirs` in the query itself: another provider's placement is answered exactly like
 * one that does not exist (404), so ids reveal nothing. A host reads a student's first name,
 * age, nationality, stay, travel, diet and care notes: never the surname, passport name,
 * address, e-mail or emergency contact, nor anything of another family.
 */

import type { UnavailableRange } from "@shared/accommodation/types";
import { isMinorStudent } from "@shared/accommodation/vetting";
import { ageOn, isMinorAgeGroup } from "@shared/bookings/minors";
import { arrivalRefusal, canConfirmArrival } from "@shared/hosts/arrival";
import type { HostUnavailableInput } from "@shared/hosts/forms";
import type { HostDashboard, HostStudent } from "@shared/hosts/types";
import { and, asc, eq, gt, inArray, ne, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPlacements,
  accommodationRooms,
  accommodationUnavailable,
  bookings,
} from "../../db/schema";
import type { AccommodationService } from "../accommodation";
import { unavailableOf } from "../accommodation/views";
import { recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import { NotFoundError, RuleConflictError } from "../errors";
import { type HostSession, hostActor } from "./auth";

export interface HostPortalDeps {
  db: Database;
  now: () => Date;
  accommodation: Pick<AccommodationService, "addUnavailable" | "removeUnavailable">;
}

const placementColumns = {
  placement: accommodationPlacements,
  room: accommodationRooms.name,
  booking: {
    firstName: bookings.firstName,
    ageGroup: bookings.ageGroup,
    details: bookings.details,
    importDetails: bookings.importDetails,
  },
};

type PlacementRow = {
  placement: typeof accommodationPlacements.$inferSelect;
  room: string;
  booking: {
    firstName: string;
    ageGroup: string | null;
    details: (typeof bookings.$inferSelect)["details"];
    importDetails: (typeof bookings.$inferSelect)["importDetails"];
  };
};

function studentOf(row: PlacementRow, today: string): HostStudent {
  const { placement, booking } = row;
  const dateOfBirth = booking.details?.dateOfBirth ?? booking.importDetails?.dateOfBirth ?? null;
  const state = {
    from: placement.fromDate,
    status: placement.status,
    arrivalConfirmedAt: placement.arrivalConfirmedAt,
  };
  return {
    placementId: placement.id,
    firstName: booking.firstName,
    age: dateOfBirth ? ageOn(dateOfBirth, placement.fromDate) : null,
    minor: isMinorStudent({
      dateOfBirth,
      junior: isMinorAgeGroup(booking.ageGroup),
      arrival: placement.fromDate,
    }),
    nationality: booking.details?.nationality ?? booking.importDetails?.nationality ?? null,
    room: row.room,
    from: placement.fromDate,
    to: placement.toDate,
    travel: booking.details?.flight ?? null,
    diet: booking.details?.dietaryNotes ?? null,
    careNotes: booking.details?.medicalNotes ?? null,
    status: placement.status === "held" ? "held" : "placed",
    arrivalConfirmedAt: placement.arrivalConfirmedAt?.toISOString() ?? null,
    arrivalConfirmedBy: placement.arrivalConfirmedBy,
    canConfirmArrival: canConfirmArrival(state, today),
  };
}

/** The placements in the provider's rooms with what a host may read of their bookings. */
const placementsOfProvider = (db: Database, providerId: number, ...conditions: SQL[]) =>
  db
    .select(placementColumns)
    .from(accommodationPlacements)
    .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
    .innerJoin(bookings, eq(bookings.id, accommodationPlacements.bookingId))
    .where(and(eq(accommodationRooms.providerId, providerId), ...conditions));

export function createHostPortalService(deps: HostPortalDeps) {
  const { db, now } = deps;

  return {
    /** Students staying now, and those coming, with this host's provider. */
    async dashboard({ host }: HostSession): Promise<HostDashboard> {
      const today = dublinDay(now());
      const rows = await placementsOfProvider(
        db,
        host.providerId,
        inArray(accommodationPlacements.status, ["placed", "held"]),
        gt(accommodationPlacements.toDate, today),
        ne(bookings.status, "cancelled"),
      ).orderBy(asc(accommodationPlacements.fromDate), asc(accommodationPlacements.id));
      const students = rows.map((row) => studentOf(row, today));
      return {
        today,
        current: students.filter((student) => student.from <= today),
        upcoming: students.filter((student) => student.from > today),
      };
    },

    /**
     * The host confirms that the student arrived: on or after the first night's day only (409
     * `before-arrival`), once (confirming again changes nothing and answers the same), audited.
     */
    async confirmArrival({ host }: HostSession, placementId: number): Promise<HostStudent> {
      const today = dublinDay(now());
      return db.transaction(async (tx) => {
        const [row] = await placementsOfProvider(
          tx,
          host.providerId,
          eq(accommodationPlacements.id, placementId),
        ).for("update", { of: accommodationPlacements });
        if (!row) throw new NotFoundError("Placement not found");
        if (row.placement.arrivalConfirmedAt) return studentOf(row, today);
        const refusal = arrivalRefusal({ ...row.placement, from: row.placement.fromDate }, today);
        if (refusal === "before-arrival") {
          throw new RuleConflictError(
            "The arrival can be confirmed from the day the student arrives.",
            refusal,
          );
        }
        if (refusal) throw new RuleConflictError("This placement was cancelled.", refusal);
        const at = now();
        const [updated] = await tx
          .update(accommodationPlacements)
          .set({ arrivalConfirmedAt: at, arrivalConfirmedBy: host.name, updatedAt: at })
          .where(eq(accommodationPlacements.id, placementId))
          .returning();
        if (!updated) throw new NotFoundError("Placement not found");
        await recordAudit(tx, hostActor(host), {
          action: "update",
          entity: "accommodation_placement",
          entityId: placementId,
          summary: `${host.name} (host, ${host.providerName}) confirmed the arrival of ${row.booking.firstName} (booking #${updated.bookingId})`,
          after: { arrivalConfirmedAt: at, arrivalConfirmedBy: host.name },
        });
        return studentOf({ ...row, placement: updated }, today);
      });
    },

    /** The provider's unavailable nights that have not ended yet. */
    async unavailable({ host }: HostSession): Promise<UnavailableRange[]> {
      const rows = await db
        .select()
        .from(accommodationUnavailable)
        .where(
          and(
            eq(accommodationUnavailable.providerId, host.providerId),
            gt(accommodationUnavailable.toDate, dublinDay(now())),
          ),
        )
        .orderBy(asc(accommodationUnavailable.fromDate), asc(accommodationUnavailable.id));
      return rows.map(unavailableOf);
    },

    /** Nights the whole home cannot host (through the accommodation service, audited there). */
    addUnavailable: ({ host }: HostSession, input: HostUnavailableInput) =>
      deps.accommodation.addUnavailable(
        host.providerId,
        { roomId: null, from: input.from, to: input.to, reason: input.reason ?? null },
        hostActor(host),
      ),

    removeUnavailable: ({ host }: HostSession, rangeId: number) =>
      deps.accommodation.removeUnavailable(host.providerId, rangeId, hostActor(host)),
  };
}

export type HostPortalService = ReturnType<typeof createHostPortalService>;
