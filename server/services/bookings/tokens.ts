/** Offer links: 32 random bytes in base64url, stored as their SHA-256 (like every link token). */
import { createHash } from "node:crypto";

export const OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
