/**
 * Wraps every admin screen, signed in or not: never cached or indexed, and the toast host
 * (until the site root mounts one itself; a second Toaster renders nothing).
 */
import type { MiddlewareFunction } from "react-router";
import { Outlet } from "react-router";
import { Toaster } from "../../components/ui/toast";

const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

export const middleware = [noStore];

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function AdminShellRoute() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
