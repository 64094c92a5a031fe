import { servicesContext } from "@server/http/context";
import { languageFromPath } from "@shared/i18n/languages";
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { agentSessionContext, clearedAgentCookie, portalPath } from "./session.server";

/** POST: ends the session everywhere (the row is revoked) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  await context.get(servicesContext).agents.auth.logout(context.get(agentSessionContext));
  const lang = languageFromPath(new URL(request.url).pathname);
  throw redirect(`${portalPath(lang, "/login")}?signedOut=1`, {
    status: 303,
    headers: { "Set-Cookie": clearedAgentCookie(context) },
  });
}

/** Signing out is a form post (a link could be followed by a prefetch); a GET goes home. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(portalPath(languageFromPath(new URL(request.url).pathname)));
}
