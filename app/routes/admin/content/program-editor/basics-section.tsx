import { Select, Textarea } from "~/components/ui/field";
import { EditorInput } from "./editor-input";
import { errorAt, type SectionProps } from "./editor-state";

/** Title, address, type, status, place, season, the texts and the picture. */
export function BasicsSection(section: SectionProps) {
  const { state, errors, set } = section;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-2">
      <legend className="px-1 font-semibold">Basics</legend>
      <EditorInput {...section} field="title" label="Title" required />
      <EditorInput
        {...section}
        field="id"
        label="Address (id)"
        required
        hint="Used in the page address: /programs/your-id. Lower-case letters, digits and hyphens."
      />
      <Select
        label="Type"
        name="category"
        value={state.category}
        onChange={(event) => set("category", event.currentTarget.value)}
        error={errorAt(errors, "category")}
        options={[
          { value: "junior", label: "Junior" },
          { value: "adult", label: "Adult Programs" },
          { value: "teacher", label: "Teacher" },
          { value: "erasmus", label: "Erasmus+" },
        ]}
      />
      <Select
        label="Status"
        name="status"
        value={state.status}
        onChange={(event) => set("status", event.currentTarget.value)}
        error={errorAt(errors, "status")}
        options={[
          { value: "active", label: "Active (on the site)" },
          { value: "draft", label: "Draft" },
          { value: "archived", label: "Archived" },
        ]}
      />
      <EditorInput
        {...section}
        field="location"
        label="Location"
        required
        hint="Dublin, Cork, Galway, or several (“Dublin & Cork”)."
      />
      <Select
        label="Season"
        name="season"
        value={state.season}
        onChange={(event) => set("season", event.currentTarget.value)}
        error={errorAt(errors, "season")}
        options={[
          { value: "year-round", label: "Year-round" },
          { value: "summer", label: "Summer" },
        ]}
      />
      <Textarea
        className="md:col-span-2"
        label="Short description"
        name="shortDescription"
        rows={2}
        required
        value={state.shortDescription}
        onChange={(event) => set("shortDescription", event.currentTarget.value)}
        error={errorAt(errors, "shortDescription")}
      />
      <Textarea
        className="md:col-span-2"
        label="Description"
        name="description"
        rows={6}
        required
        value={state.description}
        onChange={(event) => set("description", event.currentTarget.value)}
        error={errorAt(errors, "description")}
      />
      <EditorInput
        {...section}
        field="image"
        label="Image"
        hint="A path on this site (/images/…) or an https:// address."
      />
      <EditorInput {...section} field="sortOrder" label="Sort order" inputMode="numeric" />
    </fieldset>
  );
}
