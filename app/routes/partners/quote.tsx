import { servicesContext } from "@server/http/context";
import { isLanguage } from "@shared/i18n/languages";
import { localize } from "@shared/i18n/messages.server";
import { data, Link, redirect } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { Notice } from "~/components/partners/notice";
import { PageHeader } from "~/components/partners/page-header";
import {
  PartnerQuoteForm,
  type PartnerQuoteOutcome,
  type PartnerQuoteProgram,
} from "~/components/partners/quote-form";
import { valuesOf } from "~/components/programs/quote-errors";
import { toErrorCodes } from "~/components/programs/quote-errors.server";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/quote";
import { agentSessionContext, portalPath } from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.quote");

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = localize(request, ["partners", "quote"]);
  const programs = await context.get(servicesContext).programs.listPublic(messages.lang);
  return {
    ...messages,
    programs: programs.map(
      (program): PartnerQuoteProgram => ({ id: program.id, title: program.title }),
    ),
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

/**
 * The same service and schema as the public quote form, with the agency's reference and the
 * agent as the origin (the request is the agency's, the acknowledgement goes to the agent).
 * Stored: 303 to this page with a success message, so a reload sends nothing twice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const { agent } = context.get(agentSessionContext);
  const form = await request.formData();
  const values = valuesOf(form);
  const raw = {
    ...values,
    gdprConsent: form.get("gdprConsent") ? "on" : undefined,
    locale: isLanguage(values.locale) ? values.locale : lang,
  };
  try {
    const result = await context.get(servicesContext).agents.portal.requestQuote(agent, raw, lang);
    switch (result.status) {
      case "stored":
      case "ignored":
        throw redirect(`${portalPath(lang, "/quote")}?sent=1`, 303);
      case "invalid": {
        const fields: PartnerQuoteOutcome["fields"] = toErrorCodes(result.fields);
        if (result.fields.agencyReference) fields.agencyReference = "tooLong";
        if (result.fields.locale) fields.locale = "choice";
        return data<PartnerQuoteOutcome>({ error: "invalid", fields, values }, 400);
      }
      case "rate_limited":
        return data<PartnerQuoteOutcome>(
          { error: "rate_limited", fields: {}, values },
          { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
        );
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(error);
    return data<PartnerQuoteOutcome>({ error: "server", fields: {}, values }, 503);
  }
}

export default function PartnerQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader title={t("quote.title")} lead={t("quote.lead")} />
      {loaderData.sent && !actionData ? (
        <Notice tone="success" testId="partner-quote-sent">
          <strong className="block">{t("quote.sent.title")}</strong>
          {t("quote.sent.text")}{" "}
          <Link
            to={to("/partners/students")}
            className="font-semibold underline underline-offset-4"
          >
            {t("quote.sent.link")}
          </Link>
        </Notice>
      ) : null}
      <PartnerQuoteForm
        // A fresh form for each answer of the action, so it shows what was posted.
        key={actionData ? JSON.stringify(actionData) : loaderData.sent ? "sent" : "initial"}
        programs={loaderData.programs}
        outcome={actionData}
      />
    </div>
  );
}
