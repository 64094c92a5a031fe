import { servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { Form, Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The double opt-in link lands here. Opening it only shows a button: mail scanners follow
 * links, so confirming takes a POST from a person.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    ...localize(request, ["common"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  const email = await context.get(servicesContext).newsletter.confirm(token);
  return { confirmed: email !== null };
}

/** Carries a personal token or answer: never cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "newsletterPages.confirmTitle", noindex: true });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  const state = actionData === undefined ? "ask" : actionData.confirmed ? "confirmed" : "expired";
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl text-sea-deep">
        {t(`newsletterPages.${state === "ask" ? "confirm" : state}Title`)}
      </h1>
      <p className="mt-4 text-ink-muted">
        {t(`newsletterPages.${state === "ask" ? "confirm" : state}Text`)}
      </p>
      {state === "ask" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary inline-flex">
            {t("newsletterPages.confirmButton")}
          </button>
        </Form>
      ) : (
        <Link to={to("/")} className="btn-secondary mt-8 inline-flex">
          {t("errors.goHome")}
        </Link>
      )}
    </section>
  );
}
