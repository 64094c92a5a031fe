/**
 * The level test on the analytics screen (issue 15): sittings started and finished per week,
 * results e-mailed (leads) and quote requests sent from a result page; then the levels of the
 * finished tests. Counts only, like the rest of the screen.
 */

import type { LevelTestAnalytics } from "@server/services/analytics/level-test";
import type { AnalyticsRange } from "@server/services/analytics/report";
import { formatDate } from "@shared/format/dates";
import {
  csvHref,
  number,
  percent,
  RankingBarChart,
  ReportSection,
  Table,
  td,
  tdNumber,
  WeeklyBarChart,
} from "./report-parts";

export function LevelTestSections({
  levelTest,
  range,
  rangeText,
}: {
  levelTest: LevelTestAnalytics;
  range: AnalyticsRange;
  rangeText: string;
}) {
  const finished = levelTest.levels.some((row) => row.completed > 0);
  return (
    <>
      <ReportSection
        id="level-test-per-week"
        title="Level test"
        description={`Tests started and completed each week, results sent by e-mail (leads) and quote requests sent from a result page. In the range: ${number.format(levelTest.started)} started, ${number.format(levelTest.completed)} completed (${percent(levelTest.completionRate)}), ${number.format(levelTest.leads)} leads (${percent(levelTest.leadRate)} of completed tests), ${number.format(levelTest.quoteRequests)} quote requests (${percent(levelTest.quoteRate)}).`}
        csv={csvHref("level-test-per-week", range)}
        chart={
          <WeeklyBarChart
            label="Bar chart of level tests started and completed and of leads per week; the figures are in the table below."
            rows={levelTest.perWeek}
            stacked={false}
            series={[
              { key: "started", label: "Started" },
              { key: "completed", label: "Completed" },
              { key: "leads", label: "Leads" },
            ]}
          />
        }
      >
        <Table
          label="Level test per week table"
          caption={`Level tests per week, ${rangeText}`}
          head={[
            { label: "Week of" },
            { label: "Started", numeric: true },
            { label: "Completed", numeric: true },
            { label: "Leads", numeric: true },
            { label: "Quote requests", numeric: true },
          ]}
        >
          {levelTest.perWeek.map((week) => (
            <tr key={week.week} data-testid="level-test-week-row">
              <th scope="row" className={`${td} text-left font-medium`}>
                <time dateTime={week.week}>{formatDate(week.week)}</time>
              </th>
              <td className={tdNumber}>{number.format(week.started)}</td>
              <td className={tdNumber}>{number.format(week.completed)}</td>
              <td className={tdNumber}>{number.format(week.leads)}</td>
              <td className={tdNumber}>{number.format(week.quoteRequests)}</td>
            </tr>
          ))}
        </Table>
      </ReportSection>

      <ReportSection
        id="level-test-levels"
        title="Level-test results by level"
        description="The levels of the tests completed in the range, how many of those people asked for their result by e-mail, and the quote requests that carried each level."
        csv={csvHref("level-test-levels", range)}
        chart={
          finished ? (
            <RankingBarChart
              label="Bar chart of completed level tests by level; the figures are in the table below."
              rows={levelTest.levels}
              category="level"
              series={[{ key: "completed", label: "Completed tests" }]}
            />
          ) : null
        }
      >
        <Table
          label="Level-test results by level table"
          caption={`Completed level tests by level, ${rangeText}`}
          head={[
            { label: "Level" },
            { label: "Completed", numeric: true },
            { label: "Share", numeric: true },
            { label: "Leads", numeric: true },
            { label: "Quote requests", numeric: true },
          ]}
        >
          {levelTest.levels.map((row) => (
            <tr key={row.level}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {row.level}
              </th>
              <td className={tdNumber}>{number.format(row.completed)}</td>
              <td className={tdNumber}>{percent(row.share)}</td>
              <td className={tdNumber}>{number.format(row.leads)}</td>
              <td className={tdNumber}>{number.format(row.quoteRequests)}</td>
            </tr>
          ))}
        </Table>
      </ReportSection>
    </>
  );
}
