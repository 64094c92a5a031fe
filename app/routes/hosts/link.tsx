import { clientIpContext, servicesContext } from "@server/http/context";
import { GoneError, NotFoundError, RateLimitedError } from "@server/services/errors";
import { data, Form, redirect, useNavigation } from "react-router";
import { hostMeta } from "~/components/hosts/host-shell";
import { SignInLinkForm } from "~/components/hosts/sign-in-link-form";
import { Notice } from "~/components/partners/notice";
import { LogIn } from "~/components/ui/icons";
import type { Route } from "./+types/link";
import { hostCookie } from "./session.server";

/**
 * The e-mailed link (decision 0046). Opening it does not sign in: mail scanners open links
 * before people do, and would use up a single-use link. The page names the account and the
 * host presses Sign in (a POST), which uses the link. A link that no longer works says why and
 * offers a new one at once.
 */
export const meta: Route.MetaFunction = () => hostMeta("Sign in");

type LinkState =
  | { state: "ok"; name: string; providerName: string }
  | { state: "used" | "replaced" | "expired" | "inactive" | "invalid" | "throttled" };

const gone = (error: unknown): LinkState | null => {
  if (error instanceof NotFoundError) return { state: "invalid" };
  if (error instanceof GoneError) {
    const reason = error.reason;
    return reason === "used" || reason === "replaced" || reason === "inactive"
      ? { state: reason }
      : { state: "expired" };
  }
  if (error instanceof RateLimitedError) return { state: "throttled" };
  return null;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const link = await context.get(servicesContext).hosts.auth.link(params.token);
    return data<LinkState>({ state: "ok", ...link });
  } catch (error) {
    const state = gone(error);
    if (!state) throw error;
    return data<LinkState>(state, state.state === "invalid" ? 404 : 410);
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const signedIn = await context
      .get(servicesContext)
      .hosts.auth.signIn(params.token, { ip: context.get(clientIpContext) });
    throw redirect("/hosts", {
      status: 303,
      headers: { "Set-Cookie": hostCookie(signedIn.token, context) },
    });
  } catch (error) {
    const state = gone(error);
    if (!state) throw error;
    return data<LinkState>(state, state.state === "throttled" ? 429 : 410);
  }
}

const messages: Record<Exclude<LinkState["state"], "ok">, [string, string]> = {
  used: ["This link was already used", "Each sign-in link works once. Ask for a new one below."],
  replaced: [
    "A newer link replaced this one",
    "Use the latest e-mail we sent you, or ask for a new link below.",
  ],
  expired: ["This link has expired", "Ask for a new link below: it arrives in a minute or two."],
  invalid: [
    "This link is not valid",
    "Check that the whole link was copied, or ask for a new one.",
  ],
  inactive: [
    "Your access has ended",
    "Your access to the host portal was turned off. Please contact the school if this is a mistake.",
  ],
  throttled: ["Too many attempts", "Please wait a few minutes, then try again."],
};

export default function HostLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData ?? loaderData;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <section className="rounded-3xl border border-mist bg-white p-6 shadow-sm">
        {answer.state === "ok" ? (
          <>
            <h1 className="text-3xl text-sea-deep">Welcome, {answer.name}</h1>
            <p className="mt-2 text-ink-muted">
              Sign in to the host portal of {answer.providerName}.
            </p>
            <Form method="post" className="mt-6">
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="btn-primary inline-flex min-h-12 w-full justify-center disabled:opacity-60"
              >
                <LogIn aria-hidden="true" className="size-5" />
                Sign in
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 className="text-3xl text-sea-deep">{messages[answer.state][0]}</h1>
            <Notice
              tone="warning"
              alert={Boolean(actionData)}
              className="mt-5"
              testId="host-link-problem"
            >
              {messages[answer.state][1]}
            </Notice>
            {answer.state === "inactive" ? null : (
              <SignInLinkForm submitLabel="Send me a new link" />
            )}
          </>
        )}
      </section>
    </div>
  );
}
