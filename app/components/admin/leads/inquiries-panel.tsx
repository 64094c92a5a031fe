/**
 * The "Contact Inquiries" tab of the leads screen: the table and the detail dialog's body
 * (status and notes live on the inquiries screen, linked from here).
 */
import type { ContactInquiry } from "@server/services/leads/contact-inquiries";
import { formatDateTime } from "@shared/format/dates";
import { Link, useFetcher, useLocation } from "react-router";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { ConfirmButton } from "../../ui/confirm-dialog";
import { EmptyState } from "../../ui/empty-state";
import type { ActionResult } from "../action-result";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";
import { useDetailParam } from "../use-list-search";
import { Details, MailLink } from "./details";

export function InquiriesTable({ rows, filtered }: { rows: ContactInquiry[]; filtered: boolean }) {
  const location = useLocation();
  const detail = useDetailParam();
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No inquiries found"
        filtered={filtered}
        emptyText="Enquiries sent from the contact page will appear here."
      />
    );
  }
  return (
    <ScrollArea label="Contact inquiries table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[720px]">
        <caption className="sr-only">Contact inquiries</caption>
        <TableHead
          columns={[
            "Received",
            "Name",
            "Email",
            "Subject",
            "Status",
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
              <td className={bodyCell}>{row.name}</td>
              <td className={bodyCell}>{row.email}</td>
              <td className={bodyCell}>{row.subject}</td>
              <td className={bodyCell}>
                <Badge tone={row.status === "new" ? "info" : "neutral"}>{row.status}</Badge>
              </td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={detail.hrefFor(location.search, row.id)}
                  preventScrollReset
                  className={buttonClass("ghost", "sm")}
                  aria-label={`View inquiry from ${row.name}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function InquiryDetail({
  inquiry,
  canDelete,
}: {
  inquiry: ContactInquiry;
  canDelete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const detail = useDetailParam();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) detail.close(location.pathname, location.search);
  });
  return (
    <>
      <Details
        rows={[
          ["Email", <MailLink key="e" email={inquiry.email} />],
          ["Phone", inquiry.phone],
          ["Enquiry type", inquiry.enquiryType],
          ["Subject", inquiry.subject],
          ["Message", inquiry.message],
          ["Status", inquiry.status],
          ["Language", inquiry.locale],
          ["Consent given", formatDateTime(inquiry.gdprConsentAt)],
        ]}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Link to={`/admin/inquiries?id=${inquiry.id}`} className={buttonClass("secondary", "sm")}>
          Status and notes
        </Link>
        {canDelete ? (
          <ConfirmButton
            message="Are you sure you want to delete this inquiry?"
            onConfirm={() =>
              fetcher.submit({ intent: "delete-inquiry", id: inquiry.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
    </>
  );
}
