import { clientIpContext, servicesContext } from "@server/http/context";
import { partnerLoginSchema } from "@shared/agents/forms";
import { localize } from "@shared/i18n/messages.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { Notice } from "~/components/partners/notice";
import { useLocalized } from "~/components/site/use-localized";
import { Input } from "~/components/ui/field";
import { LogIn } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/login";
import {
  agentCookie,
  agentDeviceCookie,
  readAgentCookie,
  readAgentDeviceCookie,
  safeNext,
} from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = localize(request, ["partners"]);
  const query = new URL(request.url).searchParams;
  const next = safeNext(query.get("next"), messages.lang);
  // Already signed in: straight on.
  const token = readAgentCookie(request, context);
  if (token && (await context.get(servicesContext).agents.auth.authenticate(token))) {
    throw redirect(next);
  }
  return {
    ...messages,
    next,
    notice:
      query.get("expired") === "1"
        ? "expired"
        : query.get("signedOut") === "1"
          ? "signedOut"
          : query.get("reset") === "1"
            ? "reset"
            : null,
  } as const;
}

type LoginAnswer =
  | { error: "missing" | "invalid" | "paused"; email: string }
  | { error: "throttled"; minutes: number; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = localize(request, []);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email").slice(0, 254);
  const parsed = partnerLoginSchema.safeParse({ email: text("email"), password: text("password") });
  if (!parsed.success) return data<LoginAnswer>({ error: "missing", email }, 400);
  const result = await context
    .get(servicesContext)
    .agents.auth.login(parsed.data.email, parsed.data.password, {
      ip: context.get(clientIpContext),
      deviceCookie: readAgentDeviceCookie(request, context),
    });
  if (result.status === "throttled") {
    return data<LoginAnswer>(
      { error: "throttled", minutes: Math.max(1, Math.ceil(result.retryAfter / 60)), email },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  if (result.status === "invalid") return data<LoginAnswer>({ error: "invalid", email }, 401);
  if (result.status === "paused") return data<LoginAnswer>({ error: "paused", email }, 403);
  const headers = new Headers();
  headers.append("Set-Cookie", agentCookie(result.token, context));
  headers.append("Set-Cookie", agentDeviceCookie(result.deviceCookie, context));
  throw redirect(safeNext(text("next"), lang), { status: 303, headers });
}

export default function PartnerLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const answer = actionData;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl text-sea-deep">{t("login.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("login.lead")}</p>
        {loaderData.notice && !answer ? (
          <Notice tone={loaderData.notice === "expired" ? "warning" : "success"} className="mt-5">
            {loaderData.notice === "reset"
              ? t("password.signInNotice")
              : t(`login.notice.${loaderData.notice}`)}
          </Notice>
        ) : null}
        {answer ? (
          <Notice tone="danger" className="mt-5" alert testId="login-error">
            <strong className="block">{t(`login.errors.${answer.error}.title`)}</strong>
            {answer.error === "throttled"
              ? t("login.errors.throttled.text", { count: answer.minutes })
              : t(`login.errors.${answer.error}.text`)}
          </Notice>
        ) : null}
        <Form method="post" className="mt-6 grid gap-4" replace>
          <input type="hidden" name="next" value={loaderData.next} />
          <Input
            label={t("login.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={answer?.email ?? ""}
            aria-invalid={answer ? true : undefined}
          />
          <Input
            label={t("login.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            aria-invalid={answer ? true : undefined}
          />
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary mt-2 inline-flex min-h-12 disabled:opacity-60"
          >
            <LogIn aria-hidden="true" className="size-5" />
            {submitting ? t("login.submitting") : t("login.submit")}
          </button>
        </Form>
        <p className="mt-4">
          <Link
            to={to("/partners/password-reset")}
            className="inline-flex min-h-11 items-center font-semibold text-sea underline underline-offset-4"
          >
            {t("password.forgotLink")}
          </Link>
        </p>
      </section>
      <section className="rounded-3xl bg-sky p-6">
        <h2 className="font-sans text-lg font-bold text-sea-deep">{t("login.newTitle")}</h2>
        <p className="mt-2 text-ink">{t("login.newText")}</p>
      </section>
    </div>
  );
}
