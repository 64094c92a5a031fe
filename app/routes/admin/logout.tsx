import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { adminContext } from "./admin.server";
import { clearedSessionCookie } from "./session.server";

export async function action({ context }: Route.ActionArgs) {
  const { services, session } = adminContext(context);
  await services.auth.logout(session);
  throw redirect("/admin/login?loggedOut=1", {
    headers: { "Set-Cookie": clearedSessionCookie(context) },
  });
}

export function loader() {
  throw redirect("/admin/dashboard");
}
