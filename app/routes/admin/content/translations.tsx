/**
 * /admin/translations: everything missing or outdated, by language, with a link to fix each
 * (decision 0014). Searched and paged on the server like every staff list.
 */
import {
  isTranslationLanguage,
  type TranslationState,
  translationLanguages,
  translationStates,
} from "@shared/content/types";
import { Form, Link } from "react-router";
import {
  entityNames,
  languageNames,
  translationEditorPath,
} from "~/components/admin/content/translations/paths";
import { StateBadge } from "~/components/admin/content/translations/translation-badges";
import { PageHeader } from "~/components/admin/page-header";
import { ScrollArea } from "~/components/admin/scroll-area";
import { SearchBox } from "~/components/admin/search-box";
import { bodyCell, TableHead } from "~/components/admin/table-head";
import { Button, buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Select } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { adminMeta } from "../../../components/admin/action-result";
import { useListSearch } from "../../../components/admin/use-list-search";
import { adminContext, listQueryOf } from "../admin.server";
import type { Route } from "./+types/translations";

export function meta() {
  return adminMeta("Translations");
}

const fieldLabels: Record<string, string> = {
  shortDescription: "short description",
  ageRange: "ages",
  timetable: "schedule",
  faq: "questions",
};
const fieldList = (fields: string[]) =>
  fields.map((field) => fieldLabels[field] ?? field.toLowerCase()).join(", ");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const query = listQueryOf(url, 50);
  const lang = url.searchParams.get("lang");
  const stateParam = url.searchParams.get("state");
  const state = (translationStates as readonly string[]).includes(stateParam ?? "")
    ? (stateParam as TranslationState)
    : undefined;
  const list = await services.translations.overview({
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    lang: isTranslationLanguage(lang) ? lang : undefined,
    state,
  });
  return { list, q: query.q, lang: isTranslationLanguage(lang) ? lang : "", state: state ?? "" };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { list, q, lang, state } = loaderData;
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  return (
    <>
      <PageHeader
        title="Translations"
        description="Programs, destinations and blog posts whose Spanish, French or German is missing or older than the English. Visitors see the English wherever a translation is missing."
      />
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox
          defaultValue={q}
          label="Search by English title or name"
          onChange={onSearchChange}
        />
        <Select
          label="Language"
          hideLabel
          name="lang"
          defaultValue={lang}
          onChange={submitNow}
          className="w-40"
          options={[
            { value: "", label: "All languages" },
            ...translationLanguages.map((code) => ({ value: code, label: languageNames[code] })),
          ]}
        />
        <Select
          label="State"
          hideLabel
          name="state"
          defaultValue={state}
          onChange={submitNow}
          className="w-48"
          options={[
            { value: "", label: "Missing or outdated" },
            { value: "missing", label: "Missing" },
            { value: "outdated", label: "Outdated" },
            { value: "complete", label: "Complete" },
          ]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {list.items.length === 0 ? (
        <EmptyState
          title={state === "complete" ? "No complete translations" : "Everything is translated"}
          filtered={q !== "" || lang !== "" || state !== ""}
          emptyText="Every program, destination and post is complete in Spanish, French and German."
        />
      ) : (
        <ScrollArea label="Translations">
          <table className="w-full min-w-[44rem] bg-white">
            <TableHead
              columns={[
                "Content",
                "Language",
                "State",
                "Fields",
                { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {list.items.map((row) => (
                <tr key={`${row.entity}:${row.entityId}:${row.lang}`} data-testid="translation-row">
                  <td className={bodyCell}>
                    <span className="block text-xs text-ink-muted">{entityNames[row.entity]}</span>
                    <span className="font-semibold">{row.label}</span>
                  </td>
                  <td className={bodyCell}>{languageNames[row.lang]}</td>
                  <td className={bodyCell}>
                    <StateBadge state={row.status.state} />
                  </td>
                  <td className={`${bodyCell} text-ink-muted`}>
                    {row.status.outdated.length ? (
                      <span className="block">
                        English changed: {fieldList(row.status.outdated)}
                      </span>
                    ) : null}
                    {row.status.missing.length ? (
                      <span className="block">Not translated: {fieldList(row.status.missing)}</span>
                    ) : null}
                  </td>
                  <td className={`${bodyCell} text-right`}>
                    <Link
                      to={translationEditorPath(row.entity, row.entityId, row.lang)}
                      className={buttonClass("secondary", "sm")}
                      aria-label={`Translate ${row.label} into ${languageNames[row.lang]}`}
                    >
                      Translate
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
          label="Translation pages"
        />
      ) : null}
    </>
  );
}
