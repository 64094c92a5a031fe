/**
 * Where bookings come from (issue 17): booked revenue of the range by agency ("Direct" for
 * bookings without one) and by the student's country (the booking's nationality). The same
 * bookings as "Booked revenue by program": accepted in the range and not cancelled since.
 */

import type { BookingAnalytics } from "@shared/analytics/bookings";
import { formatCents } from "@shared/bookings/types";
import { Link } from "react-router";
import {
  csvHref,
  EmptyRow,
  number,
  RankingBarChart,
  ReportSection,
  Table,
  td,
  tdNumber,
} from "./report-parts";

const euros = (cents: number) => cents / 100;
const money = (value: number) => formatCents(Math.round(value * 100));
const NOT_GIVEN = "Not given";

export function BookingOriginSections({
  bookings,
  range,
  rangeText,
}: {
  bookings: BookingAnalytics;
  range: { from: string; to: string };
  rangeText: string;
}) {
  const { revenueByAgency: agencies, revenueByCountry: countries } = bookings;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ReportSection
        id="booked-revenue-by-agency"
        title="Booked revenue by agency"
        description="The bookings accepted in the range (a booking cancelled since no longer counts) and their totals, by the partner agency they came through; Direct: no agency."
        csv={csvHref("booked-revenue-by-agency", range)}
        chart={
          agencies.length ? (
            <RankingBarChart
              label="Bar chart of booked revenue by agency; the figures are in the table below."
              rows={agencies.map((row) => ({ agency: row.agency, booked: euros(row.bookedCents) }))}
              category="agency"
              formatValue={money}
              series={[{ key: "booked", label: "Booked" }]}
            />
          ) : null
        }
      >
        <Table
          label="Booked revenue by agency table"
          narrow
          caption={`Booked revenue by agency, ${rangeText}`}
          head={[
            { label: "Agency" },
            { label: "Bookings", numeric: true },
            { label: "Booked", numeric: true },
          ]}
        >
          {agencies.length ? (
            agencies.map((row) => (
              <tr key={row.agencyId ?? "direct"} data-testid="booked-revenue-agency-row">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {row.agencyId ? (
                    <Link to={`/admin/agencies/${row.agencyId}`} className="text-sea underline">
                      {row.agency}
                    </Link>
                  ) : (
                    row.agency
                  )}
                </th>
                <td className={tdNumber}>{number.format(row.bookings)}</td>
                <td className={tdNumber}>{formatCents(row.bookedCents)}</td>
              </tr>
            ))
          ) : (
            <EmptyRow columns={3} text="No bookings accepted in this range." />
          )}
        </Table>
      </ReportSection>

      <ReportSection
        id="booked-revenue-by-country"
        title="Booked revenue by country"
        description="The same bookings by the student's country (the nationality given with the quote request)."
        csv={csvHref("booked-revenue-by-country", range)}
        chart={
          countries.length ? (
            <RankingBarChart
              label="Bar chart of booked revenue by the student's country; the figures are in the table below."
              rows={countries.map((row) => ({
                country: row.country ?? NOT_GIVEN,
                booked: euros(row.bookedCents),
              }))}
              category="country"
              formatValue={money}
              series={[{ key: "booked", label: "Booked" }]}
            />
          ) : null
        }
      >
        <Table
          label="Booked revenue by country table"
          narrow
          caption={`Booked revenue by the student's country, ${rangeText}`}
          head={[
            { label: "Country" },
            { label: "Bookings", numeric: true },
            { label: "Booked", numeric: true },
          ]}
        >
          {countries.length ? (
            countries.map((row) => (
              <tr key={row.country ?? NOT_GIVEN} data-testid="booked-revenue-country-row">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {row.country ?? NOT_GIVEN}
                </th>
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
  );
}
