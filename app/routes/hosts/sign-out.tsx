import { servicesContext } from "@server/http/context";
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearedHostCookie, hostSessionContext } from "./session.server";

/** Sign out (a POST from the header): the session row is revoked on every instance. */
export async function action({ context }: Route.ActionArgs) {
  await context.get(servicesContext).hosts.auth.signOut(context.get(hostSessionContext));
  throw redirect("/hosts/sign-in?signed-out=1", {
    status: 303,
    headers: { "Set-Cookie": clearedHostCookie(context) },
  });
}

export function loader() {
  throw redirect("/hosts");
}
