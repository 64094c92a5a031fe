/**
 * One class (/admin/classes/:id, issue 30): its schedule, teacher and room, the students now and
 * every enrolment before, the next and past lessons with their registers. The office enrols a
 * booking (a full class refuses with its seat count), moves a student to another class from a
 * day (level change; the history stays) and downloads the attendance certificates of everyone
 * placed in it. A teacher sees their own class only, read-only.
 */
import { enrolmentInputSchema, moveInputSchema } from "@shared/classes/forms";
import { data, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { ClassLessons } from "../../../components/admin/classes/class-lessons";
import { ClassStudents } from "../../../components/admin/classes/class-students";
import { EnrolPanel } from "../../../components/admin/classes/enrol-panel";
import type { ClassActionResult } from "../../../components/admin/classes/form-values";
import { datesText, timesText, weekdaysText } from "../../../components/admin/classes/labels";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { FileDown } from "../../../components/ui/icons";
import { attempt, failed, fieldErrors, formText, ok } from "../admin.server";
import type { Route } from "./+types/class";
import { classesContext, requireOffice } from "./classes.server";

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded ? loaded.detail.summary.name : "Class");
}

const classIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new Response("Class not found", { status: 404 });
  }
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, viewer, isOffice } = classesContext(context);
  const classId = classIdOf(params.id);
  const detail = await services.classes.detail(viewer, classId).catch((error: Error) => {
    throw new Response(error.message, { status: 404 });
  });
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const [found, others] = isOffice
    ? await Promise.all([
        services.classes.placeableBookings(q),
        services.classes.list(viewer, { q: "", page: 1, pageSize: 100 }),
      ])
    : [[], { items: [] }];
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date());
  return {
    detail,
    q,
    found,
    targets: others.items.filter((klass) => klass.id !== classId),
    today,
    isOffice,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, viewer, actor } = classesContext(context);
  const classId = classIdOf(params.id);
  requireOffice(viewer);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const bookingId = Number(formText(form, "bookingId"));
  const values = { toClassId: formText(form, "toClassId"), from: formText(form, "from") };
  const answer = (result: Awaited<ReturnType<typeof attempt>>) =>
    "data" in result
      ? data<ClassActionResult>({ ...result.data, values, bookingId }, result.init ?? undefined)
      : result;
  if (intent === "enrol") {
    const parsed = enrolmentInputSchema.safeParse({ bookingId, from: values.from });
    if (!parsed.success) {
      return answer(failed(intent, "Not enrolled.", 400, fieldErrors(parsed.error.issues)));
    }
    return answer(
      await attempt(intent, "Not enrolled", async () => {
        await services.classes.enrol(classId, parsed.data, actor);
        return ok(intent, `Enrolled from ${parsed.data.from}.`, bookingId);
      }),
    );
  }
  if (intent === "move") {
    const parsed = moveInputSchema.safeParse({
      bookingId,
      toClassId: values.toClassId === "" ? undefined : Number(values.toClassId),
      from: values.from,
    });
    if (!parsed.success) {
      return answer(failed(intent, "Not moved.", 400, fieldErrors(parsed.error.issues)));
    }
    return answer(
      await attempt(intent, "Not moved", async () => {
        await services.classes.move(classId, parsed.data, actor);
        return ok(intent, `Moved from ${parsed.data.from}; the history keeps both classes.`);
      }),
    );
  }
  return failed(intent, "Unknown action");
}

export default function ClassScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, q, found, targets, today, isOffice } = loaderData;
  const { summary } = detail;
  const result = actionData as ClassActionResult | undefined;
  useActionToast(result);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/classes" className="text-sea underline">
          All classes
        </Link>
      </p>
      <PageHeader
        title={summary.name}
        description={`${summary.level} · ${summary.campus} · ${weekdaysText(summary.weekdays)} ${timesText(summary)} · ${datesText(summary)}`}
        actions={
          // One certificate a page for everyone ever placed here; the office's, as the API.
          isOffice && detail.history.length > 0 ? (
            <a
              href={`/admin/classes/${summary.id}/attendance-certificates`}
              download
              className={buttonClass("secondary", "sm")}
            >
              <FileDown aria-hidden="true" className="size-4" /> Attendance certificates (PDF, whole
              class)
            </a>
          ) : undefined
        }
      />
      {result && !result.ok ? (
        <p role="alert" className="mb-4 rounded-lg bg-[#fdecea] px-3 py-2 text-sm text-[#8f1c13]">
          {result.message}
        </p>
      ) : result?.ok ? (
        <p role="status" className="mb-4 rounded-lg bg-[#e3f1e1] px-3 py-2 text-sm text-[#24561f]">
          {result.message}
        </p>
      ) : null}
      <dl className="mb-6 grid gap-3 rounded-xl border border-mist bg-white p-5 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold text-ink">Teacher</dt>
          <dd>{summary.teacherName}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Room</dt>
          <dd>{detail.roomName ?? "No room yet"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Level</dt>
          <dd>
            <Badge tone="info">{summary.level}</Badge>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Seats</dt>
          <dd className="tabular-nums">
            {summary.enrolled} of {summary.capacity} taken
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ClassStudents
            current={detail.current}
            history={detail.history}
            capacity={summary.capacity}
            targets={targets}
            today={today}
            canEdit={isOffice}
            result={result}
          />
          <ClassLessons upcoming={detail.upcoming} past={detail.past} today={today} />
        </div>
        {isOffice ? (
          <EnrolPanel
            q={q}
            found={found}
            defaultFrom={[today, summary.startsOn].sort()[1] ?? today}
            result={result}
          />
        ) : null}
      </div>
    </>
  );
}
