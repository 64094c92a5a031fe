/**
 * The week's arrivals in one form: a checkbox and a class for each (the suggested class chosen
 * already), and the day-one placement level, saved on its own button. Nested forms are not
 * allowed, so one form carries both: the pressed button's `intent` says which.
 */
import type { ArrivalItem, PlacementClassOption, PlacementResult } from "@shared/classes/types";
import { cefrLevels } from "@shared/level-test/types";
import { Form, Link } from "react-router";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { shortDayText } from "./labels";

const control =
  "rounded-lg border border-[#6b7472] bg-white px-2 py-1 text-sm focus-visible:outline-3 focus-visible:outline-coral";

export function ArrivalsTable({
  arrivals,
  classes,
  results,
}: {
  arrivals: ArrivalItem[];
  classes: PlacementClassOption[];
  results: PlacementResult[];
}) {
  const resultOf = new Map(results.map((result) => [result.bookingId, result]));
  return (
    <Form method="post" preventScrollReset>
      <ScrollArea label="Arrivals table" className="rounded-xl border border-mist bg-white">
        <table className="w-full min-w-[980px]">
          <caption className="sr-only">Arriving this week</caption>
          <TableHead
            columns={[
              { label: "Place", hidden: true },
              "Student",
              "First day",
              "Campus",
              "Level",
              "Placement result",
              "Class",
            ]}
          />
          <tbody className="divide-y divide-mist">
            {arrivals.map((arrival) => {
              const options = classes.filter((klass) => klass.campus === arrival.campus);
              const result = resultOf.get(arrival.bookingId);
              return (
                <tr key={arrival.bookingId} data-testid="arrival-row">
                  <td className={bodyCell}>
                    {arrival.placedIn ? null : (
                      <input
                        type="checkbox"
                        name="place"
                        value={arrival.bookingId}
                        defaultChecked={arrival.suggestedClassId !== null}
                        aria-label={`Place ${arrival.studentName}`}
                        className="size-4 accent-sea"
                      />
                    )}
                  </td>
                  <td className={`${bodyCell} font-medium`}>
                    {arrival.studentName}
                    <span className="block font-normal text-ink-muted">{arrival.programTitle}</span>
                    {result ? (
                      <span
                        className={`block font-normal ${result.ok ? "text-[#24561f]" : "text-[#b42318]"}`}
                        data-testid="placement-result"
                      >
                        {result.message}
                      </span>
                    ) : null}
                  </td>
                  <td className={bodyCell}>{shortDayText(arrival.startDate)}</td>
                  <td className={bodyCell}>{arrival.campus ?? "—"}</td>
                  <td className={bodyCell}>
                    {arrival.level ? <Badge tone="info">{arrival.level}</Badge> : "Not known"}
                    <span className="block text-xs text-ink-muted">
                      {arrival.placementLevel
                        ? `placement (quoted ${arrival.quotedLevel ?? "none"})`
                        : arrival.quotedLevel
                          ? "from the level test or quote"
                          : ""}
                    </span>
                  </td>
                  <td className={bodyCell}>
                    <div className="flex items-center gap-1">
                      <select
                        name={`level-${arrival.bookingId}`}
                        defaultValue={arrival.placementLevel ?? ""}
                        aria-label={`Placement result of ${arrival.studentName}`}
                        className={control}
                      >
                        <option value="">None</option>
                        {cefrLevels.map((level) => (
                          <option key={level} value={level}>
                            {level}
                          </option>
                        ))}
                      </select>
                      <Button
                        type="submit"
                        name="intent"
                        value={`level-${arrival.bookingId}`}
                        variant="ghost"
                        size="sm"
                        aria-label={`Save the placement result of ${arrival.studentName}`}
                      >
                        Save
                      </Button>
                    </div>
                  </td>
                  <td className={bodyCell}>
                    {arrival.placedIn ? (
                      <Link
                        to={`/admin/classes/${arrival.placedIn.classId}`}
                        className="text-sea underline"
                      >
                        In {arrival.placedIn.className}
                      </Link>
                    ) : (
                      <select
                        name={`class-${arrival.bookingId}`}
                        defaultValue={arrival.suggestedClassId ?? ""}
                        aria-label={`Class for ${arrival.studentName}`}
                        className={`${control} max-w-64`}
                      >
                        <option value="">
                          {arrival.suggestedClassId === null ? "No class suggested" : "Choose"}
                        </option>
                        {options.map((klass) => (
                          <option key={klass.id} value={klass.id}>
                            {klass.name} ({klass.level}) {klass.seated}/{klass.capacity}
                            {klass.id === arrival.suggestedClassId ? " – suggested" : ""}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      <div className="mt-4">
        <Button type="submit" name="intent" value="place">
          Place the chosen students
        </Button>
      </div>
    </Form>
  );
}
