/**
 * Rows into the shapes the API answers with. The one place bank and vetting data leave the
 * database: the IBAN always masked, the household's vetting only for a viewer who may see it.
 */
import { maskIban } from "@shared/accommodation/payments";
import type {
  AccommodationRoom,
  HouseholdMember,
  HouseholdMemberName,
  MaskedBankDetails,
  ProviderDetail,
  UnavailableRange,
} from "@shared/accommodation/types";
import type {
  accommodationProviders,
  accommodationRooms,
  accommodationUnavailable,
  householdMembers,
} from "../../db/schema";
import { seesPrivateData, type Viewer } from "./access";

export type ProviderRow = typeof accommodationProviders.$inferSelect;
export type MemberRow = typeof householdMembers.$inferSelect;
export type RoomRow = typeof accommodationRooms.$inferSelect;
export type UnavailableRow = typeof accommodationUnavailable.$inferSelect;

export const maskedBankOf = (row: ProviderRow): MaskedBankDetails | null =>
  row.iban && row.bankAccountName
    ? { ibanMasked: maskIban(row.iban), bic: row.bic, accountName: row.bankAccountName }
    : null;

export const memberOf = (row: MemberRow): HouseholdMember => ({
  id: row.id,
  name: row.name,
  birthYear: row.birthYear,
  vettingReference: row.vettingReference,
  vettingExpiresOn: row.vettingExpiresOn,
  status: row.status,
});

export const memberNameOf = (row: MemberRow): HouseholdMemberName => ({
  id: row.id,
  name: row.name,
});

export const roomOf = (row: RoomRow): AccommodationRoom => ({
  id: row.id,
  name: row.name,
  beds: row.beds,
  ratePerNightCents: row.ratePerNightCents,
});

export const unavailableOf = (row: UnavailableRow): UnavailableRange => ({
  id: row.id,
  roomId: row.roomId,
  from: row.fromDate,
  to: row.toDate,
  reason: row.reason,
});

/**
 * What the audit trail keeps of a provider: the row with the IBAN masked, so a copy of the whole
 * IBAN lives in one place only (the provider's row) and leaves with it on erasure.
 */
export function auditedProvider(row: ProviderRow): object {
  const { iban, ...rest } = row;
  return { ...rest, iban: iban ? maskIban(iban) : null };
}

export function providerDetailOf(
  viewer: Pick<Viewer, "role">,
  row: ProviderRow,
  related: { household: MemberRow[]; rooms: RoomRow[]; unavailable: UnavailableRow[] },
): ProviderDetail {
  const admin = seesPrivateData(viewer);
  const detail: ProviderDetail = {
    id: row.id,
    type: row.type,
    name: row.name,
    campus: row.campus,
    address: row.address,
    email: row.email,
    phone: row.phone,
    travelMinutes: row.travelMinutes,
    maxStudents: row.maxStudents,
    pets: row.pets,
    smokers: row.smokers,
    separateBathroom: row.separateBathroom,
    dietsCatered: row.dietsCatered,
    agesAcceptedMin: row.agesAcceptedMin,
    agesAcceptedMax: row.agesAcceptedMax,
    gendersAccepted: row.gendersAccepted,
    houseRules: row.houseRules,
    notes: row.notes,
    ratePerNightCents: row.ratePerNightCents,
    documents: row.documents,
    active: row.active,
    rooms: related.rooms.map(roomOf),
    unavailable: related.unavailable.map(unavailableOf),
    household: related.household.map(admin ? memberOf : memberNameOf),
    createdAt: row.createdAt.toISOString(),
  };
  if (admin) detail.bank = maskedBankOf(row);
  return detail;
}
