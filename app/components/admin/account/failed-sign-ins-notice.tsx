/**
 * Told once per session after failed sign-in attempts on one's account (issue 27): how many,
 * and when the last was, with the way out if they were not one's own. Dismissing is a plain
 * form post, so it works before the page's script has loaded.
 */

import { formatDateTime } from "@shared/format/dates";
import { Form, Link, useLocation } from "react-router";
import { AlertTriangle } from "~/components/ui/icons";

export interface FailedSignIns {
  count: number;
  lastAt: string | null;
}

export function FailedSignInsNotice({ notice }: { notice: FailedSignIns }) {
  const location = useLocation();
  const attempts = `${notice.count} failed sign-in attempt${notice.count === 1 ? "" : "s"}`;
  return (
    <section
      aria-labelledby="failed-sign-ins-title"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-coral-strong/40 bg-coral/10 p-4"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-strong" />
      <div className="min-w-0 flex-1">
        <h2 id="failed-sign-ins-title" className="font-semibold text-ink">
          {attempts} since you last signed in
        </h2>
        <p className="mt-1 text-sm text-ink">
          {notice.lastAt ? `The latest was on ${formatDateTime(notice.lastAt)}. ` : ""}
          If that was not you, someone may be guessing your password:{" "}
          <Link to="/admin/settings#own-password" className="font-medium text-sea-deep underline">
            change it in Settings
          </Link>
          . Every attempt is in the audit trail.
        </p>
      </div>
      <Form method="post" action="/admin/sign-in-notice">
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className="rounded-lg border border-mist bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-sky"
        >
          Dismiss
        </button>
      </Form>
    </section>
  );
}
