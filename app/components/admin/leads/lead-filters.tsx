/**
 * The leads screen's filter form (a GET form, live search) and the CSV link of what it shows:
 * the search on every tab, the CEFR level on level tests, the agency on quote requests.
 */
import type { RefObject } from "react";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { AgencySelect } from "../agents/agency-select";
import { SearchBox } from "../search-box";
import { LevelFilter } from "./level-tests-panel";

export interface LeadFilterValues {
  tab: string;
  q: string;
  level: string;
  /** Quote requests only: "", "none" or an agency's id. */
  agency: string;
}

/** The CSV of what the tab shows: the same search, level and agency. */
export function exportHref(csv: string, filters: LeadFilterValues) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.level) params.set("status", filters.level);
  if (filters.agency) params.set("agency", filters.agency);
  const query = params.toString();
  return `/api/admin/exports/${csv}${query ? `?${query}` : ""}`;
}

export function LeadFilters({
  filters,
  label,
  agencies,
  formRef,
  onSubmit,
  onSearchChange,
  submitNow,
}: {
  filters: LeadFilterValues;
  label: string;
  agencies: readonly { id: number; name: string }[];
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  onSearchChange: () => void;
  submitNow: () => void;
}) {
  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      method="get"
      role="search"
      className="mb-4 flex flex-wrap gap-2"
    >
      <input type="hidden" name="tab" value={filters.tab} />
      <SearchBox
        key={filters.tab}
        defaultValue={filters.q}
        label={`Search ${label.toLowerCase()}`}
        onChange={onSearchChange}
      />
      {filters.tab === "level-tests" ? (
        <LevelFilter level={filters.level} onChange={submitNow} />
      ) : null}
      {filters.tab === "quotes" ? (
        <AgencySelect agencies={agencies} value={filters.agency} onChange={submitNow} />
      ) : null}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
