/**
 * The accommodation domain (issue 31, decision 0043): host families and residences, their
 * household and its vetting, rooms and unavailable nights. Matching, the vetting rule and
 * payments are pure rules in shared/accommodation/; this binds the stored side to the one
 * database handle and clock.
 */
import type {
  AccommodationRoomInput,
  HouseholdMemberInput,
  HouseholdMemberUpdate,
  PlacementEnd,
  PlacementInput,
  PlacementMove,
  ProviderInput,
  ProviderListQuery,
  ProviderUpdate,
  UnavailableInput,
  UnplacedQuery,
} from "@shared/accommodation/forms";
import type { PaymentRunInput, PaymentRunListQuery } from "@shared/accommodation/payment-forms";
import type { ProviderStatement } from "@shared/accommodation/types";
import type { Actor, OutsideActor } from "../audit";
import type { AccommodationDeps, Viewer } from "./access";
import { addHouseholdMember, updateHouseholdMember } from "./household";
import { placementSummaryOf, providerPlacementsOf, studentOf, vettingFlagsOf } from "./overview";
import { remittancePdf, sepaFile } from "./payment-files";
import { approveRun, createRun, discardRun, listRuns, runDetail } from "./payment-runs";
import {
  changePlacementEnd,
  changePlacementStatus,
  confirmArrival,
  movePlacement,
  type PlacementStatusChange,
} from "./placement-changes";
import { placementHistory } from "./placement-history";
import { placeBooking, suggestionsFor } from "./placements";
import {
  createProvider,
  listProviders,
  providerDetail,
  revealBank,
  updateProvider,
} from "./providers";
import { addRoom, addUnavailable, removeUnavailable } from "./rooms";
import { statementFor, statementPdf } from "./statements";
import { listUnplaced } from "./unplaced";

export type { Viewer } from "./access";
export type { ProviderPlacement, VettingFlags } from "./overview";
export type { PlacementStatusChange } from "./placement-changes";

export function createAccommodationService(deps: AccommodationDeps) {
  return {
    createProvider: (input: ProviderInput, actor: Actor) => createProvider(deps, input, actor),
    listProviders: (query: ProviderListQuery) => listProviders(deps, query),
    provider: (viewer: Viewer, providerId: number) => providerDetail(deps, viewer, providerId),
    updateProvider: (viewer: Viewer, providerId: number, input: ProviderUpdate) =>
      updateProvider(deps, viewer, providerId, input),
    revealBank: (providerId: number, actor: Actor) => revealBank(deps, providerId, actor),
    addHouseholdMember: (providerId: number, input: HouseholdMemberInput, actor: Actor) =>
      addHouseholdMember(deps, providerId, input, actor),
    updateHouseholdMember: (
      providerId: number,
      memberId: number,
      input: HouseholdMemberUpdate,
      actor: Actor,
    ) => updateHouseholdMember(deps, providerId, memberId, input, actor),
    addRoom: (providerId: number, input: AccommodationRoomInput, actor: Actor) =>
      addRoom(deps, providerId, input, actor),
    /** Staff, or a host through the portal (an OutsideActor). */
    addUnavailable: (providerId: number, input: UnavailableInput, actor: Actor | OutsideActor) =>
      addUnavailable(deps, providerId, input, actor),
    removeUnavailable: (providerId: number, rangeId: number, actor: Actor | OutsideActor) =>
      removeUnavailable(deps, providerId, rangeId, actor),
    place: (input: PlacementInput, actor: Actor) => placeBooking(deps, input, actor),
    unplaced: (query: UnplacedQuery) => listUnplaced(deps, query),
    suggestions: (bookingId: number) => suggestionsFor(deps, bookingId),
    move: (placementId: number, input: PlacementMove, actor: Actor) =>
      movePlacement(deps, placementId, input, actor),
    changeEnd: (placementId: number, input: PlacementEnd, actor: Actor) =>
      changePlacementEnd(deps, placementId, input, actor),
    changeStatus: (placementId: number, change: PlacementStatusChange, actor: Actor) =>
      changePlacementStatus(deps, placementId, change, actor),
    confirmArrival: (placementId: number, actor: Actor) => confirmArrival(deps, placementId, actor),
    history: (bookingId: number) => placementHistory(deps, bookingId),
    // Payment runs (decision 0045): admins only, bank data.
    createPaymentRun: (input: PaymentRunInput, actor: Actor) => createRun(deps, input, actor),
    paymentRuns: (query: PaymentRunListQuery) => listRuns(deps, query),
    paymentRun: (runId: number) => runDetail(deps, runId),
    approvePaymentRun: (runId: number, actor: Actor) => approveRun(deps, runId, actor),
    discardPaymentRun: (runId: number, actor: Actor) => discardRun(deps, runId, actor),
    sepaFile: (runId: number) => sepaFile(deps, runId),
    remittancePdf: (runId: number, providerId: number) => remittancePdf(deps, runId, providerId),
    /** A provider's year of approved payments; the host portal shows it to the family. */
    statement: (providerId: number, year: number): Promise<ProviderStatement> =>
      statementFor(deps, providerId, year),
    statementPdf: (providerId: number, year: number) => statementPdf(deps, providerId, year),
    /** Admins only (the screens ask for it only for them): expired and expiring vettings. */
    vettingFlags: (providerIds: readonly number[]) => vettingFlagsOf(deps, providerIds),
    placementsOf: (providerId: number) => providerPlacementsOf(deps, providerId),
    placementSummary: (placementId: number) => placementSummaryOf(deps, placementId),
    student: (bookingId: number) => studentOf(deps, bookingId),
  };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
