import {
  type LevelTestResultView,
  levelTestSkills,
  type SuggestedProgram,
} from "@shared/level-test/types";
import { Form, Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { ArrowRight, Calculator } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { ResultEmailForm } from "./result-email-form";
import type { LevelTestActionData } from "./types";

/** The result: the level and what it means, each skill, programs to suggest, and what next. */
export function ResultView({
  result,
  suggestions,
  actionData,
}: {
  result: LevelTestResultView;
  suggestions: SuggestedProgram[];
  actionData: LevelTestActionData | undefined;
}) {
  const { t, i18n } = useTranslation("level-test");
  const { to } = useLocalized();
  const name = t(`levels.${result.level}.name`);
  const canDo = t(`levels.${result.level}.canDo`, { returnObjects: true }) as unknown as string[];
  const quoteProgram = suggestions[0] ? `&program=${suggestions[0].id}` : "";
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="level-test-result"
        className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
      >
        <h2 id="level-test-result" className="text-lg font-semibold text-ink-muted">
          {t("result.title")}
        </h2>
        <p
          className="mt-2 font-display text-4xl text-sea-deep sm:text-5xl"
          data-testid="level-test-level"
        >
          {t("result.levelName", { level: result.level, name })}
        </p>
        <h3 className="mt-6 text-xl text-sea-deep">{t("result.meaningTitle")}</h3>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {canDo.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3 className="mt-6 text-xl text-sea-deep">{t("result.skillsTitle")}</h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {levelTestSkills.map((skill) => {
            const own = result.skills[skill];
            if (!own) return null;
            return (
              <div key={skill} className="rounded-2xl bg-sand p-4">
                <dt className="font-semibold">{t(`result.skills.${skill}`)}</dt>
                <dd className="mt-1 font-display text-2xl text-sea-deep">{own.level}</dd>
                <dd className="text-sm text-ink-muted">
                  {t("result.skillLine", { correct: own.correct, answered: own.answered })}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-6 text-sm text-ink-muted">{t("result.limits")}</p>
      </section>

      <section aria-labelledby="level-test-suggested">
        <h2 id="level-test-suggested" className="text-2xl text-sea-deep">
          {t("result.suggestedTitle")}
        </h2>
        <p className="mt-1 text-ink-muted">
          {suggestions.length > 0 ? t("result.suggestedText") : t("result.noSuggestions")}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {suggestions.map((program) => (
            <li
              key={program.id}
              className="flex flex-col rounded-3xl border border-dune bg-white p-5"
            >
              <h3 className="font-display text-lg text-sea-deep">{program.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">
                {program.location} · {program.ageRange}
              </p>
              <p className="mt-2 flex-1 text-sm">{program.shortDescription}</p>
              {program.priceFrom !== null && (
                <p className="mt-2 text-sm font-semibold">
                  {formatEuro(program.priceFrom, i18n.language)}
                </p>
              )}
              <Link
                to={to(`/programs/${program.id}`)}
                className="mt-3 inline-flex items-center gap-1 font-semibold text-sea underline"
              >
                {program.title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <ResultEmailForm emailed={result.emailed} result={actionData?.email} />
        <section aria-labelledby="level-test-quote" className="rounded-3xl bg-sky p-6">
          <h2 id="level-test-quote" className="text-2xl text-sea-deep">
            {t("result.quoteTitle")}
          </h2>
          <p className="mt-2">{t("result.quoteText")}</p>
          <Link
            to={`${to("/quote")}?level=${result.level}${quoteProgram}`}
            className="btn-primary mt-4 inline-flex min-h-12"
          >
            <Calculator aria-hidden="true" className="size-5" />
            {t("result.quoteButton")}
          </Link>
        </section>
      </div>

      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className="btn-secondary inline-flex min-h-12">
          {t("result.retake")}
        </button>
      </Form>
    </div>
  );
}
