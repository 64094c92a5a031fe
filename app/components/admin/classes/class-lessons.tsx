/** A class's next and past lessons, each with its register's state and a link to it. */
import type { LessonItem } from "@shared/classes/types";
import { Link } from "react-router";
import { Badge } from "../../ui/badge";
import { bodyCell, TableHead } from "../table-head";
import { shortDayText } from "./labels";

function LessonTable({
  caption,
  lessons,
  today,
}: {
  caption: string;
  lessons: LessonItem[];
  today: string;
}) {
  if (lessons.length === 0) return <p className="text-sm text-ink-muted">None.</p>;
  return (
    <table className="w-full">
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={["Day", "Time", "Register"]} />
      <tbody className="divide-y divide-mist">
        {lessons.map((lesson) => (
          <tr key={lesson.id} data-testid="lesson-row">
            <td className={bodyCell}>{shortDayText(lesson.date)}</td>
            <td className={`${bodyCell} tabular-nums`}>
              {lesson.startTime}–{lesson.endTime}
            </td>
            <td className={bodyCell}>
              {lesson.registerTakenAt ? (
                <Badge tone="success">Taken</Badge>
              ) : lesson.date > today ? (
                <Badge>Not yet</Badge>
              ) : (
                <Badge tone="warning">Not taken</Badge>
              )}{" "}
              {lesson.date <= today ? (
                <Link
                  to={`/admin/registers/${lesson.id}`}
                  className="ml-1 text-sea underline"
                  aria-label={`Register of ${shortDayText(lesson.date)}`}
                >
                  Register
                </Link>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ClassLessons({
  upcoming,
  past,
  today,
}: {
  upcoming: LessonItem[];
  past: LessonItem[];
  today: string;
}) {
  return (
    <section aria-labelledby="lessons" className="rounded-xl border border-mist bg-white p-5">
      <h2 id="lessons" className="font-sans text-lg font-semibold text-ink">
        Lessons
      </h2>
      <h3 className="mt-3 text-sm font-semibold text-ink">Next lessons</h3>
      <LessonTable caption="Next lessons" lessons={upcoming} today={today} />
      <h3 className="mt-4 text-sm font-semibold text-ink">Past lessons</h3>
      <LessonTable caption="Past lessons" lessons={past} today={today} />
    </section>
  );
}
