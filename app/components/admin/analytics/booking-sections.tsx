/**
 * Bookings on the analytics screen (issue 16): the quote → offer → booking funnel of the range's
 * quote requests, booked revenue by month of acceptance with the payments received, booked
 * revenue by program, and by agency and by the student's country (issue 17, in
 * booking-origin-sections.tsx). Totals only, like the rest of the screen; money is formatted
 * from cents.
 */

import type { BookingAnalytics, BookingFunnel } from "@shared/analytics/bookings";
import { formatCents } from "@shared/bookings/types";
import { formatMonth } from "@shared/format/dates";
import { BadgeCheck, CalendarDays, TrendingUp, Wallet } from "~/components/ui/icons";
import { StatCard, StatGrid } from "../../ui/stat-card";
import { BookingOriginSections } from "./booking-origin-sections";
import {
  csvHref,
  EmptyRow,
  MonthlyBarChart,
  number,
  ProgramRowHeader,
  percent,
  RankingBarChart,
  ReportSection,
  Table,
  td,
  tdNumber,
} from "./report-parts";

/** Charts draw euros; tables and cards show the exact cents. */
const euros = (cents: number) => cents / 100;
const money = (value: number) => formatCents(Math.round(value * 100));

function stagesOf(funnel: BookingFunnel) {
  return [
    { stage: "Quote requests", count: funnel.quoteRequests, rate: null },
    { stage: "Offers sent", count: funnel.offersSent, rate: funnel.offerRate },
    { stage: "Accepted", count: funnel.accepted, rate: funnel.acceptRate },
    { stage: "Confirmed (deposit)", count: funnel.confirmed, rate: funnel.confirmRate },
  ];
}

export function BookingSections({
  bookings,
  range,
  rangeText,
}: {
  bookings: BookingAnalytics;
  range: { from: string; to: string };
  rangeText: string;
}) {
  const { funnel } = bookings;
  const stages = stagesOf(funnel);
  return (
    <>
      <StatGrid label={`Bookings, ${rangeText}`}>
        <StatCard label="Quote → booking" value={percent(funnel.bookingRate)} icon={TrendingUp} />
        <StatCard label="Bookings accepted" value={bookings.bookings} icon={CalendarDays} />
        <StatCard label="Booked revenue" value={formatCents(bookings.bookedCents)} icon={Wallet} />
        <StatCard
          label="Payments received"
          value={formatCents(bookings.receivedCents)}
          icon={BadgeCheck}
        />
      </StatGrid>

      <ReportSection
        id="booking-funnel"
        title="Quote → offer → booking"
        description={`The quote requests received in the range, and how far each has gone since: an offer sent, accepted, then confirmed by the deposit (a booking cancelled later still counts for the steps it reached). Quote request to booking: ${number.format(funnel.accepted)} of ${number.format(funnel.quoteRequests)} (${percent(funnel.bookingRate)}).`}
        csv={csvHref("booking-funnel", range)}
        chart={
          funnel.quoteRequests ? (
            <RankingBarChart
              label="Bar chart of the quote requests reaching each step, from quote request to confirmed booking; the figures are in the table below."
              rows={stages}
              category="stage"
              series={[{ key: "count", label: "Quote requests" }]}
            />
          ) : null
        }
      >
        <Table
          label="Booking funnel table"
          narrow
          caption={`Quote requests reaching each step, ${rangeText}`}
          head={[
            { label: "Step" },
            { label: "Quote requests", numeric: true },
            { label: "Of the step before", numeric: true },
          ]}
        >
          {stages.map((row) => (
            <tr key={row.stage} data-testid="booking-funnel-row">
              <th scope="row" className={`${td} text-left font-medium`}>
                {row.stage}
              </th>
              <td className={tdNumber}>{number.format(row.count)}</td>
              <td className={tdNumber}>
                {row.stage === "Quote requests" ? "" : percent(row.rate)}
              </td>
            </tr>
          ))}
        </Table>
      </ReportSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <ReportSection
          id="booked-revenue-by-month"
          title="Booked revenue by month"
          description="The totals of the bookings accepted each month (a booking cancelled since no longer counts), and the payments received each month, whatever became of the booking."
          csv={csvHref("booked-revenue-by-month", range)}
          chart={
            <MonthlyBarChart
              label="Bar chart of booked revenue and payments received per month; the figures are in the table below."
              rows={bookings.revenueByMonth.map((row) => ({
                month: row.month,
                booked: euros(row.bookedCents),
                received: euros(row.receivedCents),
              }))}
              formatValue={money}
              series={[
                { key: "booked", label: "Booked" },
                { key: "received", label: "Received" },
              ]}
            />
          }
        >
          <Table
            label="Booked revenue by month table"
            narrow
            caption={`Booked revenue and payments received per month, ${rangeText}`}
            head={[
              { label: "Month" },
              { label: "Bookings", numeric: true },
              { label: "Booked", numeric: true },
              { label: "Received", numeric: true },
            ]}
          >
            {bookings.revenueByMonth.map((row) => (
              <tr key={row.month} data-testid="booked-revenue-month-row">
                <th scope="row" className={`${td} text-left font-medium`}>
                  <time dateTime={row.month}>{formatMonth(row.month)}</time>
                </th>
                <td className={tdNumber}>{number.format(row.bookings)}</td>
                <td className={tdNumber}>{formatCents(row.bookedCents)}</td>
                <td className={tdNumber}>{formatCents(row.receivedCents)}</td>
              </tr>
            ))}
          </Table>
        </ReportSection>

        <ReportSection
          id="booked-revenue-by-program"
          title="Booked revenue by program"
          description="The bookings accepted in the range and their totals, by program (a deleted program under the title it was booked with)."
          csv={csvHref("booked-revenue-by-program", range)}
          chart={
            bookings.revenueByProgram.length ? (
              <RankingBarChart
                label="Bar chart of booked revenue by program; the figures are in the table below."
                rows={bookings.revenueByProgram.map((row) => ({
                  program: row.program,
                  booked: euros(row.bookedCents),
                }))}
                category="program"
                formatValue={money}
                series={[{ key: "booked", label: "Booked" }]}
              />
            ) : null
          }
        >
          <Table
            label="Booked revenue by program table"
            narrow
            caption={`Booked revenue by program, ${rangeText}`}
            head={[
              { label: "Program" },
              { label: "Bookings", numeric: true },
              { label: "Booked", numeric: true },
            ]}
          >
            {bookings.revenueByProgram.length ? (
              bookings.revenueByProgram.map((row) => (
                <tr key={`${row.programId ?? "deleted"}-${row.program}`}>
                  <ProgramRowHeader row={row} />
                  <td className={tdNumber}>{number.format(row.bookings)}</td>
                  <td className={tdNumber}>{formatCents(row.bookedCents)}</td>
                </tr>
              ))
            ) : (
              <EmptyRow columns={3} text="No bookings accepted in this range." />
            )}
          </Table>
        </ReportSection>
      </div>

      <BookingOriginSections bookings={bookings} range={range} rangeText={rangeText} />
    </>
  );
}
