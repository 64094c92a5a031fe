/**
 * The staff side of the partner portal (issue 17): agencies, their users and invitations, and
 * commission marked paid. Admins only (the API and the screens check it); every change audited.
 */
import {
  type Agency,
  type AgencyDetail,
  type AgencyListItem,
  basisPointsOf,
  INVITATION_DAYS,
  percentOf,
} from "@shared/agents/types";
import type { Language } from "@shared/i18n/languages";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentInvitations, agentUsers, bookings } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { depositRecorded, lockBooking } from "../bookings/store";
import { ConflictError, NotFoundError } from "../errors";
import { enqueueEmails } from "../mail/outbox";
import { invitationMessage } from "../mail/partner-emails";
import { likePattern, type Page } from "../paging";
import type { AgentAuthService } from "./auth";
import { hashInvitationToken, newInvitationToken } from "./tokens";

export type AgencyRow = typeof agencies.$inferSelect;

/**
 * Ids are PostgreSQL integers: a larger number (the API accepts any positive integer) names no
 * row, and PostgreSQL would refuse the query rather than find nothing.
 */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

export interface AgencyInput {
  name: string;
  country: string;
  email: string;
  contactName?: string | null;
  commissionPercent: number;
}

export function agencyOf(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    email: row.email,
    contactName: row.contactName,
    commissionPercent: percentOf(row.commissionBasisPoints),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Partner pages live under the agent's language prefix, like the public site. */
export function partnerUrl(publicUrl: string, lang: Language | string, path: string): string {
  const prefix = lang === "en" || !["es", "fr", "de"].includes(lang) ? "" : `/${lang}`;
  return `${publicUrl}${prefix}/partners${path}`;
}

export function createAgencyService(deps: {
  db: Database;
  auth: AgentAuthService;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}) {
  const { db, now } = deps;

  async function load(id: number): Promise<AgencyRow> {
    if (!isRowId(id)) throw new NotFoundError("Agency not found");
    const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
    if (!row) throw new NotFoundError("Agency not found");
    return row;
  }

  /** A unique name, compared without case. */
  async function assertNameFree(tx: Database, name: string, except?: number) {
    const [clash] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(sql`lower(${agencies.name}) = lower(${name})`);
    if (clash && clash.id !== except) {
      throw new ConflictError("An agency with this name already exists.", "name");
    }
  }

  return {
    async create(input: AgencyInput, actor: Actor): Promise<Agency> {
      return db.transaction(async (tx) => {
        await assertNameFree(tx, input.name);
        const [row] = await tx
          .insert(agencies)
          .values({
            name: input.name,
            country: input.country,
            email: input.email.toLowerCase(),
            contactName: input.contactName ?? null,
            commissionBasisPoints: basisPointsOf(input.commissionPercent),
          })
          .returning();
        if (!row) throw new Error("agency insert returned nothing");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "agency",
          entityId: row.id,
          summary: `Created the agency ${row.name} (${input.commissionPercent} % commission)`,
          after: agencyOf(row),
        });
        return agencyOf(row);
      });
    },

    async list(query: {
      q: string;
      status: string;
      page: number;
      pageSize: number;
    }): Promise<Page<AgencyListItem>> {
      const parts: SQL[] = [];
      const q = query.q.trim();
      // No stored text can hold a NUL (PostgreSQL refuses it, so the query would fail): nothing
      // matches such a search.
      if (q.includes("\u0000")) {
        return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      }
      if (q) {
        const pattern = likePattern(q);
        parts.push(
          or(
            ilike(agencies.name, pattern),
            ilike(agencies.country, pattern),
            ilike(agencies.email, pattern),
            ilike(agencies.contactName, pattern),
          ) as SQL,
        );
      }
      if (query.status === "active" || query.status === "suspended") {
        parts.push(eq(agencies.status, query.status));
      }
      const where = parts.length ? and(...parts) : undefined;
      // A select from one table writes its columns without the table's name, and inside these
      // subqueries a bare "id" is the subquery's own row: the agency's id is named in full.
      const agencyId = sql`${sql.identifier("agencies")}.${sql.identifier("id")}`;
      const users = sql<number>`(select count(*) from ${agentUsers} where ${agentUsers.agencyId} = ${agencyId})::int`;
      const booked = sql<number>`(select count(*) from ${bookings} where ${bookings.agencyId} = ${agencyId})::int`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ agency: agencies, users, bookings: booked })
          .from(agencies)
          .where(where)
          .orderBy(asc(sql`lower(${agencies.name})`), asc(agencies.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(agencies).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          ...agencyOf(row.agency),
          users: row.users,
          bookings: row.bookings,
        })),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every agency's id and name, for the staff filters. */
    async options(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .orderBy(asc(sql`lower(${agencies.name})`));
    },

    async get(id: number): Promise<AgencyDetail> {
      const row = await load(id);
      const [users, invitations] = await Promise.all([
        db
          .select()
          .from(agentUsers)
          .where(eq(agentUsers.agencyId, id))
          .orderBy(asc(agentUsers.name)),
        db
          .select()
          .from(agentInvitations)
          .where(eq(agentInvitations.agencyId, id))
          .orderBy(desc(agentInvitations.id))
          .limit(50),
      ]);
      return {
        ...agencyOf(row),
        users: users.map((user) => ({
          id: user.id,
          agencyId: user.agencyId,
          email: user.email,
          name: user.name,
          isActive: user.isActive,
          lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
          createdAt: user.createdAt.toISOString(),
        })),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          expiresAt: invitation.expiresAt.toISOString(),
          usedAt: invitation.usedAt?.toISOString() ?? null,
          revokedAt: invitation.revokedAt?.toISOString() ?? null,
          invitedBy: invitation.invitedBy,
          createdAt: invitation.createdAt.toISOString(),
        })),
      };
    },

    /** Name, contact, rate and status; suspending ends every session of the agency at once. */
    async update(
      id: number,
      input: Partial<AgencyInput> & { status?: Agency["status"] },
      actor: Actor,
    ): Promise<Agency> {
      if (!isRowId(id)) throw new NotFoundError("Agency not found");
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(agencies).where(eq(agencies.id, id)).for("update");
        if (!before) throw new NotFoundError("Agency not found");
        if (input.name !== undefined) await assertNameFree(tx, input.name, id);
        const [row] = await tx
          .update(agencies)
          .set({
            name: input.name,
            country: input.country,
            email: input.email?.toLowerCase(),
            contactName: input.contactName,
            commissionBasisPoints:
              input.commissionPercent === undefined
                ? undefined
                : basisPointsOf(input.commissionPercent),
            status: input.status,
            updatedAt: now(),
          })
          .where(eq(agencies.id, id))
          .returning();
        if (!row) throw new NotFoundError("Agency not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "agency",
          entityId: id,
          summary: `Updated the agency ${row.name}`,
          before: agencyOf(before),
          after: agencyOf(row),
        });
        return agencyOf(row);
      });
    },

    /**
     * E-mails a one-time link (valid INVITATION_DAYS days) to set a password. A newer
     * invitation to the same address replaces an unused older one.
     */
    async invite(
      agencyId: number,
      input: { email: string; lang?: Language },
      actor: Actor,
    ): Promise<{ id: number; email: string; expiresAt: string }> {
      if (!isRowId(agencyId)) throw new NotFoundError("Agency not found");
      const email = input.email.trim().toLowerCase();
      const token = newInvitationToken();
      const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 864e5);
      const result = await db.transaction(async (tx) => {
        const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId));
        if (!agency) throw new NotFoundError("Agency not found");
        if (agency.status !== "active") {
          throw new ConflictError("This agency is suspended: reactivate it before inviting.");
        }
        const [user] = await tx
          .select({ id: agentUsers.id })
          .from(agentUsers)
          .where(eq(agentUsers.email, email));
        if (user) {
          throw new ConflictError("This address already has a partner account.", "email");
        }
        await tx
          .update(agentInvitations)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(agentInvitations.email, email),
              isNull(agentInvitations.usedAt),
              isNull(agentInvitations.revokedAt),
            ),
          );
        const [invitation] = await tx
          .insert(agentInvitations)
          .values({
            agencyId,
            email,
            tokenHash: hashInvitationToken(token),
            expiresAt,
            invitedBy: actor.name,
          })
          .returning();
        if (!invitation) throw new Error("invitation insert returned nothing");
        await enqueueEmails(tx, [
          invitationMessage({
            to: email,
            lang: input.lang ?? "en",
            agencyName: agency.name,
            url: partnerUrl(deps.publicUrl, input.lang ?? "en", `/invitations/${token}`),
            expiresAt: expiresAt.toISOString(),
          }),
        ]);
        await recordAudit(tx, actor, {
          action: "create",
          entity: "agent_invitation",
          entityId: invitation.id,
          summary: `Invited ${email} to ${agency.name}'s partner portal`,
        });
        return { id: invitation.id, email, expiresAt: expiresAt.toISOString() };
      });
      deps.onQueued();
      return result;
    },

    /** Deactivating a user ends their sessions; reactivating lets them sign in again. */
    async setUserActive(
      agencyId: number,
      userId: number,
      isActive: boolean,
      actor: Actor,
    ): Promise<void> {
      if (!isRowId(agencyId) || !isRowId(userId)) throw new NotFoundError("Agent user not found");
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(agentUsers)
          .set({ isActive })
          .where(and(eq(agentUsers.id, userId), eq(agentUsers.agencyId, agencyId)))
          .returning();
        if (!user) throw new NotFoundError("Agent user not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "agent_user",
          entityId: userId,
          summary: `${isActive ? "Reactivated" : "Deactivated"} the partner account of ${user.name}`,
        });
      });
      if (!isActive) await deps.auth.revokeAll(userId);
    },

    /** Staff paid the agency the commission of a booking (once its deposit is recorded). */
    async markCommissionPaid(bookingId: number, actor: Actor): Promise<void> {
      if (!isRowId(bookingId)) throw new NotFoundError("Booking not found");
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw new NotFoundError("Booking not found");
        if (!booking.agencyId || booking.commissionCents === null) {
          throw new ConflictError("This booking has no agency commission.");
        }
        if (!depositRecorded.includes(booking.status)) {
          throw new ConflictError("Commission is due once the deposit is recorded.");
        }
        if (booking.commissionPaidAt) {
          throw new ConflictError("This commission is already marked paid.");
        }
        await tx
          .update(bookings)
          .set({ commissionPaidAt: now(), commissionPaidBy: actor.name })
          .where(eq(bookings.id, bookingId));
        await recordAudit(tx, actor, {
          action: "update",
          entity: "booking",
          entityId: bookingId,
          summary: `Marked the agency commission of booking #${bookingId} paid`,
          after: { commissionCents: booking.commissionCents },
        });
      });
    },
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
