/**
 * Staff sign-in: throttled password login (sign-in-guard.ts), signed expiring session tokens
 * backed by revocable session rows that also end after 30 idle minutes, and the first admin.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type StaffRole, staffSessions, staffUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import type { RateLimiter } from "../rate-limit";
import { attemptPassword, type PasswordAttempt } from "./password-attempts";
import { hashPassword, verifyPassword } from "./passwords";
import { createSignInGuard, type SignInGuard } from "./sign-in-guard";
import {
  SESSION_HOURS,
  SESSION_IDLE_MINUTES,
  SESSION_TOUCH_SECONDS,
  sessionKey,
  signSessionToken,
  verifySessionToken,
} from "./tokens";

export interface StaffUserView {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  role: StaffRole;
}

/** Failed attempts on the account before this session began, until the user dismisses it. */
export interface FailedSignInNotice {
  count: number;
  lastAt: Date | null;
}

export interface StaffSession {
  user: StaffUserView;
  sessionId: string;
  expiresAt: Date;
  failedSignIns: FailedSignInNotice | null;
}

/** Where an attempt comes from: the client's address and the browser's device cookie. */
export interface SignInContext {
  ip: string;
  deviceCookie?: string | null;
}

export type LoginResult =
  | {
      status: "ok";
      token: string;
      user: StaffUserView;
      expiresAt: Date;
      /** The browser's new device cookie for this account. */
      deviceCookie: string;
      failedSignIns: FailedSignInNotice | null;
    }
  | { status: "invalid" }
  | { status: "throttled"; retryAfter: number };

export const toStaffUserView = (row: typeof staffUsers.$inferSelect): StaffUserView => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  email: row.email,
  role: row.role,
});

const noticeOf = (count: number, lastAt: Date | null): FailedSignInNotice | null =>
  count > 0 ? { count, lastAt } : null;

export function createAuthService(deps: {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
  now: () => Date;
  guard?: SignInGuard;
}) {
  const { db, now } = deps;
  const key = sessionKey(deps.secret);
  const guard =
    deps.guard ??
    createSignInGuard({ db, rateLimiter: deps.rateLimiter, secret: deps.secret, now });

  /** The password of an account, through the guard; failures are noted on the account. */
  async function checkPassword(
    user: typeof staffUsers.$inferSelect | undefined,
    account: string,
    password: string,
    context: SignInContext,
  ): Promise<PasswordAttempt<typeof staffUsers.$inferSelect>> {
    const attempt = { audience: "staff" as const, account, address: context.ip };
    return attemptPassword(
      guard,
      { ...attempt, deviceCookie: context.deviceCookie },
      user,
      password,
      async (evaluated) => {
        if (!user) return;
        await db.transaction(async (tx) => {
          await tx
            .update(staffUsers)
            .set({
              failedSignIns: sql`${staffUsers.failedSignIns} + 1`,
              lastFailedSignInAt: now(),
            })
            .where(eq(staffUsers.id, user.id));
          // Only checked passwords are audited: refused ones are counted, not written one by one.
          if (evaluated) {
            await recordAudit(
              tx,
              { id: null, name: "System" },
              {
                action: "login-failed",
                entity: "staff_user",
                entityId: user.id,
                summary: `Wrong password for ${user.username} from ${context.ip}`,
              },
            );
          }
        });
      },
    );
  }

  return {
    guard,

    async login(
      usernameInput: string,
      password: string,
      context: SignInContext,
    ): Promise<LoginResult> {
      const username = usernameInput.trim().toLowerCase();
      const [found] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
      // A disabled account answers like an unknown one.
      const user = found?.isActive ? found : undefined;
      const checked = await checkPassword(user, username, password, context);
      if (checked.status !== "ok") return checked;

      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + SESSION_HOURS * 3600_000);
      const sessionId = randomBytes(18).toString("base64url");
      const failedSignIns = noticeOf(checked.user.failedSignIns, checked.user.lastFailedSignInAt);
      await db.transaction(async (tx) => {
        await tx.insert(staffSessions).values({
          id: sessionId,
          userId: checked.user.id,
          expiresAt,
          lastSeenAt: issuedAt,
          failedSignInsBefore: failedSignIns?.count ?? 0,
          lastFailedSignInAt: failedSignIns?.lastAt ?? null,
        });
        await tx
          .update(staffUsers)
          .set({
            lastLoginAt: issuedAt,
            failedSignIns: 0,
            ...(checked.upgradedHash ? { passwordHash: checked.upgradedHash } : {}),
          })
          .where(eq(staffUsers.id, checked.user.id));
        const warning = failedSignIns
          ? ` after ${failedSignIns.count} failed attempt${failedSignIns.count === 1 ? "" : "s"}`
          : "";
        await recordAudit(
          tx,
          { id: checked.user.id, name: checked.user.displayName },
          {
            action: "login",
            entity: "staff_user",
            entityId: checked.user.id,
            summary: `${checked.user.displayName} signed in${warning}`,
          },
        );
      });
      const token = await signSessionToken(
        key,
        { userId: checked.user.id, sessionId, role: checked.user.role },
        issuedAt,
        expiresAt,
      );
      return {
        status: "ok",
        token,
        user: toStaffUserView(checked.user),
        expiresAt,
        deviceCookie: guard.deviceCookieFor("staff", username),
        failedSignIns,
      };
    },

    /**
     * The current password of a signed-in user, checked as a sign-in attempt (the same budgets),
     * so a session left open cannot be used to guess it.
     */
    async verifyCurrentPassword(
      userId: number,
      password: string,
      context: SignInContext,
    ): Promise<PasswordAttempt<typeof staffUsers.$inferSelect>> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
      return checkPassword(user, user?.username ?? "", password, context);
    },

    /**
     * The session a token stands for, if it is signed by us, unexpired, not idle for too long,
     * unrevoked and its user active. Each request keeps it alive (written at most once a minute).
     */
    async authenticate(token: string): Promise<StaffSession | null> {
      const at = now();
      const claims = await verifySessionToken(key, token, at);
      if (!claims) return null;
      const idleSince = new Date(at.getTime() - SESSION_IDLE_MINUTES * 60_000);
      const [row] = await db
        .select({ session: staffSessions, user: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(
          and(
            eq(staffSessions.id, claims.sessionId),
            eq(staffSessions.userId, claims.userId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            gt(staffSessions.lastSeenAt, idleSince),
            eq(staffUsers.isActive, true),
          ),
        );
      if (!row) return null;
      if (at.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(staffSessions.id, row.session.id), lt(staffSessions.lastSeenAt, at)));
      }
      return {
        user: toStaffUserView(row.user),
        sessionId: row.session.id,
        expiresAt: row.session.expiresAt,
        failedSignIns: noticeOf(row.session.failedSignInsBefore, row.session.lastFailedSignInAt),
      };
    },

    /** The user has read the failed-attempts notice of this session. */
    async dismissFailedSignIns(session: StaffSession): Promise<void> {
      await db
        .update(staffSessions)
        .set({ failedSignInsBefore: 0 })
        .where(eq(staffSessions.id, session.sessionId));
    },

    async logout(session: StaffSession): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(staffSessions)
          .set({ revokedAt: now() })
          .where(eq(staffSessions.id, session.sessionId));
        await recordAudit(
          tx,
          { id: session.user.id, name: session.user.displayName },
          {
            action: "logout",
            entity: "staff_user",
            entityId: session.user.id,
            summary: `${session.user.displayName} signed out`,
          },
        );
      });
    },

    /** Ends every session of a user (password change, account disabled), but `keep`. */
    async revokeAll(userId: number, keep?: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(staffSessions.userId, userId),
            isNull(staffSessions.revokedAt),
            keep ? ne(staffSessions.id, keep) : undefined,
          ),
        );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Makes sure the configured first admin exists (never overwriting a password staff changed).
 * Without configured credentials a generated admin is made; returns what to print, and whether
 * the given password is (still) that user's.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: { username: string; password: string } | undefined,
): Promise<{
  username: string;
  password: string;
  created: boolean;
  passwordMatches: boolean;
} | null> {
  const credentials = admin ?? {
    username: "admin",
    password: randomBytes(12).toString("base64url"),
  };
  const username = credentials.username.toLowerCase();
  const [existing] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  if (existing) {
    const passwordMatches = (await verifyPassword(credentials.password, existing.passwordHash))
      .matches;
    return { ...credentials, username, created: false, passwordMatches };
  }
  await db
    .insert(staffUsers)
    .values({
      username,
      displayName: admin ? credentials.username : "Local Admin",
      passwordHash: await hashPassword(credentials.password),
      role: "admin",
    })
    .onConflictDoNothing();
  return { ...credentials, username, created: true, passwordMatches: true };
}
