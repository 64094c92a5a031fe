/**
 * Host session tokens and sign-in links (decision 0046). A session is an HS256 JWT like the
 * staff's and agents', with its own audience ("clover-host"), naming a revocable row of
 * host_sessions; neither the staff guard nor the partner guard ever accepts it. A link carries
 * 32 random bytes; the database keeps their SHA-256 only, so a copy of the database signs no one in.
 */
import { createHash, randomBytes } from "node:crypto";
import { signToken, verifyToken } from "../auth/tokens";

export interface HostClaims {
  hostUserId: number;
  sessionId: string;
}

export function signHostToken(
  key: Uint8Array,
  claims: HostClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return signToken(
    key,
    "clover-host",
    { userId: claims.hostUserId, sessionId: claims.sessionId },
    issuedAt,
    expiresAt,
  );
}

export async function verifyHostToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<HostClaims | null> {
  const verified = await verifyToken(key, token, "clover-host", now);
  return verified ? { hostUserId: verified.userId, sessionId: verified.sessionId } : null;
}

export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string): string =>
  createHash("sha256").update(`host-sign-in-link:${token}`).digest("hex");

export const newSessionId = (): string => randomBytes(18).toString("base64url");
