/**
 * GDPR duties of spec §9: the data-subject requests — find, export and erase everything stored
 * about one e-mail address — and the retention policy (gdpr-retention.ts: what may be kept, and
 * for how long, applied by a daily job with a dry run of the very same rules).
 *
 * Level-test leads (gdpr-level-test.ts) are exported with their results; erasing them keeps the
 * anonymous result for the statistics and removes everything that names the person. Bookings
 * (gdpr-bookings.ts) are exported with their offers, payments and timeline, as student or as
 * guardian; erasing them anonymises the person and keeps the amounts (financial records).
 *
 * Partner-portal users (gdpr-agents.ts, issue 17) are exported with their account, sign-ins,
 * invitations and the audit entries that name them; erasing one anonymises the account and keeps
 * the agency's quote requests, bookings and commission. A quote request or booking an agency
 * made for a student is the student's, found by the student's address like any other; the export
 * names the agency that registered it and the agency's reference.
 *
 * Host families and residences (providers.ts, issue 31) are found by name and acted on by id:
 * exported whole; erased by anonymising them and their household, keeping the payment records.
 *
 * Audit entries about records that no longer exist lose their snapshots and names (the entry
 * itself stays: who did what, when), so erasing a person leaves nothing of them anywhere.
 *
 * This file binds the service; an address's records are found in gdpr-records.ts, counted in
 * gdpr-person.ts and erased in gdpr-erasure.ts.
 */
import type { Database } from "../../db/client";
import type { Actor } from "../audit";
import { describeCounts, insertAudit } from "./audit";
import { erasePerson } from "./erasure";
import {
  countsOf,
  emailFingerprint,
  type GdprDeps,
  normaliseEmail,
  type PersonCounts,
  type PersonRecords,
  type PersonSummary,
  personCountLabels,
} from "./person";
import { eraseHouseholdMember, eraseProvider } from "./provider-erasure";
import { exportProvider, findProviders } from "./providers";
import { findPersonRecords } from "./records";
import { createRetention } from "./retention";
import { RETENTION_POLICY } from "./retention-rules";

export { describeCounts, RETENTION_JOB_ACTOR } from "./audit";
export {
  monthsBefore,
  RETENTION_POLICY,
  type RetentionCategory,
  type RetentionCounts,
  type RetentionItem,
  type RetentionPlan,
  type RetentionResult,
  retentionCategories,
  SAMPLE_SIZE,
} from "./retention-rules";

/** Everything stored about an address (case-insensitive), with counts per table. */
export async function findPerson(db: Database, emailInput: string): Promise<PersonSummary> {
  const email = normaliseEmail(emailInput);
  const records = await findPersonRecords(db, email);
  const counts = countsOf(records);
  const { inquiryNotes: _notes, ...rows } = counts;
  return {
    email,
    counts,
    description: describeCounts(counts, personCountLabels),
    total: Object.values(rows).reduce((sum, n) => sum + n, 0),
    records,
  };
}

/** The answer to an access request: every stored record of the address, as JSON. */
export async function exportPerson(
  deps: GdprDeps,
  emailInput: string,
  actor?: Actor,
): Promise<PersonRecords & { exportedAt: string; retentionPolicy: typeof RETENTION_POLICY }> {
  const { db, clock } = deps;
  const email = normaliseEmail(emailInput);
  const records = await findPersonRecords(db, email);
  if (actor) {
    await insertAudit(db, actor, {
      action: "export",
      entity: "person",
      entityId: emailFingerprint(email),
      summary: `Exported personal data on request: ${describeCounts(countsOf(records), personCountLabels)}`,
      after: { emailSha256: emailFingerprint(email), counts: countsOf(records) },
    });
  }
  return { ...records, exportedAt: clock().toISOString(), retentionPolicy: RETENTION_POLICY };
}

export function createGdprService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const retention = createRetention({ db, clock });

  return {
    describePersonCounts: (counts: PersonCounts) => describeCounts(counts, personCountLabels),
    ...retention,
    findPerson: (emailInput: string) => findPerson(db, emailInput),
    exportPerson: (emailInput: string, actor?: Actor) =>
      exportPerson({ db, clock }, emailInput, actor),
    erasePerson: (emailInput: string, actor: Actor) =>
      erasePerson({ db, clock }, emailInput, actor),
    /** Host families and residences, by id (providers.ts). */
    findProviders: (q: string) => findProviders(db, q),
    exportProvider: (providerId: number, actor: Actor) =>
      exportProvider({ db, clock }, providerId, actor),
    eraseProvider: (providerId: number, actor: Actor) =>
      eraseProvider({ db, clock }, providerId, actor),
    eraseHouseholdMember: (providerId: number, memberId: number, actor: Actor) =>
      eraseHouseholdMember({ db, clock }, providerId, memberId, actor),
  };
}

export type GdprService = ReturnType<typeof createGdprService>;
