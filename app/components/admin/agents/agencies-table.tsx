/** The agencies list's table: one row an agency, its name opening the agency's screen. */
import type { AgencyListItem } from "@shared/agents/types";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { AgencyStatusBadge, percentText } from "./labels";

const count = (value: number) => value.toLocaleString("en-IE");

export function AgenciesTable({ rows }: { rows: AgencyListItem[] }) {
  return (
    <ScrollArea label="Agencies table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[760px]">
        <caption className="sr-only">Agencies</caption>
        <TableHead
          columns={[
            "Agency",
            "Country",
            "Contact",
            { label: "Commission", align: "right" },
            "Status",
            { label: "Users", align: "right" },
            { label: "Bookings", align: "right" },
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id} data-testid="agency-row">
              <td className={`${bodyCell} font-medium`}>
                <Link to={`/admin/agencies/${row.id}`} className="text-sea underline">
                  {row.name}
                </Link>
              </td>
              <td className={bodyCell}>{row.country}</td>
              <td className={bodyCell}>
                {row.contactName ? (
                  <>
                    <span className="font-medium">{row.contactName}</span>
                    <br />
                  </>
                ) : null}
                <span className="break-all text-ink-muted">{row.email}</span>
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {percentText(row.commissionPercent)}
              </td>
              <td className={bodyCell}>
                <AgencyStatusBadge status={row.status} />
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>{count(row.users)}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>{count(row.bookings)}</td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={`/admin/agencies/${row.id}`}
                  className={buttonClass("ghost", "sm")}
                  aria-label={`Open ${row.name}`}
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
