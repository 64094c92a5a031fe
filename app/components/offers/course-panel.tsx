import type { City } from "@shared/bookings/types";
import type { FamilyClassView } from "@shared/classes/types";
import { cityName } from "@shared/i18n/cities";
import { useLocalized } from "~/components/site/use-localized";
import { AlertTriangle, BarChart3, CalendarDays, GraduationCap } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";

/** The percentage as the person's language writes it, to one decimal at most. */
const percentText = (percent: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(percent);

/**
 * The running course on the family's booking page (issue 30): their class, this week's lessons
 * and their attendance, with a kind, plain warning and what to do when it needs attention (a
 * Stamp 2 student should never learn of a problem from a letter first).
 */
export function CoursePanel({ course }: { course: FamilyClassView }) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  return (
    <section
      aria-labelledby="offer-class-title"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
      data-testid="offer-course"
    >
      <h2 id="offer-class-title" className="flex items-start gap-3 text-2xl text-sea-deep">
        <GraduationCap aria-hidden="true" className="mt-1 size-7 shrink-0" />
        {t("course.title")}
      </h2>
      <p className="mt-3 text-lg font-semibold text-ink" data-testid="offer-course-class">
        {t("course.classLine", {
          name: course.className,
          level: course.level,
          campus: cityName(course.campus as City, lang),
        })}
      </p>

      {course.reasons.length > 0 ? <AttendanceWarning course={course} /> : null}

      <h3 className="mt-6 flex items-center gap-2 font-sans text-lg font-bold text-sea-deep">
        <BarChart3 aria-hidden="true" className="size-5" />
        {t("course.attendanceTitle")}
      </h3>
      {course.percent === null ? (
        <p className="mt-2 text-ink">{t("course.noneHeld")}</p>
      ) : (
        <p className="mt-2 text-ink" data-testid="offer-course-percent">
          <span className="text-3xl font-bold text-sea-deep">
            {t("course.percent", { percent: percentText(course.percent, lang) })}
          </span>{" "}
          {t("course.held", { count: course.lessonsHeld })}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted">{t("course.target")}</p>

      <h3 className="mt-6 flex items-center gap-2 font-sans text-lg font-bold text-sea-deep">
        <CalendarDays aria-hidden="true" className="size-5" />
        {t("course.weekTitle", { date: formatDay(course.weekOf, lang) })}
      </h3>
      {course.week.length === 0 ? (
        <p className="mt-2 text-ink">{t("course.noLessons")}</p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="offer-course-week">
          {course.week.map((lesson) => (
            <li key={lesson.date} className="rounded-2xl bg-sand px-4 py-3 text-ink">
              <span className="font-semibold">{formatDay(lesson.date, lang)}</span>
              <br />
              {t(lesson.room ? "course.lesson" : "course.lessonNoRoom", {
                start: lesson.startTime,
                end: lesson.endTime,
                room: lesson.room ?? "",
                teacher: lesson.teacherFirstName,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AttendanceWarning({ course }: { course: FamilyClassView }) {
  const { t } = useTranslation("offers");
  return (
    <div
      role="note"
      aria-labelledby="offer-class-warning"
      className="mt-5 rounded-2xl border-2 border-[#b54708] bg-[#fffaeb] p-5 text-ink"
      data-testid="offer-course-warning"
    >
      <h3
        id="offer-class-warning"
        className="flex items-start gap-2 font-sans text-lg font-bold text-[#7a2e0e]"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t("course.warning.title")}
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {course.reasons.map((reason) => (
          <li key={reason}>{t(`course.warning.${reason}`)}</li>
        ))}
      </ul>
      <p className="mt-3">{t("course.warning.action")}</p>
      {course.needsVisa ? <p className="mt-3">{t("course.warning.visa")}</p> : null}
    </div>
  );
}
