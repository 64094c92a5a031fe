/**
 * Offers accepted at the same moment are accepted as a group (decision 0058): one transaction
 * of a few statements for the whole group. Each acceptance must still come out exactly as if it
 * had been alone: its own booking details, one invoice each with numbers that leave no gap, the
 * timeline in order, its own e-mails; and an acceptance that fails (a bad form, a link answered
 * twice in the same instant, an unknown link) fails alone while the others are booked.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookingEvents, bookings, emailOutbox, invoices, offers } from "../../server/db/schema";
import { publicPost as postPublic, sentOffer as sentOfferOn } from "../support/offers";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2026-11-25T10:00:00Z") });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let sequence = 0;
const publicPost = (path: string, body: unknown) => postPublic(server, path, body);

/** A sent offer to a French-speaking student of their own name. */
const sentOffer = (ageGroup = "26-35") =>
  sentOfferOn(server, admin, {
    firstName: `Student${++sequence}`,
    lastName: "Groupe",
    ageGroup,
    locale: "fr",
  });

const adult = (n: number) => ({
  passportName: `STUDENT ${n} GROUPE`,
  dateOfBirth: `1995-06-0${(n % 9) + 1}`,
  nationality: "French",
  address: `${n} rue de la Paix, 75002 Paris, France`,
  emergencyContact: { name: `Parent ${n}`, phone: "+33 6 12 34 56 78" },
  needsVisa: n % 2 === 0,
  acceptTerms: true,
});

describe("offers accepted at the same moment", () => {
  it("book each one as if alone, and fail only the ones that fail", async () => {
    const adults = await Promise.all(Array.from({ length: 6 }, () => sentOffer()));
    const minor = await sentOffer("12-15");
    const refused = await sentOffer();
    const [first] = adults;
    if (!first) throw new Error("no offers");
    const [before] = await server.database.db
      .select({ n: invoices.sequence })
      .from(invoices)
      .orderBy(asc(invoices.sequence));

    // All at once: they reach the server in the same instant and are written as one group.
    const answers = await Promise.all([
      ...adults.map(({ token }, n) => publicPost(`/api/offers/${token}/accept`, adult(n))),
      // The same link a second time in the same instant (a double click).
      publicPost(`/api/offers/${first.token}/accept`, adult(0)),
      publicPost(`/api/offers/${minor.token}/accept`, {
        ...adult(7),
        dateOfBirth: "2013-04-02",
        guardian: { name: "Claire Groupe", email: "claire.groupe@example.com" },
      }),
      // A form the server refuses, and a link that does not exist.
      publicPost(`/api/offers/${refused.token}/accept`, { ...adult(8), passportName: "" }),
      publicPost(`/api/offers/${"x".repeat(43)}/accept`, adult(9)),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(1, 6)).toEqual([200, 200, 200, 200, 200]);
    // The same link twice in one instant: the request that reaches the server first books (the
    // network decides which), the other is told the offer was already answered.
    expect([statuses[0], statuses[6]].sort()).toEqual([200, 409]);
    expect(statuses.slice(7)).toEqual([200, 400, 404]);
    const minorAnswer = (await answers[7]?.json()) as { status: string; payment: unknown };
    expect(minorAnswer).toMatchObject({ status: "awaiting-guardian", payment: null });
    const refusedAnswer = (await answers[8]?.json()) as { fields: Record<string, string> };
    expect(Object.keys(refusedAnswer.fields)).toEqual(["passportName"]);

    const db = server.database.db;
    const ids = adults.map(({ bookingId }) => bookingId);
    const booked = await db.select().from(bookings).where(inArray(bookings.id, ids));
    for (const [n, { bookingId }] of adults.entries()) {
      const row = booked.find((booking) => booking.id === bookingId);
      expect(row?.status).toBe("accepted");
      // Each booking has its own details, not a neighbour's.
      expect(row?.details?.passportName).toBe(`STUDENT ${n} GROUPE`);
      expect(row?.details?.address).toBe(`${n} rue de la Paix, 75002 Paris, France`);
      expect(row?.needsVisa).toBe(n % 2 === 0);
      expect(row?.invoicedCents).toBe(row?.totalCents);
      expect(row?.totalCents).toBeGreaterThan(0);
    }

    // One invoice each, for its own total, numbered on from the sequence without a gap.
    const issued = await db
      .select()
      .from(invoices)
      .where(inArray(invoices.bookingId, ids))
      .orderBy(asc(invoices.sequence));
    expect(issued).toHaveLength(6);
    const start = (before?.n ?? 0) + 1;
    expect(issued.map((invoice) => invoice.sequence)).toEqual(
      Array.from({ length: 6 }, (_, index) => start + index),
    );
    for (const invoice of issued) {
      const row = booked.find((booking) => booking.id === invoice.bookingId);
      expect(invoice.totalCents).toBe(row?.totalCents);
      expect(invoice.party.name).toBe(`${row?.firstName} Groupe`);
    }

    // The timeline: accepted, then invoiced, on each booking.
    for (const bookingId of ids) {
      const events = await db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.id));
      const summaries = events.slice(-2).map((event) => event.summary);
      expect(summaries[0]).toBe("The student accepted the offer");
      expect(summaries[1]).toMatch(/^Invoice \d{4}-\d+ issued to Student\d+ Groupe for €/);
    }

    // Each student gets their own confirmation, in their language.
    for (const { email } of adults) {
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "booking-accepted")));
      expect(mails).toHaveLength(1);
    }

    // The minor waits for the guardian; the refused offer is still open and can be accepted.
    const [waiting] = await db.select().from(bookings).where(eq(bookings.id, minor.bookingId));
    expect(waiting?.status).toBe("awaiting-guardian");
    const [open] = await db.select().from(offers).where(eq(offers.bookingId, refused.bookingId));
    expect(open?.status).toBe("sent");
    expect((await publicPost(`/api/offers/${refused.token}/accept`, adult(8))).status).toBe(200);
  });

  // On PostgreSQL the year's invoice numbers stay locked from the moment a group takes them until
  // it commits, and the next group waits for them (decision 0060): an acceptance takes them once
  // its bookings and e-mails are written, and writes only its invoices and timeline after.
  it.runIf(inject("postgresUrl") !== "")(
    "takes the year's invoice numbers after writing its bookings and e-mails (PostgreSQL)",
    async () => {
      const offer = await sentOffer();
      const db = server.database.db;
      let answer: Promise<Response> | undefined;
      await db.transaction(async (holder) => {
        // Another instance issuing an invoice of 2026 at this moment.
        await holder.execute(sql`
          insert into invoice_sequences (year, last_number) values (2026, 0)
          on conflict (year) do update set last_number = invoice_sequences.last_number`);
        answer = publicPost(`/api/offers/${offer.token}/accept`, adult(1));
        const waiting = await waitingForNumbers();
        const held = await db.execute(sql`
          select c.relname as table from pg_locks l join pg_class c on c.oid = l.relation
          where l.pid = ${waiting} and l.mode = 'RowExclusiveLock' and l.granted`);
        const tables = rowsOf<{ table: string }>(held).map((row) => row.table);
        expect(tables).toEqual(expect.arrayContaining(["bookings", "email_outbox", "offers"]));
        expect(tables).not.toContain("invoices");
        expect(tables).not.toContain("booking_events");
      });
      expect((await answer)?.status).toBe(200);
    },
  );
});

/** The server connection whose acceptance waits for the year's invoice numbers. */
async function waitingForNumbers(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await server.database.db.execute(sql`
      select pid from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%invoice_sequences%' and pid <> pg_backend_pid()`);
    const [row] = rowsOf<{ pid: number }>(result);
    if (row) return row.pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no acceptance waited for the invoice numbers");
}

/** The rows of `db.execute`: both drivers answer `{ rows }`, which its union type does not say. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
