/**
 * A payment run's lines for review: each payee with the students' nights, the amount, the
 * rent-a-room relief with this line, and whether the line is in the SEPA file; the remittance
 * advice of each line as a PDF.
 */
import type { PaymentRunLine } from "@shared/accommodation/payment-types";
import { formatDate } from "@shared/format/dates";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { money, nightsText, notInFileLabels, ReliefBadge } from "./labels";

export function RunLinesTable({ runId, lines }: { runId: number; lines: PaymentRunLine[] }) {
  return (
    <ScrollArea label="Payment lines table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[860px]">
        <caption className="sr-only">Payees of the run</caption>
        <TableHead
          columns={[
            "Payee",
            "Students and nights",
            { label: "Amount", align: "right" },
            "Relief this year",
            "SEPA file",
            { label: "Remittance", hidden: true },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {lines.map((line) => (
            <tr key={line.id} data-testid="payment-line">
              <td className={bodyCell}>
                <span className="font-medium">{line.providerName}</span>
                <br />
                <span className="text-ink-muted">
                  {line.payeeName}
                  {line.ibanMasked ? ` · ${line.ibanMasked}` : ""}
                </span>
              </td>
              <td className={bodyCell}>
                <ul className="space-y-1">
                  {line.items.map((item) => (
                    <li key={`${item.placementId}-${item.from}`}>
                      {item.studentFirstName}{" "}
                      <span className="text-ink-muted">({item.bookingReference})</span>:{" "}
                      {nightsText(item.from, item.to, formatDate)}, {item.nights} ×{" "}
                      {money(item.ratePerNightCents)}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {money(line.amountCents)}
                <br />
                <span className="text-ink-muted">{line.nights} nights</span>
              </td>
              <td className={bodyCell}>
                <ReliefBadge status={line.reliefStatus} />
                <br />
                <span className="text-ink-muted">
                  {money(line.receivedThisYearCents + line.amountCents)} with this line
                </span>
              </td>
              <td className={bodyCell}>
                {line.notInFile ? (
                  <span className="font-medium text-[#8f1c13]">
                    Not in the file: {notInFileLabels[line.notInFile].toLowerCase()}
                  </span>
                ) : (
                  "In the file"
                )}
              </td>
              <td className={`${bodyCell} text-right`}>
                <a
                  href={`/admin/accommodation/payment-runs/${runId}/remittance/${line.providerId}.pdf`}
                  className="whitespace-nowrap text-sea underline"
                  download
                >
                  Remittance PDF<span className="sr-only"> for {line.providerName}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
