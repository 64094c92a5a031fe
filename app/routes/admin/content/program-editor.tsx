/**
 * The full program editor (/admin/programs/new and /admin/programs/{id}/edit): every field of
 * spec §3, validated with the same schema in the browser and on the server. The form keeps a
 * draft in sessionStorage, so an expired session loses nothing.
 */

import { centsFromText, centsToText } from "@shared/bookings/forms";
import { type ProgramInput, programInputSchema } from "@shared/content/program-form";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useLocation, useNavigate } from "react-router";
import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "~/components/ui/icons";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { DraftRestoredNotice } from "../../../components/admin/form-notices";
import { PageHeader } from "../../../components/admin/page-header";
import { useStateDraft } from "../../../components/admin/use-draft";
import { Button, buttonClass } from "../../../components/ui/button";
import { Input, Select, Textarea } from "../../../components/ui/field";
import { toast } from "../../../components/ui/toast";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import type { Route } from "./+types/program-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit program" : "New program");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  if (!params.id) return { program: null };
  const program = await services.programAdmin.get(params.id);
  if (!program) throw data("Program not found", { status: 404 });
  return { program };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = params.id ? "update" : "create";
  let raw: unknown;
  try {
    raw = JSON.parse(formText(form, "payload"));
  } catch {
    return failed(intent, "Failed to save program: the form could not be read.");
  }
  const parsed = programInputSchema.safeParse(raw);
  if (!parsed.success) {
    return invalidForm(intent, parsed.error.issues);
  }
  return attempt(intent, "Failed to save program", async () => {
    const saved = params.id
      ? await services.programAdmin.update(params.id, parsed.data, actor)
      : await services.programAdmin.create(parsed.data, actor);
    return ok(intent, `Program “${saved.title}” saved successfully`, saved.id);
  });
}

let keys = 0;
/** A stable React key for a row the person can add, remove and move. */
const newKey = () => `row-${Date.now().toString(36)}-${++keys}`;

interface TimetableRow {
  key: string;
  name: string;
  kind: "text" | "entries";
  text: string;
  entries: { key: string; label: string; value: string }[];
}

interface FaqRow {
  key: string;
  question: string;
  answer: string;
}

interface EditorState {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  category: string;
  location: string;
  season: string;
  duration: string;
  minWeeks: string;
  maxWeeks: string;
  ageRange: string;
  ageMin: string;
  ageMax: string;
  priceFrom: string;
  tuitionWeekly: string;
  hoursPerWeek: string;
  image: string;
  highlights: string;
  inclusions: string;
  activities: string;
  timetable: TimetableRow[];
  faq: FaqRow[];
  status: string;
  sortOrder: string;
}

const emptyState: EditorState = {
  id: "",
  title: "",
  shortDescription: "",
  description: "",
  category: "adult",
  location: "",
  season: "year-round",
  duration: "",
  minWeeks: "",
  maxWeeks: "",
  ageRange: "",
  ageMin: "",
  ageMax: "",
  priceFrom: "",
  tuitionWeekly: "",
  hoursPerWeek: "20",
  image: "",
  highlights: "",
  inclusions: "",
  activities: "",
  timetable: [],
  faq: [],
  status: "draft",
  sortOrder: "0",
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function stateOf(program: ProgramInput | null): EditorState {
  if (!program) return emptyState;
  return {
    id: program.id,
    title: program.title,
    shortDescription: program.shortDescription,
    description: program.description,
    category: program.category,
    location: program.location,
    season: program.season,
    duration: program.duration,
    minWeeks: text(program.minWeeks),
    maxWeeks: text(program.maxWeeks),
    ageRange: program.ageRange,
    ageMin: text(program.ageMin),
    ageMax: text(program.ageMax),
    priceFrom: text(program.priceFrom),
    tuitionWeekly:
      program.tuitionWeeklyCents === null ? "" : centsToText(program.tuitionWeeklyCents),
    hoursPerWeek: text(program.hoursPerWeek),
    image: program.image ?? "",
    highlights: program.highlights.join("\n"),
    inclusions: program.inclusions.join("\n"),
    activities: program.activities.join("\n"),
    timetable: Object.entries(program.timetable).map(([name, section]) =>
      typeof section === "string"
        ? { key: newKey(), name, kind: "text", text: section, entries: [] }
        : {
            key: newKey(),
            name,
            kind: "entries",
            text: "",
            entries: Object.entries(section).map(([label, value]) => ({
              key: newKey(),
              label,
              value,
            })),
          },
    ),
    faq: program.faq.map((entry) => ({ key: newKey(), ...entry })),
    status: program.status,
    sortOrder: text(program.sortOrder),
  };
}

const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Blank is null; a number is a number; anything else is passed on for the schema to refuse. */
function numberOrNull(value: string): number | null | string {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

function inputOf(state: EditorState): Record<string, unknown> {
  const timetable: Record<string, string | Record<string, string>> = {};
  for (const row of state.timetable) {
    const name = row.name.trim();
    timetable[name] =
      row.kind === "text"
        ? row.text
        : Object.fromEntries(row.entries.map((entry) => [entry.label.trim(), entry.value]));
  }
  return {
    id: state.id.trim(),
    title: state.title,
    shortDescription: state.shortDescription,
    description: state.description,
    category: state.category,
    location: state.location,
    season: state.season,
    duration: state.duration,
    minWeeks: numberOrNull(state.minWeeks),
    maxWeeks: numberOrNull(state.maxWeeks),
    ageRange: state.ageRange,
    ageMin: numberOrNull(state.ageMin),
    ageMax: numberOrNull(state.ageMax),
    priceFrom: numberOrNull(state.priceFrom),
    tuitionWeeklyCents:
      state.tuitionWeekly.trim() === ""
        ? null
        : (centsFromText(state.tuitionWeekly) ?? state.tuitionWeekly),
    hoursPerWeek: numberOrNull(state.hoursPerWeek),
    image: state.image.trim() === "" ? null : state.image.trim(),
    highlights: lines(state.highlights),
    inclusions: lines(state.inclusions),
    activities: lines(state.activities),
    timetable,
    faq: state.faq.map(({ question, answer }) => ({ question, answer })),
    status: state.status,
    sortOrder: numberOrNull(state.sortOrder) ?? 0,
  };
}

/** Checks the editor's own rules (unique section names), then the shared schema. */
function validate(state: EditorState): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = new Set<string>();
  state.timetable.forEach((row, index) => {
    const name = row.name.trim();
    if (!name) errors[`timetableRow.${index}`] = "Give the section a name.";
    else if (names.has(name)) errors[`timetableRow.${index}`] = "Each section needs its own name.";
    names.add(name);
    if (row.kind === "entries" && row.entries.some((entry) => !entry.label.trim())) {
      errors[`timetableRow.${index}`] = "Every entry needs a label.";
    }
  });
  const parsed = programInputSchema.safeParse(inputOf(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".");
      errors[key] ??= /expected number/i.test(issue.message)
        ? "Enter a whole number."
        : issue.message;
    }
  }
  return errors;
}

/** The first error whose key is `key` or lies under it ("faq" covers "faq.0.question"). */
const errorAt = (errors: Record<string, string>, key: string) =>
  errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

export default function ProgramEditor({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>();
  const [state, setState] = useState<EditorState>(() => stateOf(program));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useStateDraft(location.pathname, state, setState);
  const handled = useRef<ActionResult | undefined>(undefined);

  // The server's answer: success leaves the editor; failure shows its field messages.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || result === handled.current) return;
    handled.current = result;
    if (result.ok) {
      draft.clear();
      toast({ title: "Success", description: result.message });
      navigate("/admin/programs");
    } else {
      if (result.fields) setErrors(result.fields);
      toast({ title: "Error", description: result.message, variant: "destructive" });
    }
  }, [fetcher.data, fetcher.state, draft, navigate]);

  const set = <K extends keyof EditorState>(key: K, value: EditorState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: "Error",
        description: "Please correct the highlighted fields.",
        variant: "destructive",
      });
      return;
    }
    fetcher.submit({ payload: JSON.stringify(inputOf(state)) }, { method: "post" });
  };

  const field = (key: keyof EditorState, label: string, props: Record<string, unknown> = {}) => (
    <Input
      label={label}
      name={key}
      value={state[key] as string}
      onChange={(event) => set(key, event.currentTarget.value as never)}
      error={errorAt(errors, key === "tuitionWeekly" ? "tuitionWeeklyCents" : key)}
      {...props}
    />
  );
  const saving = fetcher.state !== "idle";

  return (
    <>
      <PageHeader
        title={program ? `Edit ${program.title}` : "Add New Program"}
        description="Every field of the program page. Lists take one item per line."
        actions={
          <Link to="/admin/programs" className={buttonClass("secondary")}>
            Back to programs
          </Link>
        }
      />
      {program ? <LanguageTabs entity="program" id={program.id} /> : null}
      {draft.restored ? (
        <DraftRestoredNotice
          className="mb-4"
          onDiscard={() => {
            draft.clear();
            setState(stateOf(program));
            setErrors({});
          }}
        />
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-2">
          <legend className="px-1 font-semibold">Basics</legend>
          {field("title", "Title", { required: true })}
          {field("id", "Address (id)", {
            required: true,
            hint: "Used in the page address: /programs/your-id. Lower-case letters, digits and hyphens.",
          })}
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
          {field("location", "Location", {
            required: true,
            hint: "Dublin, Cork, Galway, or several (“Dublin & Cork”).",
          })}
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
          {field("image", "Image", {
            hint: "A path on this site (/images/…) or an https:// address.",
          })}
          {field("sortOrder", "Sort order", { inputMode: "numeric" })}
        </fieldset>

        <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-3">
          <legend className="px-1 font-semibold">Duration, ages and price</legend>
          {field("duration", "Duration (as shown)", { required: true })}
          {field("minWeeks", "Minimum weeks", { inputMode: "numeric" })}
          {field("maxWeeks", "Maximum weeks", { inputMode: "numeric" })}
          {field("ageRange", "Age range (as shown)", { required: true })}
          {field("ageMin", "Minimum age", { inputMode: "numeric", required: true })}
          {field("ageMax", "Maximum age", { inputMode: "numeric", hint: "Blank: no upper limit." })}
          {field("tuitionWeekly", "Tuition per week (€)", {
            inputMode: "decimal",
            hint: "The price list's weekly tuition; quotes and offers use it.",
          })}
          {field("hoursPerWeek", "Hours of tuition per week", { inputMode: "numeric" })}
          {field("priceFrom", "Starting from (€)", {
            inputMode: "numeric",
            hint: "Blank shows “Contact Us”.",
          })}
        </fieldset>

        <fieldset className="grid gap-4 rounded-xl border border-mist bg-white p-5 md:grid-cols-3">
          <legend className="px-1 font-semibold">Lists (one item per line)</legend>
          {(["highlights", "inclusions", "activities"] as const).map((key) => (
            <Textarea
              key={key}
              label={
                { highlights: "Highlights", inclusions: "Included", activities: "Activities" }[key]
              }
              name={key}
              rows={6}
              value={state[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              error={errorAt(errors, key)}
            />
          ))}
        </fieldset>

        <TimetableEditor
          rows={state.timetable}
          errors={errors}
          onChange={(rows) => set("timetable", rows)}
        />
        <FaqEditor entries={state.faq} errors={errors} onChange={(faq) => set("faq", faq)} />

        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-mist bg-[#f7f8f7] py-3">
          <Link to="/admin/programs" className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save program"}
          </Button>
        </div>
      </form>
    </>
  );
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

function RowButtons({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function TimetableEditor({
  rows,
  errors,
  onChange,
}: {
  rows: TimetableRow[];
  errors: Record<string, string>;
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

function FaqEditor({
  entries,
  errors,
  onChange,
}: {
  entries: FaqRow[];
  errors: Record<string, string>;
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
