/**
 * Who may sign in for an agency: staff invite an address to the partner portal, and deactivate
 * or reactivate its users.
 */
import { INVITATION_DAYS } from "@shared/agents/types";
import type { Language } from "@shared/i18n/languages";
import { and, eq, isNull } from "drizzle-orm";
import { agencies, agentInvitations, agentUsers } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { enqueueEmails } from "../mail/outbox";
import { invitationMessage } from "../mail/partner-emails";
import { type AgencyDeps, isRowId } from "./agency-records";
import { partnerUrl } from "./partner-url";
import { hashInvitationToken, newInvitationToken } from "./tokens";

/**
 * E-mails a one-time link (valid INVITATION_DAYS days) to set a password. A newer
 * invitation to the same address replaces an unused older one.
 */
export async function inviteAgent(
  deps: Pick<AgencyDeps, "db" | "now" | "publicUrl" | "onQueued">,
  agencyId: number,
  input: { email: string; lang?: Language },
  actor: Actor,
): Promise<{ id: number; email: string; expiresAt: string }> {
  const { db, now } = deps;
  if (!isRowId(agencyId)) throw new NotFoundError("Agency not found");
  const email = input.email.trim().toLowerCase();
  const token = newInvitationToken();
  const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 864e5);
  const result = await db.transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId));
    if (!agency) throw new NotFoundError("Agency not found");
    if (agency.status !== "active") {
      throw new ConflictError("This agency is suspended: reactivate it before inviting.");
    }
    const [user] = await tx
      .select({ id: agentUsers.id })
      .from(agentUsers)
      .where(eq(agentUsers.email, email));
    if (user) {
      throw new ConflictError("This address already has a partner account.", "email");
    }
    await tx
      .update(agentInvitations)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(agentInvitations.email, email),
          isNull(agentInvitations.usedAt),
          isNull(agentInvitations.revokedAt),
        ),
      );
    const [invitation] = await tx
      .insert(agentInvitations)
      .values({
        agencyId,
        email,
        tokenHash: hashInvitationToken(token),
        expiresAt,
        invitedBy: actor.name,
      })
      .returning();
    if (!invitation) throw new Error("invitation insert returned nothing");
    await enqueueEmails(tx, [
      invitationMessage({
        to: email,
        lang: input.lang ?? "en",
        agencyName: agency.name,
        url: partnerUrl(deps.publicUrl, input.lang ?? "en", `/invitations/${token}`),
        expiresAt: expiresAt.toISOString(),
      }),
    ]);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "agent_invitation",
      entityId: invitation.id,
      summary: `Invited ${email} to ${agency.name}'s partner portal`,
    });
    return { id: invitation.id, email, expiresAt: expiresAt.toISOString() };
  });
  deps.onQueued();
  return result;
}

/** Deactivating a user ends their sessions; reactivating lets them sign in again. */
export async function setAgentUserActive(
  deps: Pick<AgencyDeps, "db" | "auth">,
  agencyId: number,
  userId: number,
  isActive: boolean,
  actor: Actor,
): Promise<void> {
  const { db } = deps;
  if (!isRowId(agencyId) || !isRowId(userId)) throw new NotFoundError("Agent user not found");
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(agentUsers)
      .set({ isActive })
      .where(and(eq(agentUsers.id, userId), eq(agentUsers.agencyId, agencyId)))
      .returning();
    if (!user) throw new NotFoundError("Agent user not found");
    await recordAudit(tx, actor, {
      action: "update",
      entity: "agent_user",
      entityId: userId,
      summary: `${isActive ? "Reactivated" : "Deactivated"} the partner account of ${user.name}`,
    });
  });
  if (!isActive) await deps.auth.revokeAll(userId);
}
