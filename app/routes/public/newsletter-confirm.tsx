import { Form, Link } from "react-router";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The double opt-in link lands here. Opening it only shows a button: mail scanners follow
 * links, so confirming takes a POST from a person.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  const email = await context.get(servicesContext).newsletter.confirm(token);
  return { confirmed: email !== null };
}

export function meta() {
  return [
    { title: "Confirm your subscription | Clover English" },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      {actionData === undefined ? (
        <>
          <h1 className="text-3xl text-sea-deep">Confirm your subscription</h1>
          <p className="mt-4 text-ink-muted">
            One click and you will receive course dates, early-booking offers and stories from
            Dublin, Cork and Galway, about twice a month.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary inline-flex">
              Confirm subscription
            </button>
          </Form>
        </>
      ) : actionData.confirmed ? (
        <>
          <h1 className="text-3xl text-sea-deep">You're subscribed!</h1>
          <p className="mt-4 text-ink-muted">
            Welcome to Clover English. Your welcome e-mail is on its way.
          </p>
          <Link to="/" className="btn-secondary mt-8 inline-flex">
            Go to Homepage
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl text-sea-deep">This link has expired</h1>
          <p className="mt-4 text-ink-muted">
            It may have been used already, or replaced by a newer sign-up. Sign up again from the
            bottom of our home page and we will send a fresh link.
          </p>
          <Link to="/" className="btn-secondary mt-8 inline-flex">
            Go to Homepage
          </Link>
        </>
      )}
    </section>
  );
}
