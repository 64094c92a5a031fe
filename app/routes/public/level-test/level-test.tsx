import { clientIpContext, configContext, servicesContext } from "@server/http/context";
import { ConflictError, InvalidInputError } from "@server/services/errors";
import { localize } from "@shared/i18n/messages.server";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "~/components/info/page-parts";
import { LevelTestIntro } from "~/components/level-test/intro";
import { QuestionStep } from "~/components/level-test/question-step";
import { ResultView } from "~/components/level-test/result-view";
import type { EmailFormResult, LevelTestActionData } from "~/components/level-test/types";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/level-test";
import { forgetSitting, rememberSitting, sittingToken } from "./session-cookie.server";

/**
 * The online level test (issue 15): one question at a time. Every step is a form post the
 * server answers, so it works without JavaScript; with it, React Router submits the same forms
 * without reloading the page. The sitting is found again through its cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = localize(request, ["level-test"]);
  const view = await context
    .get(servicesContext)
    .levelTest.page.view(sittingToken(request), messages.lang);
  return { ...messages, view };
}

/**
 * "Already answered" (409: another tab of the same sitting got there first) must bring the
 * question the sitting is really at. React Router does not reload a page's data after an action
 * answered 4xx, so without this the stale tab kept its old question and every answer was refused
 * until a reload (without JavaScript the page is rendered afresh anyway).
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((actionResult as LevelTestActionData | undefined)?.error === "conflict") return true;
  return defaultShouldRevalidate;
}

/** A sitting is the visitor's own: never cached or shared. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const secure = context.get(configContext).isProduction;
  const form = await request.formData();
  const intent = form.get("intent");
  const token = sittingToken(request);
  const { lang } = localize(request, []);
  const here = new URL(request.url).pathname;

  if (intent === "start" || intent === "restart") {
    const ageGroup = String(form.get("ageGroup") ?? "");
    const started = await services.levelTest.sessions.start(
      { lang, ...(ageGroup ? { ageGroup } : {}) },
      { ip: context.get(clientIpContext) },
    );
    if (started.status === "rate_limited") {
      return data<LevelTestActionData>(
        { error: "rateLimited", minutes: Math.ceil(started.retryAfter / 60) },
        { status: 429 },
      );
    }
    return redirect(here, { headers: { "Set-Cookie": rememberSitting(started.id, secure) } });
  }

  if (intent === "forget") {
    return redirect(here, { headers: { "Set-Cookie": forgetSitting(secure) } });
  }

  if (!token) return redirect(here);

  if (intent === "answer") {
    const choice = form.get("choice");
    if (choice === null) {
      return data<LevelTestActionData>({ error: "noChoice" }, { status: 400 });
    }
    try {
      await services.levelTest.sessions.answer(token, {
        questionId: String(form.get("questionId") ?? ""),
        choiceIndex: Number(choice),
      });
    } catch (error) {
      // Answered already (a second tab, a double submit): the page shows the current question.
      if (error instanceof ConflictError) {
        return data<LevelTestActionData>({ error: "conflict" }, { status: 409 });
      }
      if (error instanceof InvalidInputError) {
        return data<LevelTestActionData>({ error: "noChoice" }, { status: 400 });
      }
      throw error;
    }
    return redirect(here);
  }

  if (intent === "email") {
    const values = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
    };
    const result = await services.levelTest.leads.emailResult(
      token,
      {
        ...values,
        gdprConsent: form.get("gdprConsent") ?? undefined,
        website: form.get("website") ?? undefined,
      },
      { ip: context.get(clientIpContext) },
    );
    const answer = (email: EmailFormResult, status: number) =>
      data<LevelTestActionData>({ email }, { status });
    switch (result.status) {
      case "stored":
      case "ignored":
        return answer({ ok: true }, 200);
      case "invalid":
        return answer({ ok: false, fields: Object.keys(result.fields), values }, 400);
      case "rate_limited":
        return answer(
          { ok: false, rateLimitedMinutes: Math.ceil(result.retryAfter / 60), values },
          429,
        );
    }
  }
  return redirect(here);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "level-test:meta.title",
    descriptionKey: "level-test:meta.description",
  });

export default function LevelTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("level-test");
  const { view } = loaderData;
  return (
    <>
      <PageHero eyebrow={t("intro.eyebrow")} title={t("intro.title")} intro={t("intro.lead")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {view.stage === "intro" && (
          <LevelTestIntro expired={view.expired} actionData={actionData} />
        )}
        {view.stage === "question" && (
          <QuestionStep question={view.question} actionData={actionData} />
        )}
        {view.stage === "result" && (
          <ResultView result={view.result} suggestions={view.suggestions} actionData={actionData} />
        )}
      </div>
    </>
  );
}
