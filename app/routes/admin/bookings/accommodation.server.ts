/**
 * The booking page's accommodation forms (issue 31, decision 0047): move, new departure day,
 * cancel, hold, release, confirm arrival. Each posts the placement's id with its `intent`; only
 * a placement of this booking is changed, and the service re-checks every rule.
 */

import type { Services } from "@server/services";
import type { Actor } from "@server/services/audit";
import { placementEndSchema, placementMoveSchema } from "@shared/accommodation/forms";
import { attempt, failed, formText, invalidForm, ok } from "../admin.server";

export const placementIntents = [
  "placement-move",
  "placement-end",
  "placement-cancel",
  "placement-hold",
  "placement-release",
  "placement-confirm-arrival",
] as const;
type PlacementIntent = (typeof placementIntents)[number];

export const isPlacementIntent = (intent: string): intent is PlacementIntent =>
  (placementIntents as readonly string[]).includes(intent);

const familyNotice = (emailed: boolean | undefined) =>
  emailed === false
    ? " The family has no e-mail address: tell them by phone."
    : emailed
      ? " The family and the student were e-mailed."
      : "";

export async function placementAction(
  services: Services,
  actor: Actor,
  bookingId: number,
  intent: PlacementIntent,
  form: FormData,
) {
  const { accommodation } = services;
  const placementId = Number(formText(form, "placementId"));
  const history = await accommodation.history(bookingId);
  if (!history.some((row) => row.id === placementId)) {
    return failed(intent, "This booking has no such placement.", 404);
  }
  switch (intent) {
    case "placement-move": {
      const parsed = placementMoveSchema.safeParse({
        roomId: Number(formText(form, "roomId")) || undefined,
        from: formText(form, "from"),
      });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The student was not moved", async () => {
        const moved = await accommodation.move(placementId, parsed.data, actor);
        return ok(
          intent,
          `Moved from the night of ${moved.from}.${familyNotice(moved.familyEmailed)}`,
        );
      });
    }
    case "placement-end": {
      const parsed = placementEndSchema.safeParse({ to: formText(form, "to") });
      if (!parsed.success) return invalidForm(intent, parsed.error.issues);
      return attempt(intent, "The departure day was not changed", async () => {
        const placement = await accommodation.changeEnd(placementId, parsed.data, actor);
        return ok(intent, `The placement now ends on the morning of ${placement.to}.`);
      });
    }
    case "placement-confirm-arrival":
      return attempt(intent, "The arrival was not confirmed", async () => {
        const placement = await accommodation.confirmArrival(placementId, actor);
        return ok(intent, `Arrival confirmed by ${placement.arrivalConfirmedBy}.`);
      });
    default: {
      const change = intent.slice("placement-".length) as "cancel" | "hold" | "release";
      return attempt(intent, "The placement was not changed", async () => {
        const placement = await accommodation.changeStatus(placementId, change, actor);
        return ok(intent, `The placement is now ${placement.status}.`);
      });
    }
  }
}

/**
 * The panel's data: the booking's placement history and the rooms free for its whole stay, best
 * first (the suggestions; none when the booking cannot be placed, e.g. not confirmed yet).
 */
export async function accommodationOf(services: Services, bookingId: number) {
  const [placements, rooms] = await Promise.all([
    services.accommodation.history(bookingId),
    services.accommodation.suggestions(bookingId).then(
      (answer) => answer.items,
      () => [],
    ),
  ]);
  return {
    placements,
    rooms: rooms.map(({ roomId, providerName, roomName, score }) => ({
      roomId,
      label: `${providerName} · ${roomName} (score ${score})`,
    })),
  };
}
