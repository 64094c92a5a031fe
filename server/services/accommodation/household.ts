/**
 * The people of a host family's household and their Garda vetting (issue 31): every member of
 * 16 or over must be vetted before a minor is placed (the rule itself is in
 * shared/accommodation/vetting.ts). Admins only; the audit summary names the member, never the
 * vetting reference.
 */
import type { HouseholdMemberInput, HouseholdMemberUpdate } from "@shared/accommodation/forms";
import type { HouseholdMember } from "@shared/accommodation/types";
import { and, eq } from "drizzle-orm";
import { householdMembers } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import type { AccommodationDeps } from "./access";
import { initialStatusOf, providerRowOf } from "./providers";
import { memberOf } from "./views";

export async function addHouseholdMember(
  deps: AccommodationDeps,
  providerId: number,
  input: HouseholdMemberInput,
  actor: Actor,
): Promise<HouseholdMember> {
  const provider = await providerRowOf(deps.db, providerId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(householdMembers)
      .values({
        providerId,
        name: input.name,
        birthYear: input.birthYear,
        vettingReference: input.vettingReference ?? null,
        vettingExpiresOn: input.vettingExpiresOn ?? null,
        status: initialStatusOf(input),
      })
      .returning();
    if (!row) throw new Error("household member insert returned no row");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "household_member",
      entityId: row.id,
      summary: `Added ${row.name} to the household of ${provider.name}`,
      after: row,
    });
    return memberOf(row);
  });
}

export async function updateHouseholdMember(
  deps: AccommodationDeps,
  providerId: number,
  memberId: number,
  input: HouseholdMemberUpdate,
  actor: Actor,
): Promise<HouseholdMember> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as HouseholdMemberUpdate;
  return deps.db.transaction(async (tx) => {
    const mine = and(
      eq(householdMembers.id, memberId),
      eq(householdMembers.providerId, providerId),
    );
    const [before] = await tx.select().from(householdMembers).where(mine).for("update");
    if (!before) throw new NotFoundError("Household member not found");
    if (Object.keys(changes).length === 0) return memberOf(before);
    const [after] = await tx
      .update(householdMembers)
      .set({ ...changes, updatedAt: deps.now() })
      .where(mine)
      .returning();
    if (!after) throw new NotFoundError("Household member not found");
    await recordAudit(tx, actor, {
      action: "update",
      entity: "household_member",
      entityId: memberId,
      summary: `Changed ${Object.keys(changes).join(", ")} of household member ${after.name}`,
      before,
      after,
    });
    return memberOf(after);
  });
}
