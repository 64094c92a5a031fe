/**
 * The parts every staff list shares (the house rule: paged and searched on the server): a GET
 * search form that submits as the person types, the live status line, the table or an empty
 * state, and the pager. A screen keeps its own filters (passed as children) and its own table.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { Pagination } from "../ui/pagination";
import { SearchBox } from "./search-box";
import type { useListSearch } from "./use-list-search";

/** True while the list at `pathname` is loading a new page or search. */
export function useListLoading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}

export function ListSearchForm({
  search,
  label,
  searchLabel,
  placeholder,
  defaultQuery,
  wide = false,
  children,
}: {
  search: ReturnType<typeof useListSearch>;
  /** The form's accessible name, e.g. "Filter the agencies". */
  label: string;
  searchLabel: string;
  placeholder: string;
  defaultQuery: string;
  /** Room for the search beside many filters: they wrap below it when it runs short. */
  wide?: boolean;
  /** The screen's own filters (selects, dates), between the search box and the button. */
  children?: ReactNode;
}) {
  return (
    <Form
      ref={search.formRef}
      onSubmit={search.onSubmit}
      method="get"
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-2"
    >
      <div
        className={
          wide ? "flex min-w-[16rem] flex-[1_1_20rem]" : "flex min-w-[12rem] flex-[1_1_16rem]"
        }
      >
        <SearchBox
          defaultValue={defaultQuery}
          label={searchLabel}
          placeholder={placeholder}
          onChange={search.onSearchChange}
        />
      </div>
      {children}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}

export function ListResults({
  list,
  loading,
  loadingText,
  idleText = "",
  empty,
  pagerLabel,
  children,
}: {
  list: {
    total: number;
    totalCapped?: boolean;
    page: number;
    pageSize: number;
    items: readonly unknown[];
  };
  loading: boolean;
  loadingText: string;
  /** What the status line says when nothing loads (a count, or nothing). */
  idleText?: string;
  empty: { title: string; filtered: boolean; text: string };
  pagerLabel: string;
  /** The table of the current page. */
  children: ReactNode;
}) {
  return (
    <>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm text-ink-muted">
        {loading ? loadingText : idleText}
      </p>
      <div className={loading ? "opacity-60" : undefined}>
        {list.items.length === 0 ? (
          <EmptyState title={empty.title} filtered={empty.filtered} emptyText={empty.text} />
        ) : (
          children
        )}
      </div>
      {list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          totalCapped={list.totalCapped}
          label={pagerLabel}
        />
      ) : null}
    </>
  );
}
