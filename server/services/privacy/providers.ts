/**
 * Host families and residences in the data-protection requests (issue 31). A provider is not
 * found by one e-mail address as people are (a residence may have none, a family several portal
 * accounts): staff find it by name, address or e-mail and act on it by its id. Admins only.
 *
 * - Export: the provider's row whole (bank details included: they are the family's own), the
 *   household with its vetting, rooms, unavailable nights, a summary of its placements (nights
 *   and rooms, no student's data), the payment lines it received and its host-portal accounts.
 * - Erasure anonymises the provider (name, address, contact, bank details, house rules, notes,
 *   documents), the household's names and vetting references, the reasons given for unavailable
 *   nights; deletes its portal accounts with their sign-in links and sessions (cascade) and the
 *   e-mails to its addresses; rewrites the audit entries and booking timelines that name it.
 *   Payment runs, lines and items stay whole, payee name and IBAN as paid included: financial
 *   records kept for six years (the privacy policy's `hosts` section, `hostPaymentRetention`).
 *   Household members keep their year of birth, vetting expiry and status, nameless: a record that
 *   the school had vetting in place when it placed a minor.
 * - A household member alone (one who moved out) is erased the same way, the rest left as is.
 */
import type { ProviderSubject } from "@shared/accommodation/types";
import { asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPaymentLines,
  accommodationPaymentRuns,
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  accommodationUnavailable,
  hostSessions,
  hostUsers,
  householdMembers,
} from "../../db/schema";
import type { Actor } from "../audit";
import { NotFoundError } from "../errors";
import { likePattern } from "../paging";
import { insertAudit } from "./audit";
import { ERASED_NAME } from "./erased";
import type { GdprDeps } from "./person";

type ProviderRow = typeof accommodationProviders.$inferSelect;

/** How an erased provider is named from then on. */
export const erasedProviderName = (providerId: number) => `Erased provider #${providerId}`;

const isErased = (row: Pick<ProviderRow, "id" | "name">) => row.name === erasedProviderName(row.id);

/** Providers whose name, address or e-mail holds `q` (up to 20), with their household. */
export async function findProviders(db: Database, q: string): Promise<ProviderSubject[]> {
  const pattern = likePattern(q.trim());
  const rows = await db
    .select()
    .from(accommodationProviders)
    .where(
      or(
        ilike(accommodationProviders.name, pattern),
        ilike(accommodationProviders.address, pattern),
        ilike(accommodationProviders.email, pattern),
      ),
    )
    .orderBy(asc(accommodationProviders.name), asc(accommodationProviders.id))
    .limit(20);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [members, accounts] = await Promise.all([
    db
      .select()
      .from(householdMembers)
      .where(inArray(householdMembers.providerId, ids))
      .orderBy(asc(householdMembers.birthYear), asc(householdMembers.id)),
    db
      .select({ providerId: hostUsers.providerId, n: count() })
      .from(hostUsers)
      .where(inArray(hostUsers.providerId, ids))
      .groupBy(hostUsers.providerId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    campus: row.campus,
    email: row.email,
    active: row.active,
    erased: isErased(row),
    householdMembers: members
      .filter((member) => member.providerId === row.id)
      .map((member) => ({
        id: member.id,
        name: member.name,
        status: member.status,
        erased: member.name === ERASED_NAME,
      })),
    hostUsers: accounts.find((account) => account.providerId === row.id)?.n ?? 0,
  }));
}

export async function providerOf(
  db: Database,
  providerId: number,
  lock = false,
): Promise<ProviderRow> {
  const query = db
    .select()
    .from(accommodationProviders)
    .where(eq(accommodationProviders.id, providerId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("Provider not found");
  return row;
}

/** Everything stored about a provider, for its access request; audited. */
export async function exportProvider(deps: GdprDeps, providerId: number, actor: Actor) {
  const { db, clock } = deps;
  const provider = await providerOf(db, providerId);
  const roomIds = sql`(select ${accommodationRooms.id} from ${accommodationRooms} where ${accommodationRooms.providerId} = ${providerId})`;
  const [household, rooms, unavailable, placements, payments, accounts] = await Promise.all([
    db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.providerId, providerId))
      .orderBy(asc(householdMembers.id)),
    db
      .select()
      .from(accommodationRooms)
      .where(eq(accommodationRooms.providerId, providerId))
      .orderBy(asc(accommodationRooms.id)),
    db
      .select()
      .from(accommodationUnavailable)
      .where(eq(accommodationUnavailable.providerId, providerId))
      .orderBy(asc(accommodationUnavailable.fromDate)),
    // The nights and rooms only: the students placed are the students' own data.
    db
      .select({
        id: accommodationPlacements.id,
        room: accommodationRooms.name,
        from: accommodationPlacements.fromDate,
        to: accommodationPlacements.toDate,
        status: accommodationPlacements.status,
        arrivalConfirmedAt: accommodationPlacements.arrivalConfirmedAt,
      })
      .from(accommodationPlacements)
      .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
      .where(sql`${accommodationPlacements.roomId} in ${roomIds}`)
      .orderBy(asc(accommodationPlacements.fromDate), asc(accommodationPlacements.id)),
    db
      .select({
        runId: accommodationPaymentRuns.id,
        from: accommodationPaymentRuns.fromDate,
        to: accommodationPaymentRuns.toDate,
        status: accommodationPaymentRuns.status,
        approvedAt: accommodationPaymentRuns.approvedAt,
        nights: accommodationPaymentLines.nights,
        amountCents: accommodationPaymentLines.amountCents,
        payeeName: accommodationPaymentLines.payeeName,
        iban: accommodationPaymentLines.iban,
        bic: accommodationPaymentLines.bic,
      })
      .from(accommodationPaymentLines)
      .innerJoin(
        accommodationPaymentRuns,
        eq(accommodationPaymentRuns.id, accommodationPaymentLines.runId),
      )
      .where(eq(accommodationPaymentLines.providerId, providerId))
      .orderBy(asc(accommodationPaymentRuns.fromDate), asc(accommodationPaymentRuns.id)),
    db
      .select({
        id: hostUsers.id,
        email: hostUsers.email,
        name: hostUsers.name,
        isActive: hostUsers.isActive,
        lastLoginAt: hostUsers.lastLoginAt,
        invitedBy: hostUsers.invitedBy,
        createdAt: hostUsers.createdAt,
      })
      .from(hostUsers)
      .where(eq(hostUsers.providerId, providerId))
      .orderBy(asc(hostUsers.id)),
  ]);
  const signIns = accounts.length
    ? await db
        .select({
          hostUserId: hostSessions.hostUserId,
          createdAt: hostSessions.createdAt,
          lastSeenAt: hostSessions.lastSeenAt,
          expiresAt: hostSessions.expiresAt,
          revokedAt: hostSessions.revokedAt,
        })
        .from(hostSessions)
        .where(
          inArray(
            hostSessions.hostUserId,
            accounts.map((account) => account.id),
          ),
        )
        .orderBy(desc(hostSessions.createdAt))
    : [];
  await insertAudit(db, actor, {
    action: "export",
    entity: "accommodation_provider",
    entityId: String(providerId),
    summary: `Exported the data of provider #${providerId} on request: ${household.length} household members, ${payments.length} payment lines, ${accounts.length} portal accounts`,
  });
  return {
    exportedAt: clock().toISOString(),
    provider,
    household,
    rooms,
    unavailable,
    placements,
    paymentsReceived: payments,
    hostUsers: accounts.map((account) => ({
      ...account,
      signIns: signIns.filter((session) => session.hostUserId === account.id),
    })),
  };
}
export type ProviderExport = Awaited<ReturnType<typeof exportProvider>>;
