/**
 * The level test's item bank as shipped: original items written for Clover English, by level
 * (decision 0015). A later seed adds new keys and never overwrites an item staff have edited.
 */
import type { LevelTestItemSeed } from "@shared/level-test/types";
import { a1Items } from "./a1";
import { a2Items } from "./a2";
import { b1Items } from "./b1";
import { b2Items } from "./b2";
import { c1Items } from "./c1";
import { c2Items } from "./c2";

export const levelTestItemSeeds: readonly LevelTestItemSeed[] = [
  ...a1Items,
  ...a2Items,
  ...b1Items,
  ...b2Items,
  ...c1Items,
  ...c2Items,
];
