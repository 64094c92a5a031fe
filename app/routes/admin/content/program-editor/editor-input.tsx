import { Input, type InputProps } from "~/components/ui/field";
import { errorAt, type SectionProps, type TextField } from "./editor-state";

/** A text field of the editor, bound to its state and showing the errors under its key. */
export function EditorInput({
  field,
  label,
  state,
  errors,
  set,
  ...props
}: SectionProps & { field: TextField; label: string } & Omit<
    InputProps,
    "label" | "name" | "value" | "onChange" | "error"
  >) {
  return (
    <Input
      label={label}
      name={field}
      value={state[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      // The form holds euros as text; the schema names the field in cents.
      error={errorAt(errors, field === "tuitionWeekly" ? "tuitionWeeklyCents" : field)}
      {...props}
    />
  );
}
