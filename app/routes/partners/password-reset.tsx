import { clientIpContext, servicesContext } from "@server/http/context";
import {
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import { localize } from "@shared/i18n/messages.server";
import { data, Form, redirect, useNavigation } from "react-router";
import { portalMeta } from "~/components/partners/format";
import {
  newPasswordErrors,
  type PasswordErrors,
  type PasswordFormAnswer,
  PasswordFormError,
  ResetLinkUnavailable,
  resetClosedOf,
  weaknessCode,
} from "~/components/partners/password-parts";
import { Input } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/password-reset";
import { portalPath } from "./session.server";

/**
 * The link of the password-reset e-mail (issue 27): the account it is for, then the new password
 * twice. Saved, every session of the agent ends and the sign-in page says to use the new
 * password. A link that is unknown (404), or used, replaced, expired (410), says so and offers a
 * new one.
 */
export const meta: Route.MetaFunction = (args) =>
  portalMeta(
    args,
    args.data?.state === "open" ? "password.meta.reset" : "password.meta.resetClosed",
  );

const plausible = (token: string) => token.length > 0 && token.length <= 256;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = localize(request, ["partners"]);
  if (!plausible(params.token)) return data({ ...messages, state: "unknown" as const }, 404);
  try {
    const link = await context.get(servicesContext).agents.passwords.resetLink(params.token);
    return { ...messages, state: "open" as const, ...link };
  } catch (error) {
    if (error instanceof NotFoundError)
      return data({ ...messages, state: "unknown" as const }, 404);
    if (error instanceof GoneError) {
      return data({ ...messages, state: resetClosedOf(error.reason) }, 410);
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const newPassword = text("newPassword");
  const fields = newPasswordErrors(newPassword, text("confirm"));
  if (Object.keys(fields).length > 0) {
    return data<PasswordFormAnswer>({ error: "invalid", fields }, 400);
  }
  try {
    await context
      .get(servicesContext)
      .agents.passwords.reset(params.token, newPassword, { ip: context.get(clientIpContext) });
  } catch (error) {
    if (error instanceof InvalidInputError) {
      const problem: PasswordErrors = {
        newPassword: weaknessCode(error.fields.newPassword ?? ""),
      };
      return data<PasswordFormAnswer>({ error: "invalid", fields: problem }, 400);
    }
    if (error instanceof RateLimitedError) {
      return data<PasswordFormAnswer>(
        { error: "throttled", minutes: Math.ceil(error.retryAfter / 60), fields: {} },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    // Used, replaced or expired meanwhile: the page says which (303: GET it again).
    if (error instanceof NotFoundError || error instanceof GoneError) {
      throw redirect(new URL(request.url).pathname, 303);
    }
    throw error;
  }
  throw redirect(`${portalPath(lang, "/login")}?reset=1`, 303);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const navigation = useNavigation();
  if (loaderData.state !== "open") return <ResetLinkUnavailable reason={loaderData.state} />;
  const errors = actionData?.fields ?? {};
  const message = (field: keyof PasswordErrors) => {
    const code = errors[field];
    return code ? t(`password.errors.${code}`) : undefined;
  };
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 sm:py-16">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl text-sea-deep">{t("password.reset.title")}</h1>
        <p className="mt-2 break-words text-ink" data-testid="password-reset-account">
          {t("password.reset.lead", { email: loaderData.email })}
        </p>
        <PasswordFormError answer={actionData} />
        <Form method="post" noValidate className="mt-6 grid gap-4">
          {/* For password managers: the account whose password this is. */}
          <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
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
              : t("password.reset.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
