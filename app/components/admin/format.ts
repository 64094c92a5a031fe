/**
 * Money and durations as the admin shows them. Dates are in @shared/format/dates: one module,
 * the Irish style, for every admin screen.
 */
const euros = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

export function formatEuro(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : euros.format(value);
}

export function formatWeeks(value: number | null | undefined): string {
  if (value === null || value === undefined) return "Custom";
  return `${value} ${value === 1 ? "week" : "weeks"}`;
}
