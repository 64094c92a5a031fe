/**
 * The offer editor's lines: kind, description, quantity, unit price in euro and, for a discount,
 * a percentage; each line's total as the shared arithmetic computes it; add and remove lines.
 */
import { formatCents, type OfferLine, offerLineKinds } from "@shared/bookings/types";
import { Plus, Trash2 } from "~/components/ui/icons";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { offerLineKindLabels } from "./labels";
import { emptyLine, type LineRow } from "./offer-state";

export function OfferLinesEditor({
  lines,
  priced,
  errors,
  onChange,
}: {
  lines: LineRow[];
  /** The live totals of each line, in the same order. */
  priced: OfferLine[];
  errors: Record<string, string>;
  onChange: (lines: LineRow[]) => void;
}) {
  const update = (index: number, change: Partial<LineRow>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <fieldset className="grid gap-3 rounded-xl border border-mist bg-white p-5">
      <legend className="px-1 font-semibold">Lines</legend>
      <p className="text-sm text-ink-muted">
        A discount is an amount off, or a percentage of the lines that are not discounts.
      </p>
      <ScrollArea label="Offer lines" className="rounded-lg border border-mist">
        <table className="w-full min-w-[900px]">
          <caption className="sr-only">Offer lines</caption>
          <TableHead
            columns={[
              "Kind",
              "Description",
              "Qty",
              "Unit price (€)",
              "Percent",
              { label: "Line total", align: "right" },
              { label: "Remove", hidden: true },
            ]}
          />
          <tbody className="divide-y divide-mist">
            {lines.map((line, index) => {
              const n = index + 1;
              const at = (field: string) => errors[`lines.${index}.${field}`];
              const discount = line.kind === "discount";
              const byPercent = discount && line.percent.trim() !== "";
              return (
                <tr key={line.key} data-testid="offer-line">
                  <td className={`${bodyCell} w-44`}>
                    <Select
                      label={`Line ${n} kind`}
                      hideLabel
                      value={line.kind}
                      error={at("kind")}
                      onChange={(event) => {
                        const kind = event.currentTarget.value as LineRow["kind"];
                        update(index, kind === "discount" ? { kind } : { kind, percent: "" });
                      }}
                      options={offerLineKinds.map((kind) => ({
                        value: kind,
                        label: offerLineKindLabels[kind],
                      }))}
                    />
                  </td>
                  <td className={bodyCell}>
                    <Input
                      label={`Line ${n} description`}
                      hideLabel
                      value={line.description}
                      maxLength={200}
                      error={at("description")}
                      onChange={(event) =>
                        update(index, { description: event.currentTarget.value })
                      }
                    />
                  </td>
                  <td className={`${bodyCell} w-20`}>
                    <Input
                      label={`Line ${n} quantity`}
                      hideLabel
                      inputMode="numeric"
                      value={line.quantity}
                      error={at("quantity")}
                      onChange={(event) => update(index, { quantity: event.currentTarget.value })}
                    />
                  </td>
                  <td className={`${bodyCell} w-32`}>
                    <Input
                      label={`Line ${n} unit price (€)`}
                      hideLabel
                      inputMode="decimal"
                      value={line.unit}
                      disabled={byPercent}
                      error={at("unitCents")}
                      onChange={(event) => update(index, { unit: event.currentTarget.value })}
                    />
                  </td>
                  <td className={`${bodyCell} w-24`}>
                    <Input
                      label={`Line ${n} percent`}
                      hideLabel
                      inputMode="numeric"
                      value={line.percent}
                      disabled={!discount}
                      placeholder={discount ? "%" : undefined}
                      error={at("percent")}
                      onChange={(event) => update(index, { percent: event.currentTarget.value })}
                    />
                  </td>
                  <td
                    className={`${bodyCell} text-right tabular-nums whitespace-nowrap`}
                    data-testid="line-total"
                  >
                    {formatCents(priced[index]?.totalCents ?? 0)}
                  </td>
                  <td className={`${bodyCell} text-right`}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove line ${n}`}
                      onClick={() => onChange(lines.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      {errors.lines ? <p className="text-sm font-medium text-[#b42318]">{errors.lines}</p> : null}
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, emptyLine()])}>
          <Plus aria-hidden="true" className="size-4" /> Add line
        </Button>
      </div>
    </fieldset>
  );
}
