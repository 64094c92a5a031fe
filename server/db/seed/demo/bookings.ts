/**
 * The booking pipeline of the demo: which bookings exist (every status, direct and through the
 * two agencies; booking-plans.ts tells each one's story) and how they are written: the student
 * records of confirmed bookings, the bookings, their offers with signed links, payments,
 * timeline and audit rows, and the agencies' commission (paid for the older months).
 */
import type { BookingStatus } from "@shared/bookings/types";
import { GUARDIAN_LINK_DAYS, hashGuardianToken } from "../../../services/bookings/guardian";
import { hashToken, linkToken } from "../../../services/bookings/tokens";
import {
  bookingEvents,
  bookingPayments,
  bookings,
  guardianConsents,
  offers,
  students,
} from "../../schema";
import { type BookingCase, type BookingPlan, planBooking } from "./booking-plans";
import type { Catalog } from "./catalog";
import { auditEntry, chunks, type DemoContext } from "./context";
import { type LedgerNotes, planNetTransfers } from "./invoices";
import type { DemoAgency } from "./organisation";
import { type QuotePlan, requestFor } from "./quotes";

/**
 * How many direct bookings end in each status. A new status (issue 27's awaiting-guardian)
 * gets its line here and its story in booking-plans.ts.
 */
const directCases: [BookingStatus, number][] = [
  ["draft", 3],
  ["offer-sent", 3],
  ["awaiting-guardian", 2],
  ["accepted", 3],
  ["confirmed", 4],
  ["arrived", 4],
  ["completed", 3],
  ["declined", 3],
  ["expired", 3],
  ["cancelled", 1],
];

function casesOf(agencies: DemoAgency[]): BookingCase[] {
  const [atlantico, nordlicht] = agencies;
  const cases: BookingCase[] = directCases.flatMap(([status, count]) =>
    Array.from({ length: count }, () => ({ status })),
  );
  // One offer went out twice (a discount after a phone call), one booking fell through late.
  const sentCase = cases.find((item) => item.status === "offer-sent");
  if (sentCase) sentCase.revised = true;
  const confirmedCase = cases.find((item) => item.status === "confirmed");
  if (confirmedCase) confirmedCase.revised = true;
  if (atlantico) {
    cases.push(
      { status: "offer-sent", agency: atlantico },
      { status: "offer-sent", agency: atlantico },
      { status: "accepted", agency: atlantico },
      { status: "awaiting-guardian", agency: atlantico },
      { status: "confirmed", agency: atlantico, depositToday: true },
      { status: "confirmed", agency: atlantico },
      { status: "confirmed", agency: atlantico },
      { status: "arrived", agency: atlantico },
      { status: "cancelled", agency: atlantico, afterDeposit: true },
    );
  }
  if (nordlicht) {
    cases.push(
      { status: "offer-sent", agency: nordlicht },
      { status: "confirmed", agency: nordlicht },
      { status: "confirmed", agency: nordlicht },
      { status: "completed", agency: nordlicht },
    );
  }
  return cases;
}

export interface PlannedBookings {
  plans: BookingPlan[];
  quotes: QuotePlan[];
}

export function planBookings(
  context: DemoContext,
  catalog: Catalog,
  agencies: DemoAgency[],
): PlannedBookings {
  const { random, clock } = context;
  const sequence = new Map<string, number>([
    ["atlantico", 412],
    ["nordlicht", 118],
  ]);
  const referenceOf = (agency: DemoAgency) => {
    const next = (sequence.get(agency.key) ?? 1) + 1;
    sequence.set(agency.key, next);
    return agency.key === "atlantico" ? `ATL-${next}` : `NL-${next}`;
  };
  const plans: BookingPlan[] = [];
  for (const item of casesOf(agencies)) {
    const plan = planBooking(context, catalog, item, () =>
      item.agency ? referenceOf(item.agency) : "",
    );
    if (plan) plans.push(plan);
  }
  const quotes = plans.map((plan) => plan.quote);

  // The agencies' newest students, still waiting for the school's offer.
  for (const [agency, count] of agencies.map(
    (agency, index) => [agency, index === 0 ? 4 : 2] as const,
  )) {
    for (let n = 0; n < count; n++) {
      const daysAgo = random.int(0, 9);
      const agent = random.pick(agency.agents);
      const request = requestFor(context, catalog, {
        day: clock.day(daysAgo),
        lang: agent.lang,
        junior: random.chance(agency.key === "atlantico" ? 0.85 : 0.4),
      });
      if (!request) continue;
      quotes.push({
        ...request,
        at: clock.at(daysAgo, random.next()),
        person: context.people.personFrom(agency.key === "atlantico" ? "spain" : "germany"),
        englishLevel: null,
        agency: { agency, agentId: agent.id, reference: referenceOf(agency) },
      });
    }
  }
  return { plans, quotes };
}

const auditOf = (bookingId: number, event: BookingPlan["events"][number]) =>
  auditEntry(event.actor, event.at, {
    action: event.to ? "update" : "create",
    entity: "booking",
    entityId: String(bookingId),
    summary: event.summary,
    before: event.from ? { status: event.from } : null,
    after: event.to ? { status: event.to } : null,
  });

/** Writes the planned bookings; their quote requests must be written (plan.quote.id set). */
export async function writeBookings(
  context: DemoContext,
  planned: Pick<PlannedBookings, "plans">,
  ledger: LedgerNotes,
): Promise<Map<BookingPlan, number>> {
  const { tx, staff } = context;
  const ordered = [...planned.plans].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // A net-contract agency's students pay the agency: their payments become its transfers.
  ledger.transfers.push(...planNetTransfers(ordered));

  // Student records, as recording the deposit creates them.
  const enrolled = ordered.filter((plan) => plan.student);
  const studentIds = new Map<BookingPlan, number>();
  if (enrolled.length) {
    const rows = await tx
      .insert(students)
      .values(
        enrolled.map((plan) => ({
          firstName: plan.quote.person.firstName,
          lastName: plan.quote.person.lastName,
          email: plan.quote.person.email,
          country: plan.details?.nationality ?? plan.quote.person.country,
          age: plan.student?.age ?? null,
          programId: plan.quote.program.id,
          location: plan.city,
          startDate: plan.startDate,
          endDate: plan.endDate,
          status: plan.student?.status ?? "enrolled",
          accommodationType: plan.quote.accommodation,
          quoteRequestId: plan.quote.id ?? null,
          createdAt: plan.student?.at,
          updatedAt: plan.updatedAt,
        })),
      )
      .returning({ id: students.id });
    rows.forEach((row, index) => {
      const plan = enrolled[index];
      if (plan) studentIds.set(plan, row.id);
    });
    context.registry.add(
      "students",
      rows.map((row) => row.id),
    );
  }

  const rows = await tx
    .insert(bookings)
    .values(
      ordered.map((plan) => ({
        status: plan.status,
        quoteRequestId: plan.quote.id ?? null,
        studentId: studentIds.get(plan) ?? null,
        firstName: plan.quote.person.firstName,
        lastName: plan.quote.person.lastName,
        email: plan.quote.person.email,
        locale: plan.quote.person.lang,
        country: plan.quote.person.country,
        ageGroup: plan.quote.ageGroup,
        programId: plan.quote.program.id,
        programTitle: plan.quote.program.title,
        city: plan.city,
        accommodationType: plan.quote.accommodation,
        startDate: plan.startDate,
        endDate: plan.endDate,
        totalCents: plan.totalCents,
        depositCents: plan.depositCents,
        details: plan.details,
        agencyId: plan.quote.agency?.agency.id ?? null,
        commissionBasisPoints: plan.commission?.basisPoints ?? null,
        commissionCents: plan.commission?.cents ?? null,
        commissionPaidAt: plan.commission?.paidAt ?? null,
        commissionPaidBy: plan.commission?.paidAt ? staff.partnerships.name : null,
        createdAt: plan.createdAt,
        updatedAt: plan.updatedAt,
      })),
    )
    .returning({ id: bookings.id });
  context.registry.add(
    "bookings",
    rows.map((row) => row.id),
  );

  const consentRows: (typeof guardianConsents.$inferInsert)[] = [];
  const offerRows: (typeof offers.$inferInsert)[] = [];
  const paymentRows: (typeof bookingPayments.$inferInsert)[] = [];
  const eventRows: (typeof bookingEvents.$inferInsert)[] = [];
  for (const [index, { id }] of rows.entries()) {
    const plan = ordered[index] as BookingPlan;
    for (const offer of plan.offers) {
      const { nonce, ...fields } = offer;
      offerRows.push({
        bookingId: id,
        ...fields,
        tokenNonce: nonce,
        tokenHash: nonce ? hashToken(linkToken(context.secret, nonce)) : null,
      });
    }
    const consent = plan.guardianConsent;
    if (consent) {
      // Deleted with their booking (on delete cascade): nothing to register for removal.
      consentRows.push({
        bookingId: id,
        tokenHash: hashGuardianToken(consent.token),
        guardianName: consent.name,
        guardianEmail: consent.email,
        lang: plan.quote.person.lang,
        expiresAt: new Date(consent.requestedAt.getTime() + GUARDIAN_LINK_DAYS * 864e5),
        consentedName: consent.consentedAt ? consent.name : null,
        consentedAt: consent.consentedAt,
        createdAt: consent.requestedAt,
      });
    }
    for (const payment of plan.payments) {
      paymentRows.push({
        bookingId: id,
        amountCents: payment.amountCents,
        receivedOn: payment.receivedOn,
        method: payment.method,
        note: payment.note,
        recordedById: payment.by.id,
        recordedBy: payment.by.name,
        createdAt: payment.at,
      });
    }
    for (const event of plan.events) {
      eventRows.push({
        bookingId: id,
        actor: event.actor.name,
        fromStatus: event.from,
        toStatus: event.to,
        summary: event.summary,
        createdAt: event.at,
      });
      context.audit.push(auditOf(id, event));
    }
    if (plan.commission?.paidAt) {
      context.audit.push(
        auditEntry(staff.partnerships, plan.commission.paidAt, {
          action: "update",
          entity: "booking",
          entityId: String(id),
          summary: `Marked the agency commission of booking #${id} paid`,
          after: { commissionCents: plan.commission.cents },
        }),
      );
    }
  }
  // Offers in the order they were made, so a booking's current offer has the highest id.
  offerRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (const chunk of chunks(offerRows)) await tx.insert(offers).values(chunk);
  for (const chunk of chunks(paymentRows)) await tx.insert(bookingPayments).values(chunk);
  for (const chunk of chunks(consentRows)) await tx.insert(guardianConsents).values(chunk);
  eventRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (const chunk of chunks(eventRows)) await tx.insert(bookingEvents).values(chunk);
  const written = new Map(rows.map((row, index) => [ordered[index] as BookingPlan, row.id]));
  for (const [plan, id] of written) ledger.bookings.set(plan, id);
  return written;
}
