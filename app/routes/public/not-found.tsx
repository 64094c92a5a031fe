import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found | Clover English" }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl text-sea-deep">404 Page Not Found</h1>
      <p className="mt-4 text-ink-muted">The page "{loaderData.path}" could not be found.</p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Go to Homepage
      </Link>
    </main>
  );
}
