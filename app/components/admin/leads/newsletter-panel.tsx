/** The "Newsletter" tab of the leads screen: sign-ups, and deleting one (admins). */
import type { NewsletterSubscriptionView } from "@server/services/leads/newsletter";
import { formatDateTime } from "@shared/format/dates";
import { useFetcher } from "react-router";
import { Badge } from "../../ui/badge";
import { ConfirmButton } from "../../ui/confirm-dialog";
import { EmptyState } from "../../ui/empty-state";
import type { ActionResult } from "../action-result";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";

export function NewsletterTable({
  rows,
  filtered,
  canDelete,
}: {
  rows: NewsletterSubscriptionView[];
  filtered: boolean;
  canDelete: boolean;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No subscribers found"
        filtered={filtered}
        emptyText="Newsletter sign-ups will appear here."
      />
    );
  }
  return (
    <ScrollArea
      label="Newsletter subscriptions table"
      className="rounded-xl border border-mist bg-white"
    >
      <table className="w-full min-w-[560px]">
        <caption className="sr-only">Newsletter subscriptions</caption>
        <TableHead
          columns={[
            "Signed up",
            "Email",
            "Status",
            "Confirmed",
            canDelete && { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
              <td className={bodyCell}>{row.email}</td>
              <td className={bodyCell}>
                <Badge
                  tone={
                    row.status === "confirmed"
                      ? "success"
                      : row.status === "pending"
                        ? "warning"
                        : "neutral"
                  }
                >
                  {row.status}
                </Badge>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                {row.confirmedAt ? formatDateTime(row.confirmedAt) : "—"}
              </td>
              {canDelete ? (
                <td className={`${bodyCell} text-right`}>
                  <DeleteSubscription id={row.id} email={row.email} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

function DeleteSubscription({ id, email }: { id: number; email: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  return (
    <ConfirmButton
      label={`Delete subscription of ${email}`}
      message={`Are you sure you want to delete the subscription of ${email}?`}
      disabled={fetcher.state !== "idle"}
      onConfirm={() => fetcher.submit({ intent: "delete-subscription", id }, { method: "post" })}
    >
      Delete
    </ConfirmButton>
  );
}
