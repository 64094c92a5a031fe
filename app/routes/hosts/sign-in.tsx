import { clientIpContext, servicesContext } from "@server/http/context";
import { RateLimitedError } from "@server/services/errors";
import { hostSignInRequestSchema } from "@shared/hosts/forms";
import { HOST_SIGN_IN_LINK_MINUTES } from "@shared/hosts/types";
import { data, redirect } from "react-router";
import { hostMeta } from "~/components/hosts/host-shell";
import { SignInLinkForm } from "~/components/hosts/sign-in-link-form";
import { Notice } from "~/components/partners/notice";
import type { Route } from "./+types/sign-in";

/**
 * Signing in to the host portal (decision 0046): the address, then a link by e-mail. The page
 * answers the same whether the address has an account or not, and never repeats the address
 * (it would land in the URL and the history).
 */
export const meta: Route.MetaFunction = () => hostMeta("Sign in");

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return {
    sent: query.get("sent") === "1",
    expired: query.get("expired") === "1",
    signedOut: query.get("signed-out") === "1",
  };
}

type Answer = { error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 254) : "";
  const parsed = hostSignInRequestSchema.safeParse({ email });
  if (!parsed.success) {
    return data<Answer>(
      { error: "Enter the e-mail address the school invited, like name@example.com.", email },
      400,
    );
  }
  try {
    await context
      .get(servicesContext)
      .hosts.auth.requestLink(parsed.data.email, { ip: context.get(clientIpContext) });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
      return data<Answer>(
        {
          error: `Too many requests from this connection. Try again in ${minutes} minutes.`,
          email,
        },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    throw error;
  }
  throw redirect("/hosts/sign-in?sent=1", 303);
}

export default function HostSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm">
        <h1 className="text-3xl text-sea-deep">Sign in</h1>
        {loaderData.sent && !actionData ? (
          <Notice tone="success" className="mt-5" testId="host-link-sent">
            <strong className="block">Check your e-mail</strong>
            If this address has a host account, we sent it a sign-in link. It works once, within{" "}
            {HOST_SIGN_IN_LINK_MINUTES} minutes.
          </Notice>
        ) : (
          <p className="mt-2 text-ink-muted">
            Host families and residences sign in with a link we e-mail to you: no password.
          </p>
        )}
        {loaderData.expired && !actionData ? (
          <Notice tone="info" className="mt-5">
            Your session ended. Ask for a new link to sign in again.
          </Notice>
        ) : null}
        {loaderData.signedOut && !actionData ? (
          <Notice tone="info" className="mt-5">
            You signed out.
          </Notice>
        ) : null}
        <SignInLinkForm email={actionData?.email} error={actionData?.error} />
      </section>
    </div>
  );
}
