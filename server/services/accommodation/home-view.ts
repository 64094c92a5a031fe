/**
 * The home as a student, their parent or their agent is told of it (issue 31, decision 0047):
 * the hosts' first names, the neighbourhood, the travel to school. Never the family's bank
 * details, vetting or the household's years of birth: they are not read here.
 */
import { firstNameOf, neighbourhoodOf } from "@shared/accommodation/changes";
import type { PartnerPlacement } from "@shared/agents/types";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  householdMembers,
} from "../../db/schema";
import type { ProviderRow } from "./views";

/** The hosts' first names, the eldest first; a residence is its name. */
export async function hostsOf(
  db: Database,
  provider: Pick<ProviderRow, "id" | "type" | "name">,
): Promise<string[]> {
  if (provider.type === "residence") return [provider.name];
  const members = await db
    .select({ name: householdMembers.name })
    .from(householdMembers)
    .where(and(eq(householdMembers.providerId, provider.id), ne(householdMembers.status, "left")))
    .orderBy(asc(householdMembers.birthYear), asc(householdMembers.id));
  const names = members.map((member) => firstNameOf(member.name)).filter(Boolean);
  return names.length > 0 ? names : [provider.name];
}

/** The booking's placements that still hold a bed, as the agent's portal shows them. */
export async function partnerPlacementsOf(
  db: Database,
  bookingId: number,
): Promise<PartnerPlacement[]> {
  const rows = await db
    .select({ placement: accommodationPlacements, provider: accommodationProviders })
    .from(accommodationPlacements)
    .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
    .innerJoin(accommodationProviders, eq(accommodationProviders.id, accommodationRooms.providerId))
    .where(
      and(
        eq(accommodationPlacements.bookingId, bookingId),
        ne(accommodationPlacements.status, "cancelled"),
      ),
    )
    .orderBy(asc(accommodationPlacements.fromDate));
  return Promise.all(
    rows.map(
      async ({ placement, provider }): Promise<PartnerPlacement> => ({
        type: provider.type,
        hosts: await hostsOf(db, provider),
        neighbourhood: neighbourhoodOf(provider.address),
        travelMinutes: provider.travelMinutes,
        from: placement.fromDate,
        to: placement.toDate,
      }),
    ),
  );
}
