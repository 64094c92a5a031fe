/** The bookings list's table: one row a booking, its reference opening the detail screen. */
import { type BookingListItem, formatCents } from "@shared/bookings/types";
import { formatWeekday } from "@shared/format/dates";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { BookingStatusBadge } from "./labels";

export function BookingsTable({ rows }: { rows: BookingListItem[] }) {
  return (
    <ScrollArea label="Bookings table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[960px]">
        <caption className="sr-only">Bookings</caption>
        <TableHead
          columns={[
            "Reference",
            "Name",
            "Program",
            "Agency",
            "Start",
            "Status",
            { label: "Total", align: "right" },
            { label: "Paid", align: "right" },
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id} data-testid="booking-row">
              <td className={`${bodyCell} whitespace-nowrap font-medium`}>
                <Link to={`/admin/bookings/${row.id}`} className="text-sea underline">
                  {row.reference}
                </Link>
              </td>
              <td className={bodyCell}>
                <span className="font-medium">{row.name}</span>
                <br />
                <span className="text-ink-muted">{row.email}</span>
              </td>
              <td className={bodyCell}>{row.programTitle || "—"}</td>
              <td className={bodyCell}>
                {row.agencyId ? (
                  <Link to={`/admin/agencies/${row.agencyId}`} className="text-sea underline">
                    {row.agencyName}
                  </Link>
                ) : (
                  <span className="text-ink-muted">Direct</span>
                )}
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                {formatWeekday(row.startDate, { year: true })}
              </td>
              <td className={bodyCell}>
                <BookingStatusBadge status={row.status} />
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {formatCents(row.totalCents)}
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {formatCents(row.paidCents)}
              </td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={`/admin/bookings/${row.id}`}
                  className={buttonClass("ghost", "sm")}
                  aria-label={`Open booking ${row.reference} of ${row.name}`}
                >
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
