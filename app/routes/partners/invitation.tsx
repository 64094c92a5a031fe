import { clientIpContext, servicesContext } from "@server/http/context";
import {
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import { acceptInvitationSchema } from "@shared/agents/forms";
import { localize } from "@shared/i18n/messages.server";
import { data, Form, redirect, useNavigation } from "react-router";
import { portalMeta } from "~/components/partners/format";
import {
  goneReasonOf,
  type InvitationErrors,
  InvitationUnavailable,
  passwordProblemOf,
} from "~/components/partners/invitation-parts";
import { Notice } from "~/components/partners/notice";
import { Input } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/invitation";
import { agentCookie, portalPath } from "./session.server";

/**
 * The link of the invitation e-mail: the agency and the address it was sent to, then a name and a
 * password (twice); the agent is then signed in and lands on the dashboard. A link that is
 * unknown (404), or used, replaced or expired (410), says so and what to do instead.
 */
export const meta: Route.MetaFunction = (args) =>
  portalMeta(args, args.data?.state === "open" ? "meta.invitation" : "meta.invitationClosed");

const plausible = (token: string) => token.length > 0 && token.length <= 256;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["partners"]);
  if (!plausible(params.token)) return data({ ...messages, state: "unknown" as const }, 404);
  try {
    const invitation = await context.get(servicesContext).agents.auth.invitation(params.token);
    return { ...messages, state: "open" as const, ...invitation };
  } catch (error) {
    if (error instanceof NotFoundError) {
      return data({ ...messages, state: "unknown" as const }, 404);
    }
    if (error instanceof GoneError) {
      return data({ ...messages, state: goneReasonOf(error.reason) }, 410);
    }
    throw error;
  }
}

type InvitationAnswer =
  | { error: "invalid"; fields: InvitationErrors; name: string }
  | { error: "rateLimited"; minutes: number; fields: InvitationErrors; name: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const name = text("name").trim().slice(0, 200);
  const parsed = acceptInvitationSchema.safeParse({
    name: text("name"),
    password: text("password"),
  });
  const fields: InvitationErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "name") fields.name ??= name ? "tooLong" : "required";
      if (field === "password") fields.password ??= text("password") ? "long" : "required";
    }
  }
  if (!text("confirm")) fields.confirm = "required";
  else if (text("password") && text("confirm") !== text("password")) fields.confirm = "mismatch";
  if (!parsed.success || Object.keys(fields).length > 0) {
    return data<InvitationAnswer>({ error: "invalid", fields, name }, 400);
  }
  let session: { token: string };
  try {
    session = await context
      .get(servicesContext)
      .agents.auth.acceptInvitation(
        params.token,
        { ...parsed.data, lang },
        { ip: context.get(clientIpContext) },
      );
  } catch (error) {
    if (error instanceof InvalidInputError) {
      const problem = passwordProblemOf(error.fields.password ?? "");
      return data<InvitationAnswer>({ error: "invalid", fields: { password: problem }, name }, 400);
    }
    if (error instanceof RateLimitedError) {
      return data<InvitationAnswer>(
        { error: "rateLimited", minutes: Math.ceil(error.retryAfter / 60), fields: {}, name },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    // Used, expired or unknown meanwhile: the page says which (303: GET it again).
    if (error instanceof NotFoundError || error instanceof GoneError) {
      throw redirect(new URL(request.url).pathname, 303);
    }
    throw error;
  }
  // Signed in: the dashboard greets them (303: a GET, so a reload posts nothing again).
  throw redirect(`${portalPath(lang)}?welcome=1`, {
    status: 303,
    headers: { "Set-Cookie": agentCookie(session.token, context) },
  });
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const navigation = useNavigation();
  if (loaderData.state !== "open") return <InvitationUnavailable reason={loaderData.state} />;
  const errors = actionData?.fields ?? {};
  const message = (field: keyof InvitationErrors) => {
    const code = errors[field];
    return code ? t(`invitation.errors.${code}`) : undefined;
  };
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 sm:py-16">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8">
        <p className="font-semibold tracking-wide text-teal uppercase">{t("invitation.eyebrow")}</p>
        <h1 className="mt-2 text-3xl text-sea-deep">
          {t("invitation.title", { agency: loaderData.agencyName })}
        </h1>
        <p className="mt-3 text-ink">{t("invitation.lead")}</p>
        <dl className="mt-5 grid gap-3 rounded-2xl bg-sky p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-muted">{t("invitation.agency")}</dt>
            <dd className="font-semibold text-ink" data-testid="invitation-agency">
              {loaderData.agencyName}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t("invitation.email")}</dt>
            <dd className="font-semibold break-all text-ink" data-testid="invitation-email">
              {loaderData.email}
            </dd>
          </div>
        </dl>
        {actionData ? (
          <Notice tone="danger" alert className="mt-5" testId="invitation-error">
            <strong className="block">{t(`invitation.errorSummary.${actionData.error}`)}</strong>
            {actionData.error === "rateLimited"
              ? t("invitation.errorSummary.rateLimitedText", { count: actionData.minutes })
              : t("invitation.errorSummary.invalidText")}
          </Notice>
        ) : null}
        <Form method="post" noValidate className="mt-6 grid gap-4">
          <Input
            label={t("invitation.name")}
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={actionData?.name ?? ""}
            error={message("name")}
          />
          <Input
            label={t("invitation.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
            hint={t("invitation.passwordHint")}
            error={message("password")}
          />
          <Input
            label={t("invitation.confirm")}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
            error={message("confirm")}
          />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="btn-primary mt-2 inline-flex min-h-12 disabled:opacity-60"
          >
            <KeyRound aria-hidden="true" className="size-5" />
            {navigation.state === "submitting"
              ? t("invitation.submitting")
              : t("invitation.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
