/**
 * Agent session tokens and invitation links. Sessions are HS256 JWTs like the staff's, but with
 * their own audience ("clover-partner"): a staff check never accepts an agent's token, nor an
 * agent check a staff one, even though both are signed with the same secret.
 */
import { createHash, randomBytes } from "node:crypto";
import { signToken, verifyToken } from "../auth/tokens";

export const AGENT_SESSION_HOURS = 8;
/** The agent's session cookie: its own name, never read by the staff guard (clover_session). */
export const AGENT_COOKIE = "clover_partner";

export interface AgentClaims {
  agentUserId: number;
  sessionId: string;
}

export function signAgentToken(
  key: Uint8Array,
  claims: AgentClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return signToken(
    key,
    "clover-partner",
    { userId: claims.agentUserId, sessionId: claims.sessionId },
    issuedAt,
    expiresAt,
  );
}

export async function verifyAgentToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AgentClaims | null> {
  const verified = await verifyToken(key, token, "clover-partner", now);
  return verified ? { agentUserId: verified.userId, sessionId: verified.sessionId } : null;
}

/** Invitation links carry 32 random bytes; the database keeps only their SHA-256. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(`agent-invitation:${token}`).digest("hex");
}

/** Password-reset links carry a token like an invitation's, hashed apart (issue 27). */
export function hashPasswordResetToken(token: string): string {
  return createHash("sha256").update(`agent-password-reset:${token}`).digest("hex");
}
