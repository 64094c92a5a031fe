/**
 * Offer links. The token is HMAC-SHA256(secret, nonce) in base64url (43 characters): the
 * database holds the nonce and the token's SHA-256, never the token, yet the server can e-mail
 * the same link again. A copy of the database alone opens no offer; changing the secret ends
 * every link (staff then send the offer again).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

export const OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newNonce(): string {
  return randomBytes(18).toString("base64url");
}

export function linkToken(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`offer-link:${nonce}`).digest("base64url");
}
