/**
 * A minor's booking waiting for their parent or guardian (issue 27): whom we asked, since when
 * and until when their link works, and "Send the consent e-mail again" (a new link; the
 * previous one stops working). Shown only while the booking awaits them.
 */
import type { BookingDetail } from "@shared/bookings/types";
import { formatDateTime } from "@shared/format/dates";
import { useFetcher } from "react-router";
import { Send } from "~/components/ui/icons";
import { Button } from "../../ui/button";
import type { ActionResult } from "../action-result";
import { useActionToast } from "../use-action-toast";
import { Panel } from "./panel";

export function GuardianPanel({
  request,
}: {
  request: NonNullable<BookingDetail["guardianRequest"]>;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Panel id="booking-guardian" title="Waiting for the parent or guardian">
      <div className="grid gap-3 text-sm text-ink" data-testid="booking-guardian-request">
        <p>
          The student is under 18. We are waiting for <strong>{request.name}</strong> (
          <a href={`mailto:${request.email}`} className="text-sea underline underline-offset-2">
            {request.email}
          </a>
          ) to consent, asked on {formatDateTime(request.requestedAt)}.
        </p>
        <p className="text-ink-muted">
          Their link works until {formatDateTime(request.expiresAt)}. Nothing can be paid before
          they consent.
        </p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend-guardian" />
          <Button type="submit" size="sm" disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? "Sending…" : "Send the consent e-mail again"}
          </Button>
        </fetcher.Form>
      </div>
    </Panel>
  );
}
