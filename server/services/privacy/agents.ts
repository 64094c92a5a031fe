/**
 * Partner-portal users (issue 17, decision 0018) in data-subject requests and in the retention
 * policy.
 *
 * An agent user is a person: their name, their e-mail address (the sign-in name), when they
 * signed in, the invitations sent to them, the password-reset links they asked for and the
 * audit entries that name them. An access request by their address exports all of it (never the
 * password hash, a link's token hash or a session's id). Erasure anonymises the account instead of deleting it, because the
 * agency's quote requests and bookings point at it: the name becomes "Erased", the address
 * `erased-agent-<id>@invalid`, the password hash a value no password matches, the account is
 * deactivated and every session ended; the invitations to the address and the password-reset
 * links are deleted; audit and
 * timeline texts that name them are rewritten ("Erased (agent, Iberia Study) accepted the offer…").
 * The agency's records (quote requests, bookings, commission amounts) stay: they are the
 * agency's and the school's (financial) records, and the students in them have their own rights.
 *
 * Retention: unused invitations go 30 days after they expired; ended sessions 90 days after they
 * ended; a deactivated account (or one of a suspended agency) is anonymised two years after its
 * last sign-in.
 *
 * This file finds an address's partner records for its export; gdpr-agents-erasure.ts
 * anonymises them and gdpr-agents-retention.ts holds the retention rules.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  agencies,
  agentInvitations,
  agentPasswordResets,
  agentSessions,
  agentUsers,
  auditLog,
} from "../../db/schema";
import { type AgencyTransferExport, agencyLedgerOf, type InvoiceExport } from "../invoices/privacy";
import { auditAbout, invitationIdsOf, notErased, sameAddress } from "./agents-match";

export interface AgentAuditRecord {
  at: Date;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

/** A partner account as exported to its user: never the password hash or a session's id. */
export interface AgentAccountRecord {
  id: number;
  name: string;
  email: string;
  locale: string;
  isActive: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  agency: { id: number; name: string };
  /** Each sign-in: when, until when it was valid, and when it was ended (sign-out, deactivation). */
  signIns: { at: Date; expiresAt: Date; endedAt: Date | null }[];
  /** Password-reset links asked for (the latest ones): when, until when, and when used. */
  passwordResets: { requestedAt: Date; expiresAt: Date; usedAt: Date | null }[];
  /**
   * The audit trail's entries about the account or its invitations, or made by the agent: who,
   * what and when (the snapshots of the records they touched are other people's data).
   */
  auditEntries: AgentAuditRecord[];
  /**
   * The agency's invoices, credit notes and transfers (issue 32): what the agent reads in the
   * portal's statement, so part of what the school holds about their work.
   */
  agencyLedger: { documents: InvoiceExport[]; transfers: AgencyTransferExport[] };
}

/** An invitation to the address: never its token's hash. */
export interface AgentInvitationRecord {
  id: number;
  agency: { id: number; name: string };
  email: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** The partner account of a (normalised) address, and the invitations sent to it. */
export async function findAgentRecords(
  db: Database,
  email: string,
): Promise<{ agentUsers: AgentAccountRecord[]; agentInvitations: AgentInvitationRecord[] }> {
  const users = await db
    .select({ user: agentUsers, agency: { id: agencies.id, name: agencies.name } })
    .from(agentUsers)
    .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
    .where(and(sameAddress(agentUsers.email, email), notErased))
    .orderBy(asc(agentUsers.id));
  const userIds = users.map((row) => row.user.id);
  const invitationIds = await invitationIdsOf(db, email, userIds);
  const invitations = invitationIds.length
    ? await db
        .select({ invitation: agentInvitations, agency: { id: agencies.id, name: agencies.name } })
        .from(agentInvitations)
        .innerJoin(agencies, eq(agencies.id, agentInvitations.agencyId))
        .where(inArray(agentInvitations.id, invitationIds))
        .orderBy(asc(agentInvitations.createdAt), asc(agentInvitations.id))
    : [];
  const accounts = await Promise.all(
    users.map(async ({ user, agency }): Promise<AgentAccountRecord> => {
      const [sessions, resets, entries, agencyLedger] = await Promise.all([
        db
          .select({
            at: agentSessions.createdAt,
            expiresAt: agentSessions.expiresAt,
            endedAt: agentSessions.revokedAt,
          })
          .from(agentSessions)
          .where(eq(agentSessions.agentUserId, user.id))
          .orderBy(asc(agentSessions.createdAt)),
        db
          .select({
            requestedAt: agentPasswordResets.createdAt,
            expiresAt: agentPasswordResets.expiresAt,
            usedAt: agentPasswordResets.usedAt,
          })
          .from(agentPasswordResets)
          .where(eq(agentPasswordResets.agentUserId, user.id))
          .orderBy(asc(agentPasswordResets.createdAt), asc(agentPasswordResets.id)),
        db
          .select({
            at: auditLog.createdAt,
            actorName: auditLog.actorName,
            action: auditLog.action,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            summary: auditLog.summary,
          })
          .from(auditLog)
          .where(auditAbout(user, agency.name, invitationIds))
          .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
        agencyLedgerOf(db, agency.id),
      ]);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        locale: user.locale,
        isActive: user.isActive,
        createdAt: user.createdAt,
        lastLoginAt: user.lastLoginAt,
        agency,
        signIns: sessions,
        passwordResets: resets,
        auditEntries: entries,
        agencyLedger,
      };
    }),
  );
  return {
    agentUsers: accounts,
    agentInvitations: invitations.map(({ invitation, agency }) => ({
      id: invitation.id,
      agency,
      email: invitation.email,
      invitedBy: invitation.invitedBy,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      usedAt: invitation.usedAt,
      revokedAt: invitation.revokedAt,
    })),
  };
}
