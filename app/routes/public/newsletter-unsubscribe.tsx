import { Form, Link } from "react-router";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * Every newsletter e-mail links here. A person confirms with a button; mail programs use the
 * same address for RFC 8058 one-click unsubscribe (a POST with List-Unsubscribe=One-Click).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const email = await context.get(servicesContext).newsletter.unsubscribe(token);
  return { unsubscribed: email !== null };
}

export function meta() {
  return [{ title: "Unsubscribe | Clover English" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      {actionData === undefined ? (
        <>
          <h1 className="text-3xl text-sea-deep">Unsubscribe from our newsletter</h1>
          <p className="mt-4 text-ink-muted">
            We're sorry to see you go. You will not receive any more newsletters from us.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary inline-flex">
              Unsubscribe
            </button>
          </Form>
        </>
      ) : actionData.unsubscribed ? (
        <>
          <h1 className="text-3xl text-sea-deep">You're unsubscribed</h1>
          <p className="mt-4 text-ink-muted">
            You will not receive newsletters from us any more. Changed your mind? Sign up again at
            any time from our home page.
          </p>
          <Link to="/" className="btn-secondary mt-8 inline-flex">
            Go to Homepage
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl text-sea-deep">We could not find this subscription</h1>
          <p className="mt-4 text-ink-muted">
            The link looks incomplete. Please open it again from the e-mail, or write to us and we
            will remove your address by hand.
          </p>
          <Link to="/contact" className="btn-secondary mt-8 inline-flex">
            Contact Us
          </Link>
        </>
      )}
    </section>
  );
}
