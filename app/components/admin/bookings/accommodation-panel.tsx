/**
 * The booking's accommodation (issue 31, decision 0047): every placement, cancelled and moved
 * ones too, and for those still holding a bed the changes staff make: move to a room free for
 * the whole stay (the suggestions, best first), a new departure day, hold or release, confirm
 * the arrival, cancel. Plain forms posting to the booking route's action: they work without
 * JavaScript, and the answer is shown here in the page.
 */
import type { PlacementHistoryEntry, PlacementStatus } from "@shared/accommodation/types";
import { Form, useActionData, useNavigation } from "react-router";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { Panel } from "./panel";

const statusTones: Record<PlacementStatus, BadgeTone> = {
  placed: "success",
  held: "warning",
  cancelled: "neutral",
};

const typeLabels = { "host-family": "host family", residence: "residence" } as const;

interface RoomChoice {
  roomId: number;
  label: string;
}

export function AccommodationPanel({
  placements,
  rooms,
  today,
}: {
  placements: PlacementHistoryEntry[];
  rooms: RoomChoice[];
  today: string;
}) {
  const result = useActionData<ActionResult>();
  const answer = result?.intent.startsWith("placement-") ? result : null;
  return (
    <Panel id="booking-accommodation" title="Accommodation">
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mb-4 rounded-lg px-3 py-2 text-sm ${answer.ok ? "bg-[#e7f4ee] text-[#0b5a3c]" : "bg-[#fdecea] text-[#8a1c12]"}`}
        >
          {answer.message}
          {!answer.ok && answer.fields ? ` ${Object.values(answer.fields).join(" ")}` : ""}
        </p>
      ) : null}
      {placements.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Not placed. Confirmed bookings with accommodation are placed from the unplaced list.
        </p>
      ) : (
        <ol className="grid gap-4">
          {placements.map((placement) => (
            <PlacementItem key={placement.id} placement={placement} rooms={rooms} today={today} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function PlacementItem({
  placement,
  rooms,
  today,
}: {
  placement: PlacementHistoryEntry;
  rooms: RoomChoice[];
  today: string;
}) {
  const active = placement.status !== "cancelled";
  return (
    <li
      className="grid gap-2 rounded-lg border border-mist p-4 text-sm"
      data-testid={`placement-${placement.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">
          {placement.providerName} · {placement.roomName}
        </span>
        <span className="text-ink-muted">({typeLabels[placement.providerType]})</span>
        <Badge tone={statusTones[placement.status]}>{placement.status}</Badge>
      </div>
      <p>
        Nights from {placement.from}, departure on the morning of {placement.to}
        {placement.previousPlacementId
          ? ` · continues placement #${placement.previousPlacementId}`
          : ""}
      </p>
      <p className="text-ink-muted">
        {placement.arrivalConfirmedAt
          ? `Arrival confirmed by ${placement.arrivalConfirmedBy} on ${placement.arrivalConfirmedAt.slice(0, 10)}`
          : "Arrival not confirmed yet"}
      </p>
      {!placement.providerHasEmail ? (
        <p className="text-[#8a4b00]">
          This {typeLabels[placement.providerType]} has no e-mail address: it was not e-mailed, tell
          them by phone.
        </p>
      ) : null}
      {active ? <PlacementActions placement={placement} rooms={rooms} today={today} /> : null}
    </li>
  );
}

function PlacementActions({
  placement,
  rooms,
  today,
}: {
  placement: PlacementHistoryEntry;
  rooms: RoomChoice[];
  today: string;
}) {
  const busy = useNavigation().state !== "idle";
  const id = placement.id;
  const moveFrom = today > placement.from && today < placement.to ? today : placement.from;
  const choices = rooms.filter((room) => room.roomId !== placement.roomId);
  return (
    <div className="mt-2 grid gap-3">
      {choices.length > 0 ? (
        <Form method="post" className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
          <input type="hidden" name="intent" value="placement-move" />
          <input type="hidden" name="placementId" value={id} />
          <Select
            id={`move-room-${id}`}
            name="roomId"
            label="Move to"
            options={choices.map((room) => ({ value: String(room.roomId), label: room.label }))}
          />
          <Input
            id={`move-from-${id}`}
            name="from"
            type="date"
            label="From the night of"
            defaultValue={moveFrom}
            min={placement.from}
            required
          />
          <Button type="submit" size="sm" disabled={busy}>
            Move
          </Button>
        </Form>
      ) : (
        <p className="text-ink-muted">No other room is free for the whole stay.</p>
      )}
      <Form method="post" className="grid items-end gap-2 sm:grid-cols-[10rem_auto]">
        <input type="hidden" name="intent" value="placement-end" />
        <input type="hidden" name="placementId" value={id} />
        <Input
          id={`end-to-${id}`}
          name="to"
          type="date"
          label="Departure day"
          defaultValue={placement.to}
          required
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          Change departure
        </Button>
      </Form>
      <div className="flex flex-wrap gap-2">
        {placement.arrivalConfirmedAt ? null : (
          <IntentButton id={id} intent="placement-confirm-arrival" busy={busy}>
            Confirm arrival
          </IntentButton>
        )}
        {placement.status === "held" ? (
          <IntentButton id={id} intent="placement-release" busy={busy}>
            Release hold
          </IntentButton>
        ) : (
          <IntentButton id={id} intent="placement-hold" busy={busy}>
            Hold (keep the bed, pay nothing)
          </IntentButton>
        )}
        <IntentButton id={id} intent="placement-cancel" busy={busy} danger>
          Cancel placement
        </IntentButton>
      </div>
    </div>
  );
}

function IntentButton({
  id,
  intent,
  busy,
  danger,
  children,
}: {
  id: number;
  intent: string;
  busy: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="placementId" value={id} />
      <Button type="submit" size="sm" variant={danger ? "danger" : "secondary"} disabled={busy}>
        {children}
      </Button>
    </Form>
  );
}
