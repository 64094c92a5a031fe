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
import { type CefrLevel, cefrLevels, levelTestSkills } from "../../shared/level-test/types";

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

describe("placement of a test-taker", () => {
  /** Sits the whole test as a person at `level` would: right up to it, wrong above. */
  function sit(level: number, random: () => number = () => 0) {
    let available = [...bank];
    const answers: PlacementAnswer[] = [];
    const asked: CefrLevel[] = [];
    for (let guard = 0; guard <= placementRules.maxItems; guard++) {
      const step = nextStep(available, answers, random);
      if (step.done) return { result: step.result, asked };
      asked.push(step.item.cefr);
      available = available.filter((item) => item.id !== step.item.id);
      answers.push({ ...step.item, correct: cefrLevels.indexOf(step.item.cefr) <= level });
    }
    throw new Error("the test never stopped");
  }

  it.each(cefrLevels.map((cefr, level) => [cefr, level] as const))(
    "places a consistent %s test-taker at their level, in the fewest questions",
    (cefr, level) => {
      const { result, asked } = sit(level);
      expect(result.level).toBe(cefr);
      expect(asked).toHaveLength(placementRules.minItems);
      // The questions close in on the level: most of them at it or one above.
      const near = asked.filter((item) => {
        const distance = cefrLevels.indexOf(item) - level;
        return distance === 0 || distance === 1;
      });
      expect(near.length).toBeGreaterThanOrEqual(placementRules.minItems - 3);
      // Each skill has its own result, adding up to the questions asked.
      const skills = Object.values(result.skills);
      expect(skills).toHaveLength(3);
      expect(skills.reduce((sum, skill) => sum + skill.answered, 0)).toBe(asked.length);
    },
  );

  it("starts above the likeliest level, where an answer tells most", () => {
    const step = nextStep(bank, [], () => 0);
    expect(step.done).toBe(false);
    if (!step.done) expect(step.item.cefr).toBe("B2");
  });

  it("once sure of a level, asks at that level", () => {
    const sure = Array.from({ length: 11 }, () => answer("C2", true));
    const step = nextStep(bank, sure, () => 0);
    expect(step.done).toBe(false);
    if (!step.done) expect(step.item.cefr).toBe("C2");
  });

  it("stops at the minimum once sure, and not a question before", () => {
    const wrong = Array.from({ length: placementRules.minItems }, () => answer("A2", false));
    expect(Math.max(...belief(wrong))).toBeGreaterThan(placementRules.certainty);
    const atMinimum = nextStep(bank, wrong);
    expect(atMinimum.done).toBe(true);
    if (atMinimum.done) expect(atMinimum.result.level).toBe("A1");
    expect(nextStep(bank, wrong.slice(1)).done).toBe(false);
  });

  it("goes on while unsure, and stops at the maximum however unsure", () => {
    // Right once in three at B2: no level is ever certain.
    const unsure = Array.from({ length: placementRules.maxItems }, (_, n) =>
      answer("B2", n % 3 === 0),
    );
    expect(Math.max(...belief(unsure))).toBeLessThan(placementRules.certainty);
    expect(nextStep(bank, unsure.slice(1)).done).toBe(false);
    expect(nextStep(bank, unsure).done).toBe(true);
  });

  it("asks where an answer is hard to guess: true/false questions at B2 wait", () => {
    const trueFalseAtB2 = bank.map((item) =>
      item.cefr === "B2" ? { ...item, choiceCount: 2 } : item,
    );
    const step = nextStep(trueFalseAtB2, [], () => 0);
    expect(step.done).toBe(false);
    if (!step.done) expect(step.item.cefr).toBe("C1");
    // How many questions are left at a level changes nothing: one each asks the same.
    const oneEach = cefrLevels.map((cefr) => trueFalseAtB2.find((item) => item.cefr === cefr));
    const fromOne = nextStep(
      oneEach.filter((item) => item !== undefined),
      [],
      () => 0,
    );
    if (!fromOne.done) expect(fromOne.item.cefr).toBe("C1");
    expect(fromOne.done).toBe(false);
  });

  it("asks from the levels that still have questions, and stops when none is left", () => {
    const onlyC1 = bank.filter((item) => item.cefr === "C1");
    const step = nextStep(onlyC1, [], () => 0);
    expect(step.done).toBe(false);
    if (!step.done) expect(step.item.cefr).toBe("C1");
    const none = nextStep([], [answer("B2", true)]);
    expect(none.done).toBe(true);
    if (none.done) expect(none.result.level).toBe("B2");
  });

  it("picks at random among equally good questions", () => {
    const b2 = bank.filter((item) => item.cefr === "B2" && item.skill === "grammar");
    const first = nextStep(b2, [], () => 0);
    const last = nextStep(b2, [], () => 0.999);
    expect(first.done || last.done).toBe(false);
    if (!first.done && !last.done) {
      expect(first.item.id).toBe(b2[0]?.id);
      expect(last.item.id).toBe(b2.at(-1)?.id);
    }
  });

  it("counts each skill's right answers in its result", () => {
    const reading = [true, false, true, true, false].map((correct) => ({
      ...answer("B1", correct),
      skill: "reading" as const,
    }));
    const step = nextStep([], [...reading, answer("A1", true)]);
    expect(step.done).toBe(true);
    if (step.done) {
      expect(step.result.skills.reading).toMatchObject({ answered: 5, correct: 3 });
      expect(step.result.skills.grammar).toMatchObject({ answered: 1, correct: 1 });
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
