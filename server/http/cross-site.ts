/**
 * A cookie rides along on cross-site requests; a Bearer header cannot. For cookie-authenticated
 * writes, the browser's Origin must be this site (defence in depth on top of SameSite=Lax). One
 * rule for the REST API (api/auth.ts) and for the pages that check it themselves (the host
 * portal's layout, decision 0046).
 */
export function isCrossSiteRequest(request: {
  method: string;
  url: string;
  headers: { get(name: string): string | null | undefined };
}): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
