import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { Plus } from "~/components/ui/icons";
import { type FaqRow, type FieldErrors, move, newKey } from "./editor-state";
import { RowButtons } from "./row-buttons";

/** The program page's questions and answers, in the order the person puts them. */
export function FaqEditor({
  entries,
  errors,
  onChange,
}: {
  entries: FaqRow[];
  errors: FieldErrors;
  onChange: (entries: FaqRow[]) => void;
}) {
  const update = (index: number, change: Partial<FaqRow>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5">
      <legend className="px-1 font-semibold">FAQ</legend>
      {entries.length === 0 ? <p className="text-sm text-ink-muted">No questions yet.</p> : null}
      {entries.map((entry, index) => (
        <div
          key={entry.key}
          className="grid gap-3 rounded-lg border border-mist p-3"
          data-testid="faq-entry"
        >
          <div className="flex items-end gap-3">
            <Input
              className="flex-1"
              label={`Question ${index + 1}`}
              value={entry.question}
              onChange={(event) => update(index, { question: event.currentTarget.value })}
              error={errors[`faq.${index}.question`]}
            />
            <RowButtons
              label={`question ${index + 1}`}
              index={index}
              count={entries.length}
              onMove={(to) => onChange(move(entries, index, to))}
              onRemove={() => onChange(entries.filter((_, i) => i !== index))}
            />
          </div>
          <Textarea
            label={`Answer ${index + 1}`}
            rows={3}
            value={entry.answer}
            onChange={(event) => update(index, { answer: event.currentTarget.value })}
            error={errors[`faq.${index}.answer`]}
          />
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange([...entries, { key: newKey(), question: "", answer: "" }])}
        >
          <Plus aria-hidden="true" className="size-4" /> Add question
        </Button>
      </div>
    </fieldset>
  );
}
