import { servicesContext } from "@server/http/context";
import { NotFoundError, RuleConflictError } from "@server/services/errors";
import { formatDate } from "@shared/format/dates";
import { data } from "react-router";
import { hostMeta } from "~/components/hosts/host-shell";
import { StudentCard } from "~/components/hosts/student-card";
import { Notice } from "~/components/partners/notice";
import type { Route } from "./+types/dashboard";
import { hostSessionContext } from "./session.server";

/**
 * The host's students (decision 0046): those staying now and those coming, with Confirm
 * arrival on each from the arrival day. The service keeps it to the host's own provider.
 */
export const meta: Route.MetaFunction = () => hostMeta("Your students");

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(hostSessionContext);
  return context.get(servicesContext).hosts.portal.dashboard(session);
}

type Answer = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const placementId = Number(form.get("placementId"));
  if (
    form.get("intent") !== "confirm-arrival" ||
    !Number.isSafeInteger(placementId) ||
    placementId < 1 ||
    placementId > 2_147_483_647
  ) {
    return data<Answer>({ ok: false, message: "This request was not understood." }, 400);
  }
  try {
    const student = await context
      .get(servicesContext)
      .hosts.portal.confirmArrival(context.get(hostSessionContext), placementId);
    return { ok: true, message: `Thank you: ${student.firstName}'s arrival is confirmed.` };
  } catch (error) {
    if (error instanceof NotFoundError) {
      return data<Answer>({ ok: false, message: "This student is not in your portal." }, 404);
    }
    if (error instanceof RuleConflictError) {
      return data<Answer>({ ok: false, message: error.message }, 409);
    }
    throw error;
  }
}

export default function HostDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { current, upcoming, today } = loaderData;
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8">
      <div>
        <h1 className="text-3xl text-sea-deep">Your students</h1>
        <p className="mt-1 text-ink-muted">Today is {formatDate(today)}.</p>
      </div>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "danger"} alert testId="host-action-result">
          {actionData.message}
        </Notice>
      ) : null}
      <StudentList
        title="Staying with you now"
        students={current}
        empty="Nobody is staying with you at the moment."
      />
      <StudentList
        title="Coming soon"
        students={upcoming}
        empty="No students are booked to come yet."
      />
    </div>
  );
}

function StudentList({
  title,
  students,
  empty,
}: {
  title: string;
  students: Route.ComponentProps["loaderData"]["current"];
  empty: string;
}) {
  return (
    <section className="grid gap-4">
      <h2 className="text-xl text-sea-deep">{title}</h2>
      {students.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        students.map((student) => <StudentCard key={student.placementId} student={student} />)
      )}
    </section>
  );
}
