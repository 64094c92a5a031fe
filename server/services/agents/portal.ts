/**
 * What an agent does in the partner portal (issue 17). Every read and write takes the signed-in
 * agent and is scoped to their agency in the query itself: a record of another agency is
 * answered exactly like one that does not exist, so ids reveal nothing.
 */

import { percentOf, tuitionCentsOf } from "@shared/agents/commission";
import {
  type AgentIdentity,
  type PartnerBooking,
  type PartnerDashboard,
  type PartnerStudent,
  partnerTimeline,
} from "@shared/agents/types";
import { isMinorAgeGroup } from "@shared/bookings/minors";
import type { AcceptResult, BookingStatus, Lang } from "@shared/bookings/types";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookings, quoteRequests } from "../../db/schema";
import { partnerPlacementsOf } from "../accommodation/home-view";
import type { BookingServices } from "../bookings";
import { openGuardianRequest } from "../bookings/guardian";
import { depositRecorded, dublinDay, loadDetail } from "../bookings/store";
import { ConflictError, NotFoundError } from "../errors";
import type { QuoteRequest, QuoteRequestService } from "../leads/quote-requests";
import type { SubmissionResult } from "../leads/submission";
import { likePattern, type Page } from "../paging";
import { isRowId } from "./agency-records";
import { agentActor } from "./auth";
import { commissionOf } from "./commission-rules";
import { partnerUrl } from "./partner-url";

export function createPartnerPortalService(deps: {
  db: Database;
  bookings: BookingServices;
  quoteRequests: QuoteRequestService;
  publicUrl: string;
}) {
  const { db } = deps;

  /** The agency's booking, or NotFound for anything else (another agency's, erased, missing). */
  async function ownBooking(agent: AgentIdentity, id: number) {
    if (!isRowId(id)) throw new NotFoundError("Booking not found");
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.agencyId, agent.agencyId)));
    if (!row || row.erasedAt) throw new NotFoundError("Booking not found");
    return row;
  }

  return {
    async dashboard(agent: AgentIdentity): Promise<PartnerDashboard> {
      const [[agency], [requests], statuses, [commission]] = await Promise.all([
        db
          .select({ basisPoints: agencies.commissionBasisPoints })
          .from(agencies)
          .where(eq(agencies.id, agent.agencyId)),
        db
          .select({ total: count() })
          .from(quoteRequests)
          .where(eq(quoteRequests.agencyId, agent.agencyId)),
        db
          .select({ status: bookings.status, total: count() })
          .from(bookings)
          .where(eq(bookings.agencyId, agent.agencyId))
          .groupBy(bookings.status),
        db
          .select({
            due: sql<number>`coalesce(sum(${bookings.commissionCents}) filter (where ${bookings.commissionPaidAt} is null), 0)::int`,
            paid: sql<number>`coalesce(sum(${bookings.commissionCents}) filter (where ${bookings.commissionPaidAt} is not null), 0)::int`,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.agencyId, agent.agencyId),
              sql`${bookings.status} in ('confirmed', 'arrived', 'completed')`,
            ),
          ),
      ]);
      const bookingsByStatus: Partial<Record<BookingStatus, number>> = {};
      for (const row of statuses) bookingsByStatus[row.status] = row.total;
      return {
        agencyName: agent.agencyName,
        commissionPercent: percentOf(agency?.basisPoints ?? 0),
        requests: requests?.total ?? 0,
        offersOpen: bookingsByStatus["offer-sent"] ?? 0,
        bookingsByStatus,
        commissionDueCents: commission?.due ?? 0,
        commissionPaidCents: commission?.paid ?? 0,
      };
    },

    /** The agency's quote requests with their booking, newest first; searched and paged. */
    async students(
      agent: AgentIdentity,
      query: { q: string; page: number; pageSize: number },
    ): Promise<Page<PartnerStudent>> {
      const q = query.q.trim();
      // No stored text can hold a NUL (PostgreSQL refuses it, so the query would fail): nothing
      // matches such a search.
      if (q.includes("\u0000")) {
        return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      }
      const parts: SQL[] = [eq(quoteRequests.agencyId, agent.agencyId)];
      if (q) {
        const pattern = likePattern(q);
        parts.push(
          or(
            ilike(sql`${quoteRequests.firstName} || ' ' || ${quoteRequests.lastName}`, pattern),
            ilike(quoteRequests.email, pattern),
            ilike(quoteRequests.programTitle, pattern),
            ilike(quoteRequests.agencyReference, pattern),
          ) as SQL,
        );
      }
      const where = and(...parts);
      // The latest booking of each request (a request has at most one in practice).
      const booking = db
        .selectDistinctOn([bookings.quoteRequestId], {
          quoteRequestId: bookings.quoteRequestId,
          id: bookings.id,
          status: bookings.status,
          totalCents: bookings.totalCents,
        })
        .from(bookings)
        .where(eq(bookings.agencyId, agent.agencyId))
        .orderBy(bookings.quoteRequestId, desc(bookings.id))
        .as("booking");
      const [rows, [total]] = await Promise.all([
        db
          .select({
            quote: quoteRequests,
            bookingId: booking.id,
            bookingStatus: booking.status,
            bookingTotalCents: booking.totalCents,
          })
          .from(quoteRequests)
          .leftJoin(booking, eq(booking.quoteRequestId, quoteRequests.id))
          .where(where)
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(quoteRequests).where(where),
      ]);
      return {
        items: rows.map(({ quote, bookingId, bookingStatus, bookingTotalCents }) => {
          // Staff drafts are not the agent's business: "requested" until the offer is sent.
          const visible =
            bookingId !== null && bookingStatus !== null && bookingStatus !== "draft"
              ? { id: bookingId, status: bookingStatus, totalCents: bookingTotalCents ?? 0 }
              : null;
          return {
            quoteRequestId: quote.id,
            bookingId: visible?.id ?? null,
            firstName: quote.firstName,
            lastName: quote.lastName,
            email: quote.email,
            programTitle: quote.programTitle,
            startDate: quote.startDate,
            agencyReference: quote.agencyReference,
            status: visible?.status ?? "requested",
            totalCents: visible ? visible.totalCents : null,
            createdAt: quote.createdAt.toISOString(),
          };
        }),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async requestQuote(
      agent: AgentIdentity,
      raw: unknown,
      lang: Lang,
    ): Promise<SubmissionResult<QuoteRequest>> {
      return deps.quoteRequests.submit(
        raw,
        { ip: "" },
        {
          agent,
          lang,
          studentUrl: () => partnerUrl(deps.publicUrl, lang, "/students"),
        },
      );
    },

    async booking(agent: AgentIdentity, id: number): Promise<PartnerBooking> {
      await deps.bookings.admin.expireDue();
      const row = await ownBooking(agent, id);
      if (row.status === "draft") throw new NotFoundError("Booking not found");
      const detail = await loadDetail(db, id, deps.bookings.payments);
      if (!detail) throw new NotFoundError("Booking not found");
      const [quote] = row.quoteRequestId
        ? await db
            .select({ reference: quoteRequests.agencyReference })
            .from(quoteRequests)
            .where(eq(quoteRequests.id, row.quoteRequestId))
        : [];
      const offer = detail.offer && detail.offer.status !== "draft" ? detail.offer : null;
      const booked =
        offer?.status === "accepted" && !["cancelled", "awaiting-guardian"].includes(detail.status);
      const waiting =
        detail.status === "awaiting-guardian" ? await openGuardianRequest(db, detail.id) : null;
      const consentAt = detail.details?.guardian?.consentAt;
      return {
        id: detail.id,
        reference: detail.reference,
        status: detail.status,
        firstName: detail.firstName,
        lastName: detail.lastName,
        email: detail.email,
        lang: detail.locale,
        ageGroup: detail.ageGroup,
        agencyReference: quote?.reference ?? null,
        programTitle: detail.programTitle,
        city: detail.city,
        accommodationType: detail.accommodationType,
        startDate: detail.startDate,
        endDate: detail.endDate,
        offer: offer
          ? {
              id: offer.id,
              status: offer.status,
              lines: offer.lines,
              totalCents: offer.totalCents,
              depositCents: offer.depositCents,
              startDate: offer.startDate,
              endDate: offer.endDate,
              validUntil: offer.validUntil,
              weeks: offer.weeks,
              note: offer.note,
              hoursPerWeek: offer.hoursPerWeek,
            }
          : null,
        open: offer?.status === "sent" && detail.status === "offer-sent",
        guardianExpected: isMinorAgeGroup(detail.ageGroup),
        awaitingGuardian: waiting
          ? {
              name: waiting.guardianName,
              email: waiting.guardianEmail,
              requestedAt: waiting.createdAt.toISOString(),
            }
          : null,
        totalCents: detail.totalCents,
        depositCents: detail.depositCents,
        paidCents: detail.paidCents,
        balanceCents: detail.balanceCents,
        payment:
          booked && offer && deps.bookings.payments.ready
            ? deps.bookings.payments.instructions({
                id: detail.id,
                depositCents: detail.depositCents,
                totalCents: detail.totalCents,
                paidCents: detail.paidCents,
                acceptedOn: dublinDay(
                  new Date(
                    consentAt ??
                      detail.timeline.find((event) => event.toStatus === "accepted")?.at ??
                      Date.now(),
                  ),
                ),
                startDate: detail.startDate ?? offer.startDate,
              })
            : null,
        letterAvailable: detail.letterAvailable,
        commission: offer ? commissionOf(row, tuitionCentsOf(offer.lines)) : null,
        timeline: partnerTimeline(detail.timeline, agent.agencyName),
        accommodation: await partnerPlacementsOf(db, detail.id),
      };
    },

    async accept(
      agent: AgentIdentity,
      bookingId: number,
      raw: unknown,
      context: { ip: string },
    ): Promise<AcceptResult> {
      if (!isRowId(bookingId)) throw new NotFoundError("Booking not found");
      return deps.bookings.public.acceptForAgency(agent.agencyId, bookingId, raw, {
        ip: context.ip,
        party: agentActor(agent),
      });
    },

    async letter(agent: AgentIdentity, bookingId: number) {
      const row = await ownBooking(agent, bookingId);
      if (!depositRecorded.includes(row.status) || !row.details) {
        throw new ConflictError("The letter of acceptance is ready once the deposit is received.");
      }
      return deps.bookings.admin.letter(bookingId);
    },
  };
}

export type PartnerPortalService = ReturnType<typeof createPartnerPortalService>;
