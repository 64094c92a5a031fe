/**
 * The week as a grid: one row a class, a teacher or a room, one column a day. A lesson whose
 * teacher or room is booked twice at overlapping times carries a visible flag (text, not colour
 * alone), and the clashes are listed above the grid.
 */
import type { ClashKind } from "@shared/classes/timetable";
import type { TimetableLesson } from "@shared/classes/types";
import { Link } from "react-router";
import { Badge } from "../../ui/badge";
import { ScrollArea } from "../scroll-area";
import { headerCell } from "../table-head";
import { shortDayText } from "./labels";

export type TimetableView = "class" | "teacher" | "room";

const rowOf = (lesson: TimetableLesson, view: TimetableView) =>
  view === "class"
    ? {
        key: `c${lesson.classId}`,
        label: `${lesson.className} (${lesson.level}, ${lesson.campus})`,
      }
    : view === "teacher"
      ? { key: `t${lesson.teacherId}`, label: lesson.teacherName }
      : lesson.roomId === null
        ? { key: "r-none", label: "No room" }
        : { key: `r${lesson.roomId}`, label: `${lesson.campus} · ${lesson.roomName ?? ""}` };

const clashLabels: Record<ClashKind, string> = {
  teacher: "Teacher double-booked",
  room: "Room double-booked",
};

function LessonCell({
  lesson,
  view,
  flags,
}: {
  lesson: TimetableLesson;
  view: TimetableView;
  flags: ClashKind[];
}) {
  return (
    <div
      data-testid="timetable-lesson"
      className={`rounded-lg border p-2 text-xs ${flags.length ? "border-[#b42318] bg-[#fdecea]" : "border-mist bg-[#f7f8f7]"}`}
    >
      <p className="font-semibold tabular-nums">
        {lesson.startTime}–{lesson.endTime}
      </p>
      {view !== "class" ? (
        <Link to={`/admin/classes/${lesson.classId}`} className="text-sea underline">
          {lesson.className}
        </Link>
      ) : null}
      {view !== "teacher" ? <p>{lesson.teacherName}</p> : null}
      {view !== "room" ? <p>{lesson.roomName ?? "No room"}</p> : null}
      {flags.map((kind) => (
        <span key={kind} className="mt-1 block">
          <Badge tone="danger">{clashLabels[kind]}</Badge>
        </span>
      ))}
    </div>
  );
}

export function TimetableGrid({
  lessons,
  days,
  view,
  flagged,
}: {
  lessons: TimetableLesson[];
  days: string[];
  view: TimetableView;
  flagged: Record<number, ClashKind[]>;
}) {
  const rows = new Map<string, { label: string; lessons: TimetableLesson[] }>();
  for (const lesson of lessons) {
    const { key, label } = rowOf(lesson, view);
    const row = rows.get(key) ?? { label, lessons: [] };
    row.lessons.push(lesson);
    rows.set(key, row);
  }
  const ordered = [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <ScrollArea label="Timetable" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[980px] table-fixed">
        <caption className="sr-only">Timetable by {view}</caption>
        <thead className="border-b border-mist bg-[#f7f8f7]">
          <tr>
            <th scope="col" className={`${headerCell} w-44`}>
              {view === "class" ? "Class" : view === "teacher" ? "Teacher" : "Room"}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className={headerCell}>
                {shortDayText(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-mist">
          {ordered.map((row) => (
            <tr key={row.label} data-testid="timetable-row">
              <th scope="row" className="px-3 py-2 text-left align-top text-sm font-semibold">
                {row.label}
              </th>
              {days.map((day) => (
                <td key={day} className="px-1 py-2 align-top">
                  <div className="grid gap-1">
                    {row.lessons
                      .filter((lesson) => lesson.date === day)
                      .map((lesson) => (
                        <LessonCell
                          key={lesson.lessonId}
                          lesson={lesson}
                          view={view}
                          flags={flagged[lesson.lessonId] ?? []}
                        />
                      ))}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
