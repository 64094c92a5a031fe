/**
 * The letter of acceptance (for visa applications): download it, or e-mail the person (and
 * their guardian) a link to it. It exists once the deposit is recorded (`letterAvailable`).
 */
import type { BookingDetail } from "@shared/bookings/types";
import { useFetcher } from "react-router";
import { FileDown, Mail } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import type { ActionResult } from "../action-result";
import { useActionToast } from "../use-action-toast";
import { Panel } from "./panel";

export function LetterPanel({ booking }: { booking: BookingDetail }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Panel id="booking-letter" title="Letter of acceptance">
      {booking.letterAvailable ? (
        <div className="flex flex-wrap gap-2">
          <a
            href={`/admin/bookings/${booking.id}/letter`}
            download
            className={buttonClass("secondary", "sm")}
          >
            <FileDown aria-hidden="true" className="size-4" /> Download letter (PDF)
          </a>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="email-letter" />
            <Button type="submit" size="sm" disabled={busy}>
              <Mail aria-hidden="true" className="size-4" />
              {busy ? "Sending…" : "E-mail letter to student"}
            </Button>
          </fetcher.Form>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">The letter is ready once the deposit is recorded.</p>
      )}
    </Panel>
  );
}
