/**
 * The price list's two grids: weekly tuition per program (with a price per city where it
 * differs) and accommodation per week by type and city.
 */
import { type City, cities } from "@shared/bookings/types";
import { Badge } from "../../ui/badge";
import { Input } from "../../ui/field";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { accommodationLabels } from "./labels";
import {
  cellKey,
  type PriceListState,
  pricedAccommodation,
  type TuitionRow,
} from "./price-list-state";

const statusLabels = { active: "Active", draft: "Draft", archived: "Archived" } as const;

export function TuitionTable({
  rows,
  errors,
  onChange,
}: {
  rows: TuitionRow[];
  errors: Record<string, string>;
  onChange: (rows: TuitionRow[]) => void;
}) {
  const update = (index: number, change: Partial<TuitionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const setCity = (index: number, city: City, value: string) => {
    const row = rows[index];
    if (row) update(index, { cityPrices: { ...row.cityPrices, [city]: value } });
  };
  return (
    <fieldset className="grid gap-3 rounded-xl border border-mist bg-white p-5">
      <legend className="px-1 font-semibold">Tuition per week</legend>
      <p className="text-sm text-ink-muted">
        Blank weekly tuition: the program is not sold by the week. A city price replaces the weekly
        tuition in that city; leave it blank where it is the same.
      </p>
      <ScrollArea label="Tuition per program" className="rounded-lg border border-mist">
        <table className="w-full min-w-[920px]">
          <caption className="sr-only">Tuition per program</caption>
          <TableHead
            columns={[
              "Program",
              "Weekly tuition (€)",
              "Hours / week",
              ...cities.map((city) => `${city} (€)`),
            ]}
          />
          <tbody className="divide-y divide-mist">
            {rows.map((row, index) => (
              <tr key={row.programId} data-testid="tuition-row">
                <th scope="row" className={`${bodyCell} text-left font-normal`}>
                  <span className="font-medium">{row.programTitle}</span>
                  <span className="block text-ink-muted">
                    {row.location}{" "}
                    {row.status === "active" ? null : (
                      <Badge tone="neutral">{statusLabels[row.status]}</Badge>
                    )}
                  </span>
                </th>
                <td className={`${bodyCell} w-36`}>
                  <Input
                    label={`${row.programTitle}: weekly tuition (€)`}
                    hideLabel
                    inputMode="decimal"
                    value={row.weekly}
                    error={errors[`tuition.${index}.weeklyCents`]}
                    onChange={(event) => update(index, { weekly: event.currentTarget.value })}
                  />
                </td>
                <td className={`${bodyCell} w-24`}>
                  <Input
                    label={`${row.programTitle}: hours per week`}
                    hideLabel
                    inputMode="numeric"
                    value={row.hours}
                    error={errors[`tuition.${index}.hoursPerWeek`]}
                    onChange={(event) => update(index, { hours: event.currentTarget.value })}
                  />
                </td>
                {cities.map((city) => (
                  <td key={city} className={`${bodyCell} w-32`}>
                    <Input
                      label={`${row.programTitle}: price in ${city} (€)`}
                      hideLabel
                      inputMode="decimal"
                      value={row.cityPrices[city]}
                      error={errors[`tuition.${index}.cityPrices.${city}`]}
                      onChange={(event) => setCity(index, city, event.currentTarget.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </fieldset>
  );
}

export function AccommodationTable({
  prices,
  errors,
  onChange,
}: {
  prices: PriceListState["accommodation"];
  errors: Record<string, string>;
  onChange: (prices: PriceListState["accommodation"]) => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-mist bg-white p-5">
      <legend className="px-1 font-semibold">Accommodation per week</legend>
      <p className="text-sm text-ink-muted">Blank: not offered in that city.</p>
      <ScrollArea label="Accommodation prices" className="rounded-lg border border-mist">
        <table className="w-full min-w-[640px]">
          <caption className="sr-only">Accommodation per week by type and city</caption>
          <TableHead columns={["Type", ...cities.map((city) => `${city} (€)`)]} />
          <tbody className="divide-y divide-mist">
            {pricedAccommodation.map((type) => (
              <tr key={type}>
                <th scope="row" className={`${bodyCell} text-left font-medium`}>
                  {accommodationLabels[type]}
                </th>
                {cities.map((city) => {
                  const key = cellKey(type, city);
                  return (
                    <td key={city} className={`${bodyCell} w-40`}>
                      <Input
                        label={`${accommodationLabels[type]} in ${city}, per week (€)`}
                        hideLabel
                        inputMode="decimal"
                        value={prices[key] ?? ""}
                        error={errors[`accommodation:${key}`]}
                        onChange={(event) =>
                          onChange({ ...prices, [key]: event.currentTarget.value })
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </fieldset>
  );
}
