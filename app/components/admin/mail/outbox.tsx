/**
 * The outbox as staff see it: every e-mail the site sent or is trying to send, newest first,
 * filtered by status, with "Retry" for a message that failed after every attempt.
 */

import { formatDateTime } from "@shared/format/dates";
import { Form, useFetcher } from "react-router";
import { RotateCcw } from "~/components/ui/icons";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { Select } from "../../ui/field";
import { Pagination } from "../../ui/pagination";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";

export interface OutboxItem {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  status: "pending" | "sending" | "sent" | "failed" | "cancelled";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

const kinds: Record<string, string> = {
  "staff-contact-inquiry": "Staff: new enquiry",
  "staff-quote-request": "Staff: new quote request",
  "contact-acknowledgement": "Enquiry acknowledgement",
  "quote-acknowledgement": "Quote acknowledgement",
  "newsletter-confirmation": "Newsletter confirmation",
  "newsletter-welcome": "Newsletter welcome",
  "newsletter-campaign": "Campaign",
  "newsletter-campaign-test": "Campaign test",
};

const statuses: Record<OutboxItem["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Queued", tone: "info" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  cancelled: { label: "Not sent", tone: "neutral" },
};

export function OutboxTable({
  status,
  page,
}: {
  status: string;
  page: { items: OutboxItem[]; total: number; page: number; pageSize: number };
}) {
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="sr-only">
        Outbox
      </h2>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="outbox" />
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={status}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="w-48"
          options={[
            { value: "", label: "All statuses" },
            { value: "queued", label: "Queued" },
            { value: "sent", label: "Sent" },
            { value: "failed", label: "Failed" },
            { value: "cancelled", label: "Not sent" },
          ]}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      {page.items.length === 0 ? (
        <EmptyState
          title="No e-mails found"
          filtered={status !== ""}
          emptyText="E-mails the site sends will be listed here."
        />
      ) : (
        <ScrollArea label="Outbox table" className="rounded-xl border border-mist bg-white">
          <table className="w-full min-w-[48rem]">
            <caption className="sr-only">E-mails, newest first</caption>
            <TableHead
              columns={["Created", "To", "Subject", "Status", { label: "Actions", hidden: true }]}
            />
            <tbody className="divide-y divide-mist">
              {page.items.map((item) => (
                <OutboxRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <Pagination
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        label="Outbox pages"
      />
    </section>
  );
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const fetcher = useFetcher<{ ok: boolean; message: string; intent: string }>();
  useActionToast(fetcher.data, undefined, { ok: "Retrying", error: "Not retried" });
  const state = statuses[item.status];
  return (
    <tr data-testid="outbox-row">
      <td className={`${bodyCell} whitespace-nowrap`}>{formatDateTime(item.createdAt)}</td>
      <td className={`${bodyCell} break-all`}>{item.toAddress}</td>
      <td className={bodyCell}>
        <p className="text-ink">{item.subject}</p>
        <p className="text-xs text-ink-muted">{kinds[item.kind] ?? item.kind}</p>
      </td>
      <td className={bodyCell}>
        <Badge tone={state.tone}>{state.label}</Badge>
        <p className="mt-1 text-xs text-ink-muted">
          {item.status === "sent" && item.sentAt
            ? formatDateTime(item.sentAt)
            : `${item.attempts} ${item.attempts === 1 ? "attempt" : "attempts"}`}
        </p>
        {item.lastError && item.status !== "sent" ? (
          <p className="mt-1 max-w-xs text-xs break-words text-[#8f1c13]">{item.lastError}</p>
        ) : null}
      </td>
      <td className={`${bodyCell} text-right`}>
        {item.status === "failed" ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={fetcher.state !== "idle"}
            aria-label={`Retry the e-mail to ${item.toAddress}`}
            onClick={() => fetcher.submit({ intent: "retry", id: item.id }, { method: "post" })}
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Retry
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
