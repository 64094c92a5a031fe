import { useFetcher } from "react-router";
import { Sparkles } from "~/components/ui/icons";
import { ConfirmButton } from "../../ui/confirm-dialog";
import type { ActionResult } from "../action-result";
import { useActionToast } from "../use-action-toast";

/** The tables of the demo, as staff name them, in the order worth reading. */
const labels: [string, string][] = [
  ["quote_requests", "quote requests"],
  ["bookings", "bookings"],
  ["contact_inquiries", "enquiries"],
  ["level_test_sessions", "level tests"],
  ["students", "students"],
  ["newsletter_subscriptions", "subscribers"],
  ["agencies", "agencies"],
  ["staff_users", "staff accounts"],
];

/**
 * Settings, for admins, while the database holds the seeded demo (issue 35): what it holds and
 * the one action that removes it (the settings action `remove-demo-data`).
 */
export function DemoDataCard({
  status,
}: {
  status: { total: number; counts: Partial<Record<string, number>> };
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, {
    ok: "Demo data removed",
    error: "Demo data not removed",
  });
  if (status.total === 0) return null;
  const parts = labels
    .filter(([table]) => status.counts[table])
    .map(([table, label]) => `${status.counts[table]} ${label}`);
  return (
    <section
      aria-labelledby="demo-data"
      className="mb-6 min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="demo-data" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-sea" /> Demo data
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        This database holds a demo school for trying Clover: {parts.join(", ")}, and their offers,
        payments, page views and audit entries. Every demo address ends in .demo@example.com. Remove
        it all to start with your own records; it does not come back.
      </p>
      <div className="mt-4">
        <ConfirmButton
          message="Remove every demo record? Real records stay; this cannot be undone."
          confirmLabel="Remove demo data"
          disabled={fetcher.state !== "idle"}
          onConfirm={() => fetcher.submit({ intent: "remove-demo-data" }, { method: "post" })}
        >
          {fetcher.state !== "idle" ? "Removing…" : "Remove demo data"}
        </ConfirmButton>
      </div>
    </section>
  );
}
