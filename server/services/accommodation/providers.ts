/**
 * Host families and residences: created with their household in one transaction, listed paged
 * and searchable, read whole, changed field by field. Every change is audited with the IBAN
 * masked; reading the whole IBAN is an admin's explicit, audited act (revealBank).
 */
import type { ProviderInput, ProviderListQuery, ProviderUpdate } from "@shared/accommodation/forms";
import { accommodationMessages } from "@shared/accommodation/forms";
import type {
  BankDetails,
  HouseholdMemberStatus,
  ProviderDetail,
  ProviderSummary,
} from "@shared/accommodation/types";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationProviders,
  accommodationRooms,
  accommodationUnavailable,
  householdMembers,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { InvalidInputError, NotFoundError } from "../errors";
import { likePattern, offsetOf, type Page } from "../paging";
import type { AccommodationDeps, Viewer } from "./access";
import { auditedProvider, memberOf, type ProviderRow, providerDetailOf } from "./views";

/** A member with an expiry date recorded is vetted unless staff say otherwise. */
export const initialStatusOf = (member: {
  status?: HouseholdMemberStatus;
  vettingExpiresOn?: string | null;
}): HouseholdMemberStatus => member.status ?? (member.vettingExpiresOn ? "vetted" : "pending");

export async function providerRowOf(db: Database, providerId: number): Promise<ProviderRow> {
  const [row] = await db
    .select()
    .from(accommodationProviders)
    .where(eq(accommodationProviders.id, providerId));
  if (!row) throw new NotFoundError("Provider not found");
  return row;
}

export async function createProvider(
  deps: AccommodationDeps,
  input: ProviderInput,
  actor: Actor,
): Promise<{ id: number; household: ReturnType<typeof memberOf>[] }> {
  const { household, bank, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accommodationProviders)
      .values({
        ...fields,
        houseRules: fields.houseRules ?? null,
        notes: fields.notes ?? null,
        iban: bank?.iban ?? null,
        bic: bank?.bic ?? null,
        bankAccountName: bank?.accountName ?? null,
      })
      .returning();
    if (!row) throw new Error("provider insert returned no row");
    const members = household.length
      ? await tx
          .insert(householdMembers)
          .values(
            household.map((member) => ({
              providerId: row.id,
              name: member.name,
              birthYear: member.birthYear,
              vettingReference: member.vettingReference ?? null,
              vettingExpiresOn: member.vettingExpiresOn ?? null,
              status: initialStatusOf(member),
            })),
          )
          .returning()
      : [];
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_provider",
      entityId: row.id,
      summary: `Added ${row.type} ${row.name} (${row.campus}) with ${members.length} household members`,
      after: { ...auditedProvider(row), household: members },
    });
    return { id: row.id, household: members.map(memberOf) };
  });
}

// Qualified by hand: a select from one table renders its columns unqualified, and a bare "id"
// inside the subquery would be the room's.
const providerIdColumn = sql`${accommodationProviders}.${sql.identifier("id")}`;
const bedsOf = sql<number>`(select coalesce(sum(${accommodationRooms.beds}), 0)::int from ${accommodationRooms} where ${accommodationRooms.providerId} = ${providerIdColumn})`;
const roomsOf = sql<number>`(select count(*)::int from ${accommodationRooms} where ${accommodationRooms.providerId} = ${providerIdColumn})`;

export async function listProviders(
  deps: AccommodationDeps,
  query: ProviderListQuery,
): Promise<Page<ProviderSummary>> {
  const conditions: SQL[] = [];
  if (query.campus) conditions.push(eq(accommodationProviders.campus, query.campus));
  if (query.type) conditions.push(eq(accommodationProviders.type, query.type));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(accommodationProviders.name, pattern),
        ilike(accommodationProviders.address, pattern),
        ilike(accommodationProviders.email, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: accommodationProviders, rooms: roomsOf, beds: bedsOf })
      .from(accommodationProviders)
      .where(where)
      .orderBy(
        asc(accommodationProviders.campus),
        asc(accommodationProviders.name),
        asc(accommodationProviders.id),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ n: count() }).from(accommodationProviders).where(where),
  ]);
  return {
    items: rows.map(({ row, rooms, beds }) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      campus: row.campus,
      travelMinutes: row.travelMinutes,
      maxStudents: row.maxStudents,
      ratePerNightCents: row.ratePerNightCents,
      rooms,
      beds,
      active: row.active,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function providerDetail(
  deps: AccommodationDeps,
  viewer: Pick<Viewer, "role">,
  providerId: number,
): Promise<ProviderDetail> {
  const { db } = deps;
  const row = await providerRowOf(db, providerId);
  const [household, rooms, unavailable] = await Promise.all([
    db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.providerId, providerId))
      .orderBy(asc(householdMembers.birthYear), asc(householdMembers.id)),
    db
      .select()
      .from(accommodationRooms)
      .where(eq(accommodationRooms.providerId, providerId))
      .orderBy(asc(accommodationRooms.name), asc(accommodationRooms.id)),
    db
      .select()
      .from(accommodationUnavailable)
      .where(eq(accommodationUnavailable.providerId, providerId))
      .orderBy(asc(accommodationUnavailable.fromDate), asc(accommodationUnavailable.id)),
  ]);
  return providerDetailOf(viewer, row, { household, rooms, unavailable });
}

/** The columns a change touches; `bank: null` removes the bank details. */
function changesOf(input: ProviderUpdate): Partial<typeof accommodationProviders.$inferInsert> {
  const { bank, ...fields } = input;
  // An absent field may come out of the schema as a key holding undefined: not a change.
  const changes: Partial<typeof accommodationProviders.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (bank !== undefined) {
    changes.iban = bank?.iban ?? null;
    changes.bic = bank?.bic ?? null;
    changes.bankAccountName = bank?.accountName ?? null;
  }
  return changes;
}

export async function updateProvider(
  deps: AccommodationDeps,
  viewer: Viewer,
  providerId: number,
  input: ProviderUpdate,
): Promise<ProviderDetail> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, providerId))
      .for("update");
    if (!before) throw new NotFoundError("Provider not found");
    const min =
      input.agesAcceptedMin === undefined ? before.agesAcceptedMin : input.agesAcceptedMin;
    const max =
      input.agesAcceptedMax === undefined ? before.agesAcceptedMax : input.agesAcceptedMax;
    if (min != null && max != null && min > max) {
      throw new InvalidInputError({ agesAcceptedMax: accommodationMessages.agesOrder });
    }
    const changes = changesOf(input);
    if (Object.keys(changes).length === 0) return;
    const [after] = await tx
      .update(accommodationProviders)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(accommodationProviders.id, providerId))
      .returning();
    if (!after) throw new NotFoundError("Provider not found");
    const named = Object.keys(changes).map((key) =>
      ["iban", "bic", "bankAccountName"].includes(key) ? "bank details" : key,
    );
    await recordAudit(tx, viewer, {
      action: "update",
      entity: "accommodation_provider",
      entityId: providerId,
      summary: `Changed ${[...new Set(named)].join(", ")} of ${after.name}`,
      before: auditedProvider(before),
      after: auditedProvider(after),
    });
  });
  return providerDetail(deps, viewer, providerId);
}

/** The whole bank details, for an admin who must read them (the route allows admins only). */
export async function revealBank(
  deps: AccommodationDeps,
  providerId: number,
  actor: Actor,
): Promise<BankDetails> {
  const row = await providerRowOf(deps.db, providerId);
  if (!row.iban || !row.bankAccountName) {
    throw new NotFoundError("No bank details are recorded for this provider");
  }
  await recordAudit(deps.db, actor, {
    action: "export",
    entity: "accommodation_provider_bank",
    entityId: providerId,
    summary: `Revealed the bank details of ${row.name}`,
  });
  return { iban: row.iban, bic: row.bic, accountName: row.bankAccountName };
}
