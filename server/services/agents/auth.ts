/**
 * Agent sign-in (issue 17): one-time invitations that set a password, throttled password login,
 * signed expiring session tokens backed by revocable rows. The same rules as staff sign-in
 * (services/auth), over a separate table and token audience.
 */
import { randomBytes } from "node:crypto";
import type { AgentIdentity } from "@shared/agents/types";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentInvitations, agentSessions, agentUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import type { FailedSignInNotice, SignInContext } from "../auth";
import { attemptPassword } from "../auth/password-attempts";
import { checkPasswordStrength, hashPassword } from "../auth/passwords";
import type { SignInGuard } from "../auth/sign-in-guard";
import { SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS, sessionKey } from "../auth/tokens";
import { GoneError, InvalidInputError, NotFoundError, RateLimitedError } from "../errors";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import {
  AGENT_SESSION_HOURS,
  hashInvitationToken,
  INVITATION_TOKEN,
  signAgentToken,
  verifyAgentToken,
} from "./tokens";

export interface AgentSession {
  agent: AgentIdentity;
  sessionId: string;
  expiresAt: Date;
  failedSignIns: FailedSignInNotice | null;
}

const noticeOf = (count: number, lastAt: Date | null): FailedSignInNotice | null =>
  count > 0 ? { count, lastAt } : null;

export type AgentLoginResult =
  | {
      status: "ok";
      token: string;
      agent: AgentIdentity;
      expiresAt: Date;
      /** The browser's new device cookie for this account. */
      deviceCookie: string;
      failedSignIns: FailedSignInNotice | null;
    }
  | { status: "invalid" }
  /** The right password, but the user is deactivated or the agency suspended. */
  | { status: "paused" }
  | { status: "throttled"; retryAfter: number };

/** How the audit trail names an agent: who, and for which agency. */
export const agentActor = (agent: AgentIdentity) => ({
  id: null,
  name: `${agent.name} (agent, ${agent.agencyName})`,
});

/** The signed-in agent as pages and services see them, from their rows. */
const identityOf = (
  user: typeof agentUsers.$inferSelect,
  agency: typeof agencies.$inferSelect,
): AgentIdentity => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  agencyId: agency.id,
  agencyName: agency.name,
});

export function createAgentAuthService(deps: {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
  guard: SignInGuard;
  /** Invitation answers per address, like the public forms (each one costs a scrypt hash). */
  rule: RateLimitRule;
  now: () => Date;
}) {
  const { db, rateLimiter, now } = deps;
  const key = sessionKey(deps.secret);

  async function openSession(
    tx: Database,
    agent: AgentIdentity,
    at: Date,
    failedSignIns: FailedSignInNotice | null = null,
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
    const expiresAt = new Date(at.getTime() + AGENT_SESSION_HOURS * 3600_000);
    const sessionId = randomBytes(18).toString("base64url");
    await tx.insert(agentSessions).values({
      id: sessionId,
      agentUserId: agent.userId,
      expiresAt,
      lastSeenAt: at,
      failedSignInsBefore: failedSignIns?.count ?? 0,
      lastFailedSignInAt: failedSignIns?.lastAt ?? null,
    });
    await tx
      .update(agentUsers)
      .set({ lastLoginAt: at, failedSignIns: 0 })
      .where(eq(agentUsers.id, agent.userId));
    const token = await signAgentToken(
      key,
      { agentUserId: agent.userId, sessionId },
      at,
      expiresAt,
    );
    return { token, expiresAt, sessionId };
  }

  /** An invitation that can still be used, or why not. */
  async function usableInvitation(tx: Database, token: string, lock: boolean) {
    if (!INVITATION_TOKEN.test(token))
      throw new NotFoundError("This invitation link is not valid.");
    const query = tx
      .select({ invitation: agentInvitations, agency: agencies })
      .from(agentInvitations)
      .innerJoin(agencies, eq(agencies.id, agentInvitations.agencyId))
      .where(eq(agentInvitations.tokenHash, hashInvitationToken(token)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError("This invitation link is not valid.");
    if (row.invitation.usedAt) {
      throw new GoneError(
        "This invitation was already used. Sign in with your e-mail and password.",
        "used",
      );
    }
    if (row.invitation.revokedAt) {
      throw new GoneError(
        "This invitation was replaced by a newer one: use the latest e-mail.",
        "replaced",
      );
    }
    if (row.invitation.expiresAt <= now()) {
      throw new GoneError(
        "This invitation has expired. Ask the school to send a new one.",
        "expired",
      );
    }
    if (row.agency.status !== "active") {
      throw new GoneError(
        "This agency's access is suspended. Please contact the school.",
        "suspended",
      );
    }
    return row;
  }

  /**
   * One password check of an agent through the sign-in guard (sign-in, and the current password
   * before a change): counted first, then checked; a wrong or refused one is counted against the
   * account (told at its next sign-in) and a checked wrong one audited.
   */
  function checkPassword(
    row: { user: typeof agentUsers.$inferSelect; agency: typeof agencies.$inferSelect } | undefined,
    email: string,
    password: string,
    context: SignInContext,
  ) {
    return attemptPassword(
      deps.guard,
      {
        audience: "partner",
        account: email,
        address: context.ip,
        deviceCookie: context.deviceCookie,
      },
      row?.user,
      password,
      async (evaluated) => {
        if (!row) return;
        await db.transaction(async (tx) => {
          await tx
            .update(agentUsers)
            .set({
              failedSignIns: sql`${agentUsers.failedSignIns} + 1`,
              lastFailedSignInAt: now(),
            })
            .where(eq(agentUsers.id, row.user.id));
          if (evaluated) {
            await recordAudit(
              tx,
              { id: null, name: "System" },
              {
                action: "login-failed",
                entity: "agent_user",
                entityId: row.user.id,
                summary: `Wrong password for agent ${row.user.email} (${row.agency.name}) from ${context.ip}`,
              },
            );
          }
        });
      },
    );
  }

  return {
    /** What the invitation page shows before the password is set. */
    async invitation(token: string): Promise<{ email: string; agencyName: string }> {
      const { invitation, agency } = await usableInvitation(db, token, false);
      return { email: invitation.email, agencyName: agency.name };
    },

    /** Sets the password of a new agent user; single use. Signs them in. */
    async acceptInvitation(
      token: string,
      input: { name: string; password: string; lang?: "en" | "es" | "fr" | "de" },
      context: { ip: string },
    ): Promise<{ token: string; agent: AgentIdentity; expiresAt: Date }> {
      const limit = await rateLimiter.hit(`agent-invitation:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      const at = now();
      return db.transaction(async (tx) => {
        const { invitation, agency } = await usableInvitation(tx, token, true);
        const problem = checkPasswordStrength(input.password, invitation.email.split("@")[0]);
        if (problem) throw new InvalidInputError({ password: problem.message });
        const [existing] = await tx
          .select({ id: agentUsers.id })
          .from(agentUsers)
          .where(eq(agentUsers.email, invitation.email));
        if (existing) {
          throw new GoneError(
            "An account with this e-mail already exists. Sign in instead.",
            "exists",
          );
        }
        const [user] = await tx
          .insert(agentUsers)
          .values({
            agencyId: agency.id,
            email: invitation.email,
            name: input.name,
            locale: input.lang ?? "en",
            passwordHash: await hashPassword(input.password),
          })
          .returning();
        if (!user) throw new Error("agent user insert returned nothing");
        await tx
          .update(agentInvitations)
          .set({ usedAt: at, agentUserId: user.id })
          .where(eq(agentInvitations.id, invitation.id));
        const agent = identityOf(user, agency);
        await recordAudit(tx, agentActor(agent), {
          action: "create",
          entity: "agent_user",
          entityId: user.id,
          summary: `${user.name} joined ${agency.name} through an invitation`,
        });
        const session = await openSession(tx, agent, at);
        return { token: session.token, agent, expiresAt: session.expiresAt };
      });
    },

    async login(
      emailInput: string,
      password: string,
      context: SignInContext,
    ): Promise<AgentLoginResult> {
      const email = emailInput.trim().toLowerCase();
      const [row] = await db
        .select({ user: agentUsers, agency: agencies })
        .from(agentUsers)
        .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
        .where(eq(agentUsers.email, email));
      const checked = await checkPassword(row, email, password, context);
      if (checked.status !== "ok" || !row) {
        return checked.status === "throttled" ? checked : { status: "invalid" };
      }
      if (!row.user.isActive || row.agency.status !== "active") {
        // Only someone who knows the password learns that access is paused.
        return { status: "paused" };
      }
      const agent = identityOf(row.user, row.agency);
      const at = now();
      const failedSignIns = noticeOf(row.user.failedSignIns, row.user.lastFailedSignInAt);
      const session = await db.transaction(async (tx) => {
        const opened = await openSession(tx, agent, at, failedSignIns);
        if (checked.upgradedHash) {
          await tx
            .update(agentUsers)
            .set({ passwordHash: checked.upgradedHash })
            .where(eq(agentUsers.id, agent.userId));
        }
        const warning = failedSignIns
          ? ` after ${failedSignIns.count} failed attempt${failedSignIns.count === 1 ? "" : "s"}`
          : "";
        await recordAudit(tx, agentActor(agent), {
          action: "login",
          entity: "agent_user",
          entityId: agent.userId,
          summary: `${agent.name} (${agent.agencyName}) signed in to the partner portal${warning}`,
        });
        return opened;
      });
      return {
        status: "ok",
        token: session.token,
        agent,
        expiresAt: session.expiresAt,
        deviceCookie: deps.guard.deviceCookieFor("partner", email),
        failedSignIns,
      };
    },

    /**
     * The session a token stands for: signed by us for the partner audience, unexpired,
     * unrevoked, its user active and its agency not suspended (suspending ends access at once).
     */
    async authenticate(token: string): Promise<AgentSession | null> {
      const at = now();
      const claims = await verifyAgentToken(key, token, at);
      if (!claims) return null;
      const idleSince = new Date(at.getTime() - SESSION_IDLE_MINUTES * 60_000);
      const [row] = await db
        .select({ session: agentSessions, user: agentUsers, agency: agencies })
        .from(agentSessions)
        .innerJoin(agentUsers, eq(agentUsers.id, agentSessions.agentUserId))
        .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
        .where(
          and(
            eq(agentSessions.id, claims.sessionId),
            eq(agentSessions.agentUserId, claims.agentUserId),
            isNull(agentSessions.revokedAt),
            gt(agentSessions.expiresAt, at),
            gt(agentSessions.lastSeenAt, idleSince),
            eq(agentUsers.isActive, true),
            eq(agencies.status, "active"),
          ),
        );
      if (!row) return null;
      if (at.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
        await db
          .update(agentSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(agentSessions.id, row.session.id), lt(agentSessions.lastSeenAt, at)));
      }
      return {
        agent: identityOf(row.user, row.agency),
        sessionId: row.session.id,
        expiresAt: row.session.expiresAt,
        failedSignIns: noticeOf(row.session.failedSignInsBefore, row.session.lastFailedSignInAt),
      };
    },

    /**
     * The current password of a signed-in agent (before changing it), checked as a sign-in
     * attempt with the same budgets, so a session left open cannot be used to guess it.
     */
    async verifyCurrentPassword(agentUserId: number, password: string, context: SignInContext) {
      const [row] = await db
        .select({ user: agentUsers, agency: agencies })
        .from(agentUsers)
        .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
        .where(eq(agentUsers.id, agentUserId));
      return checkPassword(row, row?.user.email ?? "", password, context);
    },

    /** The agent has read the failed-attempts notice of this session. */
    async dismissFailedSignIns(session: AgentSession): Promise<void> {
      await db
        .update(agentSessions)
        .set({ failedSignInsBefore: 0 })
        .where(eq(agentSessions.id, session.sessionId));
    },

    async logout(session: AgentSession): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(agentSessions)
          .set({ revokedAt: now() })
          .where(eq(agentSessions.id, session.sessionId));
        await recordAudit(tx, agentActor(session.agent), {
          action: "logout",
          entity: "agent_user",
          entityId: session.agent.userId,
          summary: `${session.agent.name} (${session.agent.agencyName}) signed out`,
        });
      });
    },

    /** Ends every session of an agent user (deactivated by staff). */
    async revokeAll(agentUserId: number): Promise<void> {
      await db
        .update(agentSessions)
        .set({ revokedAt: now() })
        .where(and(eq(agentSessions.agentUserId, agentUserId), isNull(agentSessions.revokedAt)));
    },
  };
}

export type AgentAuthService = ReturnType<typeof createAgentAuthService>;
