/**
 * Who is told of a placement and what they read (issue 31, decision 0047): the family (when it
 * has an e-mail address) and the student, with their parent or guardian when the booking names
 * one, as the letter of acceptance goes. The messages are queued in the placement's transaction.
 */
import { neighbourhoodOf } from "@shared/accommodation/changes";
import type { NightRange } from "@shared/accommodation/nights";
import type { Database } from "../../db/client";
import type { bookings } from "../../db/schema";
import { familyPlacementMessage, homeMessage } from "../mail/accommodation-emails";
import type { QueuedMessage } from "../mail/outbox";
import { hostsOf } from "./home-view";
import { studentNeedsOf } from "./needs";
import type { ProviderRow } from "./views";

type BookingRow = typeof bookings.$inferSelect;

/**
 * The e-mails of `booking` placed with `provider` for `nights`; `moveIn` when it comes from
 * another provider. An erased booking (no details) tells the family only what is left.
 */
export async function placementMessages(
  db: Database,
  booking: BookingRow,
  provider: ProviderRow,
  nights: NightRange,
  moveIn: boolean,
): Promise<QueuedMessage[]> {
  const needs = studentNeedsOf(booking, nights);
  const details = booking.details;
  const messages: QueuedMessage[] = [];
  if (provider.email) {
    // About the student: their data-protection export and erasure find it by their address.
    messages.push({
      ...familyPlacementMessage({
        to: provider.email,
        familyName: provider.name,
        moveIn,
        firstName: booking.firstName,
        age: needs.age,
        minor: needs.minor,
        nationality: details?.nationality ?? booking.importDetails?.nationality ?? null,
        from: nights.from,
        to_: nights.to,
        flight: details?.arrivalDate === nights.from ? details.flight : null,
        dietaryNotes: details?.dietaryNotes ?? null,
        careNotes: details?.medicalNotes ?? null,
        campus: booking.city ?? provider.campus,
      }),
      about: booking.email,
    });
  }
  if (booking.erasedAt) return messages;
  const home = {
    lang: booking.locale,
    moveIn,
    residence: provider.type === "residence",
    hosts: await hostsOf(db, provider),
    neighbourhood: neighbourhoodOf(provider.address),
    address: provider.address,
    travelMinutes: provider.travelMinutes,
    houseRules: provider.houseRules,
    from: nights.from,
    to_: nights.to,
    city: provider.campus,
  };
  messages.push(
    homeMessage({ ...home, to: booking.email, greet: booking.firstName, aboutStudent: null }),
  );
  const guardian = details?.guardian;
  if (guardian?.email && guardian.email.toLowerCase() !== booking.email.toLowerCase()) {
    messages.push({
      ...homeMessage({
        ...home,
        to: guardian.email,
        greet: guardian.name,
        aboutStudent: booking.firstName,
      }),
      about: booking.email,
    });
  }
  return messages;
}
