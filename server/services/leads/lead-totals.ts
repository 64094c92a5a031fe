/**
 * The leads screen's tab badges: how many enquiries, quote requests, level-test leads and
 * newsletter subscriptions there are, each counted up to COUNT_LIMIT like the lists ("more than
 * 1,000", decision 0054). Every request of the screen shows them, whatever the tab: one
 * statement instead of a page and a count per tab (eight statements, each waiting for the one
 * before on PGlite's one connection).
 */

import type { Database } from "../../db/client";
import {
  contactInquiries,
  levelTestSessions,
  newsletterSubscriptions,
  quoteRequests,
} from "../../db/schema";
import { levelTestLeadCondition } from "../level-test/leads";
import { type CountedTotal, cardTotal, countsUpToLimit } from "../paging";

export interface LeadTotals {
  inquiries: CountedTotal;
  quotes: CountedTotal;
  levelTests: CountedTotal;
  newsletter: CountedTotal;
}

export async function leadTotals(db: Database): Promise<LeadTotals> {
  const [inquiries = 0, quotes = 0, levelTests = 0, newsletter = 0] = await countsUpToLimit(db, [
    { table: contactInquiries, condition: undefined },
    { table: quoteRequests, condition: undefined },
    { table: levelTestSessions, condition: levelTestLeadCondition },
    { table: newsletterSubscriptions, condition: undefined },
  ]);
  return {
    inquiries: cardTotal(inquiries),
    quotes: cardTotal(quotes),
    levelTests: cardTotal(levelTests),
    newsletter: cardTotal(newsletter),
  };
}
