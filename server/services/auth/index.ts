/**
 * Staff sign-in: throttled password login, signed expiring session tokens backed by revocable
 * session rows, and the first admin account.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type StaffRole, staffSessions, staffUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { SESSION_HOURS, sessionKey, signSessionToken, verifySessionToken } from "./tokens";

/** Five failed attempts lock an IP address or a username for the rest of 15 minutes. */
export const LOGIN_FAILURE_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The sign-in throttle of staff and agents alike: seconds to wait while the address or the
 * account has failed too often (0: go ahead), and the failure that counts against both.
 */
export function loginThrottle(rateLimiter: RateLimiter, ipKey: string, userKey: string) {
  return {
    async retryAfter(): Promise<number> {
      const [byIp, byUser] = await Promise.all([
        rateLimiter.peek(ipKey, LOGIN_FAILURE_RULE),
        rateLimiter.peek(userKey, LOGIN_FAILURE_RULE),
      ]);
      return Math.max(byIp.allowed ? 0 : byIp.retryAfter, byUser.allowed ? 0 : byUser.retryAfter);
    },
    async failed(): Promise<void> {
      await Promise.all([
        rateLimiter.hit(ipKey, LOGIN_FAILURE_RULE),
        rateLimiter.hit(userKey, LOGIN_FAILURE_RULE),
      ]);
    },
    succeeded: () => rateLimiter.reset(userKey, LOGIN_FAILURE_RULE),
  };
}

export interface StaffUserView {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  role: StaffRole;
}

export interface StaffSession {
  user: StaffUserView;
  sessionId: string;
  expiresAt: Date;
}

export type LoginResult =
  | { status: "ok"; token: string; user: StaffUserView; expiresAt: Date }
  | { status: "invalid" }
  | { status: "throttled"; retryAfter: number };

export const toStaffUserView = (row: typeof staffUsers.$inferSelect): StaffUserView => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  email: row.email,
  role: row.role,
});

export function createAuthService(deps: {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
  now: () => Date;
}) {
  const { db, rateLimiter, now } = deps;
  const key = sessionKey(deps.secret);

  return {
    async login(usernameInput: string, password: string, ip: string): Promise<LoginResult> {
      const username = usernameInput.trim().toLowerCase();
      const throttle = loginThrottle(rateLimiter, `login-ip:${ip}`, `login-user:${username}`);
      const retryAfter = await throttle.retryAfter();
      if (retryAfter > 0) return { status: "throttled", retryAfter };

      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
      // Unknown users cost the same scrypt work as known ones: the timing says nothing.
      const passwordMatches = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyHash()),
      );
      if (!user?.isActive || !passwordMatches) {
        await throttle.failed();
        return { status: "invalid" };
      }
      await throttle.succeeded();

      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + SESSION_HOURS * 3600_000);
      const sessionId = randomBytes(18).toString("base64url");
      await db.transaction(async (tx) => {
        await tx.insert(staffSessions).values({ id: sessionId, userId: user.id, expiresAt });
        await tx
          .update(staffUsers)
          .set({ lastLoginAt: issuedAt })
          .where(eq(staffUsers.id, user.id));
        await recordAudit(
          tx,
          { id: user.id, name: user.displayName },
          {
            action: "login",
            entity: "staff_user",
            entityId: user.id,
            summary: `${user.displayName} signed in`,
          },
        );
      });
      const token = await signSessionToken(
        key,
        { userId: user.id, sessionId, role: user.role },
        issuedAt,
        expiresAt,
      );
      return { status: "ok", token, user: toStaffUserView(user), expiresAt };
    },

    /** The session a token stands for, if it is signed by us, unexpired, unrevoked and its user active. */
    async authenticate(token: string): Promise<StaffSession | null> {
      const at = now();
      const claims = await verifySessionToken(key, token, at);
      if (!claims) return null;
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
            eq(staffUsers.isActive, true),
          ),
        );
      if (!row) return null;
      return {
        user: toStaffUserView(row.user),
        sessionId: row.session.id,
        expiresAt: row.session.expiresAt,
      };
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
 * Without configured credentials, development gets a generated admin; returns what to print.
 */
export async function ensureInitialAdmin(
  db: Database,
  admin: { username: string; password: string } | undefined,
): Promise<{ username: string; password: string; created: boolean } | null> {
  const credentials = admin ?? {
    username: "admin",
    password: randomBytes(12).toString("base64url"),
  };
  const username = credentials.username.toLowerCase();
  const [existing] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  if (existing) return { ...credentials, username, created: false };
  await db
    .insert(staffUsers)
    .values({
      username,
      displayName: admin ? credentials.username : "Local Admin",
      passwordHash: await hashPassword(credentials.password),
      role: "admin",
    })
    .onConflictDoNothing();
  return { ...credentials, username, created: true };
}
