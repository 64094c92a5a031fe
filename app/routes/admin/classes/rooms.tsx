/**
 * Rooms and closures (/admin/classes/rooms, issue 30): the rooms of each campus with their seats,
 * and the days a campus (or every campus) is closed. Admins add them; a closure removes the
 * lessons it covers whose register was not taken. Editors read; teachers are refused.
 */

import { cities } from "@shared/bookings/types";
import { closureInputSchema, roomInputSchema } from "@shared/classes/forms";
import { data, Form, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { type ClassActionResult, failureOf } from "../../../components/admin/classes/form-values";
import { dayText } from "../../../components/admin/classes/labels";
import { PageHeader } from "../../../components/admin/page-header";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import { attempt, failed, fieldErrors, formText, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/rooms";
import { classesContext, requireOffice } from "./classes.server";

export function meta() {
  return adminMeta("Rooms and closures");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer, session } = classesContext(context);
  requireOffice(viewer);
  const [rooms, closures] = await Promise.all([
    services.classes.rooms(),
    services.classes.closures(),
  ]);
  return { rooms, closures, canEdit: session.user.role === "admin" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = classesContext(context);
  requireAdmin(session);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const values = Object.fromEntries(
    ["campus", "name", "seats", "startsOn", "endsOn", "reason"].map((key) => [
      key,
      formText(form, key),
    ]),
  );
  const answer = (result: Awaited<ReturnType<typeof attempt>>) =>
    "data" in result
      ? data<ClassActionResult>({ ...result.data, values }, result.init ?? undefined)
      : result;
  if (intent === "room") {
    const seats = values.seats?.trim() ?? "";
    const parsed = roomInputSchema.safeParse({
      ...values,
      campus: values.campus || undefined,
      seats: /^\d+$/.test(seats) ? Number(seats) : seats,
    });
    if (!parsed.success) {
      return answer(
        failed(intent, "The room was not added.", 400, fieldErrors(parsed.error.issues)),
      );
    }
    return answer(
      await attempt(intent, "The room was not added", async () => {
        const room = await services.classes.addRoom(parsed.data, actor);
        return ok(intent, `Room ${parsed.data.name} added (${parsed.data.campus}).`, room.id);
      }),
    );
  }
  if (intent === "closure") {
    const parsed = closureInputSchema.safeParse({ ...values, campus: values.campus || null });
    if (!parsed.success) {
      return answer(
        failed(intent, "The closure was not added.", 400, fieldErrors(parsed.error.issues)),
      );
    }
    return answer(
      await attempt(intent, "The closure was not added", async () => {
        const closure = await services.classes.addClosure(parsed.data, actor);
        return ok(
          intent,
          `Closure added; ${closure.lessonsRemoved} lessons without a register removed.`,
          closure.id,
        );
      }),
    );
  }
  return failed(intent, "Unknown action");
}

export default function Rooms({ loaderData, actionData }: Route.ComponentProps) {
  const { rooms, closures, canEdit } = loaderData;
  const result = actionData as ClassActionResult | undefined;
  useActionToast(result);
  const roomFailure = failureOf(result, "room");
  const closureFailure = failureOf(result, "closure");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/classes" className="text-sea underline">
          All classes
        </Link>
      </p>
      <PageHeader
        title="Rooms and closures"
        description="The rooms of each campus, and the days lessons are not held beyond Irish public holidays."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="rooms" className="rounded-xl border border-mist bg-white p-5">
          <h2 id="rooms" className="font-sans text-lg font-semibold text-ink">
            Rooms
          </h2>
          {rooms.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">No room yet.</p>
          ) : (
            <table className="mt-2 w-full">
              <caption className="sr-only">Rooms</caption>
              <TableHead columns={["Campus", "Room", { label: "Seats", align: "right" }]} />
              <tbody className="divide-y divide-mist">
                {rooms.map((room) => (
                  <tr key={room.id}>
                    <td className={bodyCell}>{room.campus}</td>
                    <td className={bodyCell}>{room.name}</td>
                    <td className={`${bodyCell} text-right tabular-nums`}>{room.seats}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {canEdit ? (
            <Form
              key={roomFailure ? "room-failed" : `room-${result?.ok ? result.id : ""}`}
              method="post"
              noValidate
              className="mt-4 grid gap-3 sm:grid-cols-3"
            >
              <input type="hidden" name="intent" value="room" />
              <Select
                label="Campus"
                name="campus"
                defaultValue={roomFailure?.values?.campus ?? ""}
                error={roomFailure?.fields?.campus}
                options={[{ value: "", label: "Choose" }, ...cities]}
              />
              <Input
                label="Room name"
                name="name"
                maxLength={60}
                defaultValue={roomFailure?.values?.name}
                error={roomFailure?.fields?.name}
              />
              <Input
                label="Seats"
                name="seats"
                inputMode="numeric"
                defaultValue={roomFailure?.values?.seats}
                error={roomFailure?.fields?.seats}
              />
              <div className="sm:col-span-3">
                <Button type="submit" variant="secondary">
                  Add room
                </Button>
              </div>
            </Form>
          ) : null}
        </section>
        <section aria-labelledby="closures" className="rounded-xl border border-mist bg-white p-5">
          <h2 id="closures" className="font-sans text-lg font-semibold text-ink">
            Closures
          </h2>
          {closures.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">No closure ahead.</p>
          ) : (
            <table className="mt-2 w-full">
              <caption className="sr-only">Closures ahead</caption>
              <TableHead columns={["Campus", "From", "To", "Reason"]} />
              <tbody className="divide-y divide-mist">
                {closures.map((closure) => (
                  <tr key={closure.id}>
                    <td className={bodyCell}>{closure.campus ?? "Every campus"}</td>
                    <td className={bodyCell}>{dayText(closure.startsOn)}</td>
                    <td className={bodyCell}>{dayText(closure.endsOn)}</td>
                    <td className={bodyCell}>{closure.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {canEdit ? (
            <Form
              key={closureFailure ? "closure-failed" : `closure-${result?.ok ? result.id : ""}`}
              method="post"
              noValidate
              className="mt-4 grid gap-3 sm:grid-cols-2"
            >
              <input type="hidden" name="intent" value="closure" />
              <Select
                label="Campus"
                name="campus"
                defaultValue={closureFailure?.values?.campus ?? ""}
                error={closureFailure?.fields?.campus}
                options={[{ value: "", label: "Every campus" }, ...cities]}
              />
              <Input
                label="Reason"
                name="reason"
                maxLength={200}
                defaultValue={closureFailure?.values?.reason}
                error={closureFailure?.fields?.reason}
              />
              <Input
                label="First day"
                name="startsOn"
                type="date"
                defaultValue={closureFailure?.values?.startsOn}
                error={closureFailure?.fields?.startsOn}
              />
              <Input
                label="Last day"
                name="endsOn"
                type="date"
                defaultValue={closureFailure?.values?.endsOn}
                error={closureFailure?.fields?.endsOn}
              />
              <div className="sm:col-span-2">
                <Button type="submit" variant="secondary">
                  Add closure
                </Button>
              </div>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">Only admins add rooms and closures.</p>
          )}
        </section>
      </div>
    </>
  );
}
