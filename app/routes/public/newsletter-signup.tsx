import { clientIpContext, servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { data } from "react-router";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-signup";

/**
 * The newsletter form posts here, from every page: with JavaScript through a fetcher (a toast
 * answers), without it as a normal form post that lands on this page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { lang } = localize(request, []);
  try {
    const result = await context
      .get(servicesContext)
      .newsletter.submit(
        { email: form.get("email"), website: form.get("website") ?? undefined, locale: lang },
        { ip: context.get(clientIpContext) },
      );
    switch (result.status) {
      case "stored":
      case "ignored":
        return data({ ok: true as const, error: null });
      case "invalid":
        return data({ ok: false as const, error: "invalid" as const }, { status: 400 });
      case "rate_limited":
        return data({ ok: false as const, error: "rate_limited" as const }, { status: 429 });
    }
  } catch {
    // The visitor gets a clear message and keeps what they typed; the error is logged upstream.
    return data({ ok: false as const, error: "server" as const }, { status: 503 });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["common"]);
}

/** Carries a personal token or answer: never cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "newsletter.title", noindex: true });

export default function NewsletterSignup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-sea-deep">
        {actionData?.ok ? t("newsletter.successTitle") : t("newsletter.title")}
      </h1>
      <p className="mt-4 text-ink-muted">
        {actionData?.ok ? t("newsletter.successText") : t("newsletter.text")}
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-4 font-semibold text-coral-strong">
          {t(
            actionData.error === "invalid"
              ? "newsletter.invalidEmail"
              : actionData.error === "rate_limited"
                ? "newsletter.rateLimited"
                : "newsletter.errorText",
          )}
        </p>
      )}
      {!actionData?.ok && (
        <div className="mt-8">
          <NewsletterForm />
        </div>
      )}
    </section>
  );
}
