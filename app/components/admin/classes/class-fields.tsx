/** The class form's fields: name, level, campus, room, teacher, weekdays, times, dates, seats. */

import { cities } from "@shared/bookings/types";
import { DEFAULT_CLASS_CAPACITY, MAX_CLASS_CAPACITY } from "@shared/classes/forms";
import type { RoomItem, TeacherOption } from "@shared/classes/types";
import { cefrLevels } from "@shared/level-test/types";
import { Input, Select } from "../../ui/field";
import { weekdayLongNames } from "./labels";

export const emptyClassValues: Record<string, string> = {
  capacity: String(DEFAULT_CLASS_CAPACITY),
  weekdays: "1,2,3,4,5",
  startTime: "09:00",
  endTime: "12:00",
};

export function ClassFields({
  values,
  errors = {},
  teachers,
  rooms,
}: {
  values: Record<string, string>;
  errors?: Record<string, string>;
  teachers: TeacherOption[];
  rooms: RoomItem[];
}) {
  const chosenDays = new Set((values.weekdays ?? "").split(","));
  const weekdayError =
    errors.weekdays ?? Object.entries(errors).find(([key]) => key.startsWith("weekdays."))?.[1];
  return (
    <>
      <Input
        id="new-class-name"
        label="Class name"
        name="name"
        required
        maxLength={80}
        defaultValue={values.name}
        error={errors.name}
      />
      <Select
        id="new-class-level"
        label="Level (CEFR)"
        name="level"
        required
        defaultValue={values.level ?? ""}
        error={errors.level}
        options={[{ value: "", label: "Choose a level" }, ...cefrLevels]}
      />
      <Select
        id="new-class-campus"
        label="Campus"
        name="campus"
        required
        defaultValue={values.campus ?? ""}
        error={errors.campus}
        options={[{ value: "", label: "Choose a campus" }, ...cities]}
      />
      <Select
        id="new-class-room"
        label="Room"
        name="roomId"
        defaultValue={values.roomId ?? ""}
        error={errors.roomId}
        hint="A room of the class's campus."
        options={[
          { value: "", label: "No room yet" },
          ...rooms.map((room) => ({
            value: String(room.id),
            label: `${room.campus} · ${room.name} (${room.seats} seats)`,
          })),
        ]}
      />
      <Select
        id="new-class-teacher"
        label="Teacher"
        name="teacherId"
        required
        defaultValue={values.teacherId ?? ""}
        error={errors.teacherId}
        options={[
          { value: "", label: "Choose a teacher" },
          ...teachers.map((teacher) => ({
            value: String(teacher.id),
            label: teacher.role === "teacher" ? teacher.name : `${teacher.name} (${teacher.role})`,
          })),
        ]}
      />
      <fieldset
        className="grid gap-1 sm:col-span-2 2xl:col-span-1"
        aria-describedby={weekdayError ? "new-class-weekdays-error" : undefined}
        aria-invalid={weekdayError ? true : undefined}
      >
        <legend className="text-sm font-semibold text-ink">
          Days of the week<span aria-hidden="true"> *</span>
        </legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {weekdayLongNames.map((name, index) => (
            <label key={name} className="flex items-center gap-1 text-sm text-ink">
              <input
                type="checkbox"
                name="weekdays"
                value={index + 1}
                defaultChecked={chosenDays.has(String(index + 1))}
                className="size-4 accent-sea"
              />
              {name}
            </label>
          ))}
        </div>
        {weekdayError ? (
          <p id="new-class-weekdays-error" className="text-sm font-medium text-[#b42318]">
            {weekdayError}
          </p>
        ) : null}
      </fieldset>
      <Input
        id="new-class-start-time"
        label="Starts at"
        name="startTime"
        type="time"
        required
        defaultValue={values.startTime}
        error={errors.startTime}
      />
      <Input
        id="new-class-end-time"
        label="Ends at"
        name="endTime"
        type="time"
        required
        defaultValue={values.endTime}
        error={errors.endTime}
      />
      <Input
        id="new-class-starts-on"
        label="First day"
        name="startsOn"
        type="date"
        required
        defaultValue={values.startsOn}
        error={errors.startsOn}
      />
      <Input
        id="new-class-ends-on"
        label="Last day"
        name="endsOn"
        type="date"
        required
        defaultValue={values.endsOn}
        error={errors.endsOn}
      />
      <Input
        id="new-class-capacity"
        label="Seats"
        name="capacity"
        inputMode="numeric"
        required
        defaultValue={values.capacity}
        error={errors.capacity}
        hint={`At most ${MAX_CLASS_CAPACITY} students.`}
      />
    </>
  );
}
