import { formatDayRange } from "@shared/format/dates";
import { Link, useFetcher } from "react-router";
import { bodyCell } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ConfirmButton } from "~/components/ui/confirm-dialog";
import { Mail, Pencil } from "~/components/ui/icons";
import type { ActionResult } from "../../../../components/admin/action-result";
import { useActionToast } from "../../../../components/admin/use-action-toast";
import { type StudentListItem, statusLabel, statusTones } from "./student-data";

/** One student: name and e-mail, country, program, dates, status; contact, edit, delete. */
export function StudentRow({
  student,
  editHref,
  canDelete,
}: {
  student: StudentListItem;
  editHref: string;
  canDelete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <tr>
      <td className={bodyCell}>
        <span className="font-medium">{name}</span>
        <br />
        <span className="text-ink-muted">{student.email}</span>
      </td>
      <td className={bodyCell}>{student.country ?? "—"}</td>
      <td className={bodyCell}>
        {student.program ?? "—"}
        {student.location ? <span className="block text-ink-muted">{student.location}</span> : null}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        {formatDayRange(student.startDate, student.endDate)}
      </td>
      <td className={bodyCell}>
        <Badge tone={statusTones[student.status]}>{statusLabel(student.status)}</Badge>
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-right`}>
        <a
          href={`mailto:${student.email}`}
          className={buttonClass("ghost", "sm")}
          aria-label={`Contact ${name} by e-mail`}
        >
          <Mail aria-hidden="true" className="size-4" /> Contact
        </a>
        <Link
          to={editHref}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Link>
        {canDelete ? (
          <ConfirmButton
            message="Are you sure you want to delete this student?"
            label={`Delete ${name}`}
            onConfirm={() =>
              fetcher.submit({ intent: "delete", id: student.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        ) : null}
      </td>
    </tr>
  );
}
