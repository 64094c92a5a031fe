/**
 * Host sign-in (decision 0046): no password. A host asks for a link on the sign-in page, or
 * uses the invitation's; the link signs them in once, and a session row stands behind a signed
 * cookie (audience "clover-host") for HOST_SESSION_DAYS, ended sooner by HOST_SESSION_IDLE_HOURS
 * without a request, by signing out, or by staff deactivating the account.
 *
 * Asking for a link never says whether the address has an account: the answer is the same and
 * comes no sooner than LINK_ANSWER_MS either way (as the agents' password reset, decision 0033).
 * Requests count per client address (429); e-mails count per address, silently.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { HOST_LINK_TOKEN } from "@shared/hosts/forms";
import {
  HOST_SESSION_DAYS,
  HOST_SESSION_IDLE_HOURS,
  HOST_SIGN_IN_LINK_MINUTES,
  type HostIdentity,
} from "@shared/hosts/types";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodationProviders, hostSessions, hostSignInLinks, hostUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import { SESSION_TOUCH_SECONDS, sessionKey } from "../auth/tokens";
import { GoneError, NotFoundError, RateLimitedError } from "../errors";
import { hostSignInMessage } from "../mail/host-emails";
import { enqueueEmails } from "../mail/outbox";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { issueLink, linkUrl } from "./links";
import { hashLinkToken, newSessionId, signHostToken, verifyHostToken } from "./tokens";

/** No answer to "send me a link" comes sooner, whether the address has an account or not. */
export const LINK_ANSWER_MS = 250;
/** Sign-in e-mails to one address; more requests are answered alike and send nothing. */
export const LINK_MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 3600 };

export interface HostSession {
  host: HostIdentity;
  sessionId: string;
  expiresAt: Date;
}

/** How the audit trail names a host: who, and for which provider. */
export const hostActor = (host: HostIdentity) => ({
  id: null,
  name: `${host.name} (host, ${host.providerName})`,
});

const identityOf = (
  user: typeof hostUsers.$inferSelect,
  provider: { id: number; name: string },
): HostIdentity => ({
  hostUserId: user.id,
  name: user.name,
  email: user.email,
  providerId: provider.id,
  providerName: provider.name,
});

/** A host's row with their provider's id and name (the identity's parts). */
const hostWithProvider = {
  user: hostUsers,
  provider: { id: accommodationProviders.id, name: accommodationProviders.name },
};
const providerOfHost = eq(accommodationProviders.id, hostUsers.providerId);

export interface HostAuthDeps {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
  /** The public forms' limit per client address. */
  rule: RateLimitRule;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}

export function createHostAuthService(deps: HostAuthDeps) {
  const { db, rateLimiter, now } = deps;
  const key = sessionKey(deps.secret);

  /** The link behind a token if it can still sign in; why not otherwise (410 with a reason). */
  async function usableLink(tx: Database, token: string, lock: boolean) {
    if (!HOST_LINK_TOKEN.test(token)) throw new NotFoundError("This sign-in link is not valid.");
    const query = tx
      .select({ link: hostSignInLinks, ...hostWithProvider })
      .from(hostSignInLinks)
      .innerJoin(hostUsers, eq(hostUsers.id, hostSignInLinks.hostUserId))
      .innerJoin(accommodationProviders, providerOfHost)
      .where(eq(hostSignInLinks.tokenHash, hashLinkToken(token)));
    const [row] = lock ? await query.for("update", { of: hostSignInLinks }) : await query;
    if (!row) throw new NotFoundError("This sign-in link is not valid.");
    if (!row.user.isActive) {
      throw new GoneError(
        "Your access to the host portal has ended. Please contact the school.",
        "inactive",
      );
    }
    if (row.link.usedAt) throw new GoneError("This sign-in link was already used.", "used");
    if (row.link.revokedAt) {
      throw new GoneError("A newer sign-in link replaced this one.", "replaced");
    }
    if (row.link.expiresAt <= now())
      throw new GoneError("This sign-in link has expired.", "expired");
    return row;
  }

  return {
    /**
     * E-mails a sign-in link when the address has an active account. Answers the same, no
     * sooner than LINK_ANSWER_MS, either way; only the per-client limit answers differently.
     */
    async requestLink(email: string, context: { ip: string }): Promise<void> {
      const started = performance.now();
      try {
        const limit = await rateLimiter.hit(`host-sign-in-link:${context.ip}`, deps.rule);
        if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
        const mails = await rateLimiter.hit(`host-sign-in-mail:${email}`, LINK_MAILS_PER_ADDRESS);
        const [user] = await db.select().from(hostUsers).where(eq(hostUsers.email, email));
        if (!user?.isActive || !mails.allowed) return;
        await db.transaction(async (tx) => {
          const link = await issueLink(tx, user.id, "sign-in", now());
          await enqueueEmails(tx, [
            hostSignInMessage({
              to: user.email,
              name: user.name,
              url: linkUrl(deps.publicUrl, link.token),
              minutes: HOST_SIGN_IN_LINK_MINUTES,
            }),
          ]);
        });
        deps.onQueued();
      } finally {
        await sleep(Math.max(0, LINK_ANSWER_MS - (performance.now() - started)));
      }
    },

    /** Whom a link would sign in (the link page, before the host presses Sign in). */
    async link(token: string): Promise<{ name: string; providerName: string }> {
      const { user, provider } = await usableLink(db, token, false);
      return { name: user.name, providerName: provider.name };
    },

    /** Uses a link (once) and opens a session. */
    async signIn(
      token: string,
      context: { ip: string },
    ): Promise<{ token: string; host: HostIdentity; expiresAt: Date }> {
      const limit = await rateLimiter.hit(`host-link-use:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      const at = now();
      return db.transaction(async (tx) => {
        const { link, user, provider } = await usableLink(tx, token, true);
        await tx.update(hostSignInLinks).set({ usedAt: at }).where(eq(hostSignInLinks.id, link.id));
        const host = identityOf(user, provider);
        const sessionId = newSessionId();
        const expiresAt = new Date(at.getTime() + HOST_SESSION_DAYS * 864e5);
        await tx
          .insert(hostSessions)
          .values({ id: sessionId, hostUserId: user.id, expiresAt, lastSeenAt: at });
        await tx.update(hostUsers).set({ lastLoginAt: at }).where(eq(hostUsers.id, user.id));
        await recordAudit(tx, hostActor(host), {
          action: "login",
          entity: "host_user",
          entityId: user.id,
          summary: `${host.name} (${host.providerName}) signed in to the host portal with ${link.purpose === "invitation" ? "the invitation" : "an e-mailed link"} from ${context.ip}`,
        });
        const signed = await signHostToken(key, { hostUserId: user.id, sessionId }, at, expiresAt);
        return { token: signed, host, expiresAt };
      });
    },

    /**
     * The session a token stands for: signed by us for hosts, unexpired, unrevoked, used within
     * HOST_SESSION_IDLE_HOURS, its account active (deactivating ends access at the next request).
     */
    async authenticate(token: string): Promise<HostSession | null> {
      const at = now();
      const claims = await verifyHostToken(key, token, at);
      if (!claims) return null;
      const idleSince = new Date(at.getTime() - HOST_SESSION_IDLE_HOURS * 3600_000);
      const [row] = await db
        .select({ session: hostSessions, ...hostWithProvider })
        .from(hostSessions)
        .innerJoin(hostUsers, eq(hostUsers.id, hostSessions.hostUserId))
        .innerJoin(accommodationProviders, providerOfHost)
        .where(
          and(
            eq(hostSessions.id, claims.sessionId),
            eq(hostSessions.hostUserId, claims.hostUserId),
            isNull(hostSessions.revokedAt),
            gt(hostSessions.expiresAt, at),
            gt(hostSessions.lastSeenAt, idleSince),
            eq(hostUsers.isActive, true),
          ),
        );
      if (!row) return null;
      if (at.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
        await db
          .update(hostSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(hostSessions.id, row.session.id), lt(hostSessions.lastSeenAt, at)));
      }
      return {
        host: identityOf(row.user, row.provider),
        sessionId: row.session.id,
        expiresAt: row.session.expiresAt,
      };
    },

    async signOut(session: HostSession): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(hostSessions)
          .set({ revokedAt: now() })
          .where(eq(hostSessions.id, session.sessionId));
        await recordAudit(tx, hostActor(session.host), {
          action: "logout",
          entity: "host_user",
          entityId: session.host.hostUserId,
          summary: `${session.host.name} (${session.host.providerName}) signed out of the host portal`,
        });
      });
    },

    /** Ends every session of a host (deactivated by staff), in the caller's transaction. */
    async revokeAll(tx: Database, hostUserId: number): Promise<void> {
      await tx
        .update(hostSessions)
        .set({ revokedAt: now() })
        .where(and(eq(hostSessions.hostUserId, hostUserId), isNull(hostSessions.revokedAt)));
    },
  };
}

export type HostAuthService = ReturnType<typeof createHostAuthService>;
