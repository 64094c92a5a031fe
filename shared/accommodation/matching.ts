/**
 * Matching a student's stay with a room (issue 31, decision 0042). One definition for the
 * suggestions list and for the check of a placement staff propose (the API's 409), so a room
 * the list offers is never refused and a refused room is never offered.
 *
 * HARD rules refuse a room, with a machine reason, checked in this order (what the family is,
 * then what the dates do), the first that fails being the one reported:
 * - `campus`: the provider is not at the student's campus.
 * - `age`: the student's age on arrival is outside the ages the provider accepts (an unknown age
 *   is refused only for a minor at a provider taking adults only).
 * - `unavailable`: a night of the stay falls in dates the provider or the room is unavailable.
 * - `bed-taken`: on some night of the stay every bed of the room is taken.
 * - `capacity`: on some night the provider would have more students than its maximum.
 * - `vetting`: the student is a minor and a household member of 16 or over has no vetting
 *   valid for the whole stay (vetting.ts).
 * Placements of the student's own booking are left out of the counts: a move or a split
 * replaces them.
 *
 * SOFT rules score the rooms left, each with a reason in English for staff: travel of 45 minutes
 * or less, the diet catered, pets and smoking, no other student of the same mother tongue at the
 * same time (schools mix languages), the gender the family takes, the kind of accommodation and
 * bathroom the student prefers. Best score first; then shorter travel, then lower provider id,
 * then lower room id, so the same input always gives the same list.
 */
import { hasNight, type NightRange, nightsOf, sharedNights } from "./nights";
import type { ProviderType } from "./types";
import { type HouseholdMember, minorAllowed } from "./vetting";

export const hardRules = [
  "campus",
  "age",
  "unavailable",
  "bed-taken",
  "capacity",
  "vetting",
] as const;
export type HardRule = (typeof hardRules)[number];

/** What staff read when a placement is refused (the API's 409 `error`). */
export const hardRuleMessages: Record<HardRule, string> = {
  campus: "The provider is not at the student's campus.",
  age: "The provider does not accept students of this age.",
  unavailable: "The provider or the room is unavailable on some of these nights.",
  "bed-taken": "No bed of this room is free for every night of the stay.",
  capacity: "The provider would have more students than its maximum on some night.",
  vetting:
    "A household member of 16 or over has no Garda vetting valid for the whole stay of this minor.",
};

/** Travel to the campus counted as good, in minutes (included). */
export const GOOD_TRAVEL_MINUTES = 45;

/** Points of each soft rule; a fit adds, a misfit takes away. */
export const softPoints = {
  travelGood: 30,
  travelLong: -30,
  dietCatered: 20,
  dietNotCatered: -40,
  petsAbsent: 10,
  petsPresent: -40,
  smokingFits: 10,
  smokingClashes: -30,
  tongueAlone: 20,
  tongueShared: -30,
  genderNotTaken: -50,
  typePreferred: 10,
  typeNotPreferred: -20,
  bathroomPreferred: 10,
  bathroomMissing: -10,
} as const;

export interface StudentNeeds extends NightRange {
  bookingId: number;
  campus: string;
  /** Under 18 on arrival (vetting.ts `isMinorStudent`). */
  minor: boolean;
  /** Age in years on arrival; null when not known. */
  age: number | null;
  gender: string | null;
  /** A diet the family must cater for ("vegetarian", "halal" …); null: none. */
  diet: string | null;
  allergies: readonly string[];
  smoker: boolean;
  /** An allergy to pets, or a wish not to live with them. */
  avoidPets: boolean;
  motherTongue: string | null;
  prefersType: ProviderType | null;
  wantsSeparateBathroom: boolean;
}

export interface ExistingPlacement extends NightRange {
  bookingId: number;
  roomId: number;
  motherTongue: string | null;
}

export interface CandidateRoom {
  id: number;
  beds: number;
  unavailable: readonly NightRange[];
}

export interface CandidateProvider {
  id: number;
  type: ProviderType;
  campus: string;
  travelMinutes: number;
  pets: boolean;
  smokers: boolean;
  separateBathroom: boolean;
  dietsCatered: readonly string[];
  /** Youngest and oldest age accepted, both included; null: no limit. */
  agesAccepted: { min: number | null; max: number | null };
  /** The genders the family takes; null: any. */
  gendersAccepted: readonly string[] | null;
  /** Students at one time; null: no limit (a residence). */
  maxStudents: number | null;
  unavailable: readonly NightRange[];
  household: readonly HouseholdMember[];
  rooms: readonly CandidateRoom[];
  /** The provider's placements in any of its rooms (held ones too: they keep their bed). */
  placements: readonly ExistingPlacement[];
}

export interface Suggestion {
  roomId: number;
  providerId: number;
  score: number;
  reasons: string[];
}

export interface Exclusion {
  roomId: number;
  providerId: number;
  reason: HardRule;
}

const ADULTS_ONLY_FROM = 18;

function ageAccepted(needs: StudentNeeds, accepted: CandidateProvider["agesAccepted"]): boolean {
  const youngest = accepted.min ?? 0;
  const oldest = accepted.max ?? Number.POSITIVE_INFINITY;
  if (needs.age === null) return !(needs.minor && youngest >= ADULTS_ONLY_FROM);
  return youngest <= needs.age && needs.age <= oldest;
}

/** On some night of the stay, `limit` or more of the placements hold that night. */
function fullOnSomeNight(
  stay: NightRange,
  placements: readonly ExistingPlacement[],
  limit: number,
): boolean {
  return nightsOf(stay).some(
    (night) => placements.filter((placement) => hasNight(placement, night)).length >= limit,
  );
}

/**
 * The first hard rule the placement of the student in `room` of `provider` breaks, or null
 * when it breaks none. The API refuses a proposed placement with it (409 `reason`).
 */
export function placementViolation(
  needs: StudentNeeds,
  provider: CandidateProvider,
  room: CandidateRoom,
): HardRule | null {
  if (provider.campus !== needs.campus) return "campus";
  if (!ageAccepted(needs, provider.agesAccepted)) return "age";
  const unavailable = [...provider.unavailable, ...room.unavailable];
  if (unavailable.some((range) => sharedNights(range, needs) > 0)) return "unavailable";
  const others = provider.placements.filter((placement) => placement.bookingId !== needs.bookingId);
  const inRoom = others.filter((placement) => placement.roomId === room.id);
  if (fullOnSomeNight(needs, inRoom, room.beds)) return "bed-taken";
  if (provider.maxStudents !== null && fullOnSomeNight(needs, others, provider.maxStudents)) {
    return "capacity";
  }
  if (needs.minor && !minorAllowed(provider.household, needs).ok) return "vetting";
  return null;
}

/** Score and reasons of the soft rules for a provider that passed the hard rules. */
export function softScore(
  needs: StudentNeeds,
  provider: CandidateProvider,
): { score: number; reasons: string[] } {
  const scored: Array<[number, string]> = [];
  const minutes = provider.travelMinutes;
  scored.push(
    minutes <= GOOD_TRAVEL_MINUTES
      ? [softPoints.travelGood, `${minutes} min to the campus (45 or less)`]
      : [softPoints.travelLong, `${minutes} min to the campus (over 45)`],
  );
  if (needs.diet !== null) {
    scored.push(
      provider.dietsCatered.includes(needs.diet)
        ? [softPoints.dietCatered, `Caters for a ${needs.diet} diet`]
        : [softPoints.dietNotCatered, `Does not cater for a ${needs.diet} diet`],
    );
  }
  if (needs.avoidPets) {
    scored.push(
      provider.pets
        ? [softPoints.petsPresent, "Pets in the house; the student avoids pets"]
        : [softPoints.petsAbsent, "No pets, as the student needs"],
    );
  }
  if (needs.smoker === provider.smokers) {
    scored.push([
      softPoints.smokingFits,
      needs.smoker ? "Smokers in the household, as the student smokes" : "Smoke-free household",
    ]);
  } else {
    scored.push([
      softPoints.smokingClashes,
      needs.smoker ? "Smoke-free household; the student smokes" : "Smokers in the household",
    ]);
  }
  if (needs.motherTongue !== null) {
    const tongue = needs.motherTongue;
    const shared = provider.placements.some(
      (placement) =>
        placement.bookingId !== needs.bookingId &&
        placement.motherTongue === tongue &&
        sharedNights(placement, needs) > 0,
    );
    scored.push(
      shared
        ? [softPoints.tongueShared, `Another student of mother tongue ${tongue} at the same time`]
        : [softPoints.tongueAlone, `No other student of mother tongue ${tongue} at the same time`],
    );
  }
  const genders = provider.gendersAccepted;
  if (needs.gender !== null && genders !== null && !genders.includes(needs.gender)) {
    scored.push([softPoints.genderNotTaken, `Takes ${genders.join(" or ")} students`]);
  }
  if (needs.prefersType !== null) {
    scored.push(
      needs.prefersType === provider.type
        ? [softPoints.typePreferred, `A ${provider.type}, as preferred`]
        : [softPoints.typeNotPreferred, `A ${provider.type}; ${needs.prefersType} preferred`],
    );
  }
  if (needs.wantsSeparateBathroom) {
    scored.push(
      provider.separateBathroom
        ? [softPoints.bathroomPreferred, "Separate bathroom, as preferred"]
        : [softPoints.bathroomMissing, "No separate bathroom"],
    );
  }
  if (needs.allergies.length > 0) {
    scored.push([0, `Allergies to tell the family: ${needs.allergies.join(", ")}`]);
  }
  return {
    score: scored.reduce((sum, [points]) => sum + points, 0),
    reasons: scored.map(([, reason]) => reason),
  };
}

/**
 * Every room of the candidates, either suggested (best first) or excluded with the hard rule
 * it breaks (in provider, then room order as given).
 */
export function suggestPlacements(
  needs: StudentNeeds,
  providers: readonly CandidateProvider[],
): { suggestions: Suggestion[]; excluded: Exclusion[] } {
  const ranked: Array<Suggestion & { travelMinutes: number }> = [];
  const excluded: Exclusion[] = [];
  for (const provider of providers) {
    const soft = softScore(needs, provider);
    for (const room of provider.rooms) {
      const reason = placementViolation(needs, provider, room);
      if (reason) {
        excluded.push({ roomId: room.id, providerId: provider.id, reason });
      } else {
        ranked.push({
          roomId: room.id,
          providerId: provider.id,
          score: soft.score,
          reasons: [...soft.reasons],
          travelMinutes: provider.travelMinutes,
        });
      }
    }
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.travelMinutes - b.travelMinutes ||
      a.providerId - b.providerId ||
      a.roomId - b.roomId,
  );
  return {
    suggestions: ranked.map(({ roomId, providerId, score, reasons }) => ({
      roomId,
      providerId,
      score,
      reasons,
    })),
    excluded,
  };
}
