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
import type { ProviderDocument, ProviderSubject } from "@shared/accommodation/types";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPaymentLines,
  accommodationPaymentRuns,
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  accommodationUnavailable,
  auditLog,
  bookingEvents,
  emailOutbox,
  hostSessions,
  hostSignInLinks,
  hostUsers,
  householdMembers,
} from "../../db/schema";
import type { Actor } from "../audit";
import { NotFoundError } from "../errors";
import { likePattern } from "../paging";
import { insertAudit, redactAuditOf } from "./audit";
import { ERASED_NAME, present } from "./erased";
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

async function providerOf(db: Database, providerId: number, lock = false): Promise<ProviderRow> {
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

export interface ProviderErasureCounts {
  householdMembers: number;
  hostUsers: number;
  emails: number;
  /** Payment lines kept whole (financial records). */
  paymentLinesKept: number;
}

/** Every text of the booking timelines of its students: its names replaced. */
async function scrubTimelines(
  tx: Database,
  providerId: number,
  names: string[],
  replacement: string,
): Promise<void> {
  if (names.length === 0) return;
  const bookingIds = sql`(select ${accommodationPlacements.bookingId} from ${accommodationPlacements} inner join ${accommodationRooms} on ${accommodationRooms.id} = ${accommodationPlacements.roomId} where ${accommodationRooms.providerId} = ${providerId})`;
  for (const name of names) {
    const mentions = or(
      sql`strpos(${bookingEvents.summary}, ${name}) > 0`,
      sql`strpos(${bookingEvents.actor}, ${name}) > 0`,
    ) as SQL;
    await tx
      .update(bookingEvents)
      .set({
        summary: sql`replace(${bookingEvents.summary}, ${name}, ${replacement})`,
        actor: sql`replace(${bookingEvents.actor}, ${name}, ${replacement})`,
      })
      .where(and(sql`${bookingEvents.bookingId} in ${bookingIds}`, mentions));
  }
}

/**
 * Audit entries about the provider's rooms, unavailable nights and placements keep their
 * snapshots (rooms, dates, ids: nothing of the family) but their summaries name the provider.
 */
async function renameInAudit(
  tx: Database,
  entity: string,
  ids: number[],
  names: string[],
  replacement: string,
): Promise<void> {
  if (ids.length === 0) return;
  for (const name of names) {
    await tx
      .update(auditLog)
      .set({ summary: sql`replace(${auditLog.summary}, ${name}, ${replacement})` })
      .where(
        and(
          eq(auditLog.entity, entity),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      );
  }
}

/** Erases a provider (see the opening comment) in one transaction, with one audit entry. */
export async function eraseProvider(
  deps: GdprDeps,
  providerId: number,
  actor: Actor,
): Promise<ProviderErasureCounts> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const provider = await providerOf(tx, providerId, true);
    const members = await tx
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.providerId, providerId));
    const accounts = await tx.select().from(hostUsers).where(eq(hostUsers.providerId, providerId));
    const accountIds = accounts.map((account) => account.id);
    const addresses = present([provider.email, ...accounts.map((account) => account.email)]).map(
      (address) => address.toLowerCase(),
    );
    const emails = addresses.length
      ? await tx
          .delete(emailOutbox)
          .where(
            or(
              inArray(sql`lower(${emailOutbox.toAddress})`, addresses),
              inArray(sql`lower(${emailOutbox.replyTo})`, addresses),
            ),
          )
          .returning({ id: emailOutbox.id })
      : [];
    if (accountIds.length) {
      // The cascade would remove them too; said here so no later change of the keys forgets it.
      await tx.delete(hostSessions).where(inArray(hostSessions.hostUserId, accountIds));
      await tx.delete(hostSignInLinks).where(inArray(hostSignInLinks.hostUserId, accountIds));
      await tx.delete(hostUsers).where(inArray(hostUsers.id, accountIds));
    }
    const name = erasedProviderName(providerId);
    await scrubTimelines(
      tx,
      providerId,
      present([provider.name, ...accounts.map((account) => account.name)]),
      name,
    );
    const hostNames = present(accounts.map((account) => account.name));
    if (hostNames.length) {
      await tx
        .update(accommodationPlacements)
        .set({ arrivalConfirmedBy: ERASED_NAME })
        .where(inArray(accommodationPlacements.arrivalConfirmedBy, hostNames));
    }
    await tx
      .update(accommodationProviders)
      .set({
        name,
        address: ERASED_NAME,
        email: null,
        phone: null,
        houseRules: null,
        notes: null,
        documents: [] as ProviderDocument[],
        iban: null,
        bic: null,
        bankAccountName: null,
        active: false,
        updatedAt: clock(),
      })
      .where(eq(accommodationProviders.id, providerId));
    await tx
      .update(householdMembers)
      .set({ name: ERASED_NAME, vettingReference: null, updatedAt: clock() })
      .where(eq(householdMembers.providerId, providerId));
    await tx
      .update(accommodationUnavailable)
      .set({ reason: null })
      .where(eq(accommodationUnavailable.providerId, providerId));
    const rooms = await tx
      .select({ id: accommodationRooms.id })
      .from(accommodationRooms)
      .where(eq(accommodationRooms.providerId, providerId));
    const roomIds = rooms.map((room) => room.id);
    const placed = roomIds.length
      ? await tx
          .select({
            id: accommodationPlacements.id,
            bookingId: accommodationPlacements.bookingId,
          })
          .from(accommodationPlacements)
          .where(inArray(accommodationPlacements.roomId, roomIds))
      : [];
    const ranges = await tx
      .select({ id: accommodationUnavailable.id })
      .from(accommodationUnavailable)
      .where(eq(accommodationUnavailable.providerId, providerId));
    const named = present([provider.name]);
    await renameInAudit(tx, "accommodation_room", roomIds, named, name);
    await renameInAudit(
      tx,
      "accommodation_placement",
      placed.map((row) => row.id),
      named,
      name,
    );
    // The timeline's copy of "Placed in … at <provider>" (bookings/store.ts recordEvent).
    await renameInAudit(
      tx,
      "booking",
      placed.map((row) => row.bookingId),
      present([provider.name, ...accounts.map((account) => account.name)]),
      name,
    );
    await redactAuditOf(
      tx,
      "accommodation_unavailable",
      ranges.map((row) => row.id),
    );
    await redactAuditOf(tx, "accommodation_provider", [providerId]);
    await redactAuditOf(tx, "accommodation_provider_bank", [providerId]);
    await redactAuditOf(
      tx,
      "household_member",
      members.map((member) => member.id),
    );
    await redactAuditOf(tx, "host_user", accountIds);
    const [kept] = await tx
      .select({ n: count() })
      .from(accommodationPaymentLines)
      .where(eq(accommodationPaymentLines.providerId, providerId));
    const counts: ProviderErasureCounts = {
      householdMembers: members.length,
      hostUsers: accounts.length,
      emails: emails.length,
      paymentLinesKept: kept?.n ?? 0,
    };
    await insertAudit(tx, actor, {
      action: "erase",
      entity: "accommodation_provider",
      entityId: String(providerId),
      summary: `Erased provider #${providerId} on request: ${counts.householdMembers} household members anonymised, ${counts.hostUsers} portal accounts and ${counts.emails} e-mails deleted; ${counts.paymentLinesKept} payment lines kept as financial records`,
      after: { counts },
    });
    return counts;
  });
}

/** Erases one household member (one who moved out, typically): their name and vetting reference. */
export async function eraseHouseholdMember(
  deps: GdprDeps,
  providerId: number,
  memberId: number,
  actor: Actor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const mine = and(
      eq(householdMembers.id, memberId),
      eq(householdMembers.providerId, providerId),
    );
    const [member] = await tx.select().from(householdMembers).where(mine).for("update");
    if (!member) throw new NotFoundError("Household member not found");
    await tx
      .update(householdMembers)
      .set({ name: ERASED_NAME, vettingReference: null, updatedAt: deps.clock() })
      .where(mine);
    await redactAuditOf(tx, "household_member", [memberId]);
    // The provider's own entries may hold the member in their snapshot (created with the household).
    await tx
      .update(auditLog)
      .set({ after: null, before: null })
      .where(
        and(
          eq(auditLog.entity, "accommodation_provider"),
          eq(auditLog.entityId, String(providerId)),
          sql`(coalesce(${auditLog.after}::text, '') || coalesce(${auditLog.before}::text, '')) like ${`%${member.name.replace(/[\\%_]/g, "\\$&")}%`}`,
        ),
      );
    await insertAudit(tx, actor, {
      action: "erase",
      entity: "household_member",
      entityId: String(memberId),
      summary: `Erased household member #${memberId} of provider #${providerId} on request`,
    });
  });
}
