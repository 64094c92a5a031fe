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
 */
import { and, asc, count, eq, inArray, isNull, lt, min, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  agencies,
  agentInvitations,
  agentPasswordResets,
  agentSessions,
  agentUsers,
  auditLog,
  bookingEvents,
  bookings,
  emailOutbox,
} from "../../db/schema";
import { redactAuditOf } from "./audit";
import { ERASED_NAME, folded, present } from "./bookings";

/** Where an anonymised agent user "lives": `.invalid` can never be delivered (RFC 2606). */
export const erasedAgentAddress = (agentUserId: number) => `erased-agent-${agentUserId}@invalid`;
/** Not a scrypt hash: verifyPassword answers false to every password, so no sign-in is possible. */
export const ERASED_PASSWORD_HASH = "erased";

/** The periods of the published privacy policy for partner accounts. */
export const AGENT_RETENTION = {
  /** An invitation never used: deleted this long after it expired. */
  unusedInvitationDays: 30,
  /** Sign-in sessions: deleted this long after they ended (expired, signed out, revoked). */
  endedSessionDays: 90,
  /** A deactivated account: anonymised this long after its last sign-in (or its creation). */
  inactiveAgentYears: 2,
} as const;

/** The audit name of an agent is `${name} (agent, ${agencyName})` (agents/auth.ts agentActor). */
const actorPrefix = (name: string) => `${name} (agent, `;
const ERASED_ACTOR_PREFIX = actorPrefix(ERASED_NAME);
const REMOVED = "(personal data removed)";

const notErased = sql`${agentUsers.email} not like 'erased-agent-%@invalid'`;
const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;

type AgentUserRow = typeof agentUsers.$inferSelect;

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

const agencyBookingIds = (agencyId: number) =>
  sql`(select ${bookings.id} from ${bookings} where ${bookings.agencyId} = ${agencyId})`;
const agencyBookingKeys = (agencyId: number) =>
  sql`(select ${bookings.id}::text from ${bookings} where ${bookings.agencyId} = ${agencyId})`;
const contains = (column: PgColumn, value: string) =>
  sql`strpos(lower(${column}), ${value.toLowerCase()}) > 0`;

/**
 * The audit entries that are about the agent: on their account or their invitations, made by
 * them (their actor name, on their own account or their agency's bookings), or naming their
 * address, or naming them on one of their agency's bookings.
 */
function auditAbout(user: AgentUserRow, agencyName: string, invitationIds: number[]): SQL {
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
async function invitationIdsOf(db: Database, email: string, userIds: number[]): Promise<number[]> {
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
      const [sessions, resets, entries] = await Promise.all([
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

// ── Anonymising ──────────────────────────────────────────────────────────────────────────────

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `value` as a whole word (not inside another word), ignoring case. */
const wordPattern = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, "giu");

/**
 * A text without the agent: their actor name becomes "Erased (agent, …)", their name "Erased",
 * their address "(erased address)". `null` when something still names them (another spelling,
 * accents or case), for the caller to replace the whole text.
 */
function scrub(text: string, user: AgentUserRow): string | null {
  const strings = present([user.name, user.email]);
  if (strings.length === 0) return text;
  let out = text.replaceAll(actorPrefix(user.name), ERASED_ACTOR_PREFIX);
  out = out.replace(wordPattern(user.email), "(erased address)");
  if (user.name.trim().length >= 2) out = out.replace(wordPattern(user.name.trim()), ERASED_NAME);
  const haystack = folded(out);
  return strings.some((value) => wordPattern(folded(value)).test(haystack)) ? null : out;
}

const renamedActor = (actor: string, user: AgentUserRow) => {
  const prefix = actorPrefix(user.name);
  return actor.startsWith(prefix) ? `${ERASED_ACTOR_PREFIX}${actor.slice(prefix.length)}` : actor;
};

/**
 * Anonymises one agent user (erasure or retention): the account, their sessions, the
 * invitations to them, the audit and timeline texts that name them, and the e-mails to them.
 * Their agency's quote requests and bookings stay as they are. Answers what was deleted.
 */
export async function anonymiseAgentUser(
  tx: Database,
  user: AgentUserRow,
  at: Date,
): Promise<{ invitations: number; emails: number }> {
  const [agency] = await tx
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, user.agencyId));
  const invitationIds = await invitationIdsOf(tx, user.email, [user.id]);
  const prefix = actorPrefix(user.name);

  // The audit trail keeps who did what and when, without the agent's name or address.
  const entries = await tx
    .select()
    .from(auditLog)
    .where(auditAbout(user, agency?.name ?? "", invitationIds));
  for (const entry of entries) {
    const own =
      (entry.entity === "agent_user" && entry.entityId === String(user.id)) ||
      (entry.entity === "agent_invitation" &&
        invitationIds.map(String).includes(entry.entityId ?? ""));
    const summary =
      scrub(entry.summary, user) ??
      `${entry.action} ${entry.entity.replaceAll("_", " ")}${entry.entityId ? ` #${entry.entityId}` : ""} ${REMOVED}`;
    const snapshotsName = (value: unknown) =>
      value !== null && scrub(JSON.stringify(value), user) !== JSON.stringify(value);
    const dropSnapshots = own || snapshotsName(entry.before) || snapshotsName(entry.after);
    const actorName = renamedActor(entry.actorName, user);
    if (summary === entry.summary && actorName === entry.actorName && !dropSnapshots) continue;
    await tx
      .update(auditLog)
      .set({
        actorName,
        summary,
        ...(dropSnapshots ? { before: null, after: null } : {}),
      })
      .where(eq(auditLog.id, entry.id));
  }

  // The timelines of the agency's bookings: "Erased (agent, Iberia Study) accepted the offer…".
  const events = await tx
    .select()
    .from(bookingEvents)
    .where(
      and(
        sql`${bookingEvents.bookingId} in ${agencyBookingIds(user.agencyId)}`,
        or(
          sql`starts_with(${bookingEvents.actor}, ${prefix})`,
          contains(bookingEvents.summary, user.name),
          contains(bookingEvents.summary, user.email),
        ),
      ),
    );
  for (const event of events) {
    const change = event.toStatus
      ? `Status ${event.fromStatus ?? "new"} → ${event.toStatus}`
      : "Entry";
    const summary = scrub(event.summary, user) ?? `${change} ${REMOVED}`;
    const actor = renamedActor(event.actor, user);
    if (summary === event.summary && actor === event.actor) continue;
    await tx.update(bookingEvents).set({ actor, summary }).where(eq(bookingEvents.id, event.id));
  }

  const invitations = invitationIds.length
    ? await tx
        .delete(agentInvitations)
        .where(inArray(agentInvitations.id, invitationIds))
        .returning({ id: agentInvitations.id })
    : [];
  await redactAuditOf(
    tx,
    "agent_invitation",
    invitations.map((row) => row.id),
  );
  const emails = await tx
    .delete(emailOutbox)
    .where(
      or(
        sameAddress(emailOutbox.toAddress, user.email),
        sameAddress(emailOutbox.replyTo, user.email),
      ),
    )
    .returning({ id: emailOutbox.id });

  await tx
    .update(agentSessions)
    .set({ revokedAt: at })
    .where(and(eq(agentSessions.agentUserId, user.id), isNull(agentSessions.revokedAt)));
  await tx.delete(agentPasswordResets).where(eq(agentPasswordResets.agentUserId, user.id));
  await tx
    .update(agentUsers)
    .set({
      name: ERASED_NAME,
      email: erasedAgentAddress(user.id),
      passwordHash: ERASED_PASSWORD_HASH,
      isActive: false,
    })
    .where(eq(agentUsers.id, user.id));
  return { invitations: invitations.length, emails: emails.length };
}

/**
 * The erasure of an address as a partner: its account anonymised, every invitation to it
 * deleted (also those that never became an account), the e-mails to it deleted.
 */
export async function eraseAgentOf(
  tx: Database,
  email: string,
  at: Date,
): Promise<{ agentUsers: number; agentInvitations: number; emails: number }> {
  const users = await tx
    .select()
    .from(agentUsers)
    .where(and(sameAddress(agentUsers.email, email), notErased))
    .for("update");
  let invitations = 0;
  let emails = 0;
  for (const user of users) {
    const done = await anonymiseAgentUser(tx, user, at);
    invitations += done.invitations;
    emails += done.emails;
  }
  const unused = await tx
    .delete(agentInvitations)
    .where(sameAddress(agentInvitations.email, email))
    .returning({ id: agentInvitations.id });
  await redactAuditOf(
    tx,
    "agent_invitation",
    unused.map((row) => row.id),
  );
  return { agentUsers: users.length, agentInvitations: invitations + unused.length, emails };
}

// ── Retention ────────────────────────────────────────────────────────────────────────────────

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
