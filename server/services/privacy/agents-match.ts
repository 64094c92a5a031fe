/**
 * Which rows are about a partner-portal user: shared by their data-subject export
 * (gdpr-agents.ts) and their anonymisation (gdpr-agents-erasure.ts).
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { agentInvitations, agentUsers, auditLog, bookings } from "../../db/schema";

/** The audit name of an agent is `${name} (agent, ${agencyName})` (agents/auth.ts agentActor). */
export const actorPrefix = (name: string) => `${name} (agent, `;

/** Not yet anonymised: an erased account's address is its placeholder (gdpr-agents-erasure.ts). */
export const notErased = sql`${agentUsers.email} not like 'erased-agent-%@invalid'`;
export const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;

export type AgentUserRow = typeof agentUsers.$inferSelect;

const agencyBookingKeys = (agencyId: number) =>
  sql`(select ${bookings.id}::text from ${bookings} where ${bookings.agencyId} = ${agencyId})`;
export const contains = (column: PgColumn, value: string) =>
  sql`strpos(lower(${column}), ${value.toLowerCase()}) > 0`;

/**
 * The audit entries that are about the agent: on their account or their invitations, made by
 * them (their actor name, on their own account or their agency's bookings), or naming their
 * address, or naming them on one of their agency's bookings.
 */
export function auditAbout(user: AgentUserRow, agencyName: string, invitationIds: number[]): SQL {
  const prefix = actorPrefix(user.name);
  return or(
    and(eq(auditLog.entity, "agent_user"), eq(auditLog.entityId, String(user.id))),
    invitationIds.length
      ? and(
          eq(auditLog.entity, "agent_invitation"),
          inArray(auditLog.entityId, invitationIds.map(String)),
        )
      : undefined,
    eq(auditLog.actorName, `${prefix}${agencyName})`),
    and(
      eq(auditLog.entity, "booking"),
      sql`${auditLog.entityId} in ${agencyBookingKeys(user.agencyId)}`,
      or(sql`starts_with(${auditLog.actorName}, ${prefix})`, contains(auditLog.summary, user.name)),
    ),
    contains(auditLog.summary, user.email),
  ) as SQL;
}

/** Ids of the invitations to the address, or that made the account. */
export async function invitationIdsOf(
  db: Database,
  email: string,
  userIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(
      or(
        sameAddress(agentInvitations.email, email),
        userIds.length ? inArray(agentInvitations.agentUserId, userIds) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
