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
import type { Actor, OutsideActor } from "../audit";
import type { AccommodationDeps, Viewer } from "./access";
import { addHouseholdMember, updateHouseholdMember } from "./household";
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
import { listUnplaced } from "./unplaced";

export type { Viewer } from "./access";
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
  };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
