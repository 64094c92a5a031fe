import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type AppConfig, ConfigError } from "./config";

/**
 * The key that signs staff sessions. Production must set SESSION_SECRET (every instance the
 * same); in development one is generated once and kept in the data folder, so sessions survive
 * restarts.
 */
export function resolveSessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.isProduction) {
    throw new ConfigError(
      "SESSION_SECRET is required in production (at least 32 random characters, the same on every instance).",
    );
  }
  const file = path.join(config.dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not generated yet.
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
