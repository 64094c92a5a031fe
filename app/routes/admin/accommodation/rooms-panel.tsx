/**
 * A provider's rooms with their beds and rates, and the nights the provider or one room cannot
 * host ([from, to): the last day given is the morning the dates end, decision 0042). Admins add
 * rooms and dates and remove dates; editors read.
 */
import type { AccommodationRoom, UnavailableRange } from "@shared/accommodation/types";
import { Form } from "react-router";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import { type AccommodationResult, failureOf } from "./form-values";
import { euros, stayText } from "./labels";
import { FormRefusal, Section } from "./section";

function RoomForm({ result, rooms }: { result: AccommodationResult | undefined; rooms: number }) {
  const failed = failureOf(result, "room");
  const values = failed?.values ?? {};
  const fields = failed?.fields ?? {};
  return (
    <Form
      key={`room-${rooms}`}
      method="post"
      noValidate
      aria-labelledby="new-room-title"
      className="mt-4 grid gap-3 border-t border-mist pt-4 sm:grid-cols-3"
    >
      <h3 id="new-room-title" className="font-sans text-base font-semibold text-ink sm:col-span-3">
        Add a room
      </h3>
      <input type="hidden" name="intent" value="room" />
      <div className="sm:col-span-3">
        <FormRefusal message={failed?.message} />
      </div>
      <Input
        label="Room name"
        name="name"
        maxLength={60}
        autoComplete="off"
        defaultValue={values.name}
        error={fields.name}
      />
      <Input
        label="Beds"
        name="beds"
        inputMode="numeric"
        defaultValue={values.beds}
        error={fields.beds}
      />
      <Input
        label="Own rate per night (€)"
        name="ratePerNight"
        inputMode="decimal"
        hint="Empty: the provider's rate."
        defaultValue={values.ratePerNight}
        error={fields.ratePerNightCents}
      />
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary">
          Add room
        </Button>
      </div>
    </Form>
  );
}

function UnavailableForm({
  result,
  rooms,
  ranges,
}: {
  result: AccommodationResult | undefined;
  rooms: AccommodationRoom[];
  ranges: number;
}) {
  const failed = failureOf(result, "unavailable");
  const values = failed?.values ?? {};
  const fields = failed?.fields ?? {};
  return (
    <Form
      key={`unavailable-${ranges}`}
      method="post"
      noValidate
      aria-labelledby="new-unavailable-title"
      className="mt-4 grid gap-3 border-t border-mist pt-4 sm:grid-cols-2"
    >
      <h3
        id="new-unavailable-title"
        className="font-sans text-base font-semibold text-ink sm:col-span-2"
      >
        Mark dates unavailable
      </h3>
      <input type="hidden" name="intent" value="unavailable" />
      <div className="sm:col-span-2">
        <FormRefusal message={failed?.message} />
      </div>
      <Select
        label="For"
        name="roomId"
        defaultValue={values.roomId ?? ""}
        error={fields.roomId}
        options={[
          { value: "", label: "The whole provider" },
          ...rooms.map((room) => ({ value: String(room.id), label: room.name })),
        ]}
      />
      <Input
        label="First night"
        name="from"
        type="date"
        defaultValue={values.from}
        error={fields.from}
      />
      <Input
        label="Available again on"
        name="to"
        type="date"
        hint="The morning the dates end."
        defaultValue={values.to}
        error={fields.to}
      />
      <Input
        label="Reason"
        name="reason"
        maxLength={200}
        defaultValue={values.reason}
        error={fields.reason}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary">
          Mark unavailable
        </Button>
      </div>
    </Form>
  );
}

export function RoomsPanel({
  rooms,
  unavailable,
  isAdmin,
  result,
}: {
  rooms: AccommodationRoom[];
  unavailable: UnavailableRange[];
  isAdmin: boolean;
  result: AccommodationResult | undefined;
}) {
  const roomName = new Map(rooms.map((room) => [room.id, room.name]));
  const removal = failureOf(result, "remove-unavailable");
  return (
    <Section id="rooms" title="Rooms and unavailable dates">
      {rooms.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No room yet: a provider is suggested for a student once it has a room.
        </p>
      ) : (
        <ScrollArea label="Rooms table">
          <table className="w-full">
            <caption className="sr-only">Rooms</caption>
            <TableHead
              columns={[
                "Room",
                { label: "Beds", align: "right" },
                { label: "Rate / night", align: "right" },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {rooms.map((room) => (
                <tr key={room.id}>
                  <td className={bodyCell}>{room.name}</td>
                  <td className={`${bodyCell} text-right tabular-nums`}>{room.beds}</td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {room.ratePerNightCents === null
                      ? "Provider's rate"
                      : euros(room.ratePerNightCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {isAdmin ? <RoomForm result={result} rooms={rooms.length} /> : null}
      <h3 className="mt-6 font-sans text-base font-semibold text-ink">Unavailable dates</h3>
      <FormRefusal message={removal?.message} />
      {unavailable.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None: available on every night.</p>
      ) : (
        <ScrollArea label="Unavailable dates table" className="mt-2">
          <table className="w-full">
            <caption className="sr-only">Unavailable dates</caption>
            <TableHead
              columns={["Nights", "For", "Reason", isAdmin && { label: "Actions", hidden: true }]}
            />
            <tbody className="divide-y divide-mist">
              {unavailable.map((range) => (
                <tr key={range.id}>
                  <td className={bodyCell}>{stayText(range.from, range.to)}</td>
                  <td className={bodyCell}>
                    {range.roomId === null
                      ? "Whole provider"
                      : (roomName.get(range.roomId) ?? "A room")}
                  </td>
                  <td className={bodyCell}>{range.reason ?? "—"}</td>
                  {isAdmin ? (
                    <td className={`${bodyCell} text-right`}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-unavailable" />
                        <input type="hidden" name="target" value={range.id} />
                        <Button type="submit" variant="ghost" size="sm">
                          Remove<span className="sr-only"> the dates from {range.from}</span>
                        </Button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {isAdmin ? (
        <UnavailableForm result={result} rooms={rooms} ranges={unavailable.length} />
      ) : null}
    </Section>
  );
}
