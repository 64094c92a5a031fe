import { localize } from "@shared/i18n/messages.server";
import { data, Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return data({ path: pathname, ...localize(request, ["common"]) }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { titleKey: "errors.notFoundTitle", noindex: true });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <img
        src="/images/fallback.svg"
        alt=""
        width={320}
        height={240}
        className="mx-auto rounded-3xl"
      />
      <h1 className="mt-8 text-4xl text-sea-deep">{t("errors.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {t("errors.notFoundText", { path: loaderData.path })}
      </p>
      <Link to={to("/")} className="btn-primary mt-8 inline-flex">
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
