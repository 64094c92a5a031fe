/**
 * Invoices and credit notes (/admin/invoices, issue 32): every document of the ledger, searched
 * by number, payer or booking and filtered by issue day on the server, each linking to its
 * booking; the accountant's export of a period (the journal CSV of the API); and, for admins, the
 * wording printed on invoices (invoices.server.ts).
 */
import { formatDate } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { WordingForm, type WordingRefusal } from "../../../components/admin/invoices/wording-form";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { totalText } from "../../../components/ui/pagination";
import type { Route } from "./+types/invoices";
import { invoicesPageOf, wordingAction } from "./invoices.server";

export function meta() {
  return adminMeta("Invoices");
}

export function loader({ request, context }: Route.LoaderArgs) {
  return invoicesPageOf(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return wordingAction(request, context);
}

function AccountantExport({ from, to }: { from: string; to: string }) {
  return (
    <section
      aria-labelledby="accountant-export"
      className="mt-8 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="accountant-export" className="font-sans text-lg font-semibold text-ink">
        Accountant's export
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The journal of a period as CSV: every invoice, credit note and payment with its date,
        number, payer, net, VAT, gross and account.
      </p>
      <form
        method="get"
        action="/api/admin/invoices.csv"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <Input label="From" name="from" type="date" required defaultValue={from} />
        <Input label="To" name="to" type="date" required defaultValue={to} />
        <Button type="submit" variant="secondary">
          Download the journal (CSV)
        </Button>
      </form>
    </section>
  );
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, wording, saved } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/invoices");
  const filtered = Boolean(query.q || query.from || query.to);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Invoices and credit notes issued from bookings, newest first."
      />
      <ListSearchForm
        search={search}
        label="Filter the invoices"
        searchLabel="Search invoices"
        placeholder="Number, payer or booking… (press / to focus)"
        defaultQuery={query.q}
        wide
      >
        <Input
          label="Issued from"
          name="from"
          type="date"
          defaultValue={query.from}
          onChange={search.submitNow}
          className="w-44"
        />
        <Input
          label="Issued to"
          name="to"
          type="date"
          defaultValue={query.to}
          onChange={search.submitNow}
          className="w-44"
        />
      </ListSearchForm>
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading invoices..."
        idleText={`${totalText(list.total, list.totalCapped)} ${list.total === 1 && !list.totalCapped ? "document" : "documents"}`}
        empty={{
          title: "No invoices found",
          filtered,
          text: "An invoice is issued when a booking is accepted.",
        }}
        pagerLabel="Invoice pages"
      >
        <ScrollArea label="Invoices table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[48rem]">
            <caption className="sr-only">Invoices and credit notes</caption>
            <TableHead
              columns={[
                "Number",
                "Kind",
                "Payer",
                "Booking",
                "Issued",
                { label: "Total", align: "right" },
                { label: "Open", align: "right" },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((item) => (
                <tr key={item.id} data-testid="invoice-list-row">
                  <td className={`${bodyCell} whitespace-nowrap font-semibold`}>{item.number}</td>
                  <td className={bodyCell}>
                    {item.kind === "credit-note" ? "Credit note" : "Invoice"}
                  </td>
                  <td className={bodyCell}>
                    {item.payerName}
                    <span className="block text-xs text-ink-muted">
                      {item.payer === "agency" ? "Agency" : "Student"}
                    </span>
                  </td>
                  <td className={bodyCell}>
                    <Link
                      to={`/admin/bookings/${item.bookingId}#booking-invoices`}
                      className="font-semibold text-sea-deep underline-offset-2 hover:underline"
                      aria-label={`Booking ${item.bookingId} of ${item.number}`}
                    >
                      Booking {item.bookingId}
                    </Link>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(item.issuedOn)}</td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {formatCents(item.totalCents)}
                  </td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {formatCents(item.openCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </ListResults>
      <AccountantExport from={query.from} to={query.to} />
      {wording ? (
        <WordingForm
          wording={wording}
          saved={saved}
          result={actionData as WordingRefusal | undefined}
        />
      ) : null}
    </>
  );
}
