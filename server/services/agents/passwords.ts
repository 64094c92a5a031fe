/**
 * Agents' own passwords (issue 27): a signed-in agent changes theirs (the current one required,
 * checked as a sign-in attempt by auth.ts's `verifyCurrentPassword`), and one who forgot it asks
 * for a link by e-mail and chooses a new one there. Either way every other session of the agent
 * ends, the change is audited and the agent is told by e-mail.
 *
 * The reset request never says whether an address has an account: the answer is the same, and
 * it comes after at least RESET_ANSWER_MS whatever happened (looking up an address and queueing
 * an e-mail take a few milliseconds that would otherwise tell). Requests count per client address
 * like the public forms (a 429 says nothing about the address); e-mails count per address,
 * silently (a flood of requests cannot fill someone's inbox, and the answer stays the same).
 *
 * A link carries 32 random bytes; only their SHA-256 is stored. It works for RESET_LINK_MINUTES,
 * once; a newer link replaces it. A user's ended links are deleted when they ask for another
 * (the used one is kept until then, so that reopening it says it was used).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Language } from "@shared/i18n/languages";
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentPasswordResets, agentSessions, agentUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import type { SignInContext } from "../auth";
import { checkPasswordStrength, hashPassword } from "../auth/passwords";
import { GoneError, InvalidInputError, NotFoundError, RateLimitedError } from "../errors";
import { enqueueEmails } from "../mail/outbox";
import { passwordChangedMessage, passwordResetMessage } from "../mail/partner-emails";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { partnerUrl } from "./agencies";
import { type AgentAuthService, type AgentSession, agentActor } from "./auth";
import { hashPasswordResetToken, INVITATION_TOKEN, newInvitationToken } from "./tokens";

export const RESET_LINK_MINUTES = 60;
/** No answer to a reset request comes sooner, whether the address has an account or not. */
export const RESET_ANSWER_MS = 250;
/** Reset e-mails to one address; more requests are answered alike and send nothing. */
const RESET_MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 3600 };

/** The password rules' message for an agent, whose "username" is their address's local part. */
const weaknessOf = (password: string, email: string) =>
  checkPasswordStrength(password, email.split("@")[0])?.message;

export function createAgentPasswordService(deps: {
  db: Database;
  auth: AgentAuthService;
  rateLimiter: RateLimiter;
  /** The public forms' limit per client address (requests, and answers to a link). */
  rule: RateLimitRule;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}) {
  const { db, rateLimiter, now } = deps;

  /** A new password for the agent: stored, sessions but `keep` ended, audited, agent told. */
  async function setPassword(
    tx: Database,
    user: typeof agentUsers.$inferSelect,
    agencyName: string,
    password: string,
    how: { summary: string; keepSession?: string },
  ) {
    const at = now();
    await tx
      .update(agentUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(agentUsers.id, user.id));
    await tx
      .update(agentSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(agentSessions.agentUserId, user.id),
          isNull(agentSessions.revokedAt),
          how.keepSession ? ne(agentSessions.id, how.keepSession) : undefined,
        ),
      );
    await recordAudit(
      tx,
      agentActor({
        userId: user.id,
        name: user.name,
        email: user.email,
        agencyId: user.agencyId,
        agencyName,
      }),
      { action: "update", entity: "agent_user", entityId: user.id, summary: how.summary },
    );
    await enqueueEmails(tx, [
      passwordChangedMessage({
        to: user.email,
        lang: user.locale,
        name: user.name,
        at: at.toISOString(),
      }),
    ]);
  }

  /** The link behind a token, if it can still be used; why not otherwise. */
  async function usableLink(tx: Database, token: string, lock: boolean) {
    if (!INVITATION_TOKEN.test(token)) throw new NotFoundError("This link is not valid.");
    const query = tx
      .select({ link: agentPasswordResets, user: agentUsers, agency: agencies })
      .from(agentPasswordResets)
      .innerJoin(agentUsers, eq(agentUsers.id, agentPasswordResets.agentUserId))
      .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
      .where(eq(agentPasswordResets.tokenHash, hashPasswordResetToken(token)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError("This link is not valid.");
    if (row.link.usedAt) {
      throw new GoneError("This link was already used. Ask for a new one if you need to.", "used");
    }
    if (row.link.revokedAt) {
      throw new GoneError(
        "This link was replaced by a newer one: use the latest e-mail, or ask for a new one.",
        "replaced",
      );
    }
    if (row.link.expiresAt <= now()) {
      throw new GoneError("This link has expired. Ask for a new one.", "expired");
    }
    if (!row.user.isActive || row.agency.status !== "active") {
      throw new GoneError(
        "Your access to the partner portal is paused. Please contact the school.",
        "suspended",
      );
    }
    return row;
  }

  return {
    /** A signed-in agent's new password; every other session of theirs ends. */
    async change(
      session: AgentSession,
      input: { currentPassword: string; newPassword: string },
      context: SignInContext,
    ): Promise<void> {
      const { agent } = session;
      const weakness = weaknessOf(input.newPassword, agent.email);
      // Checked as a sign-in attempt: a session left open cannot be used to guess it.
      const current = await deps.auth.verifyCurrentPassword(
        agent.userId,
        input.currentPassword,
        context,
      );
      if (current.status === "throttled") throw new RateLimitedError(current.retryAfter);
      const fields: Record<string, string> = {};
      if (current.status === "invalid") {
        fields.currentPassword = "Your current password is not right.";
      }
      if (weakness) fields.newPassword = weakness;
      if (Object.keys(fields).length > 0) throw new InvalidInputError(fields);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(agentUsers)
          .where(eq(agentUsers.id, agent.userId))
          .for("update");
        if (!user) throw new NotFoundError("Agent user not found");
        await setPassword(tx, user, agent.agencyName, input.newPassword, {
          summary: `${agent.name} (${agent.agencyName}) changed their password`,
          keepSession: session.sessionId,
        });
      });
      deps.onQueued();
    },

    /**
     * E-mails a link to choose a new password, when the address has an active account. Answers
     * the same, no sooner than RESET_ANSWER_MS, either way (see the module's comment).
     */
    async requestReset(
      emailInput: string,
      context: { ip: string; lang?: Language },
    ): Promise<void> {
      const started = performance.now();
      try {
        const limit = await rateLimiter.hit(`agent-password-reset:${context.ip}`, deps.rule);
        if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
        const email = emailInput.trim().toLowerCase();
        const mails = await rateLimiter.hit(
          `agent-password-reset-mail:${email}`,
          RESET_MAILS_PER_ADDRESS,
        );
        const [row] = await db
          .select({ user: agentUsers, agency: agencies })
          .from(agentUsers)
          .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
          .where(eq(agentUsers.email, email));
        // Nobody to write to (or written to enough): the same answer, nothing sent.
        if (!row?.user.isActive || row.agency.status !== "active" || !mails.allowed) return;
        const { user } = row;
        const token = newInvitationToken();
        const at = now();
        const lang = context.lang ?? user.locale;
        await db.transaction(async (tx) => {
          // The ones that ended go; the one still open is replaced by this one.
          await tx
            .delete(agentPasswordResets)
            .where(
              and(
                eq(agentPasswordResets.agentUserId, user.id),
                or(
                  isNotNull(agentPasswordResets.usedAt),
                  isNotNull(agentPasswordResets.revokedAt),
                  lte(agentPasswordResets.expiresAt, at),
                ),
              ),
            );
          await tx
            .update(agentPasswordResets)
            .set({ revokedAt: at })
            .where(
              and(
                eq(agentPasswordResets.agentUserId, user.id),
                isNull(agentPasswordResets.usedAt),
                isNull(agentPasswordResets.revokedAt),
                gt(agentPasswordResets.expiresAt, at),
              ),
            );
          await tx.insert(agentPasswordResets).values({
            agentUserId: user.id,
            tokenHash: hashPasswordResetToken(token),
            expiresAt: new Date(at.getTime() + RESET_LINK_MINUTES * 60_000),
          });
          await enqueueEmails(tx, [
            passwordResetMessage({
              to: user.email,
              lang,
              name: user.name,
              url: partnerUrl(deps.publicUrl, lang, `/password-reset/${token}`),
              minutes: RESET_LINK_MINUTES,
            }),
          ]);
        });
        deps.onQueued();
      } finally {
        await sleep(Math.max(0, RESET_ANSWER_MS - (performance.now() - started)));
      }
    },

    /** What the reset page shows before the new password is chosen: the account's address. */
    async resetLink(token: string): Promise<{ email: string }> {
      const { user } = await usableLink(db, token, false);
      return { email: user.email };
    },

    /** Sets the new password through a link, once; ends every session of the agent. */
    async reset(token: string, newPassword: string, context: { ip: string }): Promise<void> {
      // Each answer costs a scrypt hash: limited per client address like the public forms.
      const limit = await rateLimiter.hit(`agent-password-reset-answer:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      await db.transaction(async (tx) => {
        const { link, user, agency } = await usableLink(tx, token, true);
        const weakness = weaknessOf(newPassword, user.email);
        if (weakness) throw new InvalidInputError({ newPassword: weakness });
        await tx
          .update(agentPasswordResets)
          .set({ usedAt: now() })
          .where(eq(agentPasswordResets.id, link.id));
        await setPassword(tx, user, agency.name, newPassword, {
          summary: `${user.name} (${agency.name}) reset their password through an e-mailed link`,
        });
      });
      deps.onQueued();
    },
  };
}

export type AgentPasswordService = ReturnType<typeof createAgentPasswordService>;
