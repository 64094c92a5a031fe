/**
 * A host's statement: what the school paid the provider in a year, from the approved payment
 * runs (a draft or discarded run pays nothing). A payment belongs to the Dublin year in which
 * staff approved its run. This is the portal's own small query until the payment runs'
 * `accommodation.statement(providerId, year)` exists; the lead switches it over at merge.
 */
import type { HostStatement } from "@shared/hosts/types";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodationPaymentLines, accommodationPaymentRuns } from "../../db/schema";
import { dublinDay } from "../bookings/days";
import type { HostSession } from "./auth";

export async function hostStatement(
  deps: { db: Database; now: () => Date },
  { host }: HostSession,
  year?: number,
): Promise<HostStatement> {
  const rows = await deps.db
    .select({ line: accommodationPaymentLines, run: accommodationPaymentRuns })
    .from(accommodationPaymentLines)
    .innerJoin(
      accommodationPaymentRuns,
      eq(accommodationPaymentRuns.id, accommodationPaymentLines.runId),
    )
    .where(
      and(
        eq(accommodationPaymentLines.providerId, host.providerId),
        eq(accommodationPaymentRuns.status, "approved"),
      ),
    )
    .orderBy(asc(accommodationPaymentRuns.approvedAt), asc(accommodationPaymentRuns.id));
  const yearOf = (at: Date) => Number(dublinDay(at).slice(0, 4));
  const paid = rows.flatMap(({ line, run }) =>
    run.approvedAt ? [{ line, run, approvedAt: run.approvedAt }] : [],
  );
  const chosen = year ?? yearOf(deps.now());
  const lines = paid
    .filter((row) => yearOf(row.approvedAt) === chosen)
    .map(({ line, run, approvedAt }) => ({
      runId: run.id,
      from: run.fromDate,
      to: run.toDate,
      nights: line.nights,
      amountCents: line.amountCents,
      approvedAt: approvedAt.toISOString(),
    }));
  const years = [...new Set([chosen, ...paid.map((row) => yearOf(row.approvedAt))])].sort(
    (a, b) => b - a,
  );
  return {
    year: chosen,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    years,
  };
}
