import { clientIpContext, configContext, servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { isCefrLevel } from "@shared/level-test/types";
import { data } from "react-router";
import { LevelTestHint } from "~/components/level-test/hint";
import { valuesOf } from "~/components/programs/quote-errors";
import { toErrorCodes } from "~/components/programs/quote-errors.server";
import { QuoteForm, type QuoteOutcome, toQuoteProgram } from "~/components/programs/quote-form";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/quote";

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = localize(request, ["quote"]);
  const programs = await context.get(servicesContext).programs.listPublic(messages.lang);
  const query = new URL(request.url).searchParams;
  const wanted = query.get("program") ?? "";
  const level = query.get("level") ?? "";
  return {
    ...messages,
    programs: programs.map(toQuoteProgram),
    presetProgram: programs.some((program) => program.id === wanted) ? wanted : "",
    presetLevel: isCefrLevel(level) ? level : "",
    siteUrl: context.get(configContext).publicUrl,
  };
}

/**
 * The form's no-JavaScript path: the same service as POST /api/quote-requests, answered with the
 * page itself (inline success, or the error with everything typed kept).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const values = valuesOf(form);
  delete values.website;
  const raw = {
    ...valuesOf(form),
    gdprConsent: form.get("gdprConsent") ? "on" : undefined,
    locale: lang,
  };
  try {
    const result = await context
      .get(servicesContext)
      .quoteRequests.submit(raw, { ip: context.get(clientIpContext) });
    switch (result.status) {
      case "stored":
      case "ignored":
        return data<QuoteOutcome>({ ok: true });
      case "invalid":
        return data<QuoteOutcome>(
          { ok: false, error: "invalid", fields: toErrorCodes(result.fields), values },
          { status: 400 },
        );
      case "rate_limited":
        return data<QuoteOutcome>(
          { ok: false, error: "rate_limited", fields: {}, values },
          { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
        );
    }
  } catch {
    // The visitor keeps what they typed and gets the spec's message; the error is logged upstream.
    return data<QuoteOutcome>({ ok: false, error: "server", fields: {}, values }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "quote:meta.title", descriptionKey: "quote:meta.description" });

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("quote");
  return (
    <>
      <section className="bg-sky">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="font-semibold tracking-wide text-sea uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 text-4xl leading-tight text-sea-deep sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink">{t("hero.subtitle")}</p>
          {!loaderData.presetLevel && <LevelTestHint className="mt-4" />}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <QuoteForm
          // A fresh form after a no-JavaScript submission, so success starts empty.
          key={actionData ? JSON.stringify(actionData) : "initial"}
          programs={loaderData.programs}
          presetProgram={loaderData.presetProgram}
          presetLevel={loaderData.presetLevel}
          outcome={actionData}
        />
      </div>
    </>
  );
}
