/**
 * The visitor's level-test sitting is remembered in a cookie holding its token, so that a
 * reload, a closed tab or a page without JavaScript finds it again for 24 hours. HttpOnly: the
 * page's script never needs it (the token is only the sitting's, not a login).
 */
import { SESSION_LIFETIME_MS } from "@server/services/level-test/sessions";

export const LEVEL_TEST_COOKIE = "level-test";

export function sittingToken(request: Request): string | null {
  const header = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${LEVEL_TEST_COOKIE}=([\\w-]{20,100})`).exec(header);
  return match?.[1] ?? null;
}

export function rememberSitting(token: string, secure: boolean): string {
  return `${LEVEL_TEST_COOKIE}=${token}; Path=/; Max-Age=${SESSION_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function forgetSitting(secure: boolean): string {
  return `${LEVEL_TEST_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
