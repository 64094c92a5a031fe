import { servicesContext } from "@server/http/context";
import { NotFoundError } from "@server/services/errors";
import { formatDate } from "@shared/format/dates";
import { hostUnavailableSchema } from "@shared/hosts/forms";
import { data, Form, useNavigation } from "react-router";
import { hostMeta } from "~/components/hosts/host-shell";
import { Notice } from "~/components/partners/notice";
import { Input } from "~/components/ui/field";
import { Plus, Trash2 } from "~/components/ui/icons";
import type { Route } from "./+types/unavailable";
import { hostSessionContext } from "./session.server";

/**
 * Dates the host's home cannot take a student (decision 0046): the nights from the first day
 * up to the day the home is free again, for the whole home. Through the accommodation service,
 * audited there with the host's name; the office sees them when placing.
 */
export const meta: Route.MetaFunction = () => hostMeta("Unavailable dates");

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(hostSessionContext);
  return { ranges: await context.get(servicesContext).hosts.portal.unavailable(session) };
}

type Answer = {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 300) : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const session = context.get(hostSessionContext);
  const portal = context.get(servicesContext).hosts.portal;
  if (form.get("intent") === "remove") {
    const id = Number(form.get("rangeId"));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      return data<Answer>({ ok: false, message: "These dates were not found." }, 404);
    }
    try {
      await portal.removeUnavailable(session, id);
    } catch (error) {
      if (error instanceof NotFoundError) {
        return data<Answer>({ ok: false, message: "These dates were not found." }, 404);
      }
      throw error;
    }
    return { ok: true, message: "The dates were removed." } as Answer;
  }
  const values = { from: text(form, "from"), to: text(form, "to"), reason: text(form, "reason") };
  const parsed = hostUnavailableSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? "form")] ??= issue.message;
    return data<Answer>({ ok: false, message: "The dates were not saved.", fields, values }, 400);
  }
  const range = await portal.addUnavailable(session, parsed.data);
  const saved: Answer = {
    ok: true,
    message: `Saved: unavailable from ${formatDate(range.from)} until ${formatDate(range.to)}.`,
  };
  return saved;
}

export default function HostUnavailable({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const fields = actionData?.fields ?? {};
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8">
      <div>
        <h1 className="text-3xl text-sea-deep">Unavailable dates</h1>
        <p className="mt-1 text-ink-muted">
          Tell us when you cannot host, and we will not place a student with you then.
        </p>
      </div>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "danger"} alert>
          {actionData.message}
        </Notice>
      ) : null}
      <section className="rounded-3xl border border-mist bg-white p-5 shadow-sm">
        <h2 className="text-xl text-sea-deep">Add dates</h2>
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add" />
          <Input
            label="From (first night away)"
            name="from"
            type="date"
            required
            defaultValue={actionData?.values?.from}
            error={fields.from}
          />
          <Input
            label="Until (the day you can host again)"
            name="to"
            type="date"
            required
            defaultValue={actionData?.values?.to}
            error={fields.to}
          />
          <Input
            label="Reason (optional)"
            name="reason"
            maxLength={200}
            className="sm:col-span-2"
            defaultValue={actionData?.values?.reason}
            error={fields.reason}
          />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="btn-primary inline-flex min-h-12 justify-center disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
          >
            <Plus aria-hidden="true" className="size-5" />
            Add these dates
          </button>
        </Form>
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl text-sea-deep">Dates marked</h2>
        {loaderData.ranges.length === 0 ? (
          <p className="text-ink-muted">
            No dates marked: we may place students with you any time.
          </p>
        ) : (
          <ul className="grid gap-3">
            {loaderData.ranges.map((range) => (
              <li
                key={range.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-mist bg-white p-4"
              >
                <span>
                  <span className="font-semibold">
                    {formatDate(range.from)} – {formatDate(range.to)}
                  </span>
                  {range.roomId === null ? "" : " (one room)"}
                  {range.reason ? (
                    <span className="block text-ink-muted">{range.reason}</span>
                  ) : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="rangeId" value={range.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-[#b42318] px-4 font-semibold text-[#b42318] hover:bg-[#fdecea]"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                    <span className="sr-only">
                      {" "}
                      {formatDate(range.from)} – {formatDate(range.to)}
                    </span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
