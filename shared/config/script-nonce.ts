/**
 * The response header by which the page renderer tells the HTTP layer which nonce marked the
 * inline scripts it wrote itself (issue 27, decision 0007). The HTTP layer allows exactly those
 * scripts by hash, removes the nonce from the page and never sends the header on: a cached page
 * goes to many visitors, and a nonce must never be reused.
 */
export const SCRIPT_NONCE_HEADER = "X-Clover-Script-Nonce";
