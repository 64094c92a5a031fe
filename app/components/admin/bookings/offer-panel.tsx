/**
 * The booking's current offer: its lines and totals as the server computed them, "Edit offer"
 * while it is a draft, and "Send offer" / "Send again" (a new link by e-mail) while draft or sent.
 */
import { type BookingDetail, formatCents, type Offer } from "@shared/bookings/types";
import { formatDate, formatDateTime } from "@shared/format/dates";
import { Link, useFetcher } from "react-router";
import { Pencil, Send } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import type { ActionResult } from "../action-result";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";
import { OfferStatusBadge, offerLineKindLabels } from "./labels";
import { Panel } from "./panel";
import { OfferTotals } from "./totals";

export function OfferPanel({ booking }: { booking: BookingDetail }) {
  const offer = booking.offer;
  if (!offer) {
    return (
      <Panel id="booking-offer" title="Offer">
        <p className="text-sm text-ink-muted">
          No offer yet. Make one from the quote request on the leads page.
        </p>
      </Panel>
    );
  }
  return (
    <Panel id="booking-offer" title="Offer" actions={<OfferActions offer={offer} />}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <OfferStatusBadge status={offer.status} />
        <span>
          <span className="text-ink-muted">Valid until </span>
          {formatDate(offer.validUntil)}
        </span>
        <span>
          <span className="text-ink-muted">Sent </span>
          {offer.sentAt ? formatDateTime(offer.sentAt) : "not yet"}
        </span>
      </div>
      {offer.note ? (
        <p className="mt-3 rounded-lg bg-[#f7f8f7] p-3 text-sm whitespace-pre-wrap">{offer.note}</p>
      ) : null}
      <OfferLinesTable offer={offer} />
      <div className="mt-4">
        <OfferTotals totals={offer} />
      </div>
    </Panel>
  );
}

function OfferActions({ offer }: { offer: Offer }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const sendable = offer.status === "draft" || offer.status === "sent";
  const revisable = ["sent", "declined", "expired"].includes(offer.status);
  return (
    <>
      {revisable ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revise-offer" />
          <input type="hidden" name="offerId" value={offer.id} />
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            <Pencil aria-hidden="true" className="size-4" /> Revise offer
          </Button>
        </fetcher.Form>
      ) : null}
      {offer.status === "draft" ? (
        <Link to={`/admin/offers/${offer.id}/edit`} className={buttonClass("secondary", "sm")}>
          <Pencil aria-hidden="true" className="size-4" /> Edit offer
        </Link>
      ) : null}
      {sendable ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="send-offer" />
          <input type="hidden" name="offerId" value={offer.id} />
          <Button type="submit" size="sm" disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? "Sending…" : offer.status === "draft" ? "Send offer" : "Send again"}
          </Button>
        </fetcher.Form>
      ) : null}
    </>
  );
}

function OfferLinesTable({ offer }: { offer: Offer }) {
  return (
    <ScrollArea label="Offer lines" className="mt-4 rounded-lg border border-mist">
      <table className="w-full min-w-[560px]">
        <caption className="sr-only">Offer lines</caption>
        <TableHead
          columns={[
            "Item",
            "Description",
            { label: "Qty", align: "right" },
            { label: "Unit", align: "right" },
            { label: "Line total", align: "right" },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {offer.lines.map((line, index) => (
            // Lines have no id of their own: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved offer's lines never move
            <tr key={index}>
              <td className={`${bodyCell} whitespace-nowrap`}>{offerLineKindLabels[line.kind]}</td>
              <td className={bodyCell}>{line.description}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>{line.quantity}</td>
              <td className={`${bodyCell} text-right tabular-nums whitespace-nowrap`}>
                {line.kind === "discount" && line.percent
                  ? `${line.percent} %`
                  : formatCents(line.unitCents)}
              </td>
              <td className={`${bodyCell} text-right tabular-nums whitespace-nowrap`}>
                {formatCents(line.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
