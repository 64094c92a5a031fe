/**
 * What staff send when they save a translation (decision 0014). Every field is optional: a blank
 * field is simply not translated yet (the page shows the English there). Limits match the English
 * forms, so a translation always fits where its source does.
 */
import { type TranslatableEntity, translationLanguages } from "@shared/content/types";
import { z } from "zod";
import { hasNoNul, messages, wellFormed } from "../forms/fields";
import { commaList } from "./content-form";

/** One translated text: trimmed, bounded, storable in JSON. */
const clean = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(hasNoNul, messages.nul)
    .transform(wellFormed);

const text = (max: number) => clean(max).optional().default("");

const textList = (maxItems: number, maxLength: number) =>
  z
    .array(clean(maxLength))
    .max(maxItems)
    .optional()
    .default([])
    .transform((items) => items.filter(Boolean));

const label = clean(100).pipe(z.string().min(1));
const timetableSection = z.union([clean(1000), z.record(label, clean(1000))]);

export const translationLanguageSchema = z.enum(translationLanguages, {
  error: "Choose Spanish (es), French (fr) or German (de).",
});

export const programTranslationSchema = z.object({
  title: text(120),
  shortDescription: text(200),
  description: text(10_000),
  location: text(80),
  duration: text(60),
  ageRange: text(60),
  highlights: textList(30, 300),
  inclusions: textList(30, 300),
  activities: textList(40, 300),
  timetable: z.record(label, timetableSection).optional().default({}),
  faq: z
    .array(z.object({ question: clean(300), answer: clean(3000) }))
    .max(40)
    .optional()
    .default([])
    .transform((entries) => entries.filter((entry) => entry.question && entry.answer)),
});
export type ProgramTranslationInput = z.infer<typeof programTranslationSchema>;

export const destinationTranslationSchema = z.object({
  name: text(80),
  description: text(2000),
  features: commaList(20, 120)
    .optional()
    .default([])
    .transform((items) => items.map(wellFormed)),
});
export type DestinationTranslationInput = z.infer<typeof destinationTranslationSchema>;

export const blogPostTranslationSchema = z.object({
  title: text(200),
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lower-case letters, digits and single hyphens.")
    .optional()
    .default(""),
  excerpt: text(500),
  content: text(100_000),
  category: text(60),
  tags: textList(20, 40),
});
export type BlogPostTranslationInput = z.infer<typeof blogPostTranslationSchema>;

export const translationSchemas = {
  program: programTranslationSchema,
  destination: destinationTranslationSchema,
  blogPost: blogPostTranslationSchema,
} as const;

/** How each translatable field is edited: a line, a paragraph box, a list, or a structure. */
export type TranslationFieldKind = "line" | "text" | "list" | "timetable" | "faq";

export interface TranslationFieldSpec {
  name: string;
  label: string;
  kind: TranslationFieldKind;
  rows?: number;
  hint?: string;
}

export const translationFieldSpecs: Record<TranslatableEntity, TranslationFieldSpec[]> = {
  program: [
    { name: "title", label: "Title", kind: "line", hint: "Keep the English where it is a name." },
    { name: "shortDescription", label: "Short description", kind: "text", rows: 3 },
    { name: "description", label: "Overview", kind: "text", rows: 10 },
    {
      name: "location",
      label: "Location",
      kind: "line",
      hint: "City names as the language writes them (Dublín in Spanish).",
    },
    { name: "duration", label: "Duration", kind: "line" },
    { name: "ageRange", label: "Ages", kind: "line" },
    { name: "highlights", label: "Highlights", kind: "list" },
    { name: "inclusions", label: "What's included", kind: "list" },
    { name: "activities", label: "Activities", kind: "list" },
    { name: "timetable", label: "Schedule", kind: "timetable" },
    { name: "faq", label: "Questions and answers", kind: "faq" },
  ],
  destination: [
    { name: "name", label: "Name", kind: "line" },
    { name: "description", label: "Description", kind: "text", rows: 6 },
    { name: "features", label: "Features", kind: "list" },
  ],
  blogPost: [
    { name: "title", label: "Title", kind: "line" },
    {
      name: "slug",
      label: "Address (slug)",
      kind: "line",
      hint: "The post's address in this language: lower-case letters, digits and hyphens.",
    },
    { name: "excerpt", label: "Excerpt", kind: "text", rows: 3 },
    { name: "content", label: "Content (Markdown)", kind: "text", rows: 18 },
    {
      name: "category",
      label: "Category",
      kind: "line",
      hint: "Posts of one category share its name: write it as the other posts' translations do.",
    },
    { name: "tags", label: "Tags", kind: "list" },
  ],
};

type FormLike = { get(name: string): FormDataEntryValue | null; has(name: string): boolean };

/** A form field's text with the line breaks browsers post (CR LF) as the pages expect them (LF). */
const textOf = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

/**
 * The editor's form as the object the schemas read. Lists are one item a line; a schedule and
 * questions are numbered fields (`timetable.0.label`, `faq.2.answer`) mirroring the English, so
 * the form posts without JavaScript.
 */
export function translationFromForm(entity: TranslatableEntity, form: FormLike) {
  const result: Record<string, unknown> = {};
  for (const spec of translationFieldSpecs[entity]) {
    if (spec.kind === "line" || spec.kind === "text") {
      result[spec.name] = textOf(form, spec.name);
    } else if (spec.kind === "list") {
      result[spec.name] = textOf(form, spec.name)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (spec.kind === "faq") {
      const entries: { question: string; answer: string }[] = [];
      for (let i = 0; form.has(`faq.${i}.question`); i++) {
        entries.push({
          question: textOf(form, `faq.${i}.question`),
          answer: textOf(form, `faq.${i}.answer`),
        });
      }
      result.faq = entries;
    } else {
      const timetable: Record<string, string | Record<string, string>> = {};
      for (let i = 0; form.has(`timetable.${i}.label`); i++) {
        const label = textOf(form, `timetable.${i}.label`).trim();
        if (!label) continue;
        if (form.has(`timetable.${i}.text`)) {
          timetable[label] = textOf(form, `timetable.${i}.text`);
          continue;
        }
        const entries: Record<string, string> = {};
        for (let j = 0; form.has(`timetable.${i}.entries.${j}.label`); j++) {
          const entryLabel = textOf(form, `timetable.${i}.entries.${j}.label`).trim();
          if (entryLabel) entries[entryLabel] = textOf(form, `timetable.${i}.entries.${j}.value`);
        }
        timetable[label] = entries;
      }
      result.timetable = timetable;
    }
  }
  return result;
}
