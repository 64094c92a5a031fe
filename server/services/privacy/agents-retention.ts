/**
 * Partner accounts in the retention policy: unused invitations go 30 days after they expired;
 * ended sessions 90 days after they ended; a deactivated account (or one of a suspended agency)
 * is anonymised two years after its last sign-in.
 */
import { and, asc, count, eq, isNull, lt, min, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentInvitations, agentSessions, agentUsers } from "../../db/schema";
import { anonymiseAgentUser } from "./agents-erasure";
import { notErased } from "./agents-match";
import { redactAuditOf } from "./audit";

/** The periods of the published privacy policy for partner accounts. */
export const AGENT_RETENTION = {
  /** An invitation never used: deleted this long after it expired. */
  unusedInvitationDays: 30,
  /** Sign-in sessions: deleted this long after they ended (expired, signed out, revoked). */
  endedSessionDays: 90,
  /** A deactivated account: anonymised this long after its last sign-in (or its creation). */
  inactiveAgentYears: 2,
} as const;

/** Never used, and expired before the cut-off. */
export const dueAgentInvitations = (cutoff: Date) =>
  and(isNull(agentInvitations.usedAt), lt(agentInvitations.expiresAt, cutoff)) as SQL;

/** Ended (expired, or signed out or revoked) before the cut-off. */
export const dueAgentSessions = (cutoff: Date) =>
  or(lt(agentSessions.expiresAt, cutoff), lt(agentSessions.revokedAt, cutoff)) as SQL;

/** Deactivated (or their agency suspended), not signed in (or created) since the cut-off. */
export const dueAgentUsers = (cutoff: Date) =>
  and(
    notErased,
    or(
      eq(agentUsers.isActive, false),
      sql`exists (select 1 from ${agencies} where ${agencies.id} = ${agentUsers.agencyId} and ${agencies.status} = 'suspended')`,
    ),
    lt(sql`coalesce(${agentUsers.lastLoginAt}, ${agentUsers.createdAt})`, cutoff),
  ) as SQL;

type Sample = { count: number; sampleIds: string[] };

export async function dueAgentSamples(
  db: Database,
  cutoffs: { invitations: Date; sessions: Date; users: Date },
  limit: number,
): Promise<{ agentInvitations: Sample; agentSessions: Sample; agentUsers: Sample }> {
  const invitationsDue = dueAgentInvitations(cutoffs.invitations);
  const sessionsDue = dueAgentSessions(cutoffs.sessions);
  const usersDue = dueAgentUsers(cutoffs.users);
  const [[invitations], invitationSample, [sessions], sessionSample, [users], userSample] =
    await Promise.all([
      db.select({ n: count() }).from(agentInvitations).where(invitationsDue),
      db
        .select({ id: agentInvitations.id })
        .from(agentInvitations)
        .where(invitationsDue)
        .orderBy(asc(agentInvitations.expiresAt), asc(agentInvitations.id))
        .limit(limit),
      db.select({ n: count() }).from(agentSessions).where(sessionsDue),
      // A session's id is part of a sign-in token: the sample names the agent user instead.
      db
        .select({ id: agentSessions.agentUserId, first: min(agentSessions.createdAt) })
        .from(agentSessions)
        .where(sessionsDue)
        .groupBy(agentSessions.agentUserId)
        .orderBy(asc(min(agentSessions.createdAt)), asc(agentSessions.agentUserId))
        .limit(limit),
      db.select({ n: count() }).from(agentUsers).where(usersDue),
      db
        .select({ id: agentUsers.id })
        .from(agentUsers)
        .where(usersDue)
        .orderBy(asc(sql`coalesce(${agentUsers.lastLoginAt}, ${agentUsers.createdAt})`))
        .limit(limit),
    ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
  return {
    agentInvitations: { count: invitations?.n ?? 0, sampleIds: ids(invitationSample) },
    agentSessions: { count: sessions?.n ?? 0, sampleIds: ids(sessionSample) },
    agentUsers: { count: users?.n ?? 0, sampleIds: ids(userSample) },
  };
}

export async function deleteDueAgentInvitations(tx: Database, cutoff: Date): Promise<number> {
  const deleted = await tx
    .delete(agentInvitations)
    .where(dueAgentInvitations(cutoff))
    .returning({ id: agentInvitations.id });
  await redactAuditOf(
    tx,
    "agent_invitation",
    deleted.map((row) => row.id),
  );
  return deleted.length;
}

export async function deleteDueAgentSessions(tx: Database, cutoff: Date): Promise<number> {
  const deleted = await tx
    .delete(agentSessions)
    .where(dueAgentSessions(cutoff))
    .returning({ id: agentSessions.id });
  return deleted.length;
}

export async function anonymiseDueAgentUsers(
  tx: Database,
  cutoff: Date,
  at: Date,
): Promise<number> {
  const rows = await tx.select().from(agentUsers).where(dueAgentUsers(cutoff)).for("update");
  for (const row of rows) await anonymiseAgentUser(tx, row, at);
  return rows.length;
}
