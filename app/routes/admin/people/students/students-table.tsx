import { ScrollArea } from "~/components/admin/scroll-area";
import { TableHead } from "~/components/admin/table-head";
import type { StudentListItem } from "./student-data";
import { StudentRow } from "./student-row";

/** The page of students. */
export function StudentsTable({
  students,
  editHref,
  canDelete,
}: {
  students: StudentListItem[];
  editHref: (id: number) => string;
  canDelete: boolean;
}) {
  return (
    <ScrollArea label="Students table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[880px]">
        <caption className="sr-only">Students</caption>
        <TableHead
          columns={[
            "Name",
            "Country",
            "Program",
            "Dates",
            "Status",
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {students.map((student) => (
            <StudentRow
              key={student.id}
              student={student}
              editHref={editHref(student.id)}
              canDelete={canDelete}
            />
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
