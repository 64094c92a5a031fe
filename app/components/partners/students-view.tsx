import type { PartnerStudent } from "@shared/agents/types";
import { Form, Link } from "react-router";
import { ScrollArea } from "~/components/admin/scroll-area";
import { useLocalized } from "~/components/site/use-localized";
import { Badge } from "~/components/ui/badge";
import { ArrowRight, Plus, Search } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay, money, statusTone } from "./format";
import { PageHeader } from "./page-header";
import { Pager } from "./pager";

interface StudentsPage {
  items: PartnerStudent[];
  total: number;
  page: number;
  pageSize: number;
}

/** The agency's students: a search (a GET form), the list with each status, and paging. */
export function StudentsView({ students, q }: { students: StudentsPage; q: string }) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t("students.title")} lead={t("students.lead")}>
        <Link to={to("/partners/quote")} className="btn-primary inline-flex min-h-12">
          <Plus aria-hidden="true" className="size-5" />
          {t("students.requestQuote")}
        </Link>
      </PageHeader>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="students-q" className="text-sm font-semibold text-ink">
            {t("students.search")}
          </label>
          <input
            id="students-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="block min-h-11 w-full rounded-lg border border-[#6b7472] bg-white px-3 text-base text-ink focus-visible:border-sea"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sea px-5 font-semibold text-white hover:bg-sea-deep"
        >
          <Search aria-hidden="true" className="size-4" />
          {t("students.searchButton")}
        </button>
        {q ? (
          <Link
            to={to("/partners/students")}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-sea underline underline-offset-4"
          >
            {t("students.clear")}
          </Link>
        ) : null}
      </Form>

      {students.items.length === 0 ? (
        <section className="rounded-3xl border border-mist bg-white p-8 text-center">
          <h2 className="text-2xl text-sea-deep">
            {q ? t("students.noMatchTitle") : t("students.emptyTitle")}
          </h2>
          <p className="mt-2 text-ink">
            {q ? t("students.noMatchText", { q }) : t("students.emptyText")}
          </p>
        </section>
      ) : (
        <>
          <StudentCards items={students.items} />
          <StudentsTable items={students.items} />
        </>
      )}
      <Pager page={students.page} pageSize={students.pageSize} total={students.total} />
    </div>
  );
}

/** On a phone: one card per student, the booking link at the bottom of each. */
function StudentCards({ items }: { items: PartnerStudent[] }) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t("students.caption")}>
      {items.map((student) => (
        <li
          key={student.quoteRequestId}
          className="rounded-2xl border border-mist bg-white p-4"
          data-testid="student-card"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-semibold text-ink">
              {student.firstName} {student.lastName}
            </p>
            <Badge tone={statusTone(student.status)}>{t(`status.${student.status}`)}</Badge>
          </div>
          <p className="mt-1 text-sm break-all text-ink-muted">{student.email}</p>
          <p className="mt-2 text-sm text-ink">
            {[
              student.programTitle,
              student.startDate ? formatDay(student.startDate, lang) : null,
              student.totalCents === null ? null : money(student.totalCents, lang),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {student.agencyReference ? (
            <p className="mt-1 text-sm text-ink-muted">
              {t("students.columns.reference")}: {student.agencyReference}
            </p>
          ) : null}
          {student.bookingId ? (
            <Link
              to={to(`/partners/bookings/${student.bookingId}`)}
              className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-sea underline underline-offset-4"
            >
              {t("students.open")}
              <span className="sr-only">
                {" "}
                {t("students.openFor", { name: `${student.firstName} ${student.lastName}` })}
              </span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StudentsTable({ items }: { items: PartnerStudent[] }) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  return (
    <ScrollArea
      label={t("students.caption")}
      className="hidden rounded-3xl border border-mist bg-white md:block"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption id="students-caption" className="sr-only">
          {t("students.caption")}
        </caption>
        <thead>
          <tr className="border-b-2 border-mist text-ink-muted">
            {["student", "program", "start", "reference", "status", "total", "booking"].map(
              (column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`students.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((student) => (
            <tr
              key={student.quoteRequestId}
              className="border-b border-mist align-top last:border-0"
              data-testid="student-row"
            >
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-ink">
                  {student.firstName} {student.lastName}
                </span>
                <span className="block break-all text-ink-muted">{student.email}</span>
              </th>
              <td className="px-4 py-3 text-ink">{student.programTitle}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                {student.startDate ? formatDay(student.startDate, lang) : "—"}
              </td>
              <td className="px-4 py-3 text-ink">{student.agencyReference ?? "—"}</td>
              <td className="px-4 py-3">
                <Badge tone={statusTone(student.status)}>{t(`status.${student.status}`)}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink tabular-nums">
                {student.totalCents === null ? "—" : money(student.totalCents, lang)}
              </td>
              <td className="px-4 py-3">
                {student.bookingId ? (
                  <Link
                    to={to(`/partners/bookings/${student.bookingId}`)}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-sea underline underline-offset-4"
                  >
                    {t("students.open")}
                    <span className="sr-only">
                      {" "}
                      {t("students.openFor", { name: `${student.firstName} ${student.lastName}` })}
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : (
                  <span className="text-ink-muted">{t("students.waiting")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
