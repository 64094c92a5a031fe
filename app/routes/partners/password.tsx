import { clientIpContext, servicesContext } from "@server/http/context";
import { InvalidInputError, RateLimitedError } from "@server/services/errors";
import { localize } from "@shared/i18n/messages.server";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { Notice } from "~/components/partners/notice";
import {
  newPasswordErrors,
  type PasswordErrors,
  type PasswordFormAnswer,
  PasswordFormError,
  weaknessCode,
} from "~/components/partners/password-parts";
import { Input } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/password";
import { agentSessionContext, portalPath, readAgentDeviceCookie } from "./session.server";

/**
 * "Change password" for the signed-in agent (issue 27): the current password, then the new one
 * twice. The session the form came from stays; every other one ends, and the agent gets an
 * e-mail. Plain form posts: it works without JavaScript.
 */
export const meta: Route.MetaFunction = (args) => portalMeta(args, "password.meta.change");

export function loader({ request }: Route.LoaderArgs) {
  const changed = new URL(request.url).searchParams.get("changed") === "1";
  return { ...localize(request, ["partners"]), changed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const currentPassword = text("currentPassword");
  const newPassword = text("newPassword");
  const fields: PasswordErrors = newPasswordErrors(newPassword, text("confirm"));
  if (!currentPassword) fields.currentPassword = "required";
  if (Object.keys(fields).length > 0) {
    return data<PasswordFormAnswer>({ error: "invalid", fields }, 400);
  }
  try {
    await context.get(servicesContext).agents.passwords.change(
      context.get(agentSessionContext),
      { currentPassword, newPassword },
      // Checked as a sign-in from this browser (its device cookie keeps its own budget).
      { ip: context.get(clientIpContext), deviceCookie: readAgentDeviceCookie(request, context) },
    );
  } catch (error) {
    if (error instanceof InvalidInputError) {
      const answer: PasswordErrors = {};
      if (error.fields.currentPassword) answer.currentPassword = "wrong";
      if (error.fields.newPassword) answer.newPassword = weaknessCode(error.fields.newPassword);
      return data<PasswordFormAnswer>({ error: "invalid", fields: answer }, 400);
    }
    if (error instanceof RateLimitedError) {
      return data<PasswordFormAnswer>(
        { error: "throttled", minutes: Math.ceil(error.retryAfter / 60), fields: {} },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    throw error;
  }
  // 303: a GET, so a reload sends nothing again.
  throw redirect(`${portalPath(lang, "/password")}?changed=1`, 303);
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const navigation = useNavigation();
  // A new form after each navigation: nothing typed stays once the password is changed.
  const { key } = useLocation();
  const errors = actionData?.fields ?? {};
  const message = (field: keyof PasswordErrors) => {
    const code = errors[field];
    return code ? t(`password.errors.${code}`) : undefined;
  };
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 sm:py-16">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl text-sea-deep">{t("password.change.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("password.change.lead")}</p>
        {loaderData.changed && !actionData ? (
          <Notice tone="success" className="mt-5" testId="password-changed">
            {t("password.change.done")}
          </Notice>
        ) : null}
        <PasswordFormError answer={actionData} />
        <Form key={key} method="post" noValidate className="mt-6 grid gap-4">
          <Input
            label={t("password.change.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            error={message("currentPassword")}
          />
          <Input
            label={t("password.change.new")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
            hint={t("password.hint")}
            error={message("newPassword")}
          />
          <Input
            label={t("password.change.confirm")}
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
              ? t("password.submitting")
              : t("password.change.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
