/**
 * Agent session tokens and invitation links. Sessions are HS256 JWTs like the staff's, but with
 * their own audience ("clover-partner"): a staff check never accepts an agent's token, nor an
 * agent check a staff one, even though both are signed with the same secret.
 */
import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const AGENT_SESSION_HOURS = 8;
/** The agent's session cookie: its own name, never read by the staff guard (clover_session). */
export const AGENT_COOKIE = "clover_partner";
const ISSUER = "clover-english";
const AUDIENCE = "clover-partner";

export interface AgentClaims {
  agentUserId: number;
  sessionId: string;
}

export async function signAgentToken(
  key: Uint8Array,
  claims: AgentClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.agentUserId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

export async function verifyAgentToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AgentClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const agentUserId = Number(payload.sub);
    if (!Number.isInteger(agentUserId) || typeof payload.sid !== "string") return null;
    return { agentUserId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Invitation links carry 32 random bytes; the database keeps only their SHA-256. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(`agent-invitation:${token}`).digest("hex");
}
