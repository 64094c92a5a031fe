/**
 * Students still without a home (/admin/accommodation/unplaced, issue 31): confirmed or arrived
 * bookings with accommodation and no placement, by arrival (decision 0044), searched and paged on
 * the server, each with what matching reads of them and a "Find a home" link; a booking changed or
 * cancelled after placement (decision 0047) names its placements and leads to the booking page,
 * where they are moved, shortened or cancelled. After a placement
 * the list says who was placed where (`?placed=<placement id>`, Post/Redirect/Get).
 */
import { unplacedQuerySchema } from "@shared/accommodation/forms";
import { cities } from "@shared/bookings/types";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import { adminContext, idParam, listQueryOf } from "../admin.server";
import type { Route } from "./+types/unplaced";
import { AccommodationNav } from "./accommodation-nav";
import { stayText } from "./labels";
import { AgeCell, ChangedAfterPlacement, DietCell, OtherNeedsCell, wishOf } from "./student-needs";

export function meta() {
  return adminMeta("Unplaced students");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const { q, page } = listQueryOf(url);
  const campus = url.searchParams.get("campus") || undefined;
  const parsed = unplacedQuerySchema.safeParse({ q, page, campus, pageSize: 25 });
  const query = parsed.success ? parsed.data : unplacedQuerySchema.parse({ q, page });
  const placedId = idParam(url, "placed");
  const [list, placed] = await Promise.all([
    services.accommodation.unplaced(query),
    placedId ? services.accommodation.placementSummary(placedId) : null,
  ]);
  return { list, query, placed };
}

export default function Unplaced({ loaderData }: Route.ComponentProps) {
  const { list, query, placed } = loaderData;
  const search = useListSearch();
  const loading = useListLoading("/admin/accommodation/unplaced");
  const filtered = Boolean(query.q || query.campus);
  return (
    <>
      <PageHeader
        title="Unplaced students"
        description="Confirmed students with accommodation booked and no home yet, soonest arrival first."
      />
      <AccommodationNav />
      {placed ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-[#e3f1e1] p-3 text-sm font-medium text-[#24561f]"
        >
          {placed.studentName} placed in {placed.roomName} at{" "}
          <Link to={`/admin/accommodation/providers/${placed.providerId}`} className="underline">
            {placed.providerName}
          </Link>{" "}
          for {stayText(placed.from, placed.to)}.
        </p>
      ) : null}
      <ListSearchForm
        search={search}
        label="Filter the unplaced students"
        searchLabel="Search students"
        placeholder="Name or e-mail… (press / to focus)"
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
      </ListSearchForm>
      <ListResults
        list={list}
        loading={loading}
        loadingText="Loading students..."
        idleText={`${list.total} ${list.total === 1 ? "student" : "students"} without a home`}
        empty={{
          title: filtered ? "No unplaced students found" : "Everyone has a home",
          filtered,
          text: "Confirmed bookings with accommodation appear here until they are placed.",
        }}
        pagerLabel="Unplaced student pages"
      >
        <ScrollArea
          label="Unplaced students table"
          className="rounded-xl border border-mist bg-white"
        >
          <table className="w-full min-w-[60rem]">
            <caption className="sr-only">Unplaced students</caption>
            <TableHead
              columns={[
                "Arrival",
                "Student",
                "Campus",
                "Age",
                "Gender",
                "Diet and allergies",
                "Other needs",
                "Booked",
                { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((student) => (
                <tr key={student.bookingId} data-testid="unplaced-row">
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {stayText(student.from, student.to)}
                    {student.status === "arrived" ? (
                      <span className="block text-xs font-semibold text-[#8f1c13]">
                        Already arrived
                      </span>
                    ) : null}
                  </td>
                  <td className={bodyCell}>
                    <Link
                      to={`/admin/bookings/${student.bookingId}`}
                      className="font-semibold text-sea-deep underline-offset-2 hover:underline"
                    >
                      {student.name}
                    </Link>
                    <ChangedAfterPlacement student={student} />
                  </td>
                  <td className={bodyCell}>{student.campus ?? "—"}</td>
                  <td className={bodyCell}>
                    <AgeCell student={student} />
                  </td>
                  <td className={bodyCell}>{student.gender ?? "—"}</td>
                  <td className={bodyCell}>
                    <DietCell student={student} />
                  </td>
                  <td className={bodyCell}>
                    <OtherNeedsCell student={student} />
                  </td>
                  <td className={bodyCell}>{wishOf(student)}</td>
                  <td className={`${bodyCell} text-right`}>
                    {student.placements.length > 0 ? (
                      <Link
                        to={`/admin/bookings/${student.bookingId}`}
                        className={buttonClass("secondary", "sm")}
                      >
                        Adjust the placement
                        <span className="sr-only"> of {student.name}</span>
                      </Link>
                    ) : (
                      <Link
                        to={`/admin/accommodation/unplaced/${student.bookingId}`}
                        className={buttonClass("secondary", "sm")}
                      >
                        Find a home<span className="sr-only"> for {student.name}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </ListResults>
    </>
  );
}
