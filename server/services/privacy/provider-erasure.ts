/**
 * Erasing a host family or residence, or one member of its household (issue 31): what stays and
 * what goes is described in providers.ts, which finds and exports them.
 */
import type { ProviderDocument } from "@shared/accommodation/types";
import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPaymentLines,
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
import { insertAudit, redactAuditOf } from "./audit";
import { ERASED_NAME, present } from "./erased";
import type { GdprDeps } from "./person";
import { erasedProviderName, providerOf } from "./providers";

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
