/**
 * Payment runs (/admin/accommodation/payment-runs, issue 31, decision 0045): the runs, newest
 * period first, searched by payee and filtered by status on the server, and a form to make a
 * draft run for a period (last month by default). Admins only: runs carry bank data.
 */

import { dublinDay } from "@server/services/bookings/days";
import { paymentRunInputSchema } from "@shared/accommodation/payment-forms";
import { paymentRunStatuses } from "@shared/accommodation/types";
import { Form, redirect, useNavigation } from "react-router";
import { runStatusLabels } from "../../../components/admin/accommodation-payments/labels";
import { PaymentRunsTable } from "../../../components/admin/accommodation-payments/runs-table";
import { adminMeta } from "../../../components/admin/action-result";
import { FormErrorList } from "../../../components/admin/form-notices";
import { PageHeader } from "../../../components/admin/page-header";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import {
  type ActionResult,
  adminContext,
  attempt,
  formText,
  invalidForm,
  listQueryOf,
} from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/payment-runs";

export function meta() {
  return adminMeta("Payment runs");
}

/** The nights of the month before `today`: its first day up to the first of this month. */
function lastMonth(today: string) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  return { from: first, to: `${today.slice(0, 7)}-01` };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  const listed = listQueryOf(new URL(request.url));
  const status = paymentRunStatuses.find((each) => each === listed.status);
  const query = { q: listed.q, status, page: listed.page, pageSize: listed.pageSize };
  return {
    list: await services.accommodation.paymentRuns(query),
    query: { ...query, status: status ?? "" },
    period: lastMonth(dublinDay(services.now())),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const form = await request.formData();
  const intent = "create";
  const parsed = paymentRunInputSchema.safeParse({
    from: formText(form, "from"),
    to: formText(form, "to"),
  });
  if (!parsed.success) return invalidForm(intent, parsed.error.issues);
  let runId = 0;
  const result = await attempt(intent, "No payment run was made", async () => {
    runId = (await services.accommodation.createPaymentRun(parsed.data, actor)).id;
    return { ok: true, intent, message: "Payment run made" };
  });
  if (runId) return redirect(`/admin/accommodation/payment-runs/${runId}`);
  return result;
}

export default function PaymentRuns({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, period } = loaderData;
  const result = actionData as ActionResult | undefined;
  useActionToast(result);
  const search = useListSearch();
  const loading = useListLoading("/admin/accommodation/payment-runs");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = result && !result.ok ? result : undefined;

  return (
    <>
      <PageHeader
        title="Payment runs"
        description="What the school pays host families and residences: the confirmed nights of a period, reviewed as a draft, then approved and paid by SEPA transfer."
      />
      <div className="grid gap-6 2xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <ListSearchForm
            search={search}
            label="Filter the payment runs"
            searchLabel="Search payment runs"
            placeholder="Family, residence or payee… (press / to focus)"
            defaultQuery={query.q}
          >
            <Select
              label="Status"
              hideLabel
              name="status"
              defaultValue={query.status}
              onChange={search.submitNow}
              className="w-44"
              options={[
                { value: "", label: "All statuses" },
                ...paymentRunStatuses.map((status) => ({
                  value: status,
                  label: runStatusLabels[status],
                })),
              ]}
            />
          </ListSearchForm>
          <ListResults
            list={list}
            loading={loading}
            loadingText="Loading payment runs..."
            empty={{
              title: "No payment runs found",
              filtered: query.q !== "" || query.status !== "",
              text: "Make the first run for a period with the form beside the list.",
            }}
            pagerLabel="Payment run pages"
          >
            <PaymentRunsTable rows={list.items} />
          </ListResults>
        </div>
        <section
          aria-labelledby="new-run"
          className="h-fit rounded-xl border border-mist bg-white p-5"
        >
          <h2 id="new-run" className="font-sans text-lg font-semibold text-ink">
            New payment run
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Pays each confirmed night from the first night up to, not including, the end day. Nights
            another draft or approved run pays are left out.
          </p>
          <Form method="post" noValidate className="mt-4 grid gap-3">
            {failure ? <FormErrorList messages={[failure.message]} /> : null}
            <Input
              type="date"
              name="from"
              label="First night"
              defaultValue={period.from}
              error={failure?.fields?.from}
              required
            />
            <Input
              type="date"
              name="to"
              label="End day (not paid)"
              defaultValue={period.to}
              error={failure?.fields?.to}
              required
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Making the run…" : "Make a draft run"}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}
