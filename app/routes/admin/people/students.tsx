/**
 * Students (/admin/students): enrolled and past students, searched and paged on the server, added
 * and edited in a dialog. The table, the form and the filters are in ./students/.
 */
import type { StudentStatus } from "@server/db/schema";
import { studentInputSchema } from "@shared/content/content-form";
import { Link, useLocation, useNavigate } from "react-router";
import { CheckCircle2, Download, Globe, Plus, UserCheck, Users } from "~/components/ui/icons";
import { adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination, totalText } from "../../../components/ui/pagination";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import {
  adminContext,
  attempt,
  failed,
  formText,
  idParam,
  invalidForm,
  listQueryOf,
  ok,
} from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/students";
import { studentInputOf, studentStatuses } from "./students/student-data";
import { StudentForm } from "./students/student-form";
import { StudentSearch } from "./students/student-search";
import { StudentsTable } from "./students/students-table";

export function meta() {
  return adminMeta("Students");
}

/** A capped count reads "more than 1,000" (decision 0054). */
const countText = (count: { total: number; totalCapped?: boolean }) =>
  totalText(count.total, count.totalCapped);

/** The statuses the filter accepts: the screen's list, which must be the database's. */
const filterStatuses: readonly string[] = studentStatuses satisfies readonly StudentStatus[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url);
  if (!filterStatuses.includes(query.status)) query.status = "";
  const programId = url.searchParams.get("program")?.slice(0, 80) || "";
  const editId = idParam(url, "edit");
  const [list, stats, programs, editing] = await Promise.all([
    services.students.list({ ...query, programId: programId || undefined }),
    services.students.statCards(),
    services.programAdmin.list({ q: "", status: "", page: 1, pageSize: 100 }),
    editId ? services.students.get(editId) : null,
  ]);
  return {
    list,
    stats,
    programs: programs.items.map((p) => ({ id: p.id, title: p.title, location: p.location })),
    q: query.q,
    status: query.status,
    programId,
    editing,
    creating: url.searchParams.get("new") === "1",
    canDelete: session.user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  if (intent === "delete") {
    requireAdmin(session);
    return attempt(intent, "Failed to delete student", async () => {
      await services.students.remove(id, actor);
      return ok(intent, "Student deleted successfully");
    });
  }
  if (intent !== "create" && intent !== "update") return failed(intent, "Unknown action");
  const fallback = intent === "create" ? "Failed to add student" : "Failed to update student";
  const parsed = studentInputSchema.safeParse(studentInputOf(form));
  if (!parsed.success) {
    return invalidForm(intent, parsed.error.issues);
  }
  return attempt(intent, fallback, async () => {
    if (intent === "create") {
      const student = await services.students.create(parsed.data, actor);
      return ok(intent, "Student added successfully", student.id);
    }
    await services.students.update(id, parsed.data, actor);
    return ok(intent, "Student updated successfully", id);
  });
}

export default function Students({ loaderData }: Route.ComponentProps) {
  const { list, stats, programs, q, status, programId, editing, creating, canDelete } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const withParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete("new");
    params.delete("edit");
    if (value !== null) params.set(name, value);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const closeDialog = () =>
    navigate(withParam("", null), { replace: true, preventScrollReset: true });
  const csvParams = new URLSearchParams();
  if (q) csvParams.set("q", q);
  if (status) csvParams.set("status", status);
  if (programId) csvParams.set("programId", programId);
  const filtered = q !== "" || status !== "" || programId !== "";

  return (
    <>
      <PageHeader
        title="Students"
        description="Enrolled and past students, their programs and dates."
        actions={
          <>
            <a
              href={`/api/admin/exports/students-${csvParams.size ? `?${csvParams}` : ""}`}
              download
              className={buttonClass("secondary")}
            >
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
            <Link to={withParam("new", "1")} preventScrollReset className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" /> Add student
            </Link>
          </>
        }
      />
      <StatGrid label="Student totals">
        <StatCard label="Total" value={countText(stats.total)} icon={Users} />
        <StatCard label="Active" value={countText(stats.active)} icon={UserCheck} />
        <StatCard label="Completed" value={countText(stats.completed)} icon={CheckCircle2} />
        <StatCard label="Countries" value={stats.countries} icon={Globe} />
      </StatGrid>

      <StudentSearch q={q} status={status} programId={programId} programs={programs} />

      {list.items.length === 0 ? (
        <EmptyState
          title="No students found"
          filtered={filtered}
          emptyText="Add a student, or create one from a quote request on the leads page."
        />
      ) : (
        <StudentsTable
          students={list.items}
          editHref={(id) => withParam("edit", String(id))}
          canDelete={canDelete}
        />
      )}
      {list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          totalCapped={list.totalCapped}
          label="Student pages"
        />
      ) : null}

      {creating || editing ? (
        <Dialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          title={editing ? `Edit ${editing.firstName} ${editing.lastName}` : "Add student"}
          size="lg"
        >
          <StudentForm
            key={editing?.id ?? "new"}
            student={editing}
            programs={programs}
            onDone={closeDialog}
          />
        </Dialog>
      ) : null}
    </>
  );
}
