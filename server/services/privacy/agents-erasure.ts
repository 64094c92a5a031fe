/**
 * Anonymising a partner-portal user (gdpr-agents.ts says what stays and what goes), on an
 * erasure request or under the retention policy.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
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
import { renameAgentInLedger } from "../invoices/privacy";
import {
  type AgentUserRow,
  actorPrefix,
  auditAbout,
  contains,
  invitationIdsOf,
  notErased,
  sameAddress,
} from "./agents-match";
import { redactAuditOf } from "./audit";
import { ERASED_NAME, folded, present } from "./erased";

/** Where an anonymised agent user "lives": `.invalid` can never be delivered (RFC 2606). */
export const erasedAgentAddress = (agentUserId: number) => `erased-agent-${agentUserId}@invalid`;
/** Not a scrypt hash: verifyPassword answers false to every password, so no sign-in is possible. */
export const ERASED_PASSWORD_HASH = "erased";

const ERASED_ACTOR_PREFIX = actorPrefix(ERASED_NAME);
const REMOVED = "(personal data removed)";

const agencyBookingIds = (agencyId: number) =>
  sql`(select ${bookings.id} from ${bookings} where ${bookings.agencyId} = ${agencyId})`;

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

  // The documents issued when they accepted an offer: "Erased (agent, Iberia Study)".
  await renameAgentInLedger(tx, user.agencyId, prefix, ERASED_ACTOR_PREFIX);

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
