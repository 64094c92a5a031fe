/**
 * How long an invoice or credit note keeps the name and address it was made out to (issue 32,
 * decision 0049): as issued for six years from its date (Taxes Consolidation Act 1997, s. 886;
 * VAT Consolidation Act 2010, s. 84), even after the payer asked to be erased; then the retention
 * job replaces the party with "Erased person" and keeps the number and the amounts. Pure rules on
 * calendar days ("YYYY-MM-DD", the school's day in Dublin), shared by the dry run and the job.
 */

export const INVOICE_RETENTION_YEARS = 6;

/** What a document's party becomes once its period is over. */
export const ERASED_PARTY_NAME = "Erased person";

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The first issue day whose party is still kept on `today`: every document issued before it is
 * due. A document issued on 29 February is kept until 28 February of a common year, so on
 * 29 February of a leap year the cut-off is 1 March (`years` earlier, 29 February did not exist).
 */
export function invoicePartyCutoff(today: string, years: number = INVOICE_RETENTION_YEARS): string {
  const year = String(Number(today.slice(0, 4)) - years).padStart(4, "0");
  const sameDay = `${year}${today.slice(4)}`;
  return today.endsWith("-02-29") && !isLeapYear(Number(year))
    ? sameDay.replace("-02-29", "-03-01")
    : sameDay;
}

/** Whether a document issued on `issuedOn` is past its period on `today`. */
export function invoicePartyDue(
  issuedOn: string,
  today: string,
  years: number = INVOICE_RETENTION_YEARS,
): boolean {
  return issuedOn < invoicePartyCutoff(today, years);
}
