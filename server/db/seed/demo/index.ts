/**
 * The demo story (issue 35): a school in full swing, generated with a fixed seed relative to
 * today, so every chart, list and dashboard card of a development start has something to show.
 * Only in development (never in production, whatever SEED_DEMO says); seeded once per database,
 * in one transaction; every row registered (registry.ts) so that one admin action removes it all
 * (services/demo-data.ts). Each part of the school lives in its own module:
 *
 *   organisation.ts  staff who act in the story, agencies and their agents
 *   level-test.ts    sittings, their results and the leads they made
 *   quotes.ts        quote requests; inquiries.ts  contact enquiries and their follow-up
 *   bookings.ts      the pipeline: offers, acceptances, payments, students, commission
 *   invoices.ts      the ledger: invoices at acceptance, payments allocated, a cancellation's
 *                    credit note, a net-contract agency's transfers (through the ledger)
 *   newsletter.ts    subscribers and a sent campaign; page-views.ts  the analytics' views
 *   classes.ts       rooms, teachers, classes and a term of registers (term.ts plans it); last,
 *                    with the story's students, so the story before it stays the same
 *   accommodation.ts host families and residences per campus, and the placements of the
 *                    story's bookings with accommodation (through the services, after the rest)
 */
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../../config";
import type { Database } from "../../client";
import { auditLog, seedLog } from "../../schema";
import { writeAccommodation } from "./accommodation";
import { planBookings, writeBookings } from "./bookings";
import { demoClock } from "./calendar";
import { loadCatalog } from "./catalog";
import { writeClasses } from "./classes";
import { chunks, type DemoContext } from "./context";
import { writeInquiries } from "./inquiries";
import { newLedgerNotes, writeLedger } from "./invoices";
import { writeLevelTests } from "./level-test";
import { writeNewsletter } from "./newsletter";
import {
  type DemoLogin,
  demoPasswords,
  writeAgencies,
  writeSignIns,
  writeStaff,
} from "./organisation";
import { writePageViews } from "./page-views";
import { peopleFactory } from "./people";
import { leadQuotePlans, writeQuotes } from "./quotes";
import { seededRandom } from "./random";
import { createRegistry, type DemoTable, STORY_SEED_KEY } from "./registry";

export type { DemoLogin } from "./organisation";
export { STORY_SEED_KEY } from "./registry";

/** How much of each kind the story holds (besides what follows from it). */
export const STORY_SIZE = {
  levelTestSittings: 170,
  leadQuoteRequests: 105,
  contactInquiries: 92,
} as const;

/** The story is for trying the product: development only, and only when demo data is wanted. */
export function demoStoryWanted(config: Pick<AppConfig, "env" | "seedDemo">): boolean {
  return config.env === "development" && config.seedDemo;
}

export interface DemoStoryOptions {
  /** "Today" of the story. */
  now: Date;
  /** The server's secret: offer and unsubscribe links are signed as the services sign them. */
  secret: string;
  publicUrl: string;
}

export interface DemoStoryResult {
  /** False when this database already had the story (or had it and removed it). */
  seeded: boolean;
  /** Rows registered per table. */
  counts: Partial<Record<DemoTable, number>>;
  /** The passwords of the demo accounts anyone may try; only known at this first start. */
  logins: DemoLogin[];
}

export async function seedDemoStory(
  db: Database,
  options: DemoStoryOptions,
): Promise<DemoStoryResult> {
  const [done] = await db
    .select({ key: seedLog.key })
    .from(seedLog)
    .where(eq(seedLog.key, STORY_SEED_KEY));
  if (done) return { seeded: false, counts: {}, logins: [] };

  const passwords = await demoPasswords();
  return db.transaction(async (tx) => {
    const random = seededRandom();
    const clock = demoClock(options.now);
    const people = peopleFactory(random);
    const registry = createRegistry();
    const { staff, logins: staffLogins, ids } = await writeStaff(tx, people, clock, passwords);
    registry.add("staff_users", ids);
    const context: DemoContext = {
      tx,
      random,
      clock,
      people,
      registry,
      staff,
      secret: options.secret,
      publicUrl: options.publicUrl,
      audit: [],
    };
    const ledger = newLedgerNotes();
    writeSignIns(context);
    const { agencies, logins: agentLogins } = await writeAgencies(context, passwords);
    const catalog = await loadCatalog(tx);
    const levelTestQuotes = await writeLevelTests(context, catalog, STORY_SIZE.levelTestSittings);
    const planned = planBookings(context, catalog, agencies);
    await writeQuotes(context, catalog, [
      ...leadQuotePlans(context, catalog, STORY_SIZE.leadQuoteRequests),
      ...levelTestQuotes,
      ...planned.quotes,
    ]);
    const bookingIds = await writeBookings(context, planned, ledger);
    await writeInquiries(context, STORY_SIZE.contactInquiries);
    await writeNewsletter(context);
    await writePageViews(context);
    const teacherLogins = await writeClasses(context, catalog, bookingIds, passwords, ledger);
    await writeAccommodation(context);
    // Last: the term's arrivals (classes.ts) are booked too, and the ledger follows the days.
    await writeLedger(context, ledger);

    // The audit trail in the order things happened.
    const audit = [...context.audit].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const chunk of chunks(audit)) {
      const rows = await tx.insert(auditLog).values(chunk).returning({ id: auditLog.id });
      registry.add(
        "audit_log",
        rows.map((row) => row.id),
      );
    }
    await registry.write(tx);
    return {
      seeded: true,
      counts: registry.counts(),
      logins: [...staffLogins, ...teacherLogins, ...agentLogins],
    };
  });
}
