import { EditorInput } from "./editor-input";
import type { SectionProps } from "./editor-state";

/** How long, for whom and for how much: the weeks, the ages and the weekly tuition. */
export function DurationPriceSection(section: SectionProps) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-3">
      <legend className="px-1 font-semibold">Duration, ages and price</legend>
      <EditorInput {...section} field="duration" label="Duration (as shown)" required />
      <EditorInput {...section} field="minWeeks" label="Minimum weeks" inputMode="numeric" />
      <EditorInput {...section} field="maxWeeks" label="Maximum weeks" inputMode="numeric" />
      <EditorInput {...section} field="ageRange" label="Age range (as shown)" required />
      <EditorInput {...section} field="ageMin" label="Minimum age" inputMode="numeric" required />
      <EditorInput
        {...section}
        field="ageMax"
        label="Maximum age"
        inputMode="numeric"
        hint="Blank: no upper limit."
      />
      <EditorInput
        {...section}
        field="tuitionWeekly"
        label="Tuition per week (€)"
        inputMode="decimal"
        hint="The price list's weekly tuition; quotes and offers use it."
      />
      <EditorInput
        {...section}
        field="hoursPerWeek"
        label="Hours of tuition per week"
        inputMode="numeric"
      />
      <EditorInput
        {...section}
        field="priceFrom"
        label="Starting from (€)"
        inputMode="numeric"
        hint="Blank shows “Contact Us”."
      />
    </fieldset>
  );
}
