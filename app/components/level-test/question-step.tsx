import type { LevelTestQuestion } from "@shared/level-test/types";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { LevelTestActionData } from "./types";

/**
 * One question: a radio group and a submit button, posted to the page's action. The questions
 * are in English on every language's page (`lang="en"`), the instructions in the page's.
 */
export function QuestionStep({
  question,
  actionData,
}: {
  question: LevelTestQuestion;
  actionData: LevelTestActionData | undefined;
}) {
  const { t } = useTranslation("level-test");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const percent = Math.round(((question.number - 1) / question.total) * 100);
  const noChoice = actionData?.error === "noChoice";
  return (
    <section
      aria-labelledby="level-test-question"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
    >
      <div className="flex items-center justify-between gap-4 text-sm font-semibold text-ink-muted">
        <span>{t("question.progressOf", { number: question.number, total: question.total })}</span>
        <span>{t("question.questionsInEnglish")}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("question.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={question.total}
        aria-valuenow={question.number - 1}
        className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-sea transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {actionData?.error === "conflict" && (
        <p role="status" className="mt-6 rounded-2xl bg-sand p-4 font-semibold">
          {t("errors.conflict")}
        </p>
      )}
      {/* The key makes a new question a new form: no choice carried over from the last one. */}
      <Form
        method="post"
        key={question.id}
        className="mt-6"
        aria-describedby={noChoice ? "level-test-no-choice" : undefined}
      >
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        {question.passage && (
          <figure className="mb-6 rounded-2xl bg-sand p-5">
            <figcaption className="mb-2 text-sm font-semibold text-ink-muted">
              {t("question.passageLabel")}
            </figcaption>
            <p lang="en" className="leading-relaxed whitespace-pre-line">
              {question.passage}
            </p>
          </figure>
        )}
        <fieldset>
          <legend
            id="level-test-question"
            className="text-xl font-semibold text-sea-deep sm:text-2xl"
            lang="en"
          >
            {question.prompt}
          </legend>
          <p className="mt-1 text-sm text-ink-muted">{t("question.choose")}</p>
          <div className="mt-4 grid gap-3">
            {question.choices.map((choice, index) => (
              <label
                key={choice}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-dune px-4 py-3 has-[:checked]:border-sea has-[:checked]:bg-sky"
              >
                <input
                  type="radio"
                  name="choice"
                  value={index}
                  required
                  className="size-5 accent-sea"
                />
                <span lang="en">{choice}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {noChoice && (
          <p id="level-test-no-choice" role="alert" className="mt-4 font-semibold text-[#b42318]">
            {t("question.noChoice")}
          </p>
        )}
        <button type="submit" className="btn-primary mt-6 inline-flex min-h-12" disabled={busy}>
          {busy ? t("question.submitting") : t("question.submit")}
        </button>
      </Form>
    </section>
  );
}
