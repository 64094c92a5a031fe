/**
 * A host's statement: the provider's annual statement from the payment runs
 * (`accommodation.statement`, decision 0045: approved runs only, by the Dublin year of their
 * approval), and the years that have one, for the portal's year picker.
 */
import type { HostStatement } from "@shared/hosts/types";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodationPaymentLines, accommodationPaymentRuns } from "../../db/schema";
import type { AccommodationService } from "../accommodation";
import { dublinDay } from "../bookings/days";
import type { HostSession } from "./auth";

const yearOf = (at: Date) => Number(dublinDay(at).slice(0, 4));

export async function hostStatement(
  deps: {
    db: Database;
    now: () => Date;
    accommodation: Pick<AccommodationService, "statement">;
  },
  { host }: HostSession,
  year?: number,
): Promise<HostStatement> {
  const chosen = year ?? yearOf(deps.now());
  const statement = await deps.accommodation.statement(host.providerId, chosen);
  const approvals = await deps.db
    .selectDistinct({ approvedAt: accommodationPaymentRuns.approvedAt })
    .from(accommodationPaymentLines)
    .innerJoin(
      accommodationPaymentRuns,
      eq(accommodationPaymentRuns.id, accommodationPaymentLines.runId),
    )
    .where(
      and(
        eq(accommodationPaymentLines.providerId, host.providerId),
        eq(accommodationPaymentRuns.status, "approved"),
        isNotNull(accommodationPaymentRuns.approvedAt),
      ),
    );
  const paidYears = approvals.flatMap(({ approvedAt }) => (approvedAt ? [yearOf(approvedAt)] : []));
  return {
    year: chosen,
    lines: statement.payments,
    totalCents: statement.totalCents,
    years: [...new Set([chosen, ...paidYears])].sort((a, b) => b - a),
  };
}
