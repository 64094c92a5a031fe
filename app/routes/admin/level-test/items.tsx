/**
 * /admin/level-test: the online level test's item bank (issue 15, decision 0015). Staff search
 * and page the questions on the server, see how each one fares, add and edit questions in a side
 * panel (`?item=new`, `?item=<id>`) and retire or restore them. Editors and admins alike. The
 * form is checked by the schema the REST API uses too; the service audits every change.
 */

import {
  type LevelTestItemFormValues,
  levelTestItemFormValues,
  levelTestItemFromForm,
  levelTestItemInputSchema,
} from "@shared/level-test/item-form";
import { cefrLevels, levelTestItemStatuses, levelTestSkills } from "@shared/level-test/types";
import { data, Link, useLocation, useNavigate } from "react-router";
import { ItemEditor } from "~/components/admin/level-test/item-editor";
import {
  ItemFilters,
  type ItemFilterValues,
  itemSortOptions,
} from "~/components/admin/level-test/item-filters";
import { FLAG_MIN_ANSWERS } from "~/components/admin/level-test/item-flags";
import { ItemTable } from "~/components/admin/level-test/item-table";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScrollArea } from "~/components/admin/scroll-area";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Plus } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { adminMeta } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import {
  adminContext,
  attempt,
  failed,
  fieldErrors,
  formText,
  listQueryOf,
  ok,
} from "../admin.server";
import type { Route } from "./+types/items";

export function meta() {
  return adminMeta("Level test items");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Level test items" />;
}

const PAGE_SIZE = 25;
const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url, PAGE_SIZE);
  const filters: ItemFilterValues = {
    q: query.q,
    cefr: oneOf(cefrLevels, url.searchParams.get("cefr")),
    skill: oneOf(levelTestSkills, url.searchParams.get("skill")),
    status: oneOf(levelTestItemStatuses, query.status),
    sort: oneOf(
      itemSortOptions.map((option) => option.value),
      url.searchParams.get("sort"),
    ),
  };
  const itemParam = url.searchParams.get("item");
  const editId = itemParam && /^[1-9]\d{0,8}$/.test(itemParam) ? Number(itemParam) : null;
  const [list, editing] = await Promise.all([
    services.levelTest.items.list({
      ...query,
      status: filters.status,
      cefr: filters.cefr,
      skill: filters.skill,
      sort: filters.sort || undefined,
    }),
    editId ? services.levelTest.items.get(editId) : null,
  ]);
  if (editId && !editing) throw data("No such level test item", { status: 404 });
  return { list, filters, editing, creating: itemParam === "new" };
}

type Failure = {
  ok: false;
  intent: string;
  message: string;
  fields?: Record<string, string>;
  values?: LevelTestItemFormValues;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  const items = services.levelTest.items;
  if (!["create", "update", "retire", "restore"].includes(intent)) {
    return failed(intent, "Unknown action");
  }
  if (intent !== "create" && !(Number.isInteger(id) && id > 0)) {
    return failed(intent, "No such level test item", 404);
  }
  if (intent === "retire" || intent === "restore") {
    return attempt(intent, `Failed to ${intent} item #${id}`, async () => {
      await items[intent](id, actor);
      return ok(intent, `Item #${id} ${intent === "retire" ? "retired" : "restored"}`, id);
    });
  }
  const { values, input } = levelTestItemFromForm(form);
  const fallback = intent === "create" ? "The item was not added" : "The item was not saved";
  const parsed = levelTestItemInputSchema.safeParse(input);
  const result = parsed.success
    ? await attempt(intent, fallback, async () => {
        if (intent === "create") {
          const created = await items.create(parsed.data, actor);
          return ok(intent, `Item #${created.id} added`, created.id);
        }
        await items.update(id, parsed.data, actor);
        return ok(intent, `Item #${id} saved`, id);
      })
    : failed(
        intent,
        `${fallback}: see the highlighted fields.`,
        400,
        fieldErrors(parsed.error.issues),
      );
  // A refused save answers with what was typed, so the form shows it again.
  return "data" in result
    ? data<Failure>({ ...(result.data as Failure), values }, result.init ?? undefined)
    : result;
}

export default function LevelTestItems({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filters, editing, creating } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const hrefWith = (item: string | null) => {
    const params = new URLSearchParams(location.search);
    if (item) params.set("item", item);
    else params.delete("item");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const closeHref = hrefWith(null);
  useActionToast(actionData, (result) => {
    // Saved: close the panel. Without JavaScript the page simply shows the saved item again.
    if (result.ok) navigate(closeHref, { replace: true, preventScrollReset: true });
  });
  const failure = actionData && !actionData.ok ? (actionData as Failure) : null;
  const open = creating || editing !== null;
  const filtered = Object.values(filters).some((value) => value !== "");
  return (
    <>
      <PageHeader
        title="Level test items"
        description={`The questions of the online level test, with how each one fares. Rows are highlighted after ${FLAG_MIN_ANSWERS} answers when takers placed at the item's level mostly miss it, or takers placed below mostly get it.`}
        actions={
          <Link to={hrefWith("new")} preventScrollReset className={buttonClass("primary")}>
            <Plus aria-hidden="true" className="size-4" /> Add item
          </Link>
        }
      />
      {actionData?.ok ? (
        <p role="status" className="mb-4 rounded-lg bg-[#e3f1e1] px-3 py-2 text-sm text-[#24561f]">
          {actionData.message}
        </p>
      ) : null}
      <ItemFilters filters={filters} />
      <div className={open ? "grid gap-6 2xl:grid-cols-[1fr_28rem]" : undefined}>
        {open ? (
          <div className="2xl:order-2">
            <ItemEditor
              key={
                failure?.values
                  ? `failed:${JSON.stringify(failure.values)}`
                  : (editing?.id ?? "new")
              }
              item={editing}
              values={failure?.values ?? levelTestItemFormValues(editing)}
              errors={failure?.fields ?? {}}
              message={failure?.values ? failure.message : null}
              closeHref={closeHref}
            />
          </div>
        ) : null}
        <div className="min-w-0">
          {list.items.length === 0 ? (
            <EmptyState
              title="No items found"
              filtered={filtered}
              emptyText="Add the first question of the level test."
            />
          ) : (
            <ScrollArea label="Level test items" className="rounded-xl border border-mist">
              <ItemTable items={list.items} editHref={(id) => hrefWith(String(id))} />
            </ScrollArea>
          )}
          {list.total > 0 ? (
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              label="Item pages"
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
