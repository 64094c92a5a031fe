/**
 * Staff session tokens: HS256-signed JWTs (jose) naming a session row. The signature proves we
 * issued it; the row is what logout revokes, on every instance at once.
 */
import { jwtVerify, SignJWT } from "jose";
import type { StaffRole } from "../../db/schema";

export const SESSION_HOURS = 8;
const ISSUER = "clover-english";
const AUDIENCE = "clover-staff";

export interface SessionClaims {
  userId: number;
  sessionId: string;
  role: StaffRole;
}

export function sessionKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(
  key: Uint8Array,
  claims: SessionClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid, unexpired token we signed; null for anything else. */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== "string") return null;
    if (payload.role !== "admin" && payload.role !== "editor") return null;
    return { userId, sessionId: payload.sid, role: payload.role };
  } catch {
    return null;
  }
}
