/**
 * The program editor's state and its pure rules: a program as the form holds it (text in every
 * field, rows with keys), the payload built from it, and the editor's own checks before the
 * shared schema's. Nothing here touches React or the server.
 */

import { centsFromText, centsToText } from "@shared/bookings/forms";
import { type ProgramInput, programInputSchema } from "@shared/content/program-form";

let keys = 0;
/** A stable React key for a row the person can add, remove and move. */
export const newKey = () => `row-${Date.now().toString(36)}-${++keys}`;

export interface TimetableRow {
  key: string;
  name: string;
  kind: "text" | "entries";
  text: string;
  entries: { key: string; label: string; value: string }[];
}

export interface FaqRow {
  key: string;
  question: string;
  answer: string;
}

export interface EditorState {
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

/** The fields typed in as text (every one but the timetable and FAQ rows). */
export type TextField = {
  [K in keyof EditorState]: EditorState[K] extends string ? K : never;
}[keyof EditorState];

export type FieldErrors = Record<string, string>;

/** What each section of the form gets: the state, the errors, and a setter for one field. */
export interface SectionProps {
  state: EditorState;
  errors: FieldErrors;
  set: <K extends keyof EditorState>(key: K, value: EditorState[K]) => void;
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

export function stateOf(program: ProgramInput | null): EditorState {
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

export function inputOf(state: EditorState): Record<string, unknown> {
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
export function validate(state: EditorState): FieldErrors {
  const errors: FieldErrors = {};
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
export const errorAt = (errors: FieldErrors, key: string) =>
  errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

/** The list with the item at `from` moved to `to`; unchanged if `to` is outside it. */
export function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
