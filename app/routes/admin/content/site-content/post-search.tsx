import { Form } from "react-router";
import { SearchBox } from "~/components/admin/search-box";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { useListSearch } from "../../../../components/admin/use-list-search";

/** The posts' filters (words, status, category): a GET form that searches as the person types. */
export function PostSearch({
  q,
  status,
  category,
  categories,
}: {
  q: string;
  status: string;
  category: string;
  categories: string[];
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
      <SearchBox defaultValue={q} label="Search blog posts" onChange={onSearchChange} />
      <Select
        label="Status"
        hideLabel
        name="status"
        defaultValue={status}
        onChange={submitNow}
        className="w-40"
        options={[
          { value: "", label: "All statuses" },
          { value: "published", label: "Published" },
          { value: "draft", label: "Drafts" },
        ]}
      />
      <Select
        label="Category"
        hideLabel
        name="category"
        defaultValue={category}
        onChange={submitNow}
        className="w-48"
        options={[{ value: "", label: "All categories" }, ...categories]}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
