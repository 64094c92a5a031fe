/** Dismisses the failed sign-in attempts notice of this session, then goes back. */

import { servicesContext } from "@server/http/context";
import { languageFromPath } from "@shared/i18n/languages";
import { redirect } from "react-router";
import type { Route } from "./+types/sign-in-notice";
import { agentSessionContext, portalPath, safeNext } from "./session.server";

export async function action({ request, context }: Route.ActionArgs) {
  await context
    .get(servicesContext)
    .agents.auth.dismissFailedSignIns(context.get(agentSessionContext));
  const form = await request.formData();
  const back = form.get("back");
  const lang = languageFromPath(new URL(request.url).pathname);
  throw redirect(safeNext(typeof back === "string" ? back : null, lang), 303);
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(portalPath(languageFromPath(new URL(request.url).pathname)));
}
