/**
 * The side panel that adds or edits one item of the level test. A plain form posted to the
 * page's action, so it works without JavaScript; after a refused save the page hands back what
 * was typed (`values`) with each field's message, and nothing is lost.
 */

import {
  LEVEL_TEST_ITEM_LIMITS,
  type LevelTestItemFormValues,
  MAX_CHOICES,
} from "@shared/level-test/item-form";
import { cefrLevels, levelTestSkills } from "@shared/level-test/types";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { ItemView } from "./item-flags";
import { choiceLetter, skillNames } from "./item-table";

export function ItemEditor({
  item,
  values,
  errors,
  message,
  closeHref,
}: {
  /** The item being edited; absent when adding one. */
  item: ItemView | null;
  values: LevelTestItemFormValues;
  errors: Record<string, string>;
  /** Why the last save failed. */
  message: string | null;
  closeHref: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Opening the panel (or a refused save, which re-mounts it) moves focus into it: to the first
  // field in error, else the heading, so keyboard and screen-reader users land on the form.
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? heading.current)?.focus();
  }, []);
  const title = item ? `Edit item #${item.id}` : "Add an item";
  const optionsProblem = errors.choices ?? errors.answerIndex;
  return (
    <section
      id="item-editor"
      aria-labelledby="item-editor-title"
      className="h-fit rounded-xl border border-sea bg-white p-5"
    >
      <h2
        id="item-editor-title"
        ref={heading}
        tabIndex={-1}
        className="font-sans text-lg font-semibold focus:outline-none"
      >
        {title}
      </h2>
      {item && item.stats.shown > 0 ? (
        <p className="mt-1 text-sm text-ink-muted">
          Answered {item.stats.shown} times. Past answers keep the mark they got, so changing the
          options or the right answer mixes old and new figures.
        </p>
      ) : null}
      <Form ref={form} method="post" noValidate className="mt-4 grid gap-3" aria-label={title}>
        <input type="hidden" name="intent" value={item ? "update" : "create"} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <div className="grid grid-cols-2 gap-3">
          <Select
            label="Level"
            name="cefr"
            required
            defaultValue={values.cefr}
            error={errors.cefr}
            options={[{ value: "", label: "Choose…" }, ...cefrLevels]}
          />
          <Select
            label="Skill"
            name="skill"
            required
            defaultValue={values.skill}
            error={errors.skill}
            options={[
              { value: "", label: "Choose…" },
              ...levelTestSkills.map((skill) => ({ value: skill, label: skillNames[skill] })),
            ]}
          />
        </div>
        <Textarea
          label="Passage"
          name="passage"
          rows={5}
          maxLength={LEVEL_TEST_ITEM_LIMITS.passage}
          defaultValue={values.passage}
          error={errors.passage}
          hint="Reading questions only: the short text the question is about."
        />
        <Textarea
          label="Question"
          name="prompt"
          required
          rows={2}
          maxLength={LEVEL_TEST_ITEM_LIMITS.prompt}
          defaultValue={values.prompt}
          error={errors.prompt}
          hint="Write a gap as ___ (three underscores)."
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={optionsProblem ? "item-options-error" : "item-options-hint"}
        >
          <legend className="text-sm font-semibold text-ink">
            Options<span aria-hidden="true"> *</span>
          </legend>
          <p id="item-options-hint" className="text-xs text-ink-muted">
            Three or four different answers; mark the right one with its round button.
          </p>
          {optionsProblem ? (
            <p id="item-options-error" className="text-sm font-medium text-[#b42318]">
              {[errors.choices, errors.answerIndex].filter(Boolean).join(" ")}
            </p>
          ) : null}
          {Array.from({ length: MAX_CHOICES }, (_, index) => {
            const letter = choiceLetter(index);
            return (
              <div key={letter} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="answerIndex"
                  value={index}
                  defaultChecked={values.answerIndex === String(index)}
                  aria-label={`Option ${letter} is the right answer`}
                  className="mt-9 size-4 shrink-0 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
                />
                <Input
                  label={`Option ${letter}${index === MAX_CHOICES - 1 ? " (optional)" : ""}`}
                  name={`choice${index}`}
                  maxLength={LEVEL_TEST_ITEM_LIMITS.choice}
                  defaultValue={values.choices[index]}
                  error={errors[`choices.${index}`]}
                  className="flex-1"
                />
              </div>
            );
          })}
        </fieldset>
        {message ? (
          <p role="alert" className="text-sm font-medium text-[#b42318]">
            {message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : item ? "Save changes" : "Add item"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
