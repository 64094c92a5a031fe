/**
 * The id of the site footer's deferred part, the first element after `<main>` on a public page:
 * the public layout renders it, and the root's `rel="expect"` link holds the first paint until
 * it has been parsed (decision 0023).
 */
export const SITE_FOOTER_PART = "site-footer";
