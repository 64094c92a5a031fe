/**
 * Agency debts (/admin/agencies/debts, issue 32): every agency's open invoices by age, what it
 * has on account and its balance, searched by name or country and paged on the server. Beside
 * the agencies list, which links here; each row opens the agency's statement.
 */
import { formatCents } from "@shared/format/money";
import { ageingBuckets } from "@shared/invoices/types";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { invoicingLabels } from "../../../components/admin/agents/labels";
import { bucketLabels } from "../../../components/admin/agents/ledger-panel";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, listQueryOf } from "../admin.server";
import type { Route } from "./+types/debts";

export function meta() {
  return adminMeta("Agency debts");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const { q, page, pageSize } = listQueryOf(new URL(request.url));
  return { list: await services.invoices.agencyDebts({ q, page, pageSize }), q };
}

const money = `${bodyCell} text-right tabular-nums whitespace-nowrap`;

export default function AgencyDebts({ loaderData }: Route.ComponentProps) {
  const { list, q } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/agencies/debts");
  return (
    <>
      <PageHeader
        title="Agency debts"
        description="What each agency's invoices still owe today, by days since issue; what it has paid that no invoice has taken yet; and its balance."
        actions={
          <Link to="/admin/agencies" className={buttonClass("secondary")}>
            All agencies
          </Link>
        }
      />
      <ListSearchForm
        search={search}
        label="Filter the agency debts"
        searchLabel="Search agencies"
        placeholder="Name or country… (press / to focus)"
        defaultQuery={q}
      />
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading agency debts..."
        empty={{
          title: "No agencies found",
          filtered: q !== "",
          text: "Agencies appear here once they are added.",
        }}
        pagerLabel="Agency debt pages"
      >
        <ScrollArea label="Agency debts table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[900px]">
            <caption className="sr-only">Agency debts by age</caption>
            <TableHead
              columns={[
                "Agency",
                "Who pays",
                ...ageingBuckets.map((bucket) => ({
                  label: bucketLabels[bucket],
                  align: "right" as const,
                })),
                { label: "On account", align: "right" },
                { label: "Balance", align: "right" },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((row) => (
                <tr key={row.agencyId} data-testid="debt-row">
                  <td className={`${bodyCell} font-medium`}>
                    <Link
                      to={`/admin/agencies/${row.agencyId}#agency-ledger`}
                      className="text-sea underline"
                    >
                      {row.name}
                    </Link>
                    <span className="block text-ink-muted">{row.country}</span>
                  </td>
                  <td className={bodyCell}>{invoicingLabels[row.invoicing]}</td>
                  {ageingBuckets.map((bucket) => (
                    <td key={bucket} className={money}>
                      {formatCents(row.ageing[bucket])}
                    </td>
                  ))}
                  <td className={money}>{formatCents(row.onAccountCents)}</td>
                  <td className={`${money} font-semibold`}>{formatCents(row.balanceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </ListResults>
    </>
  );
}
