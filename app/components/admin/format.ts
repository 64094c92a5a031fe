/**
 * Dates and money as the admin shows them (spec §9): the leads page in the Irish locale with
 * time; every other admin page in the US short format. Both in Irish time, so the server and
 * the browser render the same text.
 */
const irish = new Intl.DateTimeFormat("en-IE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Dublin",
});
const usShort = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "Europe/Dublin" });
const usShortDay = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "UTC" });
const euros = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

type DateInput = Date | string | null | undefined;

const toDate = (value: DateInput) =>
  value instanceof Date ? value : value ? new Date(value) : null;

/** Leads page: "12 Mar 2026, 14:05". */
export function formatLeadDate(value: DateInput): string {
  const date = toDate(value);
  return date ? irish.format(date) : "—";
}

/** Other admin pages: "3/12/26". Date-only values ("2026-03-12") are calendar days. */
export function formatShortDate(value: DateInput): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return usShortDay.format(new Date(`${value}T00:00:00Z`));
  }
  const date = toDate(value);
  return date ? usShort.format(date) : "—";
}

export function formatEuro(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : euros.format(value);
}

export function formatWeeks(value: number | null | undefined): string {
  if (value === null || value === undefined) return "Custom";
  return `${value} ${value === 1 ? "week" : "weeks"}`;
}
