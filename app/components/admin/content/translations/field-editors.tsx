/**
 * The translation editor's fields: for each field the English source (read-only, `lang="en"`)
 * beside its translation (`lang` of the translation), with the field's own state. Lists are one
 * item a line; a schedule and questions mirror the English entry by entry. Plain form fields,
 * so the editor posts without JavaScript and a failed save shows exactly what was typed.
 */

import type { TranslationFieldSpec } from "@shared/content/translation-form";
import type { TranslationLanguage } from "@shared/content/types";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Input, Textarea } from "~/components/ui/field";
import { languageNames } from "./paths";

type Section = string | Record<string, string>;

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const asList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const asSections = (value: unknown): [string, Section][] =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (Object.entries(value) as [string, Section][])
    : [];
const asFaq = (value: unknown): { question: string; answer: string }[] =>
  Array.isArray(value)
    ? value.map((entry) => ({ question: asText(entry?.question), answer: asText(entry?.answer) }))
    : [];

export interface FieldEditorProps {
  spec: TranslationFieldSpec;
  lang: TranslationLanguage;
  source: unknown;
  value: unknown;
  state: "missing" | "outdated" | null;
  /** Messages by field path ("title", "faq.0.answer"). */
  errors: Record<string, string>;
}

function Source({ children }: { children: ReactNode }) {
  return (
    <div
      lang="en"
      className="rounded-lg border border-mist bg-[#f6f7f6] px-3 py-2 text-sm whitespace-pre-line text-ink"
    >
      {children}
    </div>
  );
}

export function FieldEditor(props: FieldEditorProps) {
  const { spec, state } = props;
  const headingId = `field-${spec.name}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-mist py-5 first:border-t-0"
      data-field={spec.name}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
          {spec.label}
        </h2>
        {state === "outdated" ? (
          <Badge tone="warning">English changed since</Badge>
        ) : state === "missing" ? (
          <Badge tone="danger">not translated</Badge>
        ) : null}
      </div>
      <Body {...props} />
    </section>
  );
}

function Body({ spec, lang, source, value, errors }: FieldEditorProps) {
  const language = languageNames[lang];
  const columns = "grid gap-3 lg:grid-cols-2";
  if (spec.kind === "line" || spec.kind === "text") {
    const Control = spec.kind === "line" ? Input : Textarea;
    return (
      <div className={columns}>
        <Source>{asText(source) || "—"}</Source>
        <Control
          label={`${spec.label} in ${language}`}
          hideLabel
          name={spec.name}
          lang={lang}
          defaultValue={asText(value)}
          rows={spec.rows}
          hint={spec.hint}
          error={errors[spec.name]}
        />
      </div>
    );
  }
  if (spec.kind === "list") {
    const english = asList(source);
    const firstError = Object.entries(errors).find(([key]) => key.startsWith(spec.name))?.[1];
    return (
      <div className={columns}>
        <Source>
          <ul className="list-disc pl-5">
            {english.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Source>
        <Textarea
          label={`${spec.label} in ${language}`}
          hideLabel
          name={spec.name}
          lang={lang}
          rows={Math.max(3, english.length + 1)}
          defaultValue={asList(value).join("\n")}
          hint={`One a line, in the English order (${english.length}).`}
          error={firstError}
        />
      </div>
    );
  }
  if (spec.kind === "faq") {
    const translated = asFaq(value);
    return (
      <ol className="grid gap-4">
        {asFaq(source).map((entry, index) => (
          <li key={entry.question} className={columns}>
            <Source>
              <strong>{entry.question}</strong>
              {"\n"}
              {entry.answer}
            </Source>
            <div className="grid gap-2">
              <Input
                label={`Question ${index + 1} in ${language}`}
                name={`faq.${index}.question`}
                lang={lang}
                defaultValue={translated[index]?.question ?? ""}
                error={errors[`faq.${index}.question`]}
              />
              <Textarea
                label={`Answer ${index + 1} in ${language}`}
                name={`faq.${index}.answer`}
                lang={lang}
                rows={3}
                defaultValue={translated[index]?.answer ?? ""}
                error={errors[`faq.${index}.answer`]}
              />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  const translated = asSections(value);
  return (
    <ol className="grid gap-4">
      {asSections(source).map(([label, section], index) => {
        const [translatedLabel, translatedSection] = translated[index] ?? ["", ""];
        return (
          <li key={label} className={columns}>
            <Source>
              <strong>{label}</strong>
              {typeof section === "string"
                ? `\n${section}`
                : Object.entries(section).map(([entry, text]) => `\n${entry}: ${text}`)}
            </Source>
            <div className="grid gap-2">
              <Input
                label={`Section ${index + 1} title in ${language}`}
                name={`timetable.${index}.label`}
                lang={lang}
                defaultValue={translatedLabel}
                error={errors[`timetable.${index}.label`]}
              />
              {typeof section === "string" ? (
                <Textarea
                  label={`Section ${index + 1} text in ${language}`}
                  name={`timetable.${index}.text`}
                  lang={lang}
                  rows={2}
                  defaultValue={typeof translatedSection === "string" ? translatedSection : ""}
                />
              ) : (
                Object.keys(section).map((entry, entryIndex) => {
                  const entries =
                    typeof translatedSection === "object" ? Object.entries(translatedSection) : [];
                  const [entryLabel, entryText] = entries[entryIndex] ?? ["", ""];
                  return (
                    <div key={entry} className="grid gap-2 sm:grid-cols-[12rem_1fr]">
                      <Input
                        label={`Section ${index + 1}, line ${entryIndex + 1} label`}
                        name={`timetable.${index}.entries.${entryIndex}.label`}
                        lang={lang}
                        defaultValue={entryLabel}
                      />
                      <Input
                        label={`Section ${index + 1}, line ${entryIndex + 1} text`}
                        name={`timetable.${index}.entries.${entryIndex}.value`}
                        lang={lang}
                        defaultValue={entryText}
                      />
                    </div>
                  );
                })
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
