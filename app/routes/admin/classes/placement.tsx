/**
 * Placement (/admin/placement, issue 30): "Arriving this week", the bookings that start between
 * Monday and Sunday, with their level (the day-one placement result overrides the level test's
 * or the quote's), a suggested class of that level and campus with a seat, and checkboxes to
 * place many at once; each student's result is reported, a full class refuses that one only.
 */
import { bulkPlacementSchema, placementLevelSchema } from "@shared/classes/forms";
import { mondayOf, weekDays } from "@shared/classes/timetable";
import type { PlacementResult } from "@shared/classes/types";
import { data, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { ArrivalsTable } from "../../../components/admin/classes/arrivals-table";
import { dayText } from "../../../components/admin/classes/labels";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { attempt, failed, formText, ok } from "../admin.server";
import type { Route } from "./+types/placement";
import { classesContext, requireOffice, weekParam } from "./classes.server";

export function meta() {
  return adminMeta("Placement");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = classesContext(context);
  requireOffice(viewer);
  const monday = weekParam(new URL(request.url), new Date());
  const { arrivals, classes } = await services.classes.arrivals(viewer, monday);
  return { monday, sunday: weekDays(monday)[6] ?? monday, arrivals, classes };
}

type PlacementAnswer = {
  ok: boolean;
  intent: string;
  message: string;
  results?: PlacementResult[];
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer, actor } = classesContext(context);
  requireOffice(viewer);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const levelOf = /^level-(\d+)$/.exec(intent);
  if (levelOf) {
    const parsed = placementLevelSchema.safeParse({
      bookingId: Number(levelOf[1]),
      level: formText(form, intent) || null,
    });
    if (!parsed.success) return failed("level", "Choose a CEFR level.");
    return attempt("level", "The placement result was not saved", async () => {
      await services.classes.setPlacementLevel(viewer, parsed.data);
      return ok(
        "level",
        parsed.data.level
          ? `Placement result ${parsed.data.level} saved; the suggestion follows it.`
          : "Placement result cleared.",
      );
    });
  }
  if (intent !== "place") return failed(intent, "Unknown action");
  const chosen = form.getAll("place").map(String);
  const unchosen: PlacementResult[] = [];
  const placements: { bookingId: number; classId: number }[] = [];
  for (const id of chosen) {
    const classId = Number(formText(form, `class-${id}`));
    if (classId > 0) placements.push({ bookingId: Number(id), classId });
    else unchosen.push({ bookingId: Number(id), ok: false, message: "Choose a class first." });
  }
  const parsed = bulkPlacementSchema.safeParse({ placements });
  if (!parsed.success) {
    return data<PlacementAnswer>(
      { ok: false, intent, message: "Tick at least one student with a class.", results: unchosen },
      { status: 400 },
    );
  }
  const results = [
    ...(await services.classes.placeArrivals(viewer, parsed.data, actor)),
    ...unchosen,
  ];
  const placed = results.filter((result) => result.ok).length;
  const refused = results.length - placed;
  return data<PlacementAnswer>({
    ok: refused === 0,
    intent,
    message: `${placed} placed${refused ? `, ${refused} not placed (see each student)` : ""}.`,
    results,
  });
}

export default function Placement({ loaderData, actionData }: Route.ComponentProps) {
  const { monday, sunday, arrivals, classes } = loaderData;
  const result = actionData as PlacementAnswer | undefined;
  useActionToast(result);
  return (
    <>
      <PageHeader
        title="Placement"
        description={`Arriving in the week of ${dayText(monday)} to ${dayText(sunday)}: accepted and confirmed bookings that start that week.`}
        actions={
          <>
            <Link
              to={`/admin/placement?week=${mondayOf(monday, -1)}`}
              className={buttonClass("secondary", "sm")}
            >
              Previous week
            </Link>
            <Link
              to={`/admin/placement?week=${mondayOf(monday, 1)}`}
              className={buttonClass("secondary", "sm")}
            >
              Next week
            </Link>
          </>
        }
      />
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mb-4 rounded-lg px-3 py-2 text-sm ${result.ok ? "bg-[#e3f1e1] text-[#24561f]" : "bg-[#fdecea] text-[#8f1c13]"}`}
        >
          {result.message}
        </p>
      ) : null}
      {arrivals.length === 0 ? (
        <EmptyState
          title="No arrivals this week"
          filtered={false}
          emptyText="Bookings whose course starts this week show here."
        />
      ) : (
        <ArrivalsTable arrivals={arrivals} classes={classes} results={result?.results ?? []} />
      )}
    </>
  );
}
