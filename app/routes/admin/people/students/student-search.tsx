import { Form } from "react-router";
import { SearchBox } from "~/components/admin/search-box";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { useListSearch } from "../../../../components/admin/use-list-search";
import { type ProgramChoice, statusLabel, studentStatuses } from "./student-data";

/** The students' filters (words, status, program): a GET form that searches as the person types. */
export function StudentSearch({
  q,
  status,
  programId,
  programs,
}: {
  q: string;
  status: string;
  programId: string;
  programs: ProgramChoice[];
}) {
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  return (
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
          ...studentStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
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
  );
}
