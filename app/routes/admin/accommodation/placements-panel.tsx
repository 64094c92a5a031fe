/** The students living with a provider now and those coming (placements not yet over). */
import type { ProviderPlacement } from "@server/services/accommodation";
import { Link } from "react-router";
import { ScrollArea } from "../../../components/admin/scroll-area";
import { bodyCell, TableHead } from "../../../components/admin/table-head";
import { Badge } from "../../../components/ui/badge";
import { stayText } from "./labels";
import { Section } from "./section";

export function PlacementsPanel({ placements }: { placements: ProviderPlacement[] }) {
  return (
    <Section id="placements" title="Students: now and coming">
      {placements.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nobody is placed here now or later. Place students from the unplaced list.
        </p>
      ) : (
        <ScrollArea label="Placements table">
          <table className="w-full min-w-[32rem]">
            <caption className="sr-only">Current and upcoming placements</caption>
            <TableHead columns={["Student", "Room", "Nights", "Status"]} />
            <tbody className="divide-y divide-mist">
              {placements.map((placement) => (
                <tr key={placement.id}>
                  <td className={bodyCell}>
                    <Link
                      to={`/admin/bookings/${placement.bookingId}`}
                      className="font-semibold text-sea-deep underline-offset-2 hover:underline"
                    >
                      {placement.studentName}
                    </Link>
                  </td>
                  <td className={bodyCell}>{placement.roomName}</td>
                  <td className={bodyCell}>{stayText(placement.from, placement.to)}</td>
                  <td className={bodyCell}>
                    {placement.status === "held" ? (
                      <Badge tone="warning">Held</Badge>
                    ) : placement.current ? (
                      <Badge tone="success">Living here</Badge>
                    ) : (
                      <Badge tone="info">Coming</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Section>
  );
}
