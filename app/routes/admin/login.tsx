import { clientIpContext, configContext, servicesContext } from "@server/http/context";
import { deviceCookie } from "@server/http/cookies";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { LogIn } from "~/components/ui/icons";
import { adminMeta } from "../../components/admin/action-result";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import type { Route } from "./+types/login";
import { flashCookie, formText } from "./admin.server";
import { readDeviceCookie, readSessionCookie, safeNext, sessionCookie } from "./session.server";

export function meta() {
  return adminMeta("Sign in");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readSessionCookie(request, context);
  const session = token ? await context.get(servicesContext).auth.authenticate(token) : null;
  if (session) {
    throw redirect(safeNext(new URL(request.url).searchParams.get("next"), session.user.role));
  }
  return null;
}

type LoginAnswer = { status: "invalid" } | { status: "throttled"; minutes: number };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = formText(form, "username").trim();
  const password = formText(form, "password");
  const next = formText(form, "next");
  if (!username || !password || username.length > 100 || password.length > 200) {
    return data<LoginAnswer>({ status: "invalid" }, { status: 400 });
  }
  const result = await context.get(servicesContext).auth.login(username, password, {
    ip: context.get(clientIpContext),
    deviceCookie: readDeviceCookie(request, context),
  });
  if (result.status === "throttled") {
    return data<LoginAnswer>(
      { status: "throttled", minutes: Math.max(1, Math.ceil(result.retryAfter / 60)) },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  if (result.status === "invalid") {
    return data<LoginAnswer>({ status: "invalid" }, { status: 401 });
  }
  const secure = context.get(configContext).isProduction;
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(result.token, context));
  headers.append("Set-Cookie", deviceCookie("staff", result.deviceCookie, secure));
  headers.append("Set-Cookie", flashCookie("login", secure));
  // A teacher lands on today's registers; a `next` they may not open would answer 403.
  throw redirect(safeNext(next, result.user.role), { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const expired = params.get("expired") === "1";
  const loggedOut = params.get("loggedOut") === "1";

  useEffect(() => {
    if (expired) {
      toast({
        title: "Authentication Failed",
        description: "Please log in again",
        variant: "destructive",
      });
    } else if (loggedOut) {
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    }
  }, [expired, loggedOut]);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "throttled") {
      toast({
        title: "Too many attempts",
        description: `Too many failed sign-ins. Please try again in ${actionData.minutes} minute${actionData.minutes === 1 ? "" : "s"}.`,
        variant: "destructive",
      });
    } else {
      toast({
        title: "Login Failed",
        description: "Please check your credentials and try again",
        variant: "destructive",
      });
    }
  }, [actionData]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-[#f7f8f7] px-4">
      <div className="w-full max-w-sm rounded-2xl border border-mist bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2">
          <img src="/images/brand/mark.svg" alt="" width={32} height={32} />
          <span className="font-semibold text-sea-deep">Clover English</span>
        </div>
        <h1 className="mt-6 font-sans text-2xl font-semibold text-ink">Admin sign in</h1>
        <p className="mt-1 text-sm text-ink-muted">For Clover English staff.</p>
        {expired ? (
          <p role="status" className="mt-4 rounded-lg bg-[#fbefd3] p-3 text-sm text-[#6b4406]">
            Your session has ended. Sign in again to continue where you left off.
          </p>
        ) : null}
        <Form method="post" className="mt-6 grid gap-4" replace>
          <input type="hidden" name="next" value={params.get("next") ?? ""} />
          <Input
            label="Username"
            name="username"
            autoComplete="username"
            required
            autoFocus
            maxLength={100}
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
          />
          <Button type="submit" disabled={submitting} className="mt-2">
            <LogIn aria-hidden="true" className="size-4" />
            {submitting ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
