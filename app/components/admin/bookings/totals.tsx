import { formatCents } from "@shared/bookings/types";

export interface TotalsView {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
}

/** Subtotal, discounts, total and deposit of an offer (saved, or live in the editor). */
export function OfferTotals({ totals }: { totals: TotalsView }) {
  const rows: [string, number, string?][] = [
    ["Subtotal", totals.subtotalCents],
    ["Discounts", totals.discountCents ? -totals.discountCents : 0],
    ["Total", totals.totalCents, "font-semibold text-ink"],
    ["Deposit", totals.depositCents],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([name, cents, emphasis]) => (
        <div key={name} className="contents">
          <dt className={emphasis ?? "text-ink-muted"}>{name}</dt>
          <dd
            className={`text-right tabular-nums ${emphasis ?? ""}`}
            data-testid={`total-${name.toLowerCase()}`}
          >
            {formatCents(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
