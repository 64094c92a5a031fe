/**
 * Commission statements (issue 17): per agency and month, the bookings whose deposit was
 * recorded that month (Europe/Dublin), with the tuition, the rate fixed at booking and the
 * commission. A booking cancelled afterwards stays on its month's statement with nothing due.
 * The agent reads their own agency's; staff read any.
 */
import {
  type CommissionLine,
  type CommissionStatement,
  percentOf,
  tuitionCentsOf,
} from "@shared/agents/types";
import type { BookingStatus, OfferLine } from "@shared/bookings/types";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../analytics/sql";
import { type Actor, recordAudit } from "../audit";
import type { PaymentProvider } from "../bookings/payment-provider";
import { NotFoundError } from "../errors";
import { csvStream } from "../exports/csv";
import { isRowId } from "./agencies";
import { csvEuros, statementCommissionCents, statementTotals } from "./commission-rules";

interface StatementRow {
  id: number;
  first_name: string;
  last_name: string;
  program_title: string;
  start_date: string | null;
  status: BookingStatus;
  commission_basis_points: number;
  commission_cents: number;
  commission_paid_at: string | null;
  confirmed_on: string;
  agency_reference: string | null;
  lines: OfferLine[] | null;
}

export function createCommissionService(deps: { db: Database; payments: PaymentProvider }) {
  const { db } = deps;

  async function statement(agencyId: number, month: string): Promise<CommissionStatement> {
    if (!isRowId(agencyId)) throw new NotFoundError("Agency not found");
    const [agency] = await rowsOf<{ name: string }>(
      db,
      sql`select name from agencies where id = ${agencyId}`,
    );
    if (!agency) throw new NotFoundError("Agency not found");
    const agencyName = agency.name;
    const result = await rowsOf<StatementRow>(
      db,
      sql`
      with confirmed as (
        select booking_id, min(created_at) as at
        from booking_events where to_status = 'confirmed' group by booking_id
      )
      select b.id, b.first_name, b.last_name, b.program_title, b.start_date::text, b.status,
        b.commission_basis_points, b.commission_cents, b.commission_paid_at::text,
        to_char(c.at at time zone 'Europe/Dublin', 'YYYY-MM-DD') as confirmed_on,
        q.agency_reference,
        (select o.lines from offers o where o.booking_id = b.id and o.status = 'accepted'
          order by o.id desc limit 1) as lines
      from bookings b
      join confirmed c on c.booking_id = b.id
      left join quote_requests q on q.id = b.quote_request_id
      where b.agency_id = ${agencyId} and b.commission_cents is not null
        and to_char(c.at at time zone 'Europe/Dublin', 'YYYY-MM') = ${month}
      order by c.at, b.id`,
    );
    const lines: CommissionLine[] = result.map((row) => {
      return {
        bookingId: row.id,
        reference: deps.payments.referenceOf(row.id),
        studentName: `${row.first_name} ${row.last_name}`,
        agencyReference: row.agency_reference,
        programTitle: row.program_title,
        startDate: row.start_date,
        status: row.status,
        confirmedOn: row.confirmed_on,
        tuitionCents: tuitionCentsOf(row.lines ?? []),
        percent: percentOf(row.commission_basis_points),
        commissionCents: statementCommissionCents(row.status, row.commission_cents),
        paidAt: row.commission_paid_at ? new Date(row.commission_paid_at).toISOString() : null,
      };
    });
    return {
      month,
      agencyId,
      agencyName,
      lines,
      ...statementTotals(lines),
    };
  }

  /** The statement as CSV, unaudited: the agency's own download from the portal. */
  async function csv(agencyId: number, month: string): Promise<ReadableStream<Uint8Array>> {
    const { lines } = await statement(agencyId, month);
    async function* rows() {
      yield* lines;
    }
    return csvStream<CommissionLine>(
      [
        { header: "Reference", value: (line) => line.reference },
        { header: "Student", value: (line) => line.studentName },
        { header: "Agency reference", value: (line) => line.agencyReference },
        { header: "Program", value: (line) => line.programTitle },
        { header: "Start date", value: (line) => line.startDate },
        { header: "Status", value: (line) => line.status },
        { header: "Deposit recorded", value: (line) => line.confirmedOn },
        { header: "Tuition (EUR)", value: (line) => csvEuros(line.tuitionCents) },
        { header: "Rate (%)", value: (line) => String(line.percent) },
        { header: "Commission (EUR)", value: (line) => csvEuros(line.commissionCents) },
        { header: "Paid on", value: (line) => line.paidAt?.slice(0, 10) ?? "" },
      ],
      rows(),
    );
  }

  return {
    statement,
    csv,

    /**
     * The statement as CSV for staff: it names students, so the download is audited like the
     * other exports. The staff page's link and the staff API both come here, so neither can
     * skip the audit entry.
     */
    async exportCsv(
      agencyId: number,
      month: string,
      actor: Actor,
    ): Promise<ReadableStream<Uint8Array>> {
      const stream = await csv(agencyId, month);
      await recordAudit(db, actor, {
        action: "export",
        entity: "commission_statement",
        entityId: agencyId,
        summary: `Exported the commission statement of agency #${agencyId} for ${month} as CSV`,
      });
      return stream;
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
