/**
 * The ledger of the demo story (issue 32): every booking accepted or later has the invoice its
 * acceptance issued, on the day of the story it was accepted; each payment settles it; a
 * cancelled booking has its cancellation credit note; Sprachreisen Nordlicht is on a net
 * contract, so its students pay the agency and the agency transfers the net to the school
 * (recorded and allocated to the student's invoice). Everything goes through the ledger's own
 * functions (server/services/invoices/), in the story's transaction and in the order the story
 * happened, so numbers are gapless and rise with the days; the rows the services stamp with the
 * real clock (documents, allocations, timeline, audit, the booking's last change) get the
 * story's time afterwards.
 */

import { formatCents } from "@shared/format/money";
import { allocateOldestFirst } from "@shared/invoices/rules";
import type { AgencyInvoicing } from "@shared/invoices/types";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Actor, OutsideActor } from "../../../services/audit";
import { dublinDay } from "../../../services/bookings/days";
import type { BookingRow } from "../../../services/bookings/store";
import { issueAtAcceptance } from "../../../services/invoices/acceptance";
import { allocateBookingPayment, insertAllocations } from "../../../services/invoices/allocations";
import { issueCancellation } from "../../../services/invoices/ledger";
import { agencies, agencyPayments, bookingPayments, bookings, invoices } from "../../schema";
import type { BookingPlan } from "./booking-plans";
import type { DemoActor, DemoContext } from "./context";
import type { DemoAgency } from "./organisation";

/** The demo agency on a net contract; the other keeps the default (students pay the school). */
export const NET_AGENCY_KEY = "nordlicht";

/** A transfer a net agency made instead of its student's payment. */
export interface TransferPlan {
  plan: BookingPlan;
  agency: DemoAgency;
  amountCents: number;
  receivedOn: string;
  reference: string;
  at: Date;
  by: DemoActor & { id: number };
}

const euros = (cents: number) => formatCents(cents, "en");
const isNet = (plan: BookingPlan) => plan.quote.agency?.agency.key === NET_AGENCY_KEY;

/**
 * Before the bookings are written: a net agency's student pays the agency, so each payment of
 * its bookings becomes the agency's transfer to the school, for no more than the net invoice
 * (the agency keeps its commission), and the timeline says so.
 */
export function planNetTransfers(plans: BookingPlan[]): TransferPlan[] {
  const transfers: TransferPlan[] = [];
  let reference = 3100;
  for (const plan of plans.filter(isNet)) {
    const agency = plan.quote.agency?.agency;
    if (!agency) continue;
    let left = plan.totalCents - (plan.commission?.cents ?? 0);
    for (const payment of plan.payments) {
      const amountCents = Math.min(payment.amountCents, left);
      left -= amountCents;
      const event = plan.events.find(
        (candidate) =>
          candidate.at.getTime() === payment.at.getTime() && candidate.summary.includes("payment"),
      );
      reference += 7;
      if (event) {
        event.summary = `${payment.by.name} recorded a transfer of ${euros(amountCents)} from ${agency.name} received on ${payment.receivedOn} (NL-TRF-${reference})`;
      }
      transfers.push({
        plan,
        agency,
        amountCents,
        receivedOn: payment.receivedOn,
        reference: `NL-TRF-${reference}`,
        at: payment.at,
        by: payment.by,
      });
    }
    plan.payments = [];
  }
  return transfers;
}

const actorOf = (actor: DemoActor): Actor | OutsideActor =>
  actor.id === null ? { id: null, name: actor.name } : { id: actor.id, name: actor.name };

type Step =
  | { at: Date; kind: "accept"; plan: BookingPlan; actor: DemoActor }
  | {
      at: Date;
      kind: "pay";
      plan: BookingPlan;
      paymentId: number;
      amountCents: number;
      actor: DemoActor;
    }
  | { at: Date; kind: "transfer"; transfer: TransferPlan }
  | { at: Date; kind: "cancel"; plan: BookingPlan; actor: DemoActor & { id: number } };

/**
 * The services stamp what they write with the transaction's `now()`: documents get their step's
 * time of the story, allocations their payment's or credit note's, and the timeline lines and
 * audit rows that announce a document its time. Answers the ids of those audit rows.
 */
async function restamp(context: DemoContext, issued: { id: number; at: Date }[]) {
  const { tx } = context;
  if (issued.length === 0) return [];
  const values = sql.join(
    issued.map((row) => sql`(${row.id}::int, ${row.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(
    sql`update invoices i set created_at = v.at from (values ${values}) v(id, at) where i.id = v.id`,
  );
  await tx.execute(
    sql`update invoice_allocations a set created_at = coalesce(
        (select p.created_at from booking_payments p where p.id = a.booking_payment_id),
        (select t.created_at from agency_payments t where t.id = a.agency_payment_id),
        (select c.created_at from invoices c where c.id = a.credit_note_id))
      where a.created_at = now()`,
  );
  const announces = (table: string) =>
    sql.raw(
      `${table}.summary like (case when i.kind = 'invoice' then 'Invoice ' else 'Credit note ' end) || i.number || ' issued to %'`,
    );
  await tx.execute(
    sql`update booking_events e set created_at = i.created_at from invoices i
      where e.created_at = now() and e.booking_id = i.booking_id and ${announces("e")}`,
  );
  const audit = await tx.execute(
    sql`update audit_log l set created_at = i.created_at from invoices i
      where l.created_at = now() and l.entity = 'booking' and l.entity_id = i.booking_id::text
        and ${announces("l")} returning l.id`,
  );
  return (audit as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/**
 * What the ledger, written last, needs from the bookings written before it: every booking (the
 * story's and the term's) and a net-contract agency's transfers. Kept apart from DemoContext so
 * that the context stays below the plans in the module tree.
 */
export interface LedgerNotes {
  bookings: Map<BookingPlan, number>;
  transfers: TransferPlan[];
}

export const newLedgerNotes = (): LedgerNotes => ({ bookings: new Map(), transfers: [] });

/** Writes the ledger of the written bookings, in the order the story happened. */
export async function writeLedger(context: DemoContext, notes: LedgerNotes): Promise<void> {
  const { tx, staff } = context;
  const { bookings: bookingIds, transfers } = notes;
  const netAgency = [...bookingIds.keys()].find(isNet)?.quote.agency?.agency;
  if (netAgency) {
    const invoicing: AgencyInvoicing = "net";
    await tx.update(agencies).set({ invoicing }).where(eq(agencies.id, netAgency.id));
  }
  const ids = [...bookingIds.values()];
  const payments = ids.length
    ? await tx
        .select({
          id: bookingPayments.id,
          bookingId: bookingPayments.bookingId,
          amountCents: bookingPayments.amountCents,
          at: bookingPayments.createdAt,
        })
        .from(bookingPayments)
        .where(inArray(bookingPayments.bookingId, ids))
        .orderBy(asc(bookingPayments.id))
    : [];
  const planOf = new Map([...bookingIds].map(([plan, id]) => [id, plan]));
  const steps: Step[] = [];
  for (const [plan] of bookingIds) {
    const accepted = plan.events.find((event) => event.to === "accepted");
    if (!accepted) continue;
    steps.push({ at: accepted.at, kind: "accept", plan, actor: accepted.actor });
    const cancelled = plan.events.find((event) => event.to === "cancelled");
    if (cancelled) steps.push({ at: cancelled.at, kind: "cancel", plan, actor: staff.admissions });
  }
  for (const payment of payments) {
    const plan = planOf.get(payment.bookingId);
    if (plan) {
      steps.push({
        at: payment.at,
        kind: "pay",
        plan,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        actor: staff.admissions,
      });
    }
  }
  for (const transfer of transfers) steps.push({ at: transfer.at, kind: "transfer", transfer });
  // The same instant: accepted before paid, paid before cancelled.
  const order = { accept: 0, pay: 1, transfer: 1, cancel: 2 };
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind]);

  const rowOf = async (id: number): Promise<BookingRow> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error(`demo booking ${id} not found`);
    return row;
  };
  const issued: { id: number; at: Date }[] = [];
  // Who each booking's payments settle, once its acceptance has invoiced it.
  const payers = new Map<number, BookingRow["payer"]>();
  for (const step of steps) {
    const day = dublinDay(step.at);
    if (step.kind === "accept") {
      const id = bookingIds.get(step.plan) ?? 0;
      const offer = step.plan.offers.find((candidate) => candidate.status === "accepted");
      if (!offer) continue;
      const documents = await issueAtAcceptance(
        tx,
        await rowOf(id),
        offer,
        actorOf(step.actor),
        day,
      );
      issued.push(...documents.map((document) => ({ id: document.id, at: step.at })));
      // As issueAtAcceptance decides: the net agency pays, everyone else's students pay.
      payers.set(id, isNet(step.plan) ? "agency" : "student");
    } else if (step.kind === "pay") {
      const bookingId = bookingIds.get(step.plan) ?? 0;
      await allocateBookingPayment(
        tx,
        {
          id: step.paymentId,
          bookingId,
          payer: payers.get(bookingId) ?? "student",
          amountCents: step.amountCents,
        },
        actorOf(step.actor),
      );
    } else if (step.kind === "transfer") {
      await recordTransfer(context, step.transfer, bookingIds.get(step.transfer.plan) ?? 0);
    } else {
      const id = bookingIds.get(step.plan) ?? 0;
      const offer = step.plan.offers.find((candidate) => candidate.status === "accepted") ?? null;
      const credit = await issueCancellation(tx, await rowOf(id), offer, step.actor, day);
      if (credit) issued.push({ id: credit.id, at: step.at });
    }
  }

  // The timeline lines stay with their booking (cascade); the audit rows are the demo's.
  context.registry.add("audit_log", await restamp(context, issued));
  // Issuing stamps the booking's last change with the real clock: the story's is put back.
  if (ids.length) {
    const values = sql.join(
      [...bookingIds].map(
        ([plan, id]) => sql`(${id}::int, ${plan.updatedAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update bookings b set updated_at = v.at from (values ${values}) v(id, at) where b.id = v.id`,
    );
  }
}

/** A net agency's transfer, allocated to its student's open invoice (the rest on account). */
async function recordTransfer(context: DemoContext, transfer: TransferPlan, bookingId: number) {
  const { tx } = context;
  const [payment] = await tx
    .insert(agencyPayments)
    .values({
      agencyId: transfer.agency.id,
      amountCents: transfer.amountCents,
      receivedOn: transfer.receivedOn,
      method: "bank-transfer",
      reference: transfer.reference,
      recordedBy: transfer.by.name,
      createdAt: transfer.at,
    })
    .returning({ id: agencyPayments.id });
  if (!payment) throw new Error("demo transfer not stored");
  // What the student's agency invoices still owe, read here with the allocations' own table
  // named (a correlated sum), so the transfer settles exactly that.
  const open = await tx
    .select({
      id: invoices.id,
      issuedOn: invoices.issuedOn,
      openCents: sql<number>`(${invoices.totalCents} - coalesce((select sum(a.amount_cents) from invoice_allocations a where a.invoice_id = ${invoices}.id), 0))::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.payer, "agency"),
        eq(invoices.kind, "invoice"),
      ),
    );
  const { allocations } = allocateOldestFirst(open, transfer.amountCents);
  await insertAllocations(tx, { agencyPaymentId: payment.id }, allocations, transfer.by);
}
