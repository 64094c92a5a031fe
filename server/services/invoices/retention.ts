/**
 * The ledger in the retention policy (issue 32, decision 0049): an invoice or credit note keeps
 * the party it was made out to for six years from its date (shared/invoices/retention.ts), even
 * after the payer's erasure; then the retention job replaces the name, e-mail, address and VAT
 * number with "Erased person" and stamps `anonymisedAt`. The number, lines and amounts stay.
 */
import { ERASED_PARTY_NAME } from "@shared/invoices/retention";
import { and, asc, count, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invoices } from "../../db/schema";

/** Documents issued before `cutoffDay` whose party has not been anonymised yet. */
export const dueInvoiceParties = (cutoffDay: string) =>
  and(isNull(invoices.anonymisedAt), lt(invoices.issuedOn, cutoffDay)) as SQL;

export async function dueInvoicePartySample(db: Database, cutoffDay: string, limit: number) {
  const where = dueInvoiceParties(cutoffDay);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const sample = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(where)
    .orderBy(asc(invoices.issuedOn), asc(invoices.id))
    .limit(limit);
  return { count: total?.n ?? 0, sampleIds: sample.map((row) => row.number) };
}

/**
 * Anonymises the party of every document past its period in one statement; answers how many.
 * The country stays: it names no one and the accountant's VAT reports group by it.
 */
export async function anonymiseDueInvoiceParties(
  tx: Database,
  cutoffDay: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(invoices)
    .set({
      party: sql`jsonb_build_object('name', ${ERASED_PARTY_NAME}::text, 'email', '', 'address', '[]'::jsonb, 'country', ${invoices.party} -> 'country', 'vatId', null)`,
      anonymisedAt: at,
    })
    .where(dueInvoiceParties(cutoffDay))
    .returning({ id: invoices.id });
  return rows.length;
}
