/**
 * A provider's annual statement (issue 31, decision 0045): the lines of the runs approved in
 * that calendar year (Europe/Dublin), the total received and the rent-a-room relief status. The
 * host portal shows the same statement to the family (`statement` in the service).
 */
import { lastNight } from "@shared/accommodation/nights";
import {
  RENT_A_ROOM_LIMIT_CENTS,
  type ReliefStatus,
  reliefStatus,
} from "@shared/accommodation/payments";
import type { ProviderStatement } from "@shared/accommodation/types";
import { brand } from "@shared/config/brand";
import { formatCents } from "@shared/format/money";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  accommodationPaymentLines as lines,
  accommodationProviders as providers,
  accommodationPaymentRuns as runs,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { longDateIn, renderAttendancePdf } from "../classes/pdf";
import { NotFoundError } from "../errors";
import type { AccommodationDeps } from "./access";
import { approvalYear } from "./payment-lines";

export async function statementFor(
  deps: AccommodationDeps,
  providerId: number,
  year: number,
): Promise<ProviderStatement> {
  const [provider] = await deps.db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw new NotFoundError("Provider not found");
  const rows = await deps.db
    .select({
      runId: runs.id,
      from: runs.fromDate,
      to: runs.toDate,
      approvedAt: runs.approvedAt,
      nights: lines.nights,
      amountCents: lines.amountCents,
    })
    .from(lines)
    .innerJoin(runs, eq(runs.id, lines.runId))
    .where(
      and(
        eq(lines.providerId, providerId),
        eq(runs.status, "approved"),
        sql`${approvalYear} = ${year}`,
      ),
    )
    .orderBy(asc(runs.approvedAt), asc(runs.id));
  const totalCents = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    providerId: provider.id,
    providerName: provider.name,
    year,
    payments: rows.map((row) => ({
      runId: row.runId,
      from: row.from,
      to: row.to,
      approvedAt: row.approvedAt?.toISOString() ?? "",
      nights: row.nights,
      amountCents: row.amountCents,
    })),
    nights: rows.reduce((sum, row) => sum + row.nights, 0),
    totalCents,
    reliefLimitCents: RENT_A_ROOM_LIMIT_CENTS,
    reliefStatus: reliefStatus(totalCents, 0),
  };
}

const money = (cents: number) => formatCents(cents, "en");

export const reliefLabels: Record<ReliefStatus, string> = {
  ok: "within the rent-a-room relief",
  approaching: "approaching the rent-a-room relief limit",
  over: "above the rent-a-room relief limit",
};

export async function statementPdf(
  deps: AccommodationDeps,
  providerId: number,
  year: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const statement = await statementFor(deps, providerId, year);
  const pdf = await renderAttendancePdf(
    [
      {
        title: `Statement of payments ${year}`,
        placeAndDate: `Dublin, ${longDateIn("en", dublinDay(deps.now()))}`,
        referenceLine: `Provider ${statement.providerId}`,
        paragraphs: [
          `${statement.providerName}: what ${brand.legalName} paid you in ${year} for hosting students, ${statement.nights} nights in all.`,
          `Total received: ${money(statement.totalCents)}, ${reliefLabels[statement.reliefStatus]} (${money(statement.reliefLimitCents)} a year: above it, all of the year's rent is taxable).`,
        ],
        facts: [
          ...statement.payments.map((payment): [string, string] => [
            `Run ${payment.runId}, ${payment.approvedAt.slice(0, 10)}`,
            `${payment.from} to ${lastNight(payment)}: ${payment.nights} nights, ${money(payment.amountCents)}`,
          ]),
          ["Total", money(statement.totalCents)],
        ],
        closing: ["Keep this statement for your tax return."],
        signatoryTitle: "Accommodation office",
      },
    ],
    { title: `Statement of payments ${year}`, subject: statement.providerName },
  );
  return { pdf, fileName: `statement-${providerId}-${year}.pdf` };
}
