/** Dismisses the failed sign-in attempts notice of this session, then goes back. */
import { redirect } from "react-router";
import { formText } from "../../components/admin/action-result";
import type { Route } from "./+types/sign-in-notice";
import { adminContext } from "./admin.server";
import { homeOf, safeNext } from "./session.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = adminContext(context);
  await services.auth.dismissFailedSignIns(session);
  throw redirect(safeNext(formText(await request.formData(), "back"), session.user.role), 303);
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(homeOf(adminContext(context).session.user.role));
}
