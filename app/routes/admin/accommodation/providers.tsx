/**
 * Host families and residences (/admin/accommodation, issue 31): searched, filtered by campus and
 * kind, and paged on the server. Admins also see each provider's vetting flags (a member's Garda
 * vetting expired, or expiring within 60 days); editors never do (decision 0043).
 */
import { providerListQuerySchema } from "@shared/accommodation/forms";
import { providerTypes } from "@shared/accommodation/types";
import { cities } from "@shared/bookings/types";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import { adminContext, listQueryOf } from "../admin.server";
import type { Route } from "./+types/providers";
import { AccommodationNav } from "./accommodation-nav";
import { euros, providerTypeLabels } from "./labels";

export function meta() {
  return adminMeta("Accommodation");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const { q, page } = listQueryOf(url);
  const campus = url.searchParams.get("campus") || undefined;
  const type = url.searchParams.get("type") || undefined;
  const parsed = providerListQuerySchema.safeParse({ q, page, campus, type, pageSize: 25 });
  const query = parsed.success ? parsed.data : providerListQuerySchema.parse({ q, page });
  const isAdmin = session.user.role === "admin";
  const list = await services.accommodation.listProviders(query);
  const flags = isAdmin
    ? await services.accommodation.vettingFlags(list.items.map((item) => item.id))
    : null;
  return { list, query, flags, isAdmin };
}

function VettingCell({ flags }: { flags: { expired: number; expiring: number } | undefined }) {
  if (!flags) return <span className="text-ink-muted">No flag</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.expired ? <Badge tone="danger">{flags.expired} expired</Badge> : null}
      {flags.expiring ? <Badge tone="warning">{flags.expiring} expiring</Badge> : null}
    </span>
  );
}

export default function Providers({ loaderData }: Route.ComponentProps) {
  const { list, query, flags, isAdmin } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/accommodation");
  const filtered = Boolean(query.q || query.campus || query.type);
  return (
    <>
      <PageHeader
        title="Accommodation"
        description="Host families and residences on each campus, with their rooms, household and rates."
        actions={
          isAdmin ? (
            <Link to="/admin/accommodation/providers/new" className={buttonClass()}>
              Add provider
            </Link>
          ) : null
        }
      />
      <AccommodationNav />
      <ListSearchForm
        search={search}
        label="Filter the providers"
        searchLabel="Search providers"
        placeholder="Name, address or e-mail… (press / to focus)"
        defaultQuery={query.q}
      >
        <Select
          label="Campus"
          hideLabel
          name="campus"
          defaultValue={query.campus ?? ""}
          onChange={search.submitNow}
          className="w-44"
          options={[{ value: "", label: "All campuses" }, ...cities]}
        />
        <Select
          label="Kind"
          hideLabel
          name="type"
          defaultValue={query.type ?? ""}
          onChange={search.submitNow}
          className="w-44"
          options={[
            { value: "", label: "All kinds" },
            ...providerTypes.map((type) => ({ value: type, label: providerTypeLabels[type] })),
          ]}
        />
      </ListSearchForm>
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading providers..."
        idleText={`${list.total} ${list.total === 1 ? "provider" : "providers"}`}
        empty={{
          title: "No providers found",
          filtered,
          text: "Add the host families and residences the school works with.",
        }}
        pagerLabel="Provider pages"
      >
        <ScrollArea label="Providers table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[44rem]">
            <caption className="sr-only">Providers</caption>
            <TableHead
              columns={[
                "Name",
                "Campus",
                { label: "Travel", align: "right" },
                { label: "Beds", align: "right" },
                { label: "Max students", align: "right" },
                { label: "Rate / night", align: "right" },
                isAdmin && "Vetting",
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((provider) => (
                <tr key={provider.id} data-testid="provider-row">
                  <td className={bodyCell}>
                    <Link
                      to={`/admin/accommodation/providers/${provider.id}`}
                      className="font-semibold text-sea-deep underline-offset-2 hover:underline"
                    >
                      {provider.name}
                    </Link>
                    <span className="block text-xs text-ink-muted">
                      {providerTypeLabels[provider.type]}
                      {provider.active ? "" : " · no longer used"}
                    </span>
                  </td>
                  <td className={bodyCell}>{provider.campus}</td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {provider.travelMinutes} min
                  </td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {provider.beds}
                    <span className="block text-xs text-ink-muted">
                      {provider.rooms} {provider.rooms === 1 ? "room" : "rooms"}
                    </span>
                  </td>
                  <td className={`${bodyCell} text-right tabular-nums`}>{provider.maxStudents}</td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {euros(provider.ratePerNightCents)}
                  </td>
                  {flags ? (
                    <td className={bodyCell}>
                      <VettingCell flags={flags[provider.id]} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </ListResults>
    </>
  );
}
