/**
 * The level test's placement logic (decision 0015): the belief moves the right way with each
 * answer, the next item comes from the most informative level and the least-asked skill, the test
 * stops within its rules, and program suggestions respect level and age.
 */
import { describe, expect, it } from "vitest";
import {
  belief,
  chanceOfRight,
  nextStep,
  type PlacementAnswer,
  type PlacementItem,
  placementRules,
} from "../../server/services/level-test/placement";
import { suggestPrograms } from "../../server/services/level-test/suggestions";
import { type CefrLevel, cefrLevels, levelTestSkills } from "../../shared/level-test";

const bank: PlacementItem[] = cefrLevels.flatMap((cefr, level) =>
  Array.from({ length: 24 }, (_, n) => ({
    id: level * 100 + n,
    cefr,
    skill: levelTestSkills[n % 3] ?? "grammar",
    choiceCount: 4,
  })),
);

const answer = (cefr: CefrLevel, correct: boolean): PlacementAnswer => ({
  cefr,
  skill: "grammar",
  choiceCount: 4,
  correct,
});

const argmax = (weights: number[]) => weights.indexOf(Math.max(...weights));

describe("placement", () => {
  it("models mastery at and below the level, little more than chance above it", () => {
    expect(chanceOfRight(2, 1, 4)).toBe(placementRules.mastered);
    expect(chanceOfRight(2, 3, 4)).toBeCloseTo(0.25 + placementRules.stretch);
    expect(chanceOfRight(2, 5, 4)).toBeCloseTo(0.25 + placementRules.beyond);
  });

  it("believes B1 most before any answer and starts there", () => {
    expect(cefrLevels[argmax(belief([]))]).toBe("B1");
    const step = nextStep(bank, [], () => 0);
    expect(step.done).toBe(false);
    if (!step.done) expect(["B1", "B2"]).toContain(step.item.cefr);
  });

  it("moves up after right answers at B2 and down after wrong answers at A2", () => {
    const up = belief([answer("B2", true), answer("B2", true), answer("C1", true)]);
    expect(argmax(up)).toBeGreaterThanOrEqual(cefrLevels.indexOf("C1"));
    const down = belief([answer("A2", false), answer("A2", false), answer("B1", false)]);
    expect(argmax(down)).toBe(cefrLevels.indexOf("A1"));
  });

  it("asks the least-asked skill at the chosen level", () => {
    const answers = [
      { ...answer("B1", true), skill: "grammar" as const },
      { ...answer("B1", true), skill: "vocabulary" as const },
    ];
    const step = nextStep(
      bank.filter((item) => item.cefr === "B1"),
      answers,
      () => 0,
    );
    expect(step.done).toBe(false);
    if (!step.done) expect(step.item.skill).toBe("reading");
  });

  it("never stops before the minimum, always stops at the maximum, and when nothing is left", () => {
    const sure = Array.from({ length: placementRules.minItems - 1 }, () => answer("A1", false));
    expect(nextStep(bank, sure).done).toBe(false);
    const many = Array.from({ length: placementRules.maxItems }, (_, n) =>
      answer(cefrLevels[n % 6] ?? "A1", n % 2 === 0),
    );
    expect(nextStep(bank, many).done).toBe(true);
    const result = nextStep([], [answer("B2", true)]);
    expect(result.done).toBe(true);
  });

  it("gives a per-skill level only for skills that were asked", () => {
    const answers = [
      ...Array.from({ length: 8 }, () => ({ ...answer("C1", true), skill: "reading" as const })),
      ...Array.from({ length: 8 }, () => ({ ...answer("A2", false), skill: "grammar" as const })),
    ];
    const step = nextStep([], answers);
    expect(step.done).toBe(true);
    if (step.done) {
      expect(step.result.skills.reading?.level).toMatch(/^C/);
      expect(step.result.skills.grammar?.level).toBe("A1");
      expect(step.result.skills.vocabulary).toBeUndefined();
      expect(step.result.belief.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1);
    }
  });
});

describe("program suggestions", () => {
  const programs = [
    { id: "clover-summer-galway", ageMin: 11, ageMax: 17 },
    { id: "general-english-cork", ageMin: 18, ageMax: null },
    { id: "exam-preparation", ageMin: 16, ageMax: null },
    { id: "cert-tesol", ageMin: 18, ageMax: null },
    { id: "high-school-integration-cork", ageMin: 15, ageMax: 18 },
  ];
  const ids = (level: CefrLevel, age: Parameters<typeof suggestPrograms>[2]) =>
    suggestPrograms(programs, level, age).map((program) => program.id);

  it("leaves out courses above the person's level, the most specific first", () => {
    expect(ids("A2", "26-35")).toEqual(["general-english-cork"]);
    expect(ids("C1", "26-35")).toEqual(["cert-tesol", "exam-preparation", "general-english-cork"]);
  });

  it("keeps to the age group, and to every age when none was given", () => {
    expect(ids("B1", "12-15")).toEqual(["high-school-integration-cork", "clover-summer-galway"]);
    expect(ids("B1", null)).toHaveLength(3);
  });
});
