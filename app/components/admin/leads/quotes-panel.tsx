/**
 * The "Quote Requests" tab of the leads screen: the table and the detail dialog's body, which
 * turns a request into an offer (or opens its booking) or a student record.
 */
import type { QuoteRequest, QuoteRequestListItem } from "@server/services/leads/quote-requests";
import { formatDateTime } from "@shared/format/dates";
import { Link, useFetcher, useLocation } from "react-router";
import { CalendarRange, Receipt, UserPlus } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import { ConfirmButton } from "../../ui/confirm-dialog";
import { EmptyState } from "../../ui/empty-state";
import type { ActionResult } from "../action-result";
import { formatEuro, formatWeeks } from "../format";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";
import { useDetailParam } from "../use-list-search";
import { Details, MailLink } from "./details";

/** Who asked: the agency (and its own reference for the student), or the person directly. */
function AgencyCell({
  row,
}: {
  row: Pick<QuoteRequestListItem, "agencyId" | "agencyName" | "agencyReference">;
}) {
  if (!row.agencyId) return <span className="text-ink-muted">Direct</span>;
  return (
    <>
      <Link to={`/admin/agencies/${row.agencyId}`} className="text-sea underline">
        {row.agencyName ?? `Agency #${row.agencyId}`}
      </Link>
      {row.agencyReference ? (
        <>
          <br />
          <span className="text-ink-muted">Ref. {row.agencyReference}</span>
        </>
      ) : null}
    </>
  );
}

export function QuotesTable({
  rows,
  filtered,
}: {
  rows: QuoteRequestListItem[];
  filtered: boolean;
}) {
  const location = useLocation();
  const detail = useDetailParam();
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No quote requests found"
        filtered={filtered}
        emptyText="Requests from the quote page will appear here."
      />
    );
  }
  return (
    <ScrollArea label="Quote requests table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[940px]">
        <caption className="sr-only">Quote requests</caption>
        <TableHead
          columns={[
            "Received",
            "Name",
            "Email",
            "Program",
            "Agency",
            "Duration",
            { label: "Total", align: "right" },
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
              <td className={bodyCell}>
                {row.firstName} {row.lastName}
              </td>
              <td className={bodyCell}>{row.email}</td>
              <td className={bodyCell}>{row.programTitle}</td>
              <td className={bodyCell}>
                <AgencyCell row={row} />
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatWeeks(row.durationWeeks)}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>{formatEuro(row.totalCost)}</td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={detail.hrefFor(location.search, row.id)}
                  preventScrollReset
                  className={buttonClass("ghost", "sm")}
                  aria-label={`View quote request from ${row.firstName} ${row.lastName}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function QuoteDetail({
  quote,
  bookingId,
  canDelete,
}: {
  quote: QuoteRequest & { agencyName?: string | null };
  bookingId: number | null;
  canDelete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const detail = useDetailParam();
  useActionToast(fetcher.data, (result) => {
    if (result.ok && result.intent === "delete-quote")
      detail.close(location.pathname, location.search);
  });
  const busy = fetcher.state !== "idle";
  return (
    <>
      <Details
        rows={[
          ["Email", <MailLink key="e" email={quote.email} />],
          [
            "Agency",
            <AgencyCell key="a" row={{ ...quote, agencyName: quote.agencyName ?? null }} />,
          ],
          ["Phone", quote.phone],
          ["Nationality", quote.country],
          ["Age group", quote.ageGroup],
          // Only requests sent from a level-test result page carry a level.
          ...(quote.englishLevel
            ? [["English level (level test)", quote.englishLevel] as [string, string]]
            : []),
          ["Program", quote.programTitle],
          ["Start date", quote.startDate],
          ["Duration", formatWeeks(quote.durationWeeks)],
          ["Accommodation", quote.accommodationType],
          ["Estimated total", formatEuro(quote.totalCost)],
          ["Special requests", quote.specialRequests],
          ["Language", quote.locale],
          ["Consent given", formatDateTime(quote.gdprConsentAt)],
        ]}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {bookingId ? (
          <Link to={`/admin/bookings/${bookingId}`} className={buttonClass("primary", "sm")}>
            <CalendarRange aria-hidden="true" className="size-4" /> View booking
          </Link>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              fetcher.submit({ intent: "make-offer", id: quote.id }, { method: "post" })
            }
          >
            <Receipt aria-hidden="true" className="size-4" /> Make an offer
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() =>
            fetcher.submit({ intent: "create-student", id: quote.id }, { method: "post" })
          }
        >
          <UserPlus aria-hidden="true" className="size-4" /> Create student
        </Button>
        {canDelete ? (
          <ConfirmButton
            message="Are you sure you want to delete this quote request?"
            onConfirm={() =>
              fetcher.submit({ intent: "delete-quote", id: quote.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
    </>
  );
}
