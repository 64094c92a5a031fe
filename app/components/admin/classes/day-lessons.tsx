/**
 * The lessons of a day as cards (a teacher opens this on a phone): class, time, room, whether
 * the register was taken, and the way to take or change it.
 */
import type { DayLesson } from "@shared/classes/types";
import { formatTime } from "@shared/format/dates";
import { Link } from "react-router";
import { ChevronRight } from "~/components/ui/icons";
import { Badge } from "../../ui/badge";

export function DayLessons({
  lessons,
  showTeacher,
}: {
  lessons: DayLesson[];
  showTeacher: boolean;
}) {
  return (
    <ul className="grid gap-3" aria-label="Lessons">
      {lessons.map((lesson) => (
        <li
          key={lesson.lessonId}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-mist bg-white p-4"
          data-testid="day-lesson"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">
              {lesson.className}{" "}
              <span className="font-normal text-ink-muted">({lesson.level})</span>
            </p>
            <p className="text-sm text-ink-muted">
              {lesson.startTime}–{lesson.endTime} · {lesson.campus}
              {lesson.roomName ? `, ${lesson.roomName}` : ", no room set"}
              {showTeacher ? ` · ${lesson.teacherName}` : ""}
            </p>
            <p className="mt-1">
              {lesson.registerTakenAt ? (
                <Badge tone="success">Taken at {formatTime(lesson.registerTakenAt)}</Badge>
              ) : (
                <Badge tone="warning">Not taken</Badge>
              )}
            </p>
          </div>
          <Link
            to={`/admin/registers/${lesson.lessonId}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-sea px-3 py-2 text-sm font-semibold text-sea-deep hover:bg-sky"
          >
            {lesson.registerTakenAt ? "Edit register" : "Take register"}
            <span className="sr-only">
              {" "}
              of {lesson.className} at {lesson.startTime}
            </span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
