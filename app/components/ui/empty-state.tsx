import type { ReactNode } from "react";
import { Inbox } from "~/components/ui/icons";

/** "No … found": one text for an empty list, another for a filtered one (spec §8). */
export function EmptyState({
  title,
  filtered,
  emptyText,
  action,
}: {
  title: string;
  filtered: boolean;
  emptyText: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-[#9aa3a1] bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-8 text-ink-muted" />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {filtered ? "Try adjusting your search or filters." : emptyText}
      </p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
