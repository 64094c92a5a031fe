/**
 * "2031-06-02" → "2 June 2031" in the page's language: a calendar day, so the server and the
 * browser print the same day whatever their time zone (app/lib/date-format.ts).
 */
export { formatDay } from "~/lib/date-format";
