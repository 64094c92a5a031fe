import { parseRange } from "@server/services/analytics/report";
import { formatDate } from "@shared/format/dates";
import { data } from "react-router";
import { Eye, Mail, Receipt, TrendingUp } from "~/components/ui/icons";
import { adminMeta } from "../../../components/admin/action-result";
import { BookingSections } from "../../../components/admin/analytics/booking-sections";
import { LevelTestSections } from "../../../components/admin/analytics/level-test-sections";
import { RangeForm } from "../../../components/admin/analytics/range-form";
import {
  csvHref,
  EmptyRow,
  number,
  ProgramRowHeader,
  percent,
  RankingBarChart,
  ReportSection,
  Table,
  td,
  tdNumber,
  WeeklyBarChart,
  WeeklyLineChart,
} from "../../../components/admin/analytics/report-parts";
import { PageHeader } from "../../../components/admin/page-header";
import { AdminRouteError } from "../../../components/admin/route-error";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/analytics";

export function meta() {
  return adminMeta("Analytics");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Admins and editors alike: the figures are counts, with nothing about any one person.
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const input = { from: url.searchParams.get("from"), to: url.searchParams.get("to") };
  const parsed = parseRange(input, services.now());
  if (!parsed.ok) {
    return data(
      {
        from: input.from?.slice(0, 20) ?? "",
        to: input.to?.slice(0, 20) ?? "",
        errors: parsed.fields,
        report: null,
      },
      { status: 400 },
    );
  }
  return {
    ...parsed.range,
    errors: {},
    report: await services.analytics.report(parsed.range),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Analytics" />;
}

type Report = NonNullable<Route.ComponentProps["loaderData"]["report"]>;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { from, to, errors, report } = loaderData;
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Leads, conversion, bookings and booked revenue, the level test, newsletter and page views from our own records: totals only, no personal data. Weeks start on Monday (Irish time); the first and last week count only the days inside the range."
      />
      <RangeForm from={from} to={to} errors={errors} />
      {report ? (
        <ReportBody report={report} />
      ) : (
        <div role="alert" className="rounded-xl border border-[#b42318] bg-white p-5">
          <h2 className="font-sans text-lg font-semibold text-ink">Check the dates</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {[errors.from, errors.to].filter(Boolean).join(" ")}
          </p>
        </div>
      )}
    </>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { range } = report;
  const leadsTotal = report.leadsPerWeek.reduce((sum, week) => sum + week.total, 0);
  const lastWeek = report.newsletterGrowth.perWeek.at(-1);
  const rangeText = `${formatDate(range.from)} to ${formatDate(range.to)}`;
  return (
    <div className="grid min-w-0 gap-6">
      <p className="sr-only" aria-live="polite">
        Showing {rangeText}.
      </p>
      <StatGrid label={`Totals, ${rangeText}`}>
        <StatCard label="Leads" value={leadsTotal} icon={TrendingUp} />
        <StatCard
          label="Quote → student"
          value={percent(report.conversion.conversionRate)}
          icon={Receipt}
        />
        <StatCard
          label="Newsletter subscribers"
          value={lastWeek?.subscribers ?? report.newsletterGrowth.startSubscribers}
          icon={Mail}
        />
        <StatCard label="Page views" value={report.pageViews.total} icon={Eye} />
      </StatGrid>

      <ReportSection
        id="leads-per-week"
        title="Leads per week"
        description="Contact inquiries, quote requests and newsletter sign-ups received each week."
        csv={csvHref("leads-per-week", range)}
        chart={
          <WeeklyBarChart
            label="Bar chart of leads per week by type; the figures are in the table below."
            rows={report.leadsPerWeek}
            series={[
              { key: "contactInquiries", label: "Contact inquiries" },
              { key: "quoteRequests", label: "Quote requests" },
              { key: "newsletterSignups", label: "Newsletter sign-ups" },
            ]}
          />
        }
      >
        <Table
          label="Leads per week table"
          caption={`Leads per week, ${rangeText}`}
          head={[
            { label: "Week of" },
            { label: "Contact inquiries", numeric: true },
            { label: "Quote requests", numeric: true },
            { label: "Newsletter sign-ups", numeric: true },
            { label: "Total", numeric: true },
          ]}
        >
          {report.leadsPerWeek.map((week) => (
            <tr key={week.week} data-testid="leads-week-row">
              <th scope="row" className={`${td} text-left font-medium`}>
                <time dateTime={week.week}>{formatDate(week.week)}</time>
              </th>
              <td className={tdNumber}>{number.format(week.contactInquiries)}</td>
              <td className={tdNumber}>{number.format(week.quoteRequests)}</td>
              <td className={tdNumber}>{number.format(week.newsletterSignups)}</td>
              <td className={`${tdNumber} font-semibold`}>{number.format(week.total)}</td>
            </tr>
          ))}
        </Table>
      </ReportSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <ReportSection
          id="quotes-by-program"
          title="Quote requests by program"
          description="Quote requests received in the range, and how many of them staff have turned into students."
          csv={csvHref("quotes-by-program", range)}
          chart={
            report.quotesByProgram.length ? (
              <RankingBarChart
                label="Bar chart of quote requests and new students by program; the figures are in the table below."
                rows={report.quotesByProgram}
                category="program"
                series={[
                  { key: "quoteRequests", label: "Quote requests" },
                  { key: "students", label: "Became students" },
                ]}
              />
            ) : null
          }
        >
          <Table
            label="Quote requests by program table"
            narrow
            caption={`Quote requests by program, ${rangeText}`}
            head={[
              { label: "Program" },
              { label: "Quote requests", numeric: true },
              { label: "Became students", numeric: true },
              { label: "Conversion", numeric: true },
            ]}
          >
            {report.quotesByProgram.length ? (
              report.quotesByProgram.map((row) => (
                <tr key={`${row.programId ?? "deleted"}-${row.program}`}>
                  <ProgramRowHeader row={row} />
                  <td className={tdNumber}>{number.format(row.quoteRequests)}</td>
                  <td className={tdNumber}>{number.format(row.students)}</td>
                  <td className={tdNumber}>{percent(row.conversionRate)}</td>
                </tr>
              ))
            ) : (
              <EmptyRow columns={4} text="No quote requests in this range." />
            )}
          </Table>
        </ReportSection>

        <ReportSection
          id="quotes-by-nationality"
          title="Quote requests by nationality"
          description="As people typed it on the quote form; spellings that differ only in capitals or spaces count together."
          csv={csvHref("quotes-by-nationality", range)}
          chart={
            report.quotesByNationality.length ? (
              <RankingBarChart
                label="Bar chart of quote requests by nationality; the figures are in the table below."
                rows={report.quotesByNationality.slice(0, 15)}
                category="nationality"
                series={[{ key: "quoteRequests", label: "Quote requests" }]}
              />
            ) : null
          }
        >
          <Table
            label="Quote requests by nationality table"
            narrow
            caption={`Quote requests by nationality, ${rangeText}`}
            head={[
              { label: "Nationality" },
              { label: "Quote requests", numeric: true },
              { label: "Share", numeric: true },
            ]}
          >
            {report.quotesByNationality.length ? (
              report.quotesByNationality.map((row) => (
                <tr key={row.nationality}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {row.nationality}
                  </th>
                  <td className={tdNumber}>{number.format(row.quoteRequests)}</td>
                  <td className={tdNumber}>{percent(row.share)}</td>
                </tr>
              ))
            ) : (
              <EmptyRow columns={3} text="No quote requests in this range." />
            )}
          </Table>
        </ReportSection>
      </div>

      <ReportSection
        id="conversion-per-week"
        title="Conversion: quote request to student"
        description={`Quote requests received each week, and how many have since become students (created from the quote request). In the range: ${number.format(report.conversion.students)} of ${number.format(report.conversion.quoteRequests)} (${percent(report.conversion.conversionRate)}).`}
        csv={csvHref("conversion-per-week", range)}
        chart={
          <WeeklyBarChart
            label="Bar chart of quote requests and new students per week; the figures are in the table below."
            rows={report.conversion.perWeek}
            stacked={false}
            series={[
              { key: "quoteRequests", label: "Quote requests" },
              { key: "students", label: "Became students" },
            ]}
          />
        }
      >
        <Table
          label="Conversion per week table"
          caption={`Conversion from quote request to student per week, ${rangeText}`}
          head={[
            { label: "Week of" },
            { label: "Quote requests", numeric: true },
            { label: "Became students", numeric: true },
            { label: "Conversion", numeric: true },
          ]}
        >
          {report.conversion.perWeek.map((week) => (
            <tr key={week.week}>
              <th scope="row" className={`${td} text-left font-medium`}>
                <time dateTime={week.week}>{formatDate(week.week)}</time>
              </th>
              <td className={tdNumber}>{number.format(week.quoteRequests)}</td>
              <td className={tdNumber}>{number.format(week.students)}</td>
              <td className={tdNumber}>{percent(week.conversionRate)}</td>
            </tr>
          ))}
        </Table>
      </ReportSection>

      <BookingSections bookings={report.bookings} range={range} rangeText={rangeText} />

      <LevelTestSections levelTest={report.levelTest} range={range} rangeText={rangeText} />

      <ReportSection
        id="newsletter-growth"
        title="Newsletter growth"
        description={`Confirmed subscriptions and unsubscribes per week, and subscribers at the end of each week (${number.format(report.newsletterGrowth.startSubscribers)} when the range starts). Each address keeps only its latest confirmation and unsubscribe, and erased addresses are gone, so earlier weeks can read slightly lower than they were.`}
        csv={csvHref("newsletter-growth", range)}
        chart={
          <WeeklyLineChart
            label="Line chart of newsletter subscribers at the end of each week; the figures are in the table below."
            rows={report.newsletterGrowth.perWeek}
            series={[{ key: "subscribers", label: "Subscribers" }]}
          />
        }
      >
        <Table
          label="Newsletter growth table"
          caption={`Newsletter growth per week, ${rangeText}`}
          head={[
            { label: "Week of" },
            { label: "Confirmed", numeric: true },
            { label: "Unsubscribed", numeric: true },
            { label: "Net change", numeric: true },
            { label: "Subscribers", numeric: true },
          ]}
        >
          {report.newsletterGrowth.perWeek.map((week) => (
            <tr key={week.week}>
              <th scope="row" className={`${td} text-left font-medium`}>
                <time dateTime={week.week}>{formatDate(week.week)}</time>
              </th>
              <td className={tdNumber}>{number.format(week.confirmed)}</td>
              <td className={tdNumber}>{number.format(week.unsubscribed)}</td>
              <td className={tdNumber}>
                {week.net > 0 ? `+${number.format(week.net)}` : number.format(week.net)}
              </td>
              <td className={`${tdNumber} font-semibold`}>{number.format(week.subscribers)}</td>
            </tr>
          ))}
        </Table>
      </ReportSection>

      <ReportSection
        id="page-views"
        title="Page views"
        description="Views per page from visitors who accepted analytics cookies (counted on our own server, per day and language; no visitor is identified)."
        csv={csvHref("page-views", range)}
        chart={
          report.pageViews.pages.length ? (
            <RankingBarChart
              label="Bar chart of the 10 most viewed pages; the figures are in the table below."
              rows={report.pageViews.pages.slice(0, 10)}
              category="path"
              series={[{ key: "views", label: "Views" }]}
            />
          ) : null
        }
      >
        <Table
          label="Page views table"
          caption={`Page views per page, ${rangeText}`}
          head={[
            { label: "Page" },
            { label: "Views", numeric: true },
            { label: "English", numeric: true },
            { label: "Spanish", numeric: true },
            { label: "French", numeric: true },
            { label: "German", numeric: true },
          ]}
        >
          {report.pageViews.pages.length ? (
            report.pageViews.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row" className={`${td} text-left font-medium break-all`}>
                  {page.path}
                </th>
                <td className={`${tdNumber} font-semibold`}>{number.format(page.views)}</td>
                <td className={tdNumber}>{number.format(page.byLocale.en)}</td>
                <td className={tdNumber}>{number.format(page.byLocale.es)}</td>
                <td className={tdNumber}>{number.format(page.byLocale.fr)}</td>
                <td className={tdNumber}>{number.format(page.byLocale.de)}</td>
              </tr>
            ))
          ) : (
            <EmptyRow columns={6} text="No consented page views in this range." />
          )}
        </Table>
      </ReportSection>
    </div>
  );
}
