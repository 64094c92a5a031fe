/**
 * The classes (/admin/classes, issue 30): searched (name, level, campus, teacher) and paged on
 * the server; a teacher sees their own only. Admins and editors create a class beside the list.
 */
import { classInputSchema } from "@shared/classes/forms";
import { data, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { ClassesTable } from "../../../components/admin/classes/classes-table";
import { CreateClassPanel } from "../../../components/admin/classes/create-class-panel";
import {
  type ClassActionResult,
  classFormValues,
  classInput,
} from "../../../components/admin/classes/form-values";
import { PageHeader } from "../../../components/admin/page-header";
import { ListResults, ListSearchForm, useListLoading } from "../../../components/admin/staff-list";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useListSearch } from "../../../components/admin/use-list-search";
import { buttonClass } from "../../../components/ui/button";
import { attempt, failed, fieldErrors, formText, listQueryOf, ok } from "../admin.server";
import type { Route } from "./+types/classes";
import { classesContext, requireOffice } from "./classes.server";

export function meta() {
  return adminMeta("Classes");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer, isOffice } = classesContext(context);
  const listed = listQueryOf(new URL(request.url));
  const query = { q: listed.q, page: listed.page, pageSize: listed.pageSize };
  const [list, rooms, teachers] = await Promise.all([
    services.classes.list(viewer, query),
    services.classes.rooms(),
    isOffice ? services.classes.teachers() : Promise.resolve([]),
  ]);
  return { list, query, rooms, teachers, isOffice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer, actor } = classesContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent !== "create") return failed(intent, "Unknown action");
  requireOffice(viewer);
  const values = classFormValues(form);
  const parsed = classInputSchema.safeParse(classInput(values));
  const result = parsed.success
    ? await attempt(intent, "The class was not created", async () => {
        const created = await services.classes.create(parsed.data, actor);
        return ok(
          intent,
          `${parsed.data.name} created with ${created.lessons} lessons.`,
          created.id,
        );
      })
    : failed(intent, "The class was not created.", 400, fieldErrors(parsed.error.issues));
  // A refused form answers with what was typed, so the form shows it again.
  return "data" in result
    ? data<ClassActionResult>({ ...result.data, values }, result.init ?? undefined)
    : result;
}

export default function Classes({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, rooms, teachers, isOffice } = loaderData;
  const result = actionData as ClassActionResult | undefined;
  useActionToast(result);
  const search = useListSearch();
  const loading = useListLoading("/admin/classes");
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]));

  return (
    <>
      <PageHeader
        title="Classes"
        description={
          isOffice
            ? "Classes by level on each campus: their teacher, room, schedule and seats."
            : "Your classes: open one to see its students and lessons."
        }
        actions={
          isOffice ? (
            <>
              <Link to="/admin/timetable" className={buttonClass("secondary", "sm")}>
                Timetable
              </Link>
              <Link to="/admin/classes/rooms" className={buttonClass("secondary", "sm")}>
                Rooms and closures
              </Link>
            </>
          ) : null
        }
      />
      {result?.ok ? (
        <p role="status" className="mb-4 rounded-lg bg-[#e3f1e1] px-3 py-2 text-sm text-[#24561f]">
          {result.message}{" "}
          {result.id ? (
            <Link to={`/admin/classes/${result.id}`} className="font-semibold underline">
              Open the class
            </Link>
          ) : null}
        </p>
      ) : null}
      <div className={isOffice ? "grid gap-6 2xl:grid-cols-[1fr_24rem]" : undefined}>
        <div className="min-w-0">
          <ListSearchForm
            search={search}
            label="Search the classes"
            searchLabel="Search classes"
            placeholder="Name, level, campus, teacher… (press / to focus)"
            defaultQuery={query.q}
          />
          <ListResults
            list={list}
            loading={loading}
            loadingText="Loading classes..."
            empty={{
              title: "No classes found",
              filtered: query.q !== "",
              text: isOffice
                ? "Create the first class with the form beside the list."
                : "No class is assigned to you yet.",
            }}
            pagerLabel="Class pages"
          >
            <ClassesTable rows={list.items} roomNames={roomNames} />
          </ListResults>
        </div>
        {isOffice ? (
          <CreateClassPanel result={result} canEdit teachers={teachers} rooms={rooms} />
        ) : null}
      </div>
    </>
  );
}
