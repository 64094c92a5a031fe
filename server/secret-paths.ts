/**
 * Links that are secrets themselves (whoever has the link is the person, issue 27): where their
 * secret sits, and how to write them where they must not be usable: request logs (`redactPath`)
 * and copies of e-mails handed out in a data-protection export (`redactLinks`).
 */

/**
 * Every route whose path carries a secret, as the part before the secret and its placeholder:
 * the person's offer link, agent invitations and password resets, a guardian's consent link
 * (pages in every language, and the API), and a level-test sitting's id. Pages match with or
 * without a language prefix, in any case (React Router matches paths case-insensitively), and
 * as React Router's data requests (`/offers/<token>.data`, the suffix is kept).
 */
const secretSegments: [prefix: string, placeholder: string][] = [
  ["/offers/", ":token"],
  ["/partners/invitations/", ":token"],
  ["/partners/password-reset/", ":token"],
  ["/guardian/", ":token"],
  ["/hosts/link/", ":token"],
  ["/api/offers/", ":token"],
  ["/api/partners/invitations/", ":token"],
  ["/api/partners/password-reset/", ":token"],
  ["/api/guardian-consents/", ":token"],
  ["/api/hosts/links/", ":token"],
  ["/api/level-test/sessions/", ":id"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const secretPath = new RegExp(
  `^((?:/(?:es|fr|de))?(?:${secretSegments
    .map(([prefix]) => escapeRegExp(prefix))
    .join("|")}))[^/]+?(\\.data)?(?=/|$)`,
  "i",
);
const placeholderOf = new Map(
  secretSegments.map(([prefix, placeholder]) => [prefix.toLowerCase(), placeholder]),
);

/** The path as logs may show it: a secret segment replaced by its placeholder. */
export function redactPath(path: string): string {
  return path.replace(secretPath, (_match, prefix: string, data: string | undefined) => {
    const route = prefix.replace(/^\/(?:es|fr|de)(?=\/)/i, "").toLowerCase();
    return `${prefix}${placeholderOf.get(route) ?? ":token"}${data ?? ""}`;
  });
}

/** Page links carry base64url tokens; a newsletter link carries its token as `?token=`. */
const secretLink = new RegExp(
  `((?:/(?:es|fr|de))?(?:${secretSegments
    .map(([prefix]) => escapeRegExp(prefix))
    .join("|")}))[A-Za-z0-9_-]+`,
  "gi",
);
const secretQuery = /([?&](?:amp;)?token=)[A-Za-z0-9_.~%-]+/gi;

/** A text (an e-mail's body) with every secret link's token replaced by `:token`. */
export function redactLinks(text: string): string {
  return text.replace(secretLink, "$1:token").replace(secretQuery, "$1:token");
}
