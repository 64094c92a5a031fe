/** Every change of the booking, newest first: who, when, from which status to which. */
import { bookingStatusLabels, type TimelineEvent } from "@shared/bookings/types";
import { formatDateTime } from "@shared/format/dates";
import { Panel } from "./panel";

export function TimelinePanel({ events }: { events: TimelineEvent[] }) {
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Panel id="booking-timeline" title="Timeline">
      {newestFirst.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="grid gap-3" data-testid="booking-timeline">
          {newestFirst.map((event) => (
            <li key={event.id} className="rounded-lg bg-[#f7f8f7] p-3 text-sm">
              <p className="text-xs text-ink-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
                {event.toStatus
                  ? ` · ${event.fromStatus ? bookingStatusLabels[event.fromStatus] : "New"} → ${bookingStatusLabels[event.toStatus]}`
                  : ""}
              </p>
              {event.summary ? <p className="mt-1 whitespace-pre-wrap">{event.summary}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
