import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import { Plus, Trash2 } from "~/components/ui/icons";
import { errorAt, type FieldErrors, move, newKey, type TimetableRow } from "./editor-state";
import { RowButtons } from "./row-buttons";

/** The timetable's named sections, each one text or a list of labelled entries. */
export function TimetableEditor({
  rows,
  errors,
  onChange,
}: {
  rows: TimetableRow[];
  errors: FieldErrors;
  onChange: (rows: TimetableRow[]) => void;
}) {
  const update = (index: number, change: Partial<TimetableRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const timetableError = errors.timetable;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5">
      <legend className="px-1 font-semibold">Timetable</legend>
      <p className="text-sm text-ink-muted">
        Each section is either one text (“Mornings: 9:00–12:30 lessons”) or labelled entries (Monday
        → “Walking tour”).
      </p>
      {timetableError ? (
        <p className="text-sm font-medium text-[#b42318]">{timetableError}</p>
      ) : null}
      {rows.map((row, index) => {
        const label = `timetable section ${index + 1}`;
        const rowError =
          errors[`timetableRow.${index}`] ?? errorAt(errors, `timetable.${row.name.trim()}`);
        return (
          <div
            key={row.key}
            className="grid gap-3 rounded-lg border border-mist p-3"
            data-testid="timetable-section"
          >
            <div className="flex flex-wrap items-end gap-3">
              <Input
                className="min-w-48 flex-1"
                label={`Section ${index + 1} name`}
                value={row.name}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
                error={rowError}
              />
              <Select
                label={`Section ${index + 1} kind`}
                value={row.kind}
                onChange={(event) =>
                  update(index, { kind: event.currentTarget.value as TimetableRow["kind"] })
                }
                options={[
                  { value: "text", label: "Plain text" },
                  { value: "entries", label: "Labelled entries" },
                ]}
              />
              <RowButtons
                label={label}
                index={index}
                count={rows.length}
                onMove={(to) => onChange(move(rows, index, to))}
                onRemove={() => onChange(rows.filter((_, i) => i !== index))}
              />
            </div>
            {row.kind === "text" ? (
              <Textarea
                label={`Section ${index + 1} text`}
                rows={2}
                value={row.text}
                onChange={(event) => update(index, { text: event.currentTarget.value })}
              />
            ) : (
              <div className="grid gap-2">
                {row.entries.map((entry, entryIndex) => (
                  <div key={entry.key} className="flex flex-wrap items-end gap-2">
                    <Input
                      className="w-40"
                      label={`Section ${index + 1} entry ${entryIndex + 1} label`}
                      value={entry.label}
                      onChange={(event) =>
                        update(index, {
                          entries: row.entries.map((e, i) =>
                            i === entryIndex ? { ...e, label: event.currentTarget.value } : e,
                          ),
                        })
                      }
                    />
                    <Input
                      className="min-w-48 flex-1"
                      label={`Section ${index + 1} entry ${entryIndex + 1} value`}
                      value={entry.value}
                      onChange={(event) =>
                        update(index, {
                          entries: row.entries.map((e, i) =>
                            i === entryIndex ? { ...e, value: event.currentTarget.value } : e,
                          ),
                        })
                      }
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove entry ${entryIndex + 1} of section ${index + 1}`}
                      onClick={() =>
                        update(index, { entries: row.entries.filter((_, i) => i !== entryIndex) })
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                ))}
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      update(index, {
                        entries: [...row.entries, { key: newKey(), label: "", value: "" }],
                      })
                    }
                  >
                    <Plus aria-hidden="true" className="size-4" /> Add entry
                  </Button>
                </div>
              </div>
            )}
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            onChange([...rows, { key: newKey(), name: "", kind: "text", text: "", entries: [] }])
          }
        >
          <Plus aria-hidden="true" className="size-4" /> Add timetable section
        </Button>
      </div>
    </fieldset>
  );
}
