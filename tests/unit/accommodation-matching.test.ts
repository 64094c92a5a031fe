/**
 * Matching a stay with a room (shared/accommodation/matching.ts, issue 31): each hard rule
 * alone and at its edge (a placement on the last night or ending on the arrival day, a bed
 * count or maximum reached exactly, the youngest and oldest age accepted, a vetting expiring
 * on the last night), the order in which they are reported, each soft rule's points and reason
 * (exactly 45 minutes), and the ranking with its tie-breaks.
 */
import { describe, expect, it } from "vitest";
import {
  type CandidateProvider,
  type CandidateRoom,
  type ExistingPlacement,
  GOOD_TRAVEL_MINUTES,
  hardRuleMessages,
  hardRules,
  placementViolation,
  type StudentNeeds,
  softScore,
  suggestPlacements,
} from "../../shared/accommodation/matching";

const needsOf = (overrides: Partial<StudentNeeds> = {}): StudentNeeds => ({
  bookingId: 100,
  campus: "dublin",
  from: "2027-07-01",
  to: "2027-07-08",
  minor: false,
  age: 20,
  gender: null,
  diet: null,
  allergies: [],
  smoker: false,
  avoidPets: false,
  motherTongue: null,
  prefersType: null,
  wantsSeparateBathroom: false,
  ...overrides,
});

const roomOf = (id: number, beds = 1, unavailable: CandidateRoom["unavailable"] = []) => ({
  id,
  beds,
  unavailable,
});

const providerOf = (overrides: Partial<CandidateProvider> = {}): CandidateProvider => ({
  id: 1,
  type: "host-family",
  campus: "dublin",
  travelMinutes: 30,
  pets: false,
  smokers: false,
  separateBathroom: false,
  dietsCatered: [],
  agesAccepted: { min: null, max: null },
  gendersAccepted: null,
  maxStudents: null,
  unavailable: [],
  household: [],
  rooms: [roomOf(10)],
  placements: [],
  ...overrides,
});

const placed = (from: string, to: string, extra: Partial<ExistingPlacement> = {}) => ({
  bookingId: 200,
  roomId: 10,
  from,
  to,
  motherTongue: null,
  ...extra,
});

/** The violation of the provider's first room. */
function violation(needs: Partial<StudentNeeds>, provider: Partial<CandidateProvider>) {
  const full = providerOf(provider);
  return placementViolation(needsOf(needs), full, full.rooms[0] as CandidateRoom);
}

describe("the hard rules", () => {
  it("are named and explained for staff", () => {
    expect(hardRules).toEqual(["campus", "age", "unavailable", "bed-taken", "capacity", "vetting"]);
    for (const rule of hardRules) expect(hardRuleMessages[rule]).toMatch(/^[A-Z].+\.$/);
  });

  it("let a plain placement through", () => {
    expect(violation({}, {})).toBeNull();
  });

  it("refuse another campus", () => {
    expect(violation({}, { campus: "cork" })).toBe("campus");
  });

  it("refuse an age outside the ages accepted, both ends included", () => {
    const teens = { agesAccepted: { min: 14, max: 17 } };
    expect(violation({ age: 13 }, teens)).toBe("age");
    expect(violation({ age: 14 }, teens)).toBeNull();
    expect(violation({ age: 17 }, teens)).toBeNull();
    expect(violation({ age: 18 }, teens)).toBe("age");
    expect(violation({ age: 99 }, { agesAccepted: { min: 18, max: null } })).toBeNull();
    expect(violation({ age: 1 }, { agesAccepted: { min: null, max: 17 } })).toBeNull();
  });

  it("refuse a minor of unknown age only where adults only are taken", () => {
    const unknown = { age: null, minor: true };
    expect(violation(unknown, { agesAccepted: { min: 18, max: null } })).toBe("age");
    expect(violation(unknown, { agesAccepted: { min: 17, max: null } })).toBeNull();
    expect(violation(unknown, { agesAccepted: { min: null, max: 10 } })).toBeNull();
    expect(violation({ age: null }, { agesAccepted: { min: 18, max: 20 } })).toBeNull();
  });

  it("refuse nights the provider or the room is unavailable, not touching ones", () => {
    const lastNight = [{ from: "2027-07-07", to: "2027-07-20" }];
    const beforeArrival = [{ from: "2027-06-20", to: "2027-07-01" }];
    const fromDeparture = [{ from: "2027-07-08", to: "2027-07-20" }];
    expect(violation({}, { unavailable: lastNight })).toBe("unavailable");
    expect(violation({}, { unavailable: [...beforeArrival, ...fromDeparture] })).toBeNull();
    expect(violation({}, { rooms: [roomOf(10, 1, lastNight)] })).toBe("unavailable");
    expect(violation({}, { rooms: [roomOf(10, 1, fromDeparture)] })).toBeNull();
  });

  it("refuse a room whose beds are all taken on some night, the last one included", () => {
    expect(violation({}, { placements: [placed("2027-07-07", "2027-07-15")] })).toBe("bed-taken");
    expect(violation({}, { placements: [placed("2027-06-20", "2027-07-02")] })).toBe("bed-taken");
    expect(violation({}, { placements: [placed("2027-06-20", "2027-07-01")] })).toBeNull();
    expect(violation({}, { placements: [placed("2027-07-08", "2027-07-15")] })).toBeNull();
    expect(violation({}, { rooms: [roomOf(10, 0)] })).toBe("bed-taken");
  });

  it("count beds per night and per room", () => {
    const twoBeds = { rooms: [roomOf(10, 2)] };
    const one = placed("2027-07-01", "2027-07-08");
    expect(violation({}, { ...twoBeds, placements: [one] })).toBeNull();
    expect(violation({}, { ...twoBeds, placements: [one, one] })).toBe("bed-taken");
    // Two students one after the other in the other bed never fill the room on one night.
    const early = placed("2027-06-25", "2027-07-04");
    const late = placed("2027-07-04", "2027-07-12");
    expect(violation({}, { ...twoBeds, placements: [early, late] })).toBeNull();
    expect(violation({}, { placements: [{ ...one, roomId: 11 }] })).toBeNull();
  });

  it("leave out the student's own placements (a move or a split)", () => {
    const own = placed("2027-07-01", "2027-07-08", { bookingId: 100 });
    expect(violation({}, { placements: [own], maxStudents: 1 })).toBeNull();
  });

  it("refuse more students on one night than the provider's maximum", () => {
    const rooms = [roomOf(10), roomOf(11), roomOf(12)];
    const inRoom11 = placed("2027-07-05", "2027-07-09", { roomId: 11 });
    const inRoom12 = placed("2027-07-07", "2027-07-09", { roomId: 12 });
    const at2 = { rooms, maxStudents: 2 };
    expect(violation({}, { ...at2, placements: [inRoom11] })).toBeNull();
    expect(violation({}, { ...at2, placements: [inRoom11, inRoom12] })).toBe("capacity");
    expect(violation({}, { ...at2, maxStudents: 3, placements: [inRoom11, inRoom12] })).toBeNull();
    expect(violation({}, { rooms, placements: [inRoom11, inRoom12] })).toBeNull();
    // Two students who are never there on the same night leave room for a second.
    const gone = placed("2027-06-01", "2027-07-05", { roomId: 12 });
    expect(violation({}, { ...at2, placements: [inRoom11, gone] })).toBeNull();
  });

  it("refuse a minor where a member of 16 or over is not vetted for the whole stay", () => {
    const unvetted = { household: [{ birthYear: 1980, vettingExpiresOn: null }] };
    const toLastNight = { household: [{ birthYear: 1980, vettingExpiresOn: "2027-07-07" }] };
    const beforeLastNight = { household: [{ birthYear: 1980, vettingExpiresOn: "2027-07-06" }] };
    expect(violation({ minor: true, age: 15 }, unvetted)).toBe("vetting");
    expect(violation({ minor: true, age: 15 }, beforeLastNight)).toBe("vetting");
    expect(violation({ minor: true, age: 15 }, toLastNight)).toBeNull();
    expect(violation({ minor: false }, unvetted)).toBeNull();
  });

  it("report the first rule broken, in a fixed order", () => {
    const all: Partial<CandidateProvider> = {
      campus: "cork",
      agesAccepted: { min: 18, max: null },
      unavailable: [{ from: "2027-07-01", to: "2027-07-02" }],
      rooms: [roomOf(10), roomOf(11)],
      placements: [
        placed("2027-07-01", "2027-07-08"),
        placed("2027-07-01", "2027-07-08", { roomId: 11 }),
      ],
      maxStudents: 1,
      household: [{ birthYear: 1980, vettingExpiresOn: null }],
    };
    const minor = { minor: true, age: 16 };
    expect(violation(minor, all)).toBe("campus");
    expect(violation(minor, { ...all, campus: "dublin" })).toBe("age");
    const adultsToo = { ...all, campus: "dublin", agesAccepted: { min: null, max: null } };
    expect(violation(minor, adultsToo)).toBe("unavailable");
    const available = { ...adultsToo, unavailable: [] };
    expect(violation(minor, available)).toBe("bed-taken");
    const freeBed = { ...available, rooms: [roomOf(10, 2), roomOf(11)] };
    expect(violation(minor, freeBed)).toBe("capacity");
    expect(violation(minor, { ...freeBed, maxStudents: 3 })).toBe("vetting");
  });
});

describe("the soft rules", () => {
  const score = (needs: Partial<StudentNeeds>, provider: Partial<CandidateProvider> = {}) =>
    softScore(needsOf(needs), providerOf(provider));

  it("prefer travel of 45 minutes or less, exactly 45 included", () => {
    expect(GOOD_TRAVEL_MINUTES).toBe(45);
    expect(score({}, { travelMinutes: 45 })).toEqual({
      score: 40,
      reasons: ["45 min to the campus (45 or less)", "Smoke-free household"],
    });
    expect(score({}, { travelMinutes: 46 })).toEqual({
      score: -20,
      reasons: ["46 min to the campus (over 45)", "Smoke-free household"],
    });
  });

  /** The points and reasons a rule adds to the plain case (30 min, smoke-free: 40). */
  const added = (needs: Partial<StudentNeeds>, provider: Partial<CandidateProvider> = {}) => {
    const { score: total, reasons } = score(needs, provider);
    return {
      points: total - 40,
      reasons: reasons.slice(1).filter((r) => r !== "Smoke-free household"),
    };
  };

  it("score the diet catered or not, and nothing without a diet", () => {
    const catersVeg = { dietsCatered: ["halal", "vegetarian"] };
    expect(added({ diet: "vegetarian" }, catersVeg)).toEqual({
      points: 20,
      reasons: ["Caters for a vegetarian diet"],
    });
    expect(added({ diet: "vegan" }, catersVeg)).toEqual({
      points: -40,
      reasons: ["Does not cater for a vegan diet"],
    });
    expect(added({}, catersVeg)).toEqual({ points: 0, reasons: [] });
  });

  it("score pets only for a student who avoids them", () => {
    expect(added({ avoidPets: true }, { pets: true })).toEqual({
      points: -40,
      reasons: ["Pets in the house; the student avoids pets"],
    });
    expect(added({ avoidPets: true }, { pets: false })).toEqual({
      points: 10,
      reasons: ["No pets, as the student needs"],
    });
    expect(added({ avoidPets: false }, { pets: true })).toEqual({ points: 0, reasons: [] });
  });

  it("score smoking: a fit either way, a clash either way", () => {
    expect(score({ smoker: true }, { smokers: true }).reasons).toEqual([
      "30 min to the campus (45 or less)",
      "Smokers in the household, as the student smokes",
    ]);
    expect(score({ smoker: true }, { smokers: true }).score).toBe(40);
    expect(score({ smoker: true }, { smokers: false })).toEqual({
      score: 0,
      reasons: ["30 min to the campus (45 or less)", "Smoke-free household; the student smokes"],
    });
    expect(score({ smoker: false }, { smokers: true })).toEqual({
      score: 0,
      reasons: ["30 min to the campus (45 or less)", "Smokers in the household"],
    });
  });

  it("prefer no other student of the same mother tongue on the same nights", () => {
    const spanish = { motherTongue: "es" };
    const alone = {
      points: 20,
      reasons: ["No other student of mother tongue es at the same time"],
    };
    const shared = {
      points: -30,
      reasons: ["Another student of mother tongue es at the same time"],
    };
    const on = (from: string, to: string, extra: Partial<ExistingPlacement>) => ({
      placements: [placed(from, to, extra)],
    });
    expect(added(spanish)).toEqual(alone);
    expect(added(spanish, on("2027-07-07", "2027-07-09", spanish))).toEqual(shared);
    expect(added(spanish, on("2027-06-07", "2027-07-01", spanish))).toEqual(alone);
    expect(added(spanish, on("2027-07-01", "2027-07-08", { motherTongue: "fr" }))).toEqual(alone);
    expect(added(spanish, on("2027-07-01", "2027-07-08", { ...spanish, bookingId: 100 }))).toEqual(
      alone,
    );
    expect(added({}, on("2027-07-01", "2027-07-08", { motherTongue: null }))).toEqual({
      points: 0,
      reasons: [],
    });
  });

  it("mark down a family that takes other genders only", () => {
    const girls = { gendersAccepted: ["female"] };
    expect(added({ gender: "male" }, { gendersAccepted: ["female", "other"] })).toEqual({
      points: -50,
      reasons: ["Takes female or other students"],
    });
    expect(added({ gender: "female" }, girls)).toEqual({ points: 0, reasons: [] });
    expect(added({ gender: null }, girls)).toEqual({ points: 0, reasons: [] });
    expect(added({ gender: "male" }, { gendersAccepted: null })).toEqual({
      points: 0,
      reasons: [],
    });
  });

  it("score the kind of accommodation and the bathroom the student prefers", () => {
    expect(added({ prefersType: "residence" }, { type: "residence" })).toEqual({
      points: 10,
      reasons: ["A residence, as preferred"],
    });
    expect(added({ prefersType: "residence" }, { type: "host-family" })).toEqual({
      points: -20,
      reasons: ["A host-family; residence preferred"],
    });
    expect(added({ wantsSeparateBathroom: true }, { separateBathroom: true })).toEqual({
      points: 10,
      reasons: ["Separate bathroom, as preferred"],
    });
    expect(added({ wantsSeparateBathroom: true }, { separateBathroom: false })).toEqual({
      points: -10,
      reasons: ["No separate bathroom"],
    });
    expect(added({}, { type: "residence", separateBathroom: true })).toEqual({
      points: 0,
      reasons: [],
    });
  });

  it("pass allergies on to the family without points", () => {
    expect(added({ allergies: ["nuts", "penicillin"] })).toEqual({
      points: 0,
      reasons: ["Allergies to tell the family: nuts, penicillin"],
    });
  });
});

describe("the ranked suggestions", () => {
  it("rank by score, then travel, then provider id, then room id, and list the refused", () => {
    const needs = needsOf({ diet: "vegetarian", minor: true, age: 15 });
    const providers = [
      providerOf({ id: 5, travelMinutes: 20, rooms: [roomOf(52), roomOf(51)] }),
      providerOf({ id: 4, travelMinutes: 20, rooms: [roomOf(41)] }),
      providerOf({ id: 3, travelMinutes: 10, rooms: [roomOf(31)] }),
      providerOf({ id: 2, travelMinutes: 50, dietsCatered: ["vegetarian"], rooms: [roomOf(21)] }),
      providerOf({ id: 1, dietsCatered: ["vegetarian"], rooms: [roomOf(11)] }),
      providerOf({
        id: 6,
        dietsCatered: ["vegetarian"],
        rooms: [roomOf(61), roomOf(62, 1, [{ from: "2027-07-02", to: "2027-07-03" }])],
        household: [{ birthYear: 1980, vettingExpiresOn: "2027-07-07" }],
        placements: [placed("2027-07-01", "2027-07-02", { roomId: 61 })],
      }),
      providerOf({ id: 7, household: [{ birthYear: 1980, vettingExpiresOn: null }] }),
    ];
    const { suggestions, excluded } = suggestPlacements(needs, providers);
    expect(suggestions.map(({ providerId, roomId, score }) => [providerId, roomId, score])).toEqual(
      [
        [1, 11, 60],
        [3, 31, 0],
        [4, 41, 0],
        [5, 51, 0],
        [5, 52, 0],
        [2, 21, 0],
      ],
    );
    expect(suggestions[0]).toEqual({
      providerId: 1,
      roomId: 11,
      score: 60,
      reasons: [
        "30 min to the campus (45 or less)",
        "Caters for a vegetarian diet",
        "Smoke-free household",
      ],
    });
    expect(excluded).toEqual([
      { providerId: 6, roomId: 61, reason: "bed-taken" },
      { providerId: 6, roomId: 62, reason: "unavailable" },
      { providerId: 7, roomId: 10, reason: "vetting" },
    ]);
  });

  it("give each room its own list of reasons", () => {
    const { suggestions } = suggestPlacements(needsOf(), [
      providerOf({ rooms: [roomOf(10), roomOf(11)] }),
    ]);
    expect(suggestions[0]?.reasons).not.toBe(suggestions[1]?.reasons);
    expect(suggestions[0]?.reasons).toEqual(suggestions[1]?.reasons);
  });

  it("suggest nothing when there is no candidate", () => {
    expect(suggestPlacements(needsOf(), [])).toEqual({ suggestions: [], excluded: [] });
  });
});
