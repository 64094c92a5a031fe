import { configContext } from "@server/http/context";
import type { AgentIdentity } from "@shared/agents/types";
import { createI18n, type I18nPayload, mergePayloads } from "@shared/i18n/i18n";
import { localize } from "@shared/i18n/messages.server";
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { PortalError } from "~/components/partners/portal-error";
import { PortalShell } from "~/components/partners/portal-shell";
import { I18nProvider } from "~/i18n/react";
import { shellMessagesFor } from "~/i18n/shell-messages";
import type { Route } from "./+types/layout";
import { portalHeaders } from "./session.server";

/**
 * The partner portal's layout (issue 17): the same document shell and CSP as the rest of the
 * site (root.tsx; scripts start after load like every non-staff page, decision 0013), with the
 * portal's own calm frame. Every response under it is `no-store` and `noindex`.
 */
export const middleware: Route.MiddlewareFunction[] = [portalHeaders];

/** The title of the error page (a page's own meta speaks when it rendered). */
export const meta: Route.MetaFunction = ({ error, ...args }) =>
  error
    ? portalMeta(
        args,
        isRouteErrorResponse(error) && error.status === 404 ? "meta.notFound" : "meta.failed",
      )
    : [];

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...localize(request, ["partners"]), siteUrl: context.get(configContext).publicUrl };
}

/** The messages of every matched route, and the signed-in agent once the guard has run. */
function usePortal() {
  const matches = useMatches();
  const payload = mergePayloads(
    matches.map((match) => (match.loaderData as { i18n?: I18nPayload } | undefined)?.i18n),
  );
  const agent =
    matches
      .map((match) => (match.loaderData as { agent?: AgentIdentity } | undefined)?.agent)
      .find((found) => found !== undefined) ?? null;
  return { i18n: payload ? createI18n(payload.lang, payload.bundles) : null, agent };
}

export default function PortalLayout() {
  const { i18n, agent } = usePortal();
  if (!i18n) throw new Error("The portal layout's loader must provide messages");
  return (
    <I18nProvider i18n={i18n}>
      <PortalShell agent={agent}>
        <Outlet />
      </PortalShell>
    </I18nProvider>
  );
}

/** A failure on the sign-in or invitation pages keeps the portal's frame, in its language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { i18n } = usePortal();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!i18n) {
    // Not even the portal's messages could be loaded: the last resort, in the URL's language.
    const { portalFailed } = shellMessagesFor(location.pathname);
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-4xl text-sea-deep">{portalFailed.title}</h1>
        <p className="mt-4 text-ink-muted">{portalFailed.text}</p>
      </main>
    );
  }
  return (
    <I18nProvider i18n={i18n}>
      <PortalShell agent={null}>
        <PortalError status={status} />
      </PortalShell>
    </I18nProvider>
  );
}
