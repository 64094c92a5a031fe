/**
 * One question of the level test's item bank as staff write it (issue 15, decision 0015). The
 * same schema checks the REST API's body and the item-bank screen's form, so both refuse the
 * same things with the same words. The database's CHECK constraint repeats the 3–4 choices and
 * answer-in-range rules as a last line of defence.
 */
import {
  type CefrLevel,
  cefrLevels,
  type LevelTestSkill,
  levelTestSkills,
} from "@shared/level-test/types";
import { z } from "zod";
import { clearableText, hasNoNul, messages, requiredText } from "../forms/fields";

/** Limits with room to spare over the longest shipped item (passage 735, prompt 118, choice 90). */
export const LEVEL_TEST_ITEM_LIMITS = { passage: 2000, prompt: 300, choice: 200 } as const;
export const MIN_CHOICES = 3;
export const MAX_CHOICES = 4;

const choiceCount = `Give ${MIN_CHOICES} or ${MAX_CHOICES} answers.`;
const answerMissing = "Mark the right answer.";

const choice = z
  .string({ error: "Write this answer." })
  .trim()
  .min(1, "Write this answer.")
  .max(LEVEL_TEST_ITEM_LIMITS.choice, messages.tooLong(LEVEL_TEST_ITEM_LIMITS.choice))
  .refine(hasNoNul, messages.nul);

export const levelTestItemInputSchema = z
  .object({
    cefr: z.enum(cefrLevels, { error: "Choose a level from A1 to C2." }),
    skill: z.enum(levelTestSkills, { error: "Choose grammar, vocabulary or reading." }),
    passage: clearableText(LEVEL_TEST_ITEM_LIMITS.passage).transform((value) => value ?? null),
    prompt: requiredText(LEVEL_TEST_ITEM_LIMITS.prompt),
    choices: z
      .array(choice, { error: choiceCount })
      .min(MIN_CHOICES, choiceCount)
      .max(MAX_CHOICES, choiceCount)
      .superRefine((choices, ctx) => {
        // Two options that read the same make the item ambiguous; compared without case or spacing.
        const seen = new Set<string>();
        choices.forEach((text, index) => {
          const key = text.toLocaleLowerCase("en").replace(/\s+/g, " ");
          if (seen.has(key)) {
            ctx.addIssue({
              code: "custom",
              path: [index],
              message: "Each answer must be different.",
            });
          }
          seen.add(key);
        });
      }),
    answerIndex: z
      .number({ error: answerMissing })
      .int(answerMissing)
      .min(0, answerMissing)
      .max(MAX_CHOICES - 1, "Mark one of the answers as right."),
  })
  .superRefine((item, ctx) => {
    if (item.answerIndex >= item.choices.length) {
      ctx.addIssue({
        code: "custom",
        path: ["answerIndex"],
        message: "Mark one of the answers as right.",
      });
    }
    // The test page shows reading questions under their text; without one they cannot be read.
    if (item.skill === "reading" && !item.passage) {
      ctx.addIssue({
        code: "custom",
        path: ["passage"],
        message: "Reading questions need a text to read.",
      });
    }
  });

export type LevelTestItemInput = z.infer<typeof levelTestItemInputSchema>;

/** What the item-bank form holds, as typed: shown again beside the errors when a save fails. */
export interface LevelTestItemFormValues {
  cefr: string;
  skill: string;
  passage: string;
  prompt: string;
  /** Always MAX_CHOICES entries; the last may be blank. */
  choices: string[];
  answerIndex: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The form's fields (`choice0`…`choice3`, radio `answerIndex`) as the typed values and as the
 * schema's input. Only blank answers at the end are dropped, so a blank in the middle is
 * reported on its own field and the marked answer keeps pointing at the option it was next to.
 */
export function levelTestItemFromForm(form: FormData): {
  values: LevelTestItemFormValues;
  input: Record<string, unknown>;
} {
  const values: LevelTestItemFormValues = {
    cefr: text(form, "cefr"),
    skill: text(form, "skill"),
    passage: text(form, "passage"),
    prompt: text(form, "prompt"),
    choices: Array.from({ length: MAX_CHOICES }, (_, index) => text(form, `choice${index}`)),
    answerIndex: text(form, "answerIndex"),
  };
  const choices = [...values.choices];
  while (choices.length > 0 && !choices[choices.length - 1]?.trim()) choices.pop();
  const answer = values.answerIndex.trim();
  return {
    values,
    input: {
      cefr: values.cefr,
      skill: values.skill,
      passage: values.passage,
      prompt: values.prompt,
      choices,
      answerIndex: /^\d$/.test(answer) ? Number(answer) : undefined,
    },
  };
}

/** The form's starting values for an item (or a blank one). */
export function levelTestItemFormValues(
  item?: {
    cefr: CefrLevel;
    skill: LevelTestSkill;
    passage: string | null;
    prompt: string;
    choices: string[];
    answerIndex: number;
  } | null,
): LevelTestItemFormValues {
  return {
    cefr: item?.cefr ?? "",
    skill: item?.skill ?? "",
    passage: item?.passage ?? "",
    prompt: item?.prompt ?? "",
    choices: Array.from({ length: MAX_CHOICES }, (_, index) => item?.choices[index] ?? ""),
    answerIndex: item ? String(item.answerIndex) : "",
  };
}
