/**
 * A payment run's lines as staff see them, and what a provider received in a year from approved
 * runs (the rent-a-room relief counts it; decision 0045). A line goes into the SEPA file when it
 * has an IBAN and something to transfer.
 */
import type { NotInFileReason, PaymentRunLine } from "@shared/accommodation/payment-types";
import { maskIban } from "@shared/accommodation/payments";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  accommodationPaymentLines as lines,
  accommodationPaymentRuns as runs,
} from "../../db/schema";
import type { AccommodationDeps } from "./access";

export interface LineRow {
  line: typeof lines.$inferSelect;
  providerName: string;
}

export function notInFileReason(line: LineRow["line"]): NotInFileReason | null {
  if (!line.iban) return "no-bank-details";
  return line.amountCents > 0 ? null : "nothing-to-pay";
}

export const lineOf = ({
  line,
  providerName,
}: LineRow): Omit<PaymentRunLine, "receivedThisYearCents" | "reliefStatus" | "items"> => ({
  id: line.id,
  providerId: line.providerId,
  providerName,
  payeeName: line.payeeName,
  ibanMasked: line.iban ? maskIban(line.iban) : null,
  bic: line.bic,
  nights: line.nights,
  amountCents: line.amountCents,
  notInFile: notInFileReason(line),
});

/** The calendar year of an approval, as the school's clock reads it. */
export const approvalYear = sql<number>`extract(year from ${runs.approvedAt} at time zone 'Europe/Dublin')::int`;

/** Cents each provider received in `year` from approved runs, leaving out run `exceptRunId`. */
export async function receivedInYear(
  db: AccommodationDeps["db"],
  providerIds: number[],
  year: number,
  exceptRunId?: number,
): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      providerId: lines.providerId,
      cents: sql<number>`coalesce(sum(${lines.amountCents}), 0)::int`,
    })
    .from(lines)
    .innerJoin(runs, eq(runs.id, lines.runId))
    .where(
      and(
        inArray(lines.providerId, providerIds),
        eq(runs.status, "approved"),
        sql`${approvalYear} = ${year}`,
        exceptRunId === undefined ? undefined : ne(runs.id, exceptRunId),
      ),
    )
    .groupBy(lines.providerId);
  return new Map(rows.map((row) => [row.providerId, Number(row.cents)]));
}
