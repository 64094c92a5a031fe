/**
 * Adaptive placement on the CEFR scale (decision 0015): a Bayesian classifier over the six
 * levels, with the next item chosen to make the level most certain. Pure functions over item
 * metadata and answers, shared by the service and `npm run bench:level-test`.
 *
 * The model: a person at level L answers an item at or below L right with high probability,
 * an item one level above with a little more than chance, and items further above at about
 * chance. Items carry the level they were written for; their statistics (share correct by the
 * test-taker's level, in the item-bank screen) show which of them do not behave like that.
 */
import {
  type CefrLevel,
  cefrLevels,
  type LevelTestSkill,
  levelTestSkills,
} from "@shared/level-test/types";

export const placementRules = {
  /** Never fewer items than this, however early the level looks certain. */
  minItems: 12,
  maxItems: 30,
  /** Stop when one level holds this share of the belief. */
  certainty: 0.95,
  /** What we believe before the first answer: most visitors are around B1. */
  prior: [0.1, 0.17, 0.24, 0.22, 0.16, 0.11] as readonly number[],
  /** The model's chance of a right answer at or below the person's level. */
  mastered: 0.9,
  /** …one level above it, on top of guessing. */
  stretch: 0.15,
  /** …further above, on top of guessing (a lucky partial understanding). */
  beyond: 0.03,
} as const;

export interface PlacementItem {
  id: number;
  cefr: CefrLevel;
  skill: LevelTestSkill;
  choiceCount: number;
}

export interface PlacementAnswer {
  cefr: CefrLevel;
  skill: LevelTestSkill;
  choiceCount: number;
  correct: boolean;
}

export interface SkillResult {
  level: CefrLevel;
  answered: number;
  correct: number;
}

export interface PlacementResult {
  level: CefrLevel;
  /** The belief in each level, A1 to C2 (sums to 1). */
  belief: number[];
  skills: Partial<Record<LevelTestSkill, SkillResult>>;
}

export type PlacementStep =
  | { done: false; item: PlacementItem }
  | { done: true; result: PlacementResult };

const levelIndex = (level: CefrLevel) => cefrLevels.indexOf(level);

/** The model's probability that a person at `person` answers an item at `item` right. */
export function chanceOfRight(person: number, item: number, choiceCount: number): number {
  const guess = 1 / choiceCount;
  if (item <= person) return placementRules.mastered;
  return guess + (item === person + 1 ? placementRules.stretch : placementRules.beyond);
}

function normalise(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** The belief in each level after these answers. */
export function belief(answers: readonly PlacementAnswer[]): number[] {
  return normalise(
    placementRules.prior.map((prior, person) =>
      answers.reduce((weight: number, answer) => {
        const right = chanceOfRight(person, levelIndex(answer.cefr), answer.choiceCount);
        return weight * (answer.correct ? right : 1 - right);
      }, prior),
    ),
  );
}

/** In nats; a weight of 0 adds nothing (0 · log 1). */
const entropy = (weights: number[]) =>
  -weights.reduce((sum, weight) => sum + weight * Math.log(weight || 1), 0);

/** The belief's expected uncertainty after one more answer to an item at `item`. */
function expectedEntropy(current: number[], item: number, choiceCount: number): number {
  const right = current.map((weight, person) => weight * chanceOfRight(person, item, choiceCount));
  const wrong = current.map((weight, person) => weight - (right[person] ?? 0));
  const pRight = right.reduce((sum, weight) => sum + weight, 0);
  return pRight * entropy(normalise(right)) + (1 - pRight) * entropy(normalise(wrong));
}

const mostLikely = (weights: number[]) =>
  // Stryker disable next-line EqualityOperator: two levels never hold exactly the same belief (the prior's shares differ and every answer multiplies them by different chances)
  weights.reduce((best, weight, index) => (weight > (weights[best] ?? 0) ? index : best), 0);

/** The likeliest level (mostLikely answers an index of the six levels). */
const likeliestLevel = (weights: number[]) => cefrLevels[mostLikely(weights)] as CefrLevel;

function resultOf(answers: readonly PlacementAnswer[]): PlacementResult {
  const overall = belief(answers);
  const skills: PlacementResult["skills"] = {};
  for (const skill of levelTestSkills) {
    const own = answers.filter((answer) => answer.skill === skill);
    if (own.length === 0) continue;
    skills[skill] = {
      level: likeliestLevel(belief(own)),
      answered: own.length,
      correct: own.filter((answer) => answer.correct).length,
    };
  }
  return { level: likeliestLevel(overall), belief: overall, skills };
}

/**
 * The level whose item would leave the least uncertainty (ties: nearest the likeliest level),
 * or null when no item is left.
 */
function mostInformativeLevel(
  current: number[],
  available: readonly PlacementItem[],
): CefrLevel | null {
  const likeliest = mostLikely(current);
  let best: { level: CefrLevel; score: number } | null = null;
  for (const [index, level] of cefrLevels.entries()) {
    const candidates = available.filter((item) => item.cefr === level);
    if (candidates.length === 0) continue;
    const choiceCount = Math.round(
      candidates.reduce((sum, item) => sum + item.choiceCount, 0) / candidates.length,
    );
    const score = expectedEntropy(current, index, choiceCount) + Math.abs(index - likeliest) * 1e-6;
    // Stryker disable next-line EqualityOperator: two levels never score exactly the same (their expected uncertainties differ, and so do their tie-break terms)
    if (best === null || score < best.score) best = { level, score };
  }
  return best?.level ?? null;
}

/**
 * The next item, or the result. `available` are the active items not yet shown in this session;
 * `random` picks among equally good items (Math.random in use, a seeded one in the bench).
 */
export function nextStep(
  available: readonly PlacementItem[],
  answers: readonly PlacementAnswer[],
  random: () => number = Math.random,
): PlacementStep {
  const current = belief(answers);
  // Stryker disable next-line EqualityOperator: a belief of exactly 0.95 never arises from these chances
  const certain = Math.max(...current) >= placementRules.certainty;
  const level = mostInformativeLevel(current, available);
  if (
    level === null ||
    answers.length >= placementRules.maxItems ||
    (answers.length >= placementRules.minItems && certain)
  ) {
    return { done: true, result: resultOf(answers) };
  }

  // Within that level, the skill asked least so far, so that each skill gets its own result.
  const atLevel = available.filter((item) => item.cefr === level);
  const asked = (skill: LevelTestSkill) =>
    answers.filter((answer) => answer.skill === skill).length;
  const fewest = Math.min(...atLevel.map((item) => asked(item.skill)));
  const pool = atLevel.filter((item) => asked(item.skill) === fewest);
  // Never empty: the level was chosen for having items; random() is below 1.
  const item = pool[Math.floor(random() * pool.length)] as PlacementItem;
  return { done: false, item };
}
