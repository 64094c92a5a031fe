/**
 * The item bank's search and filters: a GET form, so every view is a shareable URL and works
 * without JavaScript; with it, typing searches live and each select applies at once.
 */
import { cefrLevels, levelTestSkills } from "@shared/level-test/types";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { SearchBox } from "../search-box";
import { useListSearch } from "../use-list-search";
import { skillNames } from "./item-table";

export interface ItemFilterValues {
  q: string;
  cefr: string;
  skill: string;
  status: string;
  sort: string;
}

export const itemSortOptions = [
  { value: "", label: "By level" },
  { value: "shareCorrect", label: "Lowest share correct" },
  { value: "-shareCorrect", label: "Highest share correct" },
  { value: "-shown", label: "Most shown" },
  { value: "-updatedAt", label: "Recently changed" },
] as const;

export function ItemFilters({ filters }: { filters: ItemFilterValues }) {
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      method="get"
      role="search"
      className="mb-4 flex flex-wrap items-end gap-2"
    >
      <SearchBox
        defaultValue={filters.q}
        label="Search questions, passages and options"
        onChange={onSearchChange}
      />
      <Select
        label="Level"
        hideLabel
        name="cefr"
        defaultValue={filters.cefr}
        onChange={submitNow}
        className="w-32"
        options={[{ value: "", label: "All levels" }, ...cefrLevels]}
      />
      <Select
        label="Skill"
        hideLabel
        name="skill"
        defaultValue={filters.skill}
        onChange={submitNow}
        className="w-36"
        options={[
          { value: "", label: "All skills" },
          ...levelTestSkills.map((skill) => ({ value: skill, label: skillNames[skill] })),
        ]}
      />
      <Select
        label="Status"
        hideLabel
        name="status"
        defaultValue={filters.status}
        onChange={submitNow}
        className="w-36"
        options={[
          { value: "", label: "Any status" },
          { value: "active", label: "Active" },
          { value: "retired", label: "Retired" },
        ]}
      />
      <Select
        label="Sort"
        hideLabel
        name="sort"
        defaultValue={filters.sort}
        onChange={submitNow}
        className="w-52"
        options={itemSortOptions}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
