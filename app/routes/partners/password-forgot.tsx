import { clientIpContext, servicesContext } from "@server/http/context";
import { RateLimitedError } from "@server/services/errors";
import { passwordResetRequestSchema } from "@shared/agents/forms";
import { localize } from "@shared/i18n/messages.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { Notice } from "~/components/partners/notice";
import { type PasswordFormAnswer, PasswordFormError } from "~/components/partners/password-parts";
import { useLocalized } from "~/components/site/use-localized";
import { Input } from "~/components/ui/field";
import { Send } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/password-forgot";
import { portalPath } from "./session.server";

/**
 * "Forgot your password?" (issue 27): the address the agent signs in with; the service e-mails
 * a link if it has an account. The page answers the same either way and never repeats the
 * address (it would land in the URL and the history): "if it has an account, a link is coming".
 */
export const meta: Route.MetaFunction = (args) => portalMeta(args, "password.meta.forgot");

export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { ...localize(request, ["partners"]), sent };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 254) : "";
  const parsed = passwordResetRequestSchema.safeParse({ email, lang });
  if (!parsed.success) {
    return data<PasswordFormAnswer>(
      { error: "invalid", fields: { email: email.trim() ? "email" : "required" }, email },
      400,
    );
  }
  try {
    await context
      .get(servicesContext)
      .agents.passwords.requestReset(parsed.data.email, { ip: context.get(clientIpContext), lang });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return data<PasswordFormAnswer>(
        { error: "throttled", minutes: Math.ceil(error.retryAfter / 60), fields: {}, email },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    throw error;
  }
  throw redirect(`${portalPath(lang, "/password-reset")}?sent=1`, 303);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  const navigation = useNavigation();
  const code = actionData?.fields.email;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl text-sea-deep">{t("password.forgot.title")}</h1>
        {loaderData.sent && !actionData ? (
          <Notice tone="success" className="mt-5" testId="password-reset-sent">
            <strong className="block">{t("password.forgot.sentTitle")}</strong>
            {t("password.forgot.sentText")}
          </Notice>
        ) : (
          <p className="mt-2 text-ink-muted">{t("password.forgot.lead")}</p>
        )}
        <PasswordFormError answer={actionData} />
        <Form method="post" noValidate className="mt-6 grid gap-4">
          <Input
            label={t("password.forgot.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
            error={code ? t(`password.errors.${code}`) : undefined}
          />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="btn-primary mt-2 inline-flex min-h-12 disabled:opacity-60"
          >
            <Send aria-hidden="true" className="size-5" />
            {t("password.forgot.submit")}
          </button>
        </Form>
        <p className="mt-6">
          <Link
            to={to("/partners/login")}
            className="inline-flex min-h-11 items-center font-semibold text-sea underline underline-offset-4"
          >
            {t("password.forgot.backToSignIn")}
          </Link>
        </p>
      </section>
    </div>
  );
}
