/**
 * The ranked rooms for a student, each with the reasons matching gave (in English, for staff)
 * and a Place button: a plain form posting the room and the stay's nights.
 */
import type { SuggestionsAnswer } from "@server/services/accommodation/placements";
import { hardRuleMessages } from "@shared/accommodation/matching";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button";
import { Check } from "../../../components/ui/icons";

export function SuggestionList({
  items,
  stay,
}: {
  items: SuggestionsAnswer["items"];
  stay: SuggestionsAnswer["stay"];
}) {
  const navigation = useNavigation();
  const placing = navigation.state === "submitting" ? navigation.formData?.get("roomId") : null;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-[#9aa3a1] bg-white p-6 text-center text-sm text-ink-muted">
        No room at this campus is free for the whole stay. Look at those not offered below, or add a
        provider.
      </p>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Suggested rooms, best first">
      {items.map((item, index) => (
        <li
          key={item.roomId}
          data-testid="suggestion"
          className="grid gap-3 rounded-xl border border-mist bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <div>
            <h3 className="font-sans text-base font-semibold text-ink">
              <span className="mr-2 text-ink-muted tabular-nums">{index + 1}.</span>
              <Link
                to={`/admin/accommodation/providers/${item.providerId}`}
                className="text-sea-deep underline-offset-2 hover:underline"
              >
                {item.providerName}
              </Link>
              <span className="font-normal text-ink-muted"> · {item.roomName}</span>
            </h3>
            <p className="text-xs text-ink-muted">Score {item.score}</p>
            <ul
              className="mt-2 grid list-disc gap-1 pl-5 text-sm marker:text-ink-muted"
              aria-label={`Why ${item.providerName}, ${item.roomName}`}
            >
              {item.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
          <Form method="post">
            <input type="hidden" name="roomId" value={item.roomId} />
            <input type="hidden" name="from" value={stay.from} />
            <input type="hidden" name="to" value={stay.to} />
            <Button
              type="submit"
              disabled={placing !== null && placing !== undefined}
              className="w-full sm:w-auto"
            >
              <Check aria-hidden="true" className="size-4" />
              Place
              <span className="sr-only">
                {" "}
                at {item.providerName}, {item.roomName}
              </span>
            </Button>
          </Form>
        </li>
      ))}
    </ol>
  );
}

/** The rooms a hard rule excludes, one line per provider and rule (its rooms named together). */
export function ExcludedList({ excluded }: { excluded: SuggestionsAnswer["excluded"] }) {
  if (excluded.length === 0) return <p className="text-sm text-ink-muted">None.</p>;
  const groups = new Map<string, { rooms: string[]; first: (typeof excluded)[number] }>();
  for (const room of excluded) {
    const key = `${room.providerId}-${room.reason}`;
    const group = groups.get(key) ?? { rooms: [], first: room };
    group.rooms.push(room.roomName);
    groups.set(key, group);
  }
  return (
    <ul
      aria-label="Rooms not offered"
      className="divide-y divide-mist rounded-xl border border-mist bg-white"
    >
      {[...groups].map(([key, { rooms, first }]) => (
        <li
          key={key}
          data-testid="excluded-room"
          className="grid gap-1 p-3 text-sm sm:grid-cols-[16rem_1fr] sm:gap-4"
        >
          <span>
            <Link
              to={`/admin/accommodation/providers/${first.providerId}`}
              className="font-semibold text-sea-deep underline-offset-2 hover:underline"
            >
              {first.providerName}
            </Link>
            <span className="block text-xs text-ink-muted">{rooms.join(", ")}</span>
          </span>
          <span className="text-ink">{hardRuleMessages[first.reason]}</span>
        </li>
      ))}
    </ul>
  );
}
