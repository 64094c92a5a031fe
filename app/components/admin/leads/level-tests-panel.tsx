/**
 * The "Level Tests" tab of the leads screen (issue 15): people who finished the online level
 * test and asked for their result by e-mail, with consent. Read-only: the result is what the
 * test measured, and the person is answered by e-mail.
 */
import type { LevelTestLead } from "@server/services/level-test/leads";
import { formatDateTime } from "@shared/format/dates";
import { cefrLevels, type LevelTestSkill, levelTestSkills } from "@shared/level-test/types";
import { Link, useLocation } from "react-router";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { Select } from "../../ui/field";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useDetailParam } from "../use-list-search";
import { Details, MailLink } from "./details";

const skillLabels: Record<LevelTestSkill, string> = {
  grammar: "Grammar",
  vocabulary: "Vocabulary",
  reading: "Reading",
};

/** The level filter of the tab (the list API's `status`). */
export function LevelFilter({ level, onChange }: { level: string; onChange: () => void }) {
  return (
    <Select
      label="Level"
      hideLabel
      name="status"
      defaultValue={level}
      onChange={onChange}
      className="w-36"
      options={[
        { value: "", label: "All levels" },
        ...cefrLevels.map((value) => ({ value, label: value })),
      ]}
    />
  );
}

function SkillLevels({ skills }: { skills: LevelTestLead["skills"] }) {
  const present = levelTestSkills.filter((skill) => skills?.[skill]);
  if (present.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {present.map((skill) => (
        <span key={skill} className="whitespace-nowrap">
          {skillLabels[skill]} {skills?.[skill]?.level}
        </span>
      ))}
    </span>
  );
}

export function LevelTestsTable({ rows, filtered }: { rows: LevelTestLead[]; filtered: boolean }) {
  const location = useLocation();
  const detail = useDetailParam();
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No level-test leads found"
        filtered={filtered}
        emptyText="People who finish the level test and ask for their result by e-mail will appear here."
      />
    );
  }
  return (
    <ScrollArea label="Level-test leads table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[960px]">
        <caption className="sr-only">Level-test leads</caption>
        <TableHead
          columns={[
            "Requested",
            "Name",
            "Email",
            "Level",
            "Skills",
            "Age group",
            "Language",
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDateTime(row.leadAt)}</td>
              <td className={bodyCell}>{row.name}</td>
              <td className={bodyCell}>{row.email}</td>
              <td className={bodyCell}>
                {row.level ? <Badge tone="info">{row.level}</Badge> : "—"}
              </td>
              <td className={`${bodyCell} text-ink-muted`}>
                <SkillLevels skills={row.skills} />
              </td>
              <td className={bodyCell}>{row.ageGroup ?? "—"}</td>
              <td className={`${bodyCell} uppercase`}>{row.lang}</td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={detail.hrefFor(location.search, row.id)}
                  preventScrollReset
                  className={buttonClass("ghost", "sm")}
                  aria-label={`View level test of ${row.name}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function LevelTestDetail({ lead }: { lead: LevelTestLead }) {
  return (
    <Details
      rows={[
        ["Email", <MailLink key="e" email={lead.email} subject="Your English level test" />],
        ["Level", lead.level],
        ...levelTestSkills.map((skill): [string, string | null] => {
          const result = lead.skills?.[skill];
          return [
            skillLabels[skill],
            result ? `${result.level} (${result.correct} of ${result.answered} right)` : null,
          ];
        }),
        ["Age group", lead.ageGroup],
        ["Language", lead.lang.toUpperCase()],
        ["Started", formatDateTime(lead.startedAt)],
        ["Finished", formatDateTime(lead.completedAt)],
        ["Consent given", formatDateTime(lead.leadAt)],
        ["Status", lead.leadStatus],
      ]}
    />
  );
}
