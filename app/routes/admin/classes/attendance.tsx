/**
 * Attendance (/admin/attendance, issue 30): the students at risk of missing 85 % (searched,
 * filtered by reason and campus, and paged on the server; visa students first and marked), a
 * CSV of the filtered list, and the weekly attendance of each campus. Office staff only (the
 * admin guard keeps teachers out).
 */
import { cities } from "@shared/bookings/types";
import { atRiskReasonLabels, atRiskReasons } from "@shared/classes/attendance";
import { atRiskQuerySchema } from "@shared/classes/forms";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { dublinToday } from "../../../components/admin/bookings/labels";
import { AtRiskTable } from "../../../components/admin/classes/at-risk-table";
import { WeeklyAttendance } from "../../../components/admin/classes/weekly-attendance";
import { PageHeader } from "../../../components/admin/page-header";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import { FileDown } from "../../../components/ui/icons";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/attendance";

const WEEKS = 6;

export function meta() {
  return adminMeta("Attendance");
}

/** The Mondays of the last `count` weeks, oldest first, this week last. */
function lastMondays(today: string, count: number): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return Array.from({ length: count }, (_, index) => {
    const monday = new Date(day);
    monday.setUTCDate(day.getUTCDate() - 7 * (count - 1 - index));
    return monday.toISOString().slice(0, 10);
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const params = new URL(request.url).searchParams;
  const raw = {
    q: params.get("q")?.slice(0, 200) ?? undefined,
    page: params.get("page") ?? undefined,
    reason: params.get("reason") || undefined,
    campus: params.get("campus") || undefined,
  };
  // A malformed filter falls back to none rather than an error page.
  const parsed = atRiskQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : atRiskQuerySchema.parse({ q: raw.q });
  const [list, weekly] = await Promise.all([
    services.classes.atRisk(query),
    services.classes.weeklyByCampus(WEEKS),
  ]);
  return { list, weekly, weeks: lastMondays(dublinToday(services.now()), WEEKS), query };
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { list, weekly, weeks, query } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/attendance");
  const filtered = query.q !== "" || Boolean(query.reason) || Boolean(query.campus);
  const csv = new URLSearchParams();
  if (query.q) csv.set("q", query.q);
  if (query.reason) csv.set("reason", query.reason);
  if (query.campus) csv.set("campus", query.campus);
  const csvQuery = csv.toString();

  return (
    <>
      <PageHeader
        title="Attendance"
        description="Students below 85 %, unable to reach it by the end of their course, or with 25 % or more absence in their first six weeks. Students who need a visa come first."
        actions={
          <>
            <a
              href={`/admin/attendance/at-risk.csv${csvQuery ? `?${csvQuery}` : ""}`}
              download
              className={buttonClass("secondary")}
            >
              <FileDown aria-hidden="true" className="size-4" /> Export CSV
            </a>
            <Link to="/admin/attendance/settings" className={buttonClass("secondary")}>
              Settings and letters
            </Link>
          </>
        }
      />
      <ListSearchForm
        search={search}
        label="Filter the at-risk list"
        searchLabel="Search students"
        placeholder="Name or e-mail (press / to focus)"
        defaultQuery={query.q}
      >
        <Select
          label="Reason"
          hideLabel
          name="reason"
          defaultValue={query.reason ?? ""}
          onChange={search.submitNow}
          className="w-72"
          options={[
            { value: "", label: "All reasons" },
            ...atRiskReasons.map((reason) => ({
              value: reason,
              label: atRiskReasonLabels[reason],
            })),
          ]}
        />
        <Select
          label="Campus"
          hideLabel
          name="campus"
          defaultValue={query.campus ?? ""}
          onChange={search.submitNow}
          className="w-40"
          options={[
            { value: "", label: "All campuses" },
            ...cities.map((city) => ({ value: city, label: city })),
          ]}
        />
      </ListSearchForm>
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading students..."
        idleText={`${list.total} at risk`}
        empty={{
          title: "No student at risk",
          filtered,
          text: "Every student with lessons held is at 85 % or above and on track.",
        }}
        pagerLabel="At-risk pages"
      >
        <AtRiskTable rows={list.items} />
      </ListResults>
      <WeeklyAttendance rows={weekly} weeks={weeks} campuses={cities} />
    </>
  );
}
