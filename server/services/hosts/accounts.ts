/**
 * Who may sign in for a host family or residence (decision 0046): admins invite an address to
 * one provider, list the provider's accounts and deactivate one. The account exists from the
 * invitation on (a host signs in with links, there is nothing to "accept"). Inviting the same
 * address again sends a new link that replaces the old one, and reactivates the account if it
 * was deactivated: an admin who invites means it. An address is one sign-in name: it cannot
 * belong to two providers.
 */
import type { HostInvitationInput } from "@shared/hosts/forms";
import type { HostAccount } from "@shared/hosts/types";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hostSignInLinks, hostUsers } from "../../db/schema";
import { providerRowOf } from "../accommodation/providers";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { hostInvitationMessage } from "../mail/host-emails";
import { enqueueEmails } from "../mail/outbox";
import { issueLink, linkUrl, revokeOpenLinks } from "./links";

export interface HostAccountDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
  onQueued: () => void;
}

export async function inviteHost(
  deps: HostAccountDeps,
  providerId: number,
  input: HostInvitationInput,
  actor: Actor,
): Promise<HostAccount> {
  const { db, now } = deps;
  const provider = await providerRowOf(db, providerId);
  const at = now();
  const account = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(hostUsers)
      .where(eq(hostUsers.email, input.email))
      .for("update");
    if (existing && existing.providerId !== providerId) {
      throw new ConflictError(
        "This address already has a host account with another provider.",
        "email",
      );
    }
    const [user] = existing
      ? await tx
          .update(hostUsers)
          .set({ name: input.name, isActive: true, invitedBy: actor.name })
          .where(eq(hostUsers.id, existing.id))
          .returning()
      : await tx
          .insert(hostUsers)
          .values({ providerId, email: input.email, name: input.name, invitedBy: actor.name })
          .returning();
    if (!user) throw new Error("host user write returned nothing");
    const link = await issueLink(tx, user.id, "invitation", at);
    await enqueueEmails(tx, [
      hostInvitationMessage({
        to: user.email,
        name: user.name,
        providerName: provider.name,
        url: linkUrl(deps.publicUrl, link.token),
        expiresAt: link.expiresAt.toISOString(),
      }),
    ]);
    await recordAudit(tx, actor, {
      action: existing ? "update" : "create",
      entity: "host_user",
      entityId: user.id,
      summary: `${existing ? "Invited again" : "Invited"} ${user.name} <${user.email}> to the host portal of ${provider.name}`,
    });
    return accountOf(user, link.expiresAt);
  });
  deps.onQueued();
  return account;
}

function accountOf(
  user: typeof hostUsers.$inferSelect,
  invitationExpiresAt: Date | null,
): HostAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    active: user.isActive,
    invitedBy: user.invitedBy,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A provider's accounts, by name (a provider has a handful: not paged). */
export async function listHostAccounts(
  deps: Pick<HostAccountDeps, "db" | "now">,
  providerId: number,
): Promise<HostAccount[]> {
  await providerRowOf(deps.db, providerId);
  const rows = await deps.db
    .select({ user: hostUsers, invitationExpiresAt: hostSignInLinks.expiresAt })
    .from(hostUsers)
    .leftJoin(
      hostSignInLinks,
      and(
        eq(hostSignInLinks.hostUserId, hostUsers.id),
        eq(hostSignInLinks.purpose, "invitation"),
        isNull(hostSignInLinks.usedAt),
        isNull(hostSignInLinks.revokedAt),
        gt(hostSignInLinks.expiresAt, deps.now()),
      ),
    )
    .where(eq(hostUsers.providerId, providerId))
    .orderBy(asc(hostUsers.name), asc(hostUsers.id));
  return rows.map((row) => accountOf(row.user, row.invitationExpiresAt));
}

/**
 * Deactivating ends the account's sessions and links at once; the row stays (the audit names
 * it, and data-protection erasure finds it). Deactivating an inactive account changes nothing.
 */
export async function deactivateHost(
  deps: Pick<HostAccountDeps, "db" | "now">,
  providerId: number,
  hostUserId: number,
  actor: Actor,
  revokeSessions: (tx: Database, hostUserId: number) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(hostUsers)
      .where(and(eq(hostUsers.id, hostUserId), eq(hostUsers.providerId, providerId)))
      .for("update");
    if (!user) throw new NotFoundError("Host account not found");
    const at = deps.now();
    await revokeOpenLinks(tx, user.id, at);
    await revokeSessions(tx, user.id);
    if (!user.isActive) return;
    await tx.update(hostUsers).set({ isActive: false }).where(eq(hostUsers.id, user.id));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "host_user",
      entityId: user.id,
      summary: `Deactivated the host portal account of ${user.name} <${user.email}>`,
    });
  });
}
