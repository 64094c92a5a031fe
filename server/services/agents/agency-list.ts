/**
 * Reading agencies for staff: the paged, searchable list, the options of the staff filters and
 * one agency with its users and invitations.
 */
import type { AgencyDetail, AgencyListItem } from "@shared/agents/types";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { agencies, agentInvitations, agentUsers, bookings } from "../../db/schema";
import { likePattern, type Page } from "../paging";
import { type AgencyDeps, agencyOf, loadAgency } from "./agency-records";

export interface AgencyListQuery {
  q: string;
  status: string;
  page: number;
  pageSize: number;
}

export async function listAgencies(
  deps: Pick<AgencyDeps, "db">,
  query: AgencyListQuery,
): Promise<Page<AgencyListItem>> {
  const { db } = deps;
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
}

/** Every agency's id and name, for the staff filters. */
export async function agencyOptions(
  deps: Pick<AgencyDeps, "db">,
): Promise<{ id: number; name: string }[]> {
  return deps.db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .orderBy(asc(sql`lower(${agencies.name})`));
}

export async function getAgency(deps: Pick<AgencyDeps, "db">, id: number): Promise<AgencyDetail> {
  const { db } = deps;
  const row = await loadAgency(db, id);
  const [users, invitations] = await Promise.all([
    db.select().from(agentUsers).where(eq(agentUsers.agencyId, id)).orderBy(asc(agentUsers.name)),
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
}
