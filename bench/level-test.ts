/**
 * `npm run bench:level-test`: how well the adaptive level test places people (issue 15).
 *
 * Simulated test-takers of every CEFR level sit the test against the shipped item bank, with the
 * service's own item choice and stopping rule (server/services/level-test/placement.ts). A
 * test-taker at level L answers an item at or below L right with probability 0.9 and an item
 * above L only by guessing (one in the number of choices). Prints, per level, the share placed
 * exactly right and within one level, and the mean number of items.
 * Targets: ≥ 80 % exact, ≥ 98 % within one level, ≤ 25 items on average.
 */

import { levelTestItemSeeds } from "../server/db/seed/level-test";
import {
  nextStep,
  type PlacementAnswer,
  type PlacementItem,
} from "../server/services/level-test/placement";
import { type CefrLevel, cefrLevels } from "../shared/level-test/types";

const PEOPLE_PER_LEVEL = Number(process.env.PEOPLE ?? 2000);
const RIGHT_AT_OR_BELOW = 0.9;

/** A small seeded generator, so that two runs print the same figures. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bank: PlacementItem[] = levelTestItemSeeds.map((item, index) => ({
  id: index + 1,
  cefr: item.cefr,
  skill: item.skill,
  choiceCount: item.choices.length,
}));

function sit(level: CefrLevel, random: () => number) {
  const person = cefrLevels.indexOf(level);
  const answers: PlacementAnswer[] = [];
  const shown = new Set<number>();
  for (;;) {
    const step = nextStep(
      bank.filter((item) => !shown.has(item.id)),
      answers,
      random,
    );
    if (step.done) return { placed: step.result.level, items: answers.length };
    const { item } = step;
    shown.add(item.id);
    const chance =
      cefrLevels.indexOf(item.cefr) <= person ? RIGHT_AT_OR_BELOW : 1 / item.choiceCount;
    answers.push({ ...item, correct: random() < chance });
  }
}

const random = seeded(2026);
const rows = cefrLevels.map((level) => {
  let exact = 0;
  let withinOne = 0;
  let items = 0;
  for (let n = 0; n < PEOPLE_PER_LEVEL; n++) {
    const { placed, items: count } = sit(level, random);
    const distance = Math.abs(cefrLevels.indexOf(placed) - cefrLevels.indexOf(level));
    if (distance === 0) exact++;
    if (distance <= 1) withinOne++;
    items += count;
  }
  return {
    level,
    exact: (100 * exact) / PEOPLE_PER_LEVEL,
    withinOne: (100 * withinOne) / PEOPLE_PER_LEVEL,
    items: items / PEOPLE_PER_LEVEL,
  };
});

const perLevel = Object.fromEntries(
  cefrLevels.map((level) => [
    level,
    levelTestItemSeeds.filter((item) => item.cefr === level).length,
  ]),
);
console.log(`Item bank: ${levelTestItemSeeds.length} items ${JSON.stringify(perLevel)}`);
console.log(`${PEOPLE_PER_LEVEL} simulated test-takers per level\n`);
console.log("| level | exact | within one | mean items |");
console.log("|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.level} | ${row.exact.toFixed(1)} % | ${row.withinOne.toFixed(1)} % | ${row.items.toFixed(1)} |`,
  );
}
const mean = (key: "exact" | "withinOne" | "items") =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
console.log(
  `| all | ${mean("exact").toFixed(1)} % | ${mean("withinOne").toFixed(1)} % | ${mean("items").toFixed(1)} |`,
);
const worstExact = Math.min(...rows.map((row) => row.exact));
const worstWithin = Math.min(...rows.map((row) => row.withinOne));
console.log(
  `\nTargets: ≥ 80 % exact (worst level ${worstExact.toFixed(1)} %), ≥ 98 % within one (worst ${worstWithin.toFixed(1)} %), ≤ 25 items on average (${mean("items").toFixed(1)}).`,
);
