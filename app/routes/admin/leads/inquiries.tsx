import type { InquiryStatus } from "@server/db/schema";
import { formatDate } from "@shared/format/dates";
import { useRef } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { CheckCircle2, Clock, Download, Inbox, Mail, MessageSquare } from "~/components/ui/icons";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { SearchBox } from "../../../components/admin/search-box";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useFormDraft } from "../../../components/admin/use-draft";
import { useDetailParam, useListSearch } from "../../../components/admin/use-list-search";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Select, Textarea } from "../../../components/ui/field";
import { Pagination, totalText } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { adminContext, attempt, failed, formText, idParam, listQueryOf, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/inquiries";

export function meta() {
  return adminMeta("Inquiries");
}

/** The statuses of the database CHECK constraint (schema.ts), in workflow order. */
const inquiryStatuses = [
  "new",
  "contacted",
  "follow-up",
  "closed",
] as const satisfies readonly InquiryStatus[];
const isStatus = (value: string): value is InquiryStatus =>
  (inquiryStatuses as readonly string[]).includes(value);

const statusLabels: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "follow-up": "Follow-up",
  closed: "Closed",
};
const statusTones: Record<InquiryStatus, BadgeTone> = {
  new: "info",
  contacted: "warning",
  "follow-up": "warning",
  closed: "success",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url);
  if (!isStatus(query.status)) query.status = "";
  const id = idParam(url);
  const [list, counts, selected] = await Promise.all([
    services.contactInquiries.list(query),
    services.contactInquiries.statusCounts(),
    id ? services.contactInquiries.get(id) : null,
  ]);
  return {
    list,
    counts,
    selected,
    q: query.q,
    status: query.status,
    canDelete: session.user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  if (!Number.isInteger(id) || id <= 0) return failed(intent, "Unknown inquiry");
  if (intent === "delete") {
    requireAdmin(session);
    return attempt(intent, "Failed to delete inquiry", async () => {
      await services.contactInquiries.remove(id, actor);
      return ok(intent, "Inquiry deleted successfully");
    });
  }
  if (intent === "update") {
    const status = formText(form, "status");
    const note = formText(form, "note").trim();
    if (status && !isStatus(status)) return failed(intent, "Choose one of the statuses.");
    if (note.length > 5000) {
      return failed(intent, "Failed to update inquiry", 400, {
        note: "Keep notes under 5000 characters.",
      });
    }
    return attempt(intent, "Failed to update inquiry", async () => {
      const before = await services.contactInquiries.get(id);
      const change = {
        status: status && isStatus(status) && status !== before?.status ? status : undefined,
        note: note || undefined,
      };
      if (!change.status && !change.note)
        return ok(intent, "Nothing to save: no change of status and no note.");
      await services.contactInquiries.update(id, change, actor);
      return ok(intent, "Inquiry updated successfully");
    });
  }
  return failed(intent, "Unknown action");
}

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { list, counts, selected, q, status } = loaderData;
  const location = useLocation();
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  const detail = useDetailParam();
  const filtered = q !== "" || status !== "";
  const csvParams = new URLSearchParams();
  if (q) csvParams.set("q", q);
  if (status) csvParams.set("status", status);
  const csv = `/api/admin/exports/inquiries-${csvParams.size ? `?${csvParams}` : ""}`;

  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Follow up enquiries from the contact page: status, notes and replies."
        actions={
          <a href={csv} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        }
      />
      <StatGrid label="Inquiry totals">
        <StatCard label="Total" value={countText(counts.total)} icon={Inbox} />
        <StatCard label="New" value={countText(counts.new)} icon={MessageSquare} />
        <StatCard label="Follow-up" value={countText(counts["follow-up"])} icon={Clock} />
        <StatCard label="Closed" value={countText(counts.closed)} icon={CheckCircle2} />
      </StatGrid>

      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mt-6 mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox defaultValue={q} label="Search inquiries" onChange={onSearchChange} />
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={status}
          onChange={submitNow}
          className="w-44"
          options={[
            { value: "", label: "All statuses" },
            ...inquiryStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
          ]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>

      {list.items.length === 0 ? (
        <EmptyState
          title="No inquiries found"
          filtered={filtered}
          emptyText="Enquiries sent from the contact page will appear here."
        />
      ) : (
        <ScrollArea label="Inquiries table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[760px]">
            <caption className="sr-only">Inquiries</caption>
            <TableHead
              columns={[
                "Date",
                "Name",
                "Email",
                "Subject",
                "Status",
                { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((row) => (
                <tr key={row.id}>
                  <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                  <td className={bodyCell}>{row.name}</td>
                  <td className={bodyCell}>{row.email}</td>
                  <td className={bodyCell}>{row.subject}</td>
                  <td className={bodyCell}>
                    <Badge tone={statusTones[row.status]}>{statusLabels[row.status]}</Badge>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap text-right`}>
                    <a
                      href={replyHref(row)}
                      className={buttonClass("ghost", "sm")}
                      aria-label={`Reply by e-mail to ${row.name}`}
                    >
                      <Mail aria-hidden="true" className="size-4" /> Reply
                    </a>
                    <Link
                      to={detail.hrefFor(location.search, row.id)}
                      preventScrollReset
                      className={buttonClass("ghost", "sm")}
                      aria-label={`Open inquiry from ${row.name}`}
                    >
                      Open
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          totalCapped={list.totalCapped}
          label="Inquiry pages"
        />
      ) : null}

      {selected ? (
        <Dialog
          open
          onOpenChange={(open) => !open && detail.close(location.pathname, location.search)}
          title={`${selected.subject}`}
          description={`From ${selected.name} · ${formatDate(selected.createdAt)}`}
          size="lg"
        >
          <InquiryPanel key={selected.id} inquiry={selected} canDelete={loaderData.canDelete} />
        </Dialog>
      ) : null}
    </>
  );
}

function replyHref(row: { email: string; subject: string }) {
  return `mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject}`)}`;
}

type Selected = NonNullable<Route.ComponentProps["loaderData"]["selected"]>;

function InquiryPanel({ inquiry, canDelete }: { inquiry: Selected; canDelete: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const removeFetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(`/admin/inquiries:${inquiry.id}`, formRef);
  const location = useLocation();
  const detail = useDetailParam();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      draft.clear();
      const note = formRef.current?.elements.namedItem("note");
      if (note instanceof HTMLTextAreaElement) note.value = "";
    }
  });
  useActionToast(removeFetcher.data, (result) => {
    if (result.ok) detail.close(location.pathname, location.search);
  });
  const fieldError = fetcher.data && !fetcher.data.ok ? fetcher.data.fields?.note : undefined;

  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-ink-muted">Email</dt>
        <dd className="text-sm">{inquiry.email}</dd>
        <dt className="text-sm font-semibold text-ink-muted">Phone</dt>
        <dd className="text-sm">{inquiry.phone ?? "—"}</dd>
        <dt className="text-sm font-semibold text-ink-muted">Type</dt>
        <dd className="text-sm">{inquiry.enquiryType ?? "—"}</dd>
        <dt className="text-sm font-semibold text-ink-muted">Message</dt>
        <dd className="text-sm whitespace-pre-wrap">{inquiry.message}</dd>
      </dl>

      <fetcher.Form
        ref={formRef}
        method="post"
        className="grid gap-3 rounded-xl border border-mist p-4"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={inquiry.id} />
        {draft.restored ? (
          <p role="status" className="text-sm text-sea-deep">
            Your unsaved note was restored.
          </p>
        ) : null}
        <Select
          label="Status"
          name="status"
          defaultValue={inquiry.status}
          options={inquiryStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
        <Textarea
          label="Staff note"
          name="note"
          rows={3}
          maxLength={5000}
          error={fieldError}
          hint="Kept in the history below with your name."
        />
        <div className="flex flex-wrap justify-between gap-2">
          <a href={replyHref(inquiry)} className={buttonClass("secondary", "sm")}>
            <Mail aria-hidden="true" className="size-4" /> Reply by e-mail
          </a>
          <div className="flex gap-2">
            {canDelete ? (
              <ConfirmButton
                message="Are you sure you want to delete this inquiry?"
                onConfirm={() =>
                  removeFetcher.submit({ intent: "delete", id: inquiry.id }, { method: "post" })
                }
              >
                Delete
              </ConfirmButton>
            ) : null}
            <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Saving…" : "Save"}
            </Button>
          </div>
        </div>
      </fetcher.Form>

      <section aria-labelledby="history-title">
        <h3 id="history-title" className="font-sans text-base font-semibold">
          History
        </h3>
        {inquiry.notes.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No notes yet.</p>
        ) : (
          <ol className="mt-2 grid gap-3" data-testid="inquiry-history">
            {inquiry.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-[#f7f8f7] p-3 text-sm">
                <p className="text-xs text-ink-muted">
                  {note.authorName} · {formatDate(note.createdAt)}
                  {note.statusTo
                    ? ` · ${statusLabels[note.statusFrom ?? "new"]} → ${statusLabels[note.statusTo]}`
                    : ""}
                </p>
                {note.body ? <p className="mt-1 whitespace-pre-wrap">{note.body}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const countText = (count: { total: number; totalCapped?: boolean }) =>
  totalText(count.total, count.totalCapped);
