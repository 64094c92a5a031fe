/**
 * The timetable (/admin/timetable, issue 30): one week, Monday to Sunday (this week in Dublin by
 * default), by class, by teacher or by room, with every teacher or room booked twice at
 * overlapping times flagged (shared/classes/timetable.ts). Office only.
 */
import { clashesByLesson, findClashes, mondayOf, weekDays } from "@shared/classes/timetable";
import { Form, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { dayText, shortDayText } from "../../../components/admin/classes/labels";
import {
  TimetableGrid,
  type TimetableView,
} from "../../../components/admin/classes/timetable-grid";
import { PageHeader } from "../../../components/admin/page-header";
import { Button, buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Select } from "../../../components/ui/field";
import type { Route } from "./+types/timetable";
import { classesContext, requireOffice, weekParam } from "./classes.server";

export function meta() {
  return adminMeta("Timetable");
}

const views: TimetableView[] = ["class", "teacher", "room"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = classesContext(context);
  requireOffice(viewer);
  const url = new URL(request.url);
  const monday = weekParam(url, new Date());
  const asked = url.searchParams.get("view") as TimetableView;
  const view = views.includes(asked) ? asked : "class";
  const lessons = await services.classes.timetable(viewer, monday);
  const clashes = findClashes(lessons);
  const flagged: Record<number, ("teacher" | "room")[]> = {};
  for (const [lessonId, kinds] of clashesByLesson(clashes)) flagged[lessonId] = [...kinds];
  const byId = new Map(lessons.map((lesson) => [lesson.lessonId, lesson]));
  const clashTexts = clashes.map((clash) => {
    const [a, b] = clash.lessonIds.map((id) => byId.get(id));
    const who = clash.kind === "teacher" ? a?.teacherName : `Room ${a?.roomName} (${a?.campus})`;
    return `${who} on ${shortDayText(clash.date)}: ${a?.className} ${a?.startTime}–${a?.endTime} and ${b?.className} ${b?.startTime}–${b?.endTime}`;
  });
  return { monday, days: weekDays(monday), view, lessons, flagged, clashTexts };
}

export default function Timetable({ loaderData }: Route.ComponentProps) {
  const { monday, days, view, lessons, flagged, clashTexts } = loaderData;
  const link = (week: string, to = view) => `/admin/timetable?week=${week}&view=${to}`;
  return (
    <>
      <PageHeader
        title="Timetable"
        description={`Week of ${dayText(monday)} to ${dayText(days[6] ?? monday)}.`}
        actions={
          <>
            <Link to={link(mondayOf(monday, -1))} className={buttonClass("secondary", "sm")}>
              Previous week
            </Link>
            <Link to={`/admin/timetable?view=${view}`} className={buttonClass("ghost", "sm")}>
              This week
            </Link>
            <Link to={link(mondayOf(monday, 1))} className={buttonClass("secondary", "sm")}>
              Next week
            </Link>
          </>
        }
      />
      <Form
        method="get"
        className="mb-4 flex flex-wrap items-end gap-2"
        aria-label="Timetable view"
      >
        <input type="hidden" name="week" value={monday} />
        <Select
          label="Show by"
          name="view"
          defaultValue={view}
          className="w-44"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          options={[
            { value: "class", label: "Class" },
            { value: "teacher", label: "Teacher" },
            { value: "room", label: "Room" },
          ]}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {clashTexts.length > 0 ? (
        <section
          aria-labelledby="clashes"
          className="mb-4 rounded-xl border border-[#b42318] bg-[#fdecea] p-4 text-sm text-[#8f1c13]"
        >
          <h2 id="clashes" className="font-semibold">
            {clashTexts.length === 1
              ? "One double booking this week"
              : `${clashTexts.length} double bookings this week`}
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {clashTexts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {lessons.length === 0 ? (
        <EmptyState
          title="No lessons this week"
          filtered={false}
          emptyText="Classes whose dates cover this week show here."
        />
      ) : (
        <TimetableGrid lessons={lessons} days={days} view={view} flagged={flagged} />
      )}
    </>
  );
}
