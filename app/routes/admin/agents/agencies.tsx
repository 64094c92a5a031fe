/**
 * The partner agencies (/admin/agencies, issue 17): searched, filtered by status and paged on
 * the server, with their users and bookings counted; admins add an agency beside the list.
 */

import { agencySchema } from "@shared/agents/forms";
import { agencyStatuses } from "@shared/agents/types";
import { data, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { AgenciesTable } from "../../../components/admin/agents/agencies-table";
import { CreateAgencyPanel } from "../../../components/admin/agents/create-agency-panel";
import {
  type AgencyActionResult,
  agencyFormValues,
  agencyInput,
} from "../../../components/admin/agents/form-values";
import { agencyStatusLabels } from "../../../components/admin/agents/labels";
import { PageHeader } from "../../../components/admin/page-header";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import {
  adminContext,
  attempt,
  failed,
  fieldErrors,
  formText,
  listQueryOf,
  ok,
} from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/agencies";

export function meta() {
  return adminMeta("Agencies");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const listed = listQueryOf(new URL(request.url));
  const status = (agencyStatuses as readonly string[]).includes(listed.status) ? listed.status : "";
  const query = { q: listed.q, status, page: listed.page, pageSize: listed.pageSize };
  return {
    list: await services.agents.agencies.list(query),
    query,
    canEdit: session.user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent !== "create") return failed(intent, "Unknown action");
  requireAdmin(session);
  const values = agencyFormValues(form);
  const parsed = agencySchema.safeParse(agencyInput(values));
  const result = parsed.success
    ? await attempt(intent, "The agency was not added", async () => {
        const agency = await services.agents.agencies.create(parsed.data, actor);
        return ok(
          intent,
          `${agency.name} added. Invite its users from the agency's page.`,
          agency.id,
        );
      })
    : failed(intent, "The agency was not added.", 400, fieldErrors(parsed.error.issues));
  // A refused form answers with what was typed, so the form shows it again.
  return "data" in result
    ? data<AgencyActionResult>({ ...result.data, values: { ...values } }, result.init ?? undefined)
    : result;
}

export default function Agencies({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, canEdit } = loaderData;
  const result = actionData as AgencyActionResult | undefined;
  useActionToast(result);
  const search = useListSearch();
  const loading = useListLoading("/admin/agencies");
  const filtered = query.q !== "" || query.status !== "";

  return (
    <>
      <PageHeader
        title="Agencies"
        description="Partner agencies that ask for quotes for their students in the partner portal, their users, and the commission they earn."
        actions={
          <Link to="/admin/agencies/debts" className={buttonClass("secondary")}>
            Agency debts
          </Link>
        }
      />
      {result?.ok ? (
        <p role="status" className="mb-4 rounded-lg bg-[#e3f1e1] px-3 py-2 text-sm text-[#24561f]">
          {result.message}
        </p>
      ) : null}
      <div className="grid gap-6 2xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <ListSearchForm
            search={search}
            label="Filter the agencies"
            searchLabel="Search agencies"
            placeholder="Name, country, contact… (press / to focus)"
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
                ...agencyStatuses.map((status) => ({
                  value: status,
                  label: agencyStatusLabels[status],
                })),
              ]}
            />
          </ListSearchForm>
          <ListResults
            list={list}
            loading={loading}
            loadingText="Loading agencies..."
            empty={{
              title: "No agencies found",
              filtered,
              text: "Add the first partner agency with the form beside the list.",
            }}
            pagerLabel="Agency pages"
          >
            <AgenciesTable rows={list.items} />
          </ListResults>
        </div>
        <CreateAgencyPanel result={result} canEdit={canEdit} />
      </div>
    </>
  );
}
