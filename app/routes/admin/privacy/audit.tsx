import { formatDateTime } from "@shared/format/dates";
import { Form } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { auditDiff } from "../../../components/admin/audit-diff";
import { PageHeader } from "../../../components/admin/page-header";
import { AdminRouteError } from "../../../components/admin/route-error";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { SearchBox } from "../../../components/admin/search-box";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Input, Select } from "../../../components/ui/field";
import { Pagination } from "../../../components/ui/pagination";
import { adminContext, listQueryOf } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/audit";

export function meta() {
  return adminMeta("Audit trail");
}

/** What the trail records, by the entity names the services write. */
const entities = [
  { value: "blog_post", label: "Blog posts" },
  { value: "campaign", label: "E-mail campaigns" },
  { value: "contact_inquiry", label: "Contact inquiries" },
  { value: "destination", label: "Destinations" },
  { value: "level_test_item", label: "Level test items" },
  { value: "newsletter_subscription", label: "Newsletter subscriptions" },
  { value: "person", label: "Privacy requests" },
  { value: "program", label: "Programs" },
  { value: "quote_request", label: "Quote requests" },
  { value: "retention", label: "Retention job" },
  { value: "staff_user", label: "Staff users" },
  { value: "student", label: "Students" },
] as const;
const entityLabel = (entity: string) =>
  entities.find((item) => item.value === entity)?.label ?? entity.replaceAll("_", " ");

const actionTones: Record<string, BadgeTone> = {
  create: "success",
  update: "info",
  delete: "danger",
  erase: "danger",
  export: "warning",
  login: "neutral",
  logout: "neutral",
};

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  const url = new URL(request.url);
  const query = listQueryOf(url, PAGE_SIZE);
  const entity = url.searchParams.get("entity")?.slice(0, 40) ?? "";
  const actor = url.searchParams.get("actor")?.trim().slice(0, 80) ?? "";
  const page = await services.dashboard.auditTrail({
    ...query,
    entity: entity || undefined,
    actor: actor || undefined,
  });
  return {
    q: query.q,
    entity,
    actor,
    page: page.page,
    pageSize: page.pageSize,
    total: page.total,
    totalCapped: page.totalCapped ?? false,
    entries: page.items.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actorName: entry.actorName,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      summary: entry.summary,
      changes: auditDiff(entry.before, entry.after),
    })),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Audit trail" />;
}

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";
const td = "px-3 py-2 align-top text-sm";

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { q, entity, actor, entries, page, pageSize, total, totalCapped } = loaderData;
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  const filtered = q !== "" || entity !== "" || actor !== "";
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Every change staff made, and each run of the retention job: who, what, when, before and after."
      />
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        aria-label="Filter the audit trail"
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox
          defaultValue={q}
          label="Search what happened"
          placeholder="Search what happened… (press / to focus)"
          onChange={onSearchChange}
        />
        <Select
          label="Record type"
          hideLabel
          name="entity"
          defaultValue={entity}
          onChange={submitNow}
          className="w-56"
          options={[{ value: "", label: "All record types" }, ...entities]}
        />
        <Input
          label="Staff member"
          hideLabel
          name="actor"
          defaultValue={actor}
          placeholder="Staff member"
          autoComplete="off"
          onChange={onSearchChange}
          className="w-48"
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>

      {entries.length === 0 ? (
        <EmptyState
          title="No audit entries found"
          filtered={filtered}
          emptyText="Changes made by staff will be listed here."
        />
      ) : (
        <ScrollArea label="Audit entries" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[48rem] border-collapse">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead>
              <tr className="border-b border-mist">
                <th scope="col" className={th}>
                  When
                </th>
                <th scope="col" className={th}>
                  Who
                </th>
                <th scope="col" className={th}>
                  Action
                </th>
                <th scope="col" className={th}>
                  What
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-mist">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className={td}>{entry.actorName}</td>
                  <td className={td}>
                    <Badge tone={actionTones[entry.action] ?? "neutral"}>
                      {entry.action.charAt(0).toUpperCase() + entry.action.slice(1)}
                    </Badge>
                  </td>
                  <td className={td}>
                    <p className="text-ink">{entry.summary}</p>
                    <p className="text-xs text-ink-muted">
                      {entityLabel(entry.entity)}
                      {entry.entityId && entry.entity !== "person" ? ` #${entry.entityId}` : ""}
                    </p>
                    {entry.changes.length ? (
                      <details className="mt-2">
                        <summary className="cursor-pointer text-sm font-medium text-sea underline-offset-2 hover:underline">
                          {entry.changes.length === 1
                            ? "1 changed field"
                            : `${entry.changes.length} changed fields`}
                        </summary>
                        <table className="mt-2 w-full border-collapse text-sm">
                          <caption className="sr-only">Changes of entry {entry.id}</caption>
                          <thead>
                            <tr>
                              <th scope="col" className={th}>
                                Field
                              </th>
                              <th scope="col" className={th}>
                                Before
                              </th>
                              <th scope="col" className={th}>
                                After
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {entry.changes.map((change) => (
                              <tr key={change.field} className="border-t border-mist">
                                <th scope="row" className="px-3 py-1 text-left font-medium">
                                  {change.field}
                                </th>
                                <td className="max-w-xs px-3 py-1 break-words text-[#8f1c13]">
                                  <span className="sr-only">Before: </span>
                                  {change.before}
                                </td>
                                <td className="max-w-xs px-3 py-1 break-words text-[#24561f]">
                                  <span className="sr-only">After: </span>
                                  {change.after}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        totalCapped={totalCapped}
        label="Audit trail pages"
      />
    </>
  );
}
