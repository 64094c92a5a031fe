import { Textarea } from "~/components/ui/field";
import { errorAt, type SectionProps } from "./editor-state";

const listLabels = { highlights: "Highlights", inclusions: "Included", activities: "Activities" };

/** The program page's three bullet lists, typed one item per line. */
export function ListsSection({ state, errors, set }: SectionProps) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-3">
      <legend className="px-1 font-semibold">Lists (one item per line)</legend>
      {(["highlights", "inclusions", "activities"] as const).map((key) => (
        <Textarea
          key={key}
          label={listLabels[key]}
          name={key}
          rows={6}
          value={state[key]}
          onChange={(event) => set(key, event.currentTarget.value)}
          error={errorAt(errors, key)}
        />
      ))}
    </fieldset>
  );
}
