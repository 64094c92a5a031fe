/**
 * The bookings list (/admin/bookings): searched, filtered and paged on the server, with a CSV of
 * the whole filtered list from the REST API.
 */
import type { BookingListQuery } from "@server/services/bookings/list";
import { bookingStatuses, bookingStatusLabels } from "@shared/bookings/types";
import { Link } from "react-router";
import { Download } from "~/components/ui/icons";
import { adminMeta } from "../../../components/admin/action-result";
import { AgencySelect } from "../../../components/admin/agents/agency-select";
import { BookingsTable } from "../../../components/admin/bookings/bookings-table";
import { PageHeader } from "../../../components/admin/page-header";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import { adminContext, listQueryOf } from "../admin.server";
import type { Route } from "./+types/bookings";

export function meta() {
  return adminMeta("Bookings");
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PROGRAM_ID = /^[a-z0-9-]{1,80}$/;
/** An agency's id, or "none" for direct bookings. */
const AGENCY = /^(none|[1-9]\d{0,8})$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const listed = listQueryOf(url);
  const programId = url.searchParams.get("programId") ?? "";
  const startMonth = url.searchParams.get("startMonth") ?? "";
  const agency = url.searchParams.get("agency") ?? "";
  const query: Required<BookingListQuery> = {
    q: listed.q,
    status: (bookingStatuses as readonly string[]).includes(listed.status) ? listed.status : "",
    programId: PROGRAM_ID.test(programId) ? programId : "",
    startMonth: MONTH.test(startMonth) ? startMonth : "",
    agency: AGENCY.test(agency) ? agency : "",
    page: listed.page,
    pageSize: listed.pageSize,
  };
  const [list, programs, agencies] = await Promise.all([
    services.bookings.admin.list(query),
    services.programAdmin.list({ q: "", status: "", page: 1, pageSize: 100 }),
    services.agents.agencies.options(),
  ]);
  return {
    list,
    query,
    programs: programs.items.map((program) => ({ id: program.id, title: program.title })),
    agencies,
  };
}

/** The CSV of what the list shows: the same search and filters, every page. */
function csvHref(query: Omit<Required<BookingListQuery>, "page" | "pageSize">) {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "programId", "startMonth", "agency"] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  return `/api/admin/bookings.csv${params.size ? `?${params}` : ""}`;
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { list, query, programs, agencies } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/bookings");
  const filtered = [query.q, query.status, query.programId, query.startMonth, query.agency].some(
    (value) => value !== "",
  );

  return (
    <>
      <PageHeader
        title="Bookings"
        description="Offers sent, accepted and paid: every booking from a quote request, newest first."
        actions={
          <>
            <Link to="/admin/bookings/import" className={buttonClass("secondary")}>
              Import CSV
            </Link>
            <a href={csvHref(query)} download className={buttonClass("secondary")}>
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
          </>
        }
      />
      <ListSearchForm
        search={search}
        label="Filter the bookings"
        searchLabel="Search bookings"
        placeholder="Name, e-mail, reference or program… (press / to focus)"
        defaultQuery={query.q}
        wide
      >
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={query.status}
          onChange={search.submitNow}
          className="w-56"
          options={[
            { value: "", label: "All statuses" },
            ...bookingStatuses.map((status) => ({
              value: status,
              label: bookingStatusLabels[status],
            })),
          ]}
        />
        <Select
          label="Program"
          hideLabel
          name="programId"
          defaultValue={query.programId}
          onChange={search.submitNow}
          className="w-56"
          options={[
            { value: "", label: "All programs" },
            ...programs.map((program) => ({ value: program.id, label: program.title })),
          ]}
        />
        <AgencySelect agencies={agencies} value={query.agency} onChange={search.submitNow} />
        <Input
          label="Start month"
          hideLabel
          name="startMonth"
          type="month"
          placeholder="YYYY-MM"
          defaultValue={query.startMonth}
          onChange={search.submitNow}
          className="w-44"
        />
      </ListSearchForm>
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading bookings..."
        empty={{
          title: "No bookings found",
          filtered,
          text: "Make an offer from a quote request on the leads page: it becomes a booking here.",
        }}
        pagerLabel="Booking pages"
      >
        <BookingsTable rows={list.items} />
      </ListResults>
    </>
  );
}
