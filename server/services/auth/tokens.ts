/**
 * Session tokens: HS256-signed JWTs (jose) naming a session row. The signature proves we issued
 * it; the row is what logout revokes, on every instance at once. Staff and agents (issue 17)
 * get the same kind of token with different audiences, so neither guard accepts the other's.
 */
import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import { type StaffRole, staffRoles } from "../../db/schema";

/** A session ends 8 hours after sign-in, or after 30 minutes without a request, whichever first. */
export const SESSION_HOURS = 8;
export const SESSION_IDLE_MINUTES = 30;
/** A session's last request is written at most this often (a page makes several requests). */
export const SESSION_TOUCH_SECONDS = 60;
const ISSUER = "clover-english";
export type SessionAudience = "clover-staff" | "clover-partner" | "clover-host";

export interface SessionClaims {
  userId: number;
  sessionId: string;
  role: StaffRole;
}

export function sessionKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A signed token for `audience`, its subject the user id and `sid` the session row. */
export async function signToken(
  key: Uint8Array,
  audience: SessionAudience,
  claims: { userId: number; sessionId: string; extra?: Record<string, string> },
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, ...claims.extra })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The user id, session id and payload of a valid, unexpired token we signed for `audience`. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  audience: SessionAudience,
  now: Date,
): Promise<{ userId: number; sessionId: string; payload: JWTPayload } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== "string") return null;
    return { userId, sessionId: payload.sid, payload };
  } catch {
    return null;
  }
}

export function signSessionToken(
  key: Uint8Array,
  claims: SessionClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return signToken(
    key,
    "clover-staff",
    { userId: claims.userId, sessionId: claims.sessionId, extra: { role: claims.role } },
    issuedAt,
    expiresAt,
  );
}

/** The claims of a valid, unexpired staff token we signed; null for anything else. */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  const verified = await verifyToken(key, token, "clover-staff", now);
  const role = verified?.payload.role;
  const isRole = (value: unknown): value is StaffRole =>
    (staffRoles as readonly unknown[]).includes(value);
  if (!verified || !isRole(role)) return null;
  return { userId: verified.userId, sessionId: verified.sessionId, role };
}
