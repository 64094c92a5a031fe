import type { StudentStatus } from "@server/db/schema";
import { studentInputSchema } from "@shared/content/content-form";
import { formatDayRange } from "@shared/format/dates";
import { useRef } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate } from "react-router";
import {
  CheckCircle2,
  Download,
  Globe,
  Mail,
  Pencil,
  Plus,
  UserCheck,
  Users,
} from "~/components/ui/icons";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { SearchBox } from "../../../components/admin/search-box";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useFormDraft } from "../../../components/admin/use-draft";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Input, Select } from "../../../components/ui/field";
import { Pagination } from "../../../components/ui/pagination";
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

export function meta() {
  return adminMeta("Students");
}

const studentStatuses = [
  "pending",
  "enrolled",
  "active",
  "completed",
  "withdrawn",
] as const satisfies readonly StudentStatus[];
const statusTones: Record<StudentStatus, BadgeTone> = {
  pending: "neutral",
  enrolled: "info",
  active: "success",
  completed: "neutral",
  withdrawn: "danger",
};
const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url);
  if (!(studentStatuses as readonly string[]).includes(query.status)) query.status = "";
  const programId = url.searchParams.get("program")?.slice(0, 80) || "";
  const editId = idParam(url, "edit");
  const [list, stats, programs, editing] = await Promise.all([
    services.students.list({ ...query, programId: programId || undefined }),
    services.students.stats(),
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

function inputOf(form: FormData) {
  const age = formText(form, "age").trim();
  const nullable = (name: string) => formText(form, name).trim() || null;
  return {
    firstName: formText(form, "firstName"),
    lastName: formText(form, "lastName"),
    email: formText(form, "email"),
    country: formText(form, "country"),
    age: age === "" ? null : Number(age),
    programId: formText(form, "programId"),
    location: formText(form, "location"),
    startDate: nullable("startDate"),
    endDate: nullable("endDate"),
    status: formText(form, "status") || undefined,
    accommodationType: formText(form, "accommodationType"),
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
  const parsed = studentInputSchema.safeParse(inputOf(form));
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
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
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
        <StatCard label="Total" value={stats.total} icon={Users} />
        <StatCard label="Active" value={stats.active} icon={UserCheck} />
        <StatCard label="Completed" value={stats.completed} icon={CheckCircle2} />
        <StatCard label="Countries" value={stats.countries} icon={Globe} />
      </StatGrid>

      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mt-6 mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox defaultValue={q} label="Search students" onChange={onSearchChange} />
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={status}
          onChange={submitNow}
          className="w-40"
          options={[
            { value: "", label: "All statuses" },
            ...studentStatuses.map((s) => ({ value: s, label: label(s) })),
          ]}
        />
        <Select
          label="Program"
          hideLabel
          name="program"
          defaultValue={programId}
          onChange={submitNow}
          className="w-56"
          options={[
            { value: "", label: "All programs" },
            ...programs.map((p) => ({ value: p.id, label: p.title })),
          ]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>

      {list.items.length === 0 ? (
        <EmptyState
          title="No students found"
          filtered={filtered}
          emptyText="Add a student, or create one from a quote request on the leads page."
        />
      ) : (
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
              {list.items.map((student) => (
                <StudentRow
                  key={student.id}
                  student={student}
                  editHref={withParam("edit", String(student.id))}
                  canDelete={canDelete}
                />
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

type Student = Route.ComponentProps["loaderData"]["list"]["items"][number];

function StudentRow({
  student,
  editHref,
  canDelete,
}: {
  student: Student;
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
        <Badge tone={statusTones[student.status]}>{label(student.status)}</Badge>
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

function StudentForm({
  student,
  programs,
  onDone,
}: {
  student: Student | null;
  programs: { id: string; title: string }[];
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(`/admin/students:${student?.id ?? "new"}`, formRef);
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      draft.clear();
      onDone();
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <fetcher.Form ref={formRef} method="post" noValidate className="grid gap-3 md:grid-cols-2">
      <input type="hidden" name="intent" value={student ? "update" : "create"} />
      {student ? <input type="hidden" name="id" value={student.id} /> : null}
      {draft.restored ? (
        <p role="status" className="rounded-lg bg-sky p-2 text-sm text-sea-deep md:col-span-2">
          Your unsaved changes were restored.
        </p>
      ) : null}
      <Input
        label="First name"
        name="firstName"
        required
        defaultValue={student?.firstName}
        error={errors.firstName}
      />
      <Input
        label="Last name"
        name="lastName"
        required
        defaultValue={student?.lastName}
        error={errors.lastName}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        required
        defaultValue={student?.email}
        error={errors.email}
      />
      <Input
        label="Country"
        name="country"
        defaultValue={student?.country ?? ""}
        error={errors.country}
      />
      <Input
        label="Age"
        name="age"
        inputMode="numeric"
        defaultValue={student?.age ?? ""}
        error={errors.age}
      />
      <Select
        label="Program"
        name="programId"
        defaultValue={student?.programId ?? ""}
        error={errors.programId}
        options={[
          { value: "", label: "No program yet" },
          ...programs.map((p) => ({ value: p.id, label: p.title })),
        ]}
      />
      <Input
        label="Location"
        name="location"
        defaultValue={student?.location ?? ""}
        error={errors.location}
      />
      <Select
        label="Status"
        name="status"
        defaultValue={student?.status ?? "enrolled"}
        error={errors.status}
        options={studentStatuses.map((s) => ({ value: s, label: label(s) }))}
      />
      <Input
        label="Start date"
        name="startDate"
        type="date"
        defaultValue={student?.startDate ?? ""}
        error={errors.startDate}
      />
      <Input
        label="End date"
        name="endDate"
        type="date"
        defaultValue={student?.endDate ?? ""}
        error={errors.endDate}
      />
      <Input
        label="Accommodation"
        name="accommodationType"
        defaultValue={student?.accommodationType ?? ""}
        error={errors.accommodationType}
      />
      <div className="flex items-end justify-end gap-2 md:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : student ? "Save changes" : "Add student"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
