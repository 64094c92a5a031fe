/** The detail dialog of the leads screen: whichever lead `?id=` opened, on its own tab. */
import type { ContactInquiry } from "@server/services/leads/contact-inquiries";
import type { QuoteRequest } from "@server/services/leads/quote-requests";
import type { LevelTestLead } from "@server/services/level-test/leads";
import { formatDateTime } from "@shared/format/dates";
import { useLocation } from "react-router";
import { Dialog } from "../../ui/dialog";
import { useDetailParam } from "../use-list-search";
import { InquiryDetail } from "./inquiries-panel";
import { LevelTestDetail } from "./level-tests-panel";
import { QuoteDetail } from "./quotes-panel";

export function LeadDialog({
  inquiry,
  quote,
  quoteBookingId,
  levelTest,
  canDelete,
}: {
  inquiry: ContactInquiry | null;
  quote: (QuoteRequest & { agencyName?: string | null }) | null;
  /** The booking made from the quote request, if any. */
  quoteBookingId: number | null;
  levelTest: LevelTestLead | null;
  canDelete: boolean;
}) {
  const location = useLocation();
  const detail = useDetailParam();
  const onOpenChange = (open: boolean) => {
    if (!open) detail.close(location.pathname, location.search);
  };
  if (inquiry) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={`Inquiry from ${inquiry.name}`}
        description={formatDateTime(inquiry.createdAt)}
        size="lg"
      >
        <InquiryDetail inquiry={inquiry} canDelete={canDelete} />
      </Dialog>
    );
  }
  if (quote) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={`Quote request from ${quote.firstName} ${quote.lastName}`}
        description={formatDateTime(quote.createdAt)}
        size="lg"
      >
        <QuoteDetail quote={quote} bookingId={quoteBookingId} canDelete={canDelete} />
      </Dialog>
    );
  }
  if (levelTest) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={`Level test of ${levelTest.name}`}
        description={`Result requested ${formatDateTime(levelTest.leadAt)}`}
        size="lg"
      >
        <LevelTestDetail lead={levelTest} />
      </Dialog>
    );
  }
  return null;
}
