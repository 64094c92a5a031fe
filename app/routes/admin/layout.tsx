/**
 * The guarded part of the admin: ONE server middleware checks the session before any admin
 * loader or action runs. Renders the sidebar frame with the signed-in person.
 */

import { configContext } from "@server/http/context";
import { useEffect } from "react";
import { data, Outlet } from "react-router";
import { FailedSignInsNotice } from "../../components/admin/account/failed-sign-ins-notice";
import { AdminShell } from "../../components/admin/admin-shell";
import { toast } from "../../components/ui/toast";
import { useSessionKeepAlive } from "../../lib/use-session-keep-alive";
import type { Route } from "./+types/layout";
import { clearedFlashCookie, readFlash } from "./admin.server";
import { requireStaffSession, staffSessionContext } from "./session.server";

export const middleware: Route.MiddlewareFunction[] = [requireStaffSession];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, failedSignIns } = context.get(staffSessionContext);
  const flash = readFlash(request);
  const secure = context.get(configContext).isProduction;
  return data(
    {
      user: { displayName: user.displayName, role: user.role, username: user.username },
      flash,
      failedSignIns: failedSignIns
        ? { count: failedSignIns.count, lastAt: failedSignIns.lastAt?.toISOString() ?? null }
        : null,
    },
    flash ? { headers: { "Set-Cookie": clearedFlashCookie(secure) } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, flash, failedSignIns } = loaderData;
  useSessionKeepAlive();
  useEffect(() => {
    if (flash === "login") {
      toast({
        title: "Login Successful",
        description: "Welcome to Clover English Admin Dashboard",
      });
    }
  }, [flash]);
  return (
    <AdminShell user={user}>
      {failedSignIns ? <FailedSignInsNotice notice={failedSignIns} /> : null}
      <Outlet />
    </AdminShell>
  );
}
