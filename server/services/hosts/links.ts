/**
 * Sign-in links (decision 0046): the invitation's (HOST_INVITATION_DAYS days) and the one a host
 * asks for (HOST_SIGN_IN_LINK_MINUTES minutes). Every link works once; a newer link of either
 * kind revokes the host's open ones, so only the latest e-mail works. A host's ended links are
 * deleted when a new one is made (the table holds at most the latest few per host).
 */
import { HOST_INVITATION_DAYS, HOST_SIGN_IN_LINK_MINUTES } from "@shared/hosts/types";
import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hostSignInLinks } from "../../db/schema";
import { hashLinkToken, newLinkToken } from "./tokens";

export type LinkPurpose = "invitation" | "sign-in";

const lifetimeMs = (purpose: LinkPurpose) =>
  purpose === "invitation" ? HOST_INVITATION_DAYS * 864e5 : HOST_SIGN_IN_LINK_MINUTES * 60_000;

/** A new link for the host; their open links are revoked, their ended ones deleted. */
export async function issueLink(
  tx: Database,
  hostUserId: number,
  purpose: LinkPurpose,
  at: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .delete(hostSignInLinks)
    .where(
      and(
        eq(hostSignInLinks.hostUserId, hostUserId),
        or(
          isNotNull(hostSignInLinks.usedAt),
          isNotNull(hostSignInLinks.revokedAt),
          lte(hostSignInLinks.expiresAt, at),
        ),
      ),
    );
  await revokeOpenLinks(tx, hostUserId, at);
  const token = newLinkToken();
  const expiresAt = new Date(at.getTime() + lifetimeMs(purpose));
  await tx
    .insert(hostSignInLinks)
    .values({ hostUserId, purpose, tokenHash: hashLinkToken(token), expiresAt });
  return { token, expiresAt };
}

/** Ends every link of the host that could still be used (a newer one, or a deactivation). */
export async function revokeOpenLinks(tx: Database, hostUserId: number, at: Date): Promise<void> {
  await tx
    .update(hostSignInLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(hostSignInLinks.hostUserId, hostUserId),
        isNull(hostSignInLinks.usedAt),
        isNull(hostSignInLinks.revokedAt),
        gt(hostSignInLinks.expiresAt, at),
      ),
    );
}

/** The portal's address of a link. */
export const linkUrl = (publicUrl: string, token: string) => `${publicUrl}/hosts/link/${token}`;
