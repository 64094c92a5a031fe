/**
 * "Remove demo data" (issue 35): one admin action that deletes every record the demo seeded
 * (the story's rows, found through their seed_log keys, and the small demo's students) and
 * what hangs off them (a payment or offer a developer added to a demo booking, a message to a
 * demo address), in one transaction, with an audit row saying what went. The seed keys that
 * say the demo was seeded stay, so a later start does not bring it back. Page views are counts
 * shared with real visits: the demo's share is subtracted, not the rows deleted.
 */
import { inArray, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  agencies,
  agentUsers,
  auditLog,
  bookingPayments,
  bookings,
  campaigns,
  classes,
  contactInquiries,
  emailOutbox,
  enrolments,
  lessons,
  levelTestSessions,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
  registerEntries,
  rooms,
  schoolClosures,
  seedLog,
  staffUsers,
  students,
} from "../db/schema";
import { chunks } from "../db/seed/demo/context";
import {
  DEMO_KEY_PREFIX,
  type DemoTable,
  demoTables,
  parsePageViewKey,
  readRegistry,
} from "../db/seed/demo/registry";
import type { Actor } from "./audit";
import { recordAudit } from "./audit";
import { removeAccommodation } from "./demo-data-accommodation";
import { removeLedger } from "./demo-data-invoices";

/** The small demo's students are seeded under `demo-student:<email>` (seed/index.ts). */
const DEMO_STUDENT_KEY = "demo-student:";

export interface DemoDataStatus {
  /** Rows of the demo still in the database, by table (zero tables left out). */
  counts: Partial<Record<DemoTable, number>>;
  total: number;
}

export interface DemoDataRemoval {
  /** Rows deleted by table; page_views: rows the demo added to (their views subtracted). */
  removed: Partial<Record<DemoTable | "booking_payments" | "invoices" | "agency_payments", number>>;
  /** Records deleted, page views aside (they are counts, not records). */
  total: number;
}

const numbers = (ids: string[]) => ids.map(Number).filter((id) => Number.isInteger(id));
/** `column IN (…)`, or nothing at all for an empty list. */
const within = <T>(ids: T[], condition: (ids: T[]) => SQL): SQL | undefined =>
  ids.length ? condition(ids) : undefined;

async function demoStudentEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ key: seedLog.key })
    .from(seedLog)
    .where(like(seedLog.key, `${DEMO_STUDENT_KEY}%`));
  return rows.map((row) => row.key.slice(DEMO_STUDENT_KEY.length));
}

export function createDemoDataService(deps: { db: Database }) {
  const { db } = deps;

  async function status(): Promise<DemoDataStatus> {
    const registry = await readRegistry(db);
    const counts: DemoDataStatus["counts"] = {};
    for (const table of demoTables) {
      const n = registry.get(table)?.length ?? 0;
      if (n) counts[table] = n;
    }
    const emails = await demoStudentEmails(db);
    if (emails.length) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(inArray(students.email, emails));
      if (row?.n) counts.students = (counts.students ?? 0) + row.n;
    }
    return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  }

  return {
    status,

    async remove(actor: Actor): Promise<DemoDataRemoval> {
      const removed: DemoDataRemoval["removed"] = {};
      let total = 0;
      const count = (
        table: DemoTable | "booking_payments" | "invoices" | "agency_payments",
        n: number,
      ) => {
        if (n) removed[table] = (removed[table] ?? 0) + n;
      };
      await db.transaction(async (tx) => {
        const registry = await readRegistry(tx);
        const ids = (table: DemoTable) => numbers(registry.get(table) ?? []);
        const agencyIds = ids("agencies");

        // Everything of a demo agency is demo, including what its agents did since.
        const quoteIds = (
          await tx
            .select({ id: quoteRequests.id })
            .from(quoteRequests)
            .where(
              or(
                within(ids("quote_requests"), (list) => inArray(quoteRequests.id, list)),
                within(agencyIds, (list) => inArray(quoteRequests.agencyId, list)),
              ) ?? sql`false`,
            )
        ).map((row) => row.id);
        const bookingIds = (
          await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              or(
                within(ids("bookings"), (list) => inArray(bookings.id, list)),
                within(quoteIds, (list) => inArray(bookings.quoteRequestId, list)),
                within(agencyIds, (list) => inArray(bookings.agencyId, list)),
              ) ?? sql`false`,
            )
        ).map((row) => row.id);

        // The addresses of demo people, for the messages written to them since.
        const emails = new Set<string>(await demoStudentEmails(tx));
        const collect = (rows: { email: string | null }[]) => {
          for (const row of rows) if (row.email) emails.add(row.email.toLowerCase());
        };

        // Classes first: their registers and enrolments hold on to bookings and teachers.
        const classIds = ids("classes");
        const demoLessons = classIds.length
          ? tx.select({ id: lessons.id }).from(lessons).where(inArray(lessons.classId, classIds))
          : undefined;
        for (const chunk of chunks(bookingIds)) {
          await tx.delete(registerEntries).where(inArray(registerEntries.bookingId, chunk));
          await tx.delete(enrolments).where(inArray(enrolments.bookingId, chunk));
        }
        if (demoLessons) {
          await tx.delete(registerEntries).where(inArray(registerEntries.lessonId, demoLessons));
          await tx.delete(enrolments).where(inArray(enrolments.classId, classIds));
          count(
            "classes",
            (await tx.delete(classes).where(inArray(classes.id, classIds)).returning()).length,
          );
        }
        const roomIds = ids("rooms");
        if (roomIds.length) {
          count(
            "rooms",
            (await tx.delete(rooms).where(inArray(rooms.id, roomIds)).returning()).length,
          );
        }
        const closureIds = ids("school_closures");
        if (closureIds.length) {
          count(
            "school_closures",
            (
              await tx
                .delete(schoolClosures)
                .where(inArray(schoolClosures.id, closureIds))
                .returning()
            ).length,
          );
        }

        await removeAccommodation(tx, ids("accommodation_providers"), bookingIds, count);
        await removeLedger(tx, bookingIds, agencyIds, count);

        for (const chunk of chunks(bookingIds)) {
          count(
            "booking_payments",
            (
              await tx
                .delete(bookingPayments)
                .where(inArray(bookingPayments.bookingId, chunk))
                .returning({ id: bookingPayments.id })
            ).length,
          );
          const rows = await tx
            .delete(bookings)
            .where(inArray(bookings.id, chunk))
            .returning({ email: bookings.email });
          collect(rows);
          count("bookings", rows.length);
        }
        const studentRows = await tx
          .delete(students)
          .where(
            or(
              within(ids("students"), (list) => inArray(students.id, list)),
              within(quoteIds, (list) => inArray(students.quoteRequestId, list)),
              within([...emails], (list) => inArray(students.email, list)),
            ) ?? sql`false`,
          )
          .returning({ email: students.email });
        collect(studentRows);
        count("students", studentRows.length);
        for (const chunk of chunks(quoteIds)) {
          const rows = await tx
            .delete(quoteRequests)
            .where(inArray(quoteRequests.id, chunk))
            .returning({ email: quoteRequests.email });
          collect(rows);
          count("quote_requests", rows.length);
        }
        for (const chunk of chunks(ids("contact_inquiries"))) {
          const rows = await tx
            .delete(contactInquiries)
            .where(inArray(contactInquiries.id, chunk))
            .returning({ email: contactInquiries.email });
          collect(rows);
          count("contact_inquiries", rows.length);
        }
        for (const chunk of chunks(registry.get("level_test_sessions") ?? [])) {
          const rows = await tx
            .delete(levelTestSessions)
            .where(inArray(levelTestSessions.tokenHash, chunk))
            .returning({ email: levelTestSessions.email });
          collect(rows);
          count("level_test_sessions", rows.length);
        }
        for (const chunk of chunks(ids("newsletter_subscriptions"))) {
          const rows = await tx
            .delete(newsletterSubscriptions)
            .where(inArray(newsletterSubscriptions.id, chunk))
            .returning({ email: newsletterSubscriptions.email });
          collect(rows);
          count("newsletter_subscriptions", rows.length);
        }
        if (agencyIds.length) {
          collect(
            await tx
              .delete(agentUsers)
              .where(inArray(agentUsers.agencyId, agencyIds))
              .returning({ email: agentUsers.email }),
          );
          count(
            "agencies",
            (await tx.delete(agencies).where(inArray(agencies.id, agencyIds)).returning()).length,
          );
        }

        const campaignIds = ids("campaigns");
        let outbox = 0;
        for (const chunk of chunks(ids("email_outbox"))) {
          outbox += (
            await tx
              .delete(emailOutbox)
              .where(inArray(emailOutbox.id, chunk))
              .returning({ id: emailOutbox.id })
          ).length;
        }
        for (const chunk of chunks([...emails])) {
          outbox += (
            await tx
              .delete(emailOutbox)
              .where(
                or(
                  inArray(emailOutbox.toAddress, chunk),
                  within(campaignIds, (list) => inArray(emailOutbox.campaignId, list)),
                ),
              )
              .returning({ id: emailOutbox.id })
          ).length;
        }
        count("email_outbox", outbox);
        if (campaignIds.length) {
          count(
            "campaigns",
            (await tx.delete(campaigns).where(inArray(campaigns.id, campaignIds)).returning())
              .length,
          );
        }
        for (const chunk of chunks(ids("audit_log"))) {
          count(
            "audit_log",
            (
              await tx
                .delete(auditLog)
                .where(inArray(auditLog.id, chunk))
                .returning({ id: auditLog.id })
            ).length,
          );
        }
        const staffIds = ids("staff_users");
        if (staffIds.length) {
          count(
            "staff_users",
            (await tx.delete(staffUsers).where(inArray(staffUsers.id, staffIds)).returning())
              .length,
          );
        }

        // The demo's views come off the counts; a count left at zero goes.
        const views = (registry.get("page_views") ?? []).map(parsePageViewKey);
        for (const chunk of chunks(views)) {
          const values = sql.join(
            chunk.map(
              (row) => sql`(${row.day}::date, ${row.path}, ${row.locale}, ${row.views}::int)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`
            update ${pageViews} set views = ${pageViews.views} - d.views
            from (values ${values}) as d(day, path, locale, views)
            where ${pageViews.day} = d.day and ${pageViews.path} = d.path
              and ${pageViews.locale} = d.locale`);
        }
        await tx.delete(pageViews).where(lte(pageViews.views, 0));
        count("page_views", views.length);

        await tx.delete(seedLog).where(like(seedLog.key, `${DEMO_KEY_PREFIX}%`));
        total = Object.entries(removed)
          .filter(([table]) => table !== "page_views")
          .reduce((sum, [, n]) => sum + n, 0);
        if (total === 0 && !removed.page_views) return;
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "demo_data",
          summary: `Removed the demo data (${total} records${removed.page_views ? " and the demo's page views" : ""})`,
          after: removed,
        });
      });
      return { removed, total };
    },
  };
}

export type DemoDataService = ReturnType<typeof createDemoDataService>;
