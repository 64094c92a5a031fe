import { servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { Form, Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * Every newsletter e-mail links here. A person confirms with a button; mail programs use the
 * same address for RFC 8058 one-click unsubscribe (a POST with List-Unsubscribe=One-Click).
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    ...localize(request, ["common"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const email = await context.get(servicesContext).newsletter.unsubscribe(token);
  return { unsubscribed: email !== null };
}

/** Carries a personal token or answer: never cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "newsletterPages.unsubscribeTitle", noindex: true });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const state =
    actionData === undefined ? "unsubscribe" : actionData.unsubscribed ? "unsubscribed" : "unknown";
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-sea-deep">{t(`newsletterPages.${state}Title`)}</h1>
      <p className="mt-4 text-ink-muted">{t(`newsletterPages.${state}Text`)}</p>
      {state === "unsubscribe" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary inline-flex">
            {t("newsletterPages.unsubscribeButton")}
          </button>
        </Form>
      ) : (
        <Link
          to={to(state === "unknown" ? "/contact" : "/")}
          className="btn-secondary mt-8 inline-flex"
        >
          {state === "unknown" ? t("nav.contact") : t("errors.goHome")}
        </Link>
      )}
    </section>
  );
}
