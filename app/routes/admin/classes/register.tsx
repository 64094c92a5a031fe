/**
 * One lesson's register (/admin/registers/:lessonId, issue 30), built for a teacher's phone and
 * a plain form POST (it works without JavaScript). Everyone starts present; the service refuses
 * a future lesson, a teacher's change after 7 days, an admin's change after 7 days without a
 * reason, and another teacher's lesson (not found): each refusal is said in words, and the form
 * comes back with what was ticked. A save answers 303 to `?saved=1` (Post/Redirect/Get), so a
 * reload shows the saved register instead of posting it again.
 */

import { addDays, dublinDay } from "@server/services/bookings/days";
import type { Viewer } from "@server/services/classes";
import { REGISTER_EDIT_DAYS } from "@server/services/classes/registers";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from "@server/services/errors";
import type { RegisterView } from "@shared/classes/types";
import { formatTime, formatWeekday } from "@shared/format/dates";
import { data, Link, redirect } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { RegisterForm } from "../../../components/admin/classes/register-form";
import { RegisterNotice } from "../../../components/admin/classes/register-notice";
import {
  type RegisterFormValues,
  registerFormValues,
  registerInputOf,
  storedValues,
} from "../../../components/admin/classes/register-values";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { ChevronLeft } from "../../../components/ui/icons";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/register";

export function meta() {
  return adminMeta("Register");
}

/** A refused save (a save that worked redirects). */
interface RegisterRefusal {
  ok: false;
  intent: "save";
  message: string;
  fields: Record<string, string>;
  values: RegisterFormValues;
}

/** What `?saved=1` shows: the stored register counted, once it has been taken. */
function savedNotice(url: URL, register: RegisterView) {
  if (url.searchParams.get("saved") !== "1" || !register.takenAt) return null;
  const away = register.entries.filter((entry) => entry.status !== "present").length;
  return {
    ok: true as const,
    message: `Register saved: ${register.entries.length} students, ${away} not present.`,
  };
}

function viewerOf(context: Route.LoaderArgs["context"]): Viewer {
  const { session } = adminContext(context);
  return { id: session.user.id, name: session.user.displayName, role: session.user.role };
}

/** A lesson id of the address; anything else is a lesson that does not exist. */
function lessonIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new Response("Lesson not found", { status: 404 });
  }
  return id;
}

const notFound = (error: unknown) => {
  if (error instanceof NotFoundError) throw new Response("Lesson not found", { status: 404 });
  throw error;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const viewer = viewerOf(context);
  const lessonId = lessonIdOf(params.lessonId);
  const [lesson, register] = await Promise.all([
    services.classes.lessonHeading(viewer, lessonId),
    services.classes.register(viewer, lessonId),
  ]).catch(notFound);
  const today = dublinDay(services.now());
  const old = lesson.date < addDays(today, -REGISTER_EDIT_DAYS);
  const state =
    lesson.date > today
      ? ("future" as const)
      : old
        ? viewer.role === "admin"
          ? ("reason" as const)
          : ("closed" as const)
        : ("open" as const);
  return {
    lesson,
    register,
    state,
    isTeacher: viewer.role === "teacher",
    saved: savedNotice(new URL(request.url), register),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = adminContext(context);
  const viewer = viewerOf(context);
  const lessonId = lessonIdOf(params.lessonId);
  const values = registerFormValues(await request.formData());
  const refused = (message: string, status: number, fields: Record<string, string> = {}) =>
    data<RegisterRefusal>({ ok: false, intent: "save", message, fields, values }, { status });
  const parsed = registerInputOf(values);
  if (!parsed.ok)
    return refused(
      "The register was not saved: please correct the marked fields.",
      400,
      parsed.fields,
    );
  try {
    await services.classes.saveRegister(viewer, lessonId, parsed.input);
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response("Lesson not found", { status: 404 });
    if (error instanceof ConflictError) {
      return refused(`The register was not saved. ${error.message}`, 409);
    }
    if (error instanceof ForbiddenError) {
      return refused(
        `The register was not saved. ${error.message} Ask an admin to change it.`,
        403,
      );
    }
    if (error instanceof InvalidInputError) {
      return refused(
        "The register was not saved: please correct the marked fields.",
        400,
        error.fields,
      );
    }
    throw error;
  }
  return redirect(`/admin/registers/${lessonId}?saved=1`, 303);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Register"
      notFound="There is no lesson at this address, or it is not one of your classes."
      back={{ to: "/admin/registers", label: "Back to the registers" }}
    />
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { lesson, register, state, saved } = loaderData;
  const failed = (actionData as RegisterRefusal | undefined) ?? null;
  // A refusal answers the latest post, so it wins over the `?saved=1` of an earlier save.
  const answer = failed ?? saved ?? undefined;
  useActionToast(answer, undefined, { ok: "Register saved", error: "Not saved" });
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to={`/admin/registers?date=${lesson.date}`}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-sea-deep"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Registers of the day
      </Link>
      <h1 className="font-sans text-2xl font-semibold text-ink">
        {lesson.className} <span className="font-normal text-ink-muted">({lesson.level})</span>
      </h1>
      <p className="mt-1 text-sm text-ink-muted" data-testid="register-lesson">
        {formatWeekday(lesson.date, { year: true })} · {lesson.startTime}–{lesson.endTime} ·{" "}
        {lesson.campus}
        {lesson.roomName ? `, ${lesson.roomName}` : ""} · {lesson.teacherName}
      </p>
      <p className="mt-1 mb-4 text-sm text-ink" data-testid="register-taken">
        {register.takenAt
          ? `Register taken at ${formatTime(register.takenAt)} on ${formatWeekday(register.takenAt)}.`
          : "Register not taken yet: everyone starts present."}
      </p>
      <RegisterNotice state={state} answer={answer} fields={failed?.fields ?? {}} />
      {register.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-[#9aa3a1] bg-white p-6 text-center text-sm text-ink-muted">
          No student is in this class on this day.
        </p>
      ) : (
        <RegisterForm
          key={register.takenAt ?? "new"}
          action={`/admin/registers/${register.lessonId}`}
          entries={register.entries}
          values={failed?.values ?? storedValues(register.entries)}
          fields={failed?.fields ?? {}}
          needsReason={state === "reason"}
          canSave={state === "open" || state === "reason"}
        />
      )}
    </div>
  );
}
