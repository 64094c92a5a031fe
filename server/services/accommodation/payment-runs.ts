/**
 * Payment runs (issue 31, decision 0045): what the school pays host families and residences for
 * the nights [from, to). The nights and amounts are the pure rules' (payments.ts `paymentItems`):
 * only placements whose arrival is confirmed (by the family, by staff, or a booking that has
 * arrived), never a held or cancelled one, and never a night another draft or approved run pays.
 * Runs are made one at a time (a table lock), so two staff making runs at once cannot pay the
 * same night twice. A run is a draft until an admin approves it (locked: who and when are kept)
 * or discards it (its nights can then be paid by another run).
 */

import type { PaymentRunInput, PaymentRunListQuery } from "@shared/accommodation/payment-forms";
import type {
  PaymentRunDetail,
  PaymentRunItem,
  PaymentRunSummary,
} from "@shared/accommodation/payment-types";
import {
  type PayablePlacement,
  paymentItems,
  paymentRun,
  reliefStatus,
} from "@shared/accommodation/payments";
import type { PaymentRunStatus } from "@shared/accommodation/types";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  bookings,
  accommodationPaymentItems as items,
  accommodationPaymentLines as lines,
  accommodationPlacements as placements,
  accommodationProviders as providers,
  accommodationRooms as rooms,
  accommodationPaymentRuns as runs,
  staffUsers,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import { NotFoundError, RuleConflictError } from "../errors";
import { likePattern, offsetOf, type Page } from "../paging";
import type { AccommodationDeps } from "./access";
import { type LineRow, lineOf, receivedInYear } from "./payment-lines";

type RunRow = typeof runs.$inferSelect;
type Db = AccommodationDeps["db"];

/** A booking that has arrived (or finished its stay) counts as a confirmed arrival. */
const arrivedStatuses: readonly string[] = ["arrived", "completed"];

/** What the pure rules need of the placements that share a night with the period. */
async function payablePlacements(db: Db, period: PaymentRunInput): Promise<PayablePlacement[]> {
  const rows = await db
    .select({
      id: placements.id,
      from: placements.fromDate,
      to: placements.toDate,
      status: placements.status,
      arrivalConfirmedAt: placements.arrivalConfirmedAt,
      bookingStatus: bookings.status,
      roomRate: rooms.ratePerNightCents,
      providerRate: providers.ratePerNightCents,
      providerId: providers.id,
    })
    .from(placements)
    .innerJoin(rooms, eq(rooms.id, placements.roomId))
    .innerJoin(providers, eq(providers.id, rooms.providerId))
    .innerJoin(bookings, eq(bookings.id, placements.bookingId))
    .where(
      and(
        ne(placements.status, "cancelled"),
        lt(placements.fromDate, period.to),
        gt(placements.toDate, period.from),
      ),
    )
    .orderBy(asc(placements.id));
  const paid = rows.length
    ? await db
        .select({ placementId: items.placementId, from: items.fromDate, to: items.toDate })
        .from(items)
        .innerJoin(lines, eq(lines.id, items.lineId))
        .innerJoin(runs, eq(runs.id, lines.runId))
        .where(
          and(
            inArray(
              items.placementId,
              rows.map((row) => row.id),
            ),
            inArray(runs.status, ["draft", "approved"]),
          ),
        )
    : [];
  return rows.map((row) => ({
    placementId: row.id,
    providerId: row.providerId,
    from: row.from,
    to: row.to,
    ratePerNightCents: row.roomRate ?? row.providerRate,
    arrivalConfirmed:
      row.arrivalConfirmedAt !== null || arrivedStatuses.includes(row.bookingStatus),
    held: row.status === "held",
    paid: paid.filter((range) => range.placementId === row.id),
  }));
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export async function createRun(
  deps: AccommodationDeps,
  period: PaymentRunInput,
  actor: Actor,
): Promise<PaymentRunDetail> {
  const runId = await deps.db.transaction(async (tx) => {
    // One run at a time: the second waits, then sees the nights the first pays.
    await tx.execute(sql`lock table ${runs} in share row exclusive mode`);
    const payable = await payablePlacements(tx, period);
    const { lines: runLines, totalCents } = paymentRun(payable, period);
    if (runLines.length === 0) {
      throw new RuleConflictError(
        "Nothing to pay for these nights: no confirmed arrival with nights not paid yet.",
        "nothing-to-pay",
      );
    }
    const payees = await tx
      .select()
      .from(providers)
      .where(
        inArray(
          providers.id,
          runLines.map((line) => line.providerId),
        ),
      );
    const [run] = await tx
      .insert(runs)
      .values({ fromDate: period.from, toDate: period.to, totalCents, createdById: actor.id })
      .returning();
    if (!run) throw new Error("payment run insert returned no row");
    const lineRows = await tx
      .insert(lines)
      .values(
        runLines.map((line) => {
          const payee = payees.find((provider) => provider.id === line.providerId);
          return {
            runId: run.id,
            providerId: line.providerId,
            nights: line.nights,
            amountCents: line.amountCents,
            payeeName: payee?.bankAccountName ?? payee?.name ?? "",
            iban: payee?.iban ?? null,
            bic: payee?.bic ?? null,
          };
        }),
      )
      .returning({ id: lines.id, providerId: lines.providerId });
    const lineIdOf = new Map(lineRows.map((row) => [row.providerId, row.id]));
    await tx.insert(items).values(
      paymentItems(payable, period).map((item) => ({
        lineId: lineIdOf.get(item.providerId) ?? 0,
        placementId: item.placementId,
        fromDate: item.from,
        toDate: item.to,
        nights: item.nights,
        ratePerNightCents: item.ratePerNightCents,
        amountCents: item.amountCents,
      })),
    );
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_payment_run",
      entityId: run.id,
      summary: `Payment run #${run.id} for the nights ${period.from} to ${period.to} (departure day): ${runLines.length} payees, ${euros(totalCents)}`,
      after: { ...run, lines: runLines },
    });
    return run.id;
  });
  return runDetail(deps, runId);
}

/** Staff display names by id, for "made by" and "approved by". */
async function staffNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.displayName })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function summaryOf(run: RunRow, lineCount: number, names: Map<number, string>): PaymentRunSummary {
  return {
    id: run.id,
    from: run.fromDate,
    to: run.toDate,
    status: run.status,
    totalCents: run.totalCents,
    lineCount,
    createdAt: run.createdAt.toISOString(),
    createdBy: run.createdById === null ? null : (names.get(run.createdById) ?? null),
    approvedAt: run.approvedAt?.toISOString() ?? null,
    approvedBy: run.approvedById === null ? null : (names.get(run.approvedById) ?? null),
  };
}

/** Runs, newest first; `q` finds runs paying a provider or payee of that name. */
export async function listRuns(
  deps: AccommodationDeps,
  query: PaymentRunListQuery,
): Promise<Page<PaymentRunSummary>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(runs.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(lines)
          .innerJoin(providers, eq(providers.id, lines.providerId))
          .where(
            and(
              eq(lines.runId, runs.id),
              or(ilike(providers.name, pattern), ilike(lines.payeeName, pattern)),
            ),
          ),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const lineCount = sql<number>`(select count(*)::int from ${lines} where ${lines.runId} = ${runs.id})`;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ run: runs, lineCount })
      .from(runs)
      .where(where)
      .orderBy(desc(runs.fromDate), desc(runs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ n: count() }).from(runs).where(where),
  ]);
  const names = await staffNames(
    deps.db,
    rows.flatMap(({ run }) => [run.createdById, run.approvedById]),
  );
  return {
    items: rows.map(({ run, lineCount: n }) => summaryOf(run, Number(n), names)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findRun(db: Db, runId: number): Promise<RunRow> {
  const [run] = await db.select().from(runs).where(eq(runs.id, runId));
  if (!run) throw new NotFoundError("Payment run not found");
  return run;
}

/** The year whose approved payments a run's relief warnings count: its approval's, else now's. */
export const reliefYearOf = (run: RunRow, now: Date) =>
  Number(dublinDay(run.approvedAt ?? now).slice(0, 4));

export async function runDetail(deps: AccommodationDeps, runId: number): Promise<PaymentRunDetail> {
  const run = await findRun(deps.db, runId);
  const lineRows: LineRow[] = await deps.db
    .select({ line: lines, providerName: providers.name })
    .from(lines)
    .innerJoin(providers, eq(providers.id, lines.providerId))
    .where(eq(lines.runId, run.id))
    .orderBy(asc(lines.providerId));
  const itemRows = lineRows.length
    ? await deps.db
        .select({ item: items, bookingId: bookings.id, firstName: bookings.firstName })
        .from(items)
        .innerJoin(placements, eq(placements.id, items.placementId))
        .innerJoin(bookings, eq(bookings.id, placements.bookingId))
        .where(
          inArray(
            items.lineId,
            lineRows.map(({ line }) => line.id),
          ),
        )
        .orderBy(asc(items.fromDate), asc(items.id))
    : [];
  const referenceOf = deps.referenceOf ?? ((id: number) => `#${id}`);
  const itemsOf = (lineId: number): PaymentRunItem[] =>
    itemRows
      .filter(({ item }) => item.lineId === lineId)
      .map(({ item, bookingId, firstName }) => ({
        placementId: item.placementId,
        bookingId,
        bookingReference: referenceOf(bookingId),
        studentFirstName: firstName,
        from: item.fromDate,
        to: item.toDate,
        nights: item.nights,
        ratePerNightCents: item.ratePerNightCents,
        amountCents: item.amountCents,
      }));
  const received = await receivedInYear(
    deps.db,
    lineRows.map(({ line }) => line.providerId),
    reliefYearOf(run, deps.now()),
    run.id,
  );
  const names = await staffNames(deps.db, [run.createdById, run.approvedById]);
  return {
    ...summaryOf(run, lineRows.length, names),
    lines: lineRows.map((row) => {
      const before = received.get(row.line.providerId) ?? 0;
      return {
        ...lineOf(row),
        receivedThisYearCents: before,
        reliefStatus: reliefStatus(before, row.line.amountCents),
        items: itemsOf(row.line.id),
      };
    }),
  };
}

/** Moves a draft to `approved` or `discarded`; anything but a draft is refused (409). */
async function decide(
  deps: AccommodationDeps,
  runId: number,
  status: Exclude<PaymentRunStatus, "draft">,
  actor: Actor,
): Promise<PaymentRunDetail> {
  await deps.db.transaction(async (tx) => {
    const approving = status === "approved";
    const [row] = await tx
      .update(runs)
      .set({
        status,
        approvedAt: approving ? deps.now() : null,
        approvedById: approving ? actor.id : null,
      })
      .where(and(eq(runs.id, runId), eq(runs.status, "draft")))
      .returning();
    if (!row) {
      const run = await findRun(tx, runId);
      throw new RuleConflictError(
        `The payment run is ${run.status}: only a draft can be ${status}.`,
        "not-draft",
      );
    }
    await recordAudit(tx, actor, {
      action: "update",
      entity: "accommodation_payment_run",
      entityId: row.id,
      summary: `Payment run #${row.id} ${status} (${euros(row.totalCents)})`,
      before: { status: "draft" },
      after: row,
    });
  });
  return runDetail(deps, runId);
}

export const approveRun = (deps: AccommodationDeps, runId: number, actor: Actor) =>
  decide(deps, runId, "approved", actor);

export const discardRun = (deps: AccommodationDeps, runId: number, actor: Actor) =>
  decide(deps, runId, "discarded", actor);
