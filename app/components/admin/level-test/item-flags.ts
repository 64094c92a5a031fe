/**
 * Which items of the level test look wrong from their answers (issue 15). An item is written for
 * one CEFR level: people the test placed at or above that level should mostly get it right, and
 * people placed below it mostly not. When that fails after enough answers, the answer key, the
 * wording or the level is suspect. Pure, so the rules read and test on their own.
 */
import type { LevelTestItem } from "@server/services/level-test/items";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";

/** The item as the item-bank screen shows it. */
export type ItemView = Pick<
  LevelTestItem,
  | "id"
  | "seedKey"
  | "cefr"
  | "skill"
  | "passage"
  | "prompt"
  | "choices"
  | "answerIndex"
  | "status"
  | "stats"
>;

/** Below this many answers in a group, a share says more about chance than about the item. */
export const FLAG_MIN_ANSWERS = 10;
/** Takers at or above the item's level who get it right less often than this: too hard. */
export const FLAG_MIN_SHARE_AT_LEVEL = 0.5;
/** Takers below the item's level who get it right more often than this: too easy. */
export const FLAG_MAX_SHARE_BELOW = 0.6;

export interface ItemFlag {
  kind: "hard" | "easy";
  /** The taker levels the flag is about, to highlight in the by-level figures. */
  levels: CefrLevel[];
  message: string;
}

export const percent = (share: number) => `${Math.round(share * 100)} %`;

function group(item: ItemView, levels: CefrLevel[]) {
  let shown = 0;
  let correct = 0;
  for (const level of levels) {
    shown += item.stats.byTakerLevel[level].shown;
    correct += item.stats.byTakerLevel[level].correct;
  }
  return { shown, correct, share: shown ? correct / shown : 0 };
}

export function itemFlags(item: ItemView): ItemFlag[] {
  const rank = cefrLevels.indexOf(item.cefr);
  const atOrAbove = cefrLevels.filter((_, index) => index >= rank);
  const below = cefrLevels.filter((_, index) => index < rank);
  const flags: ItemFlag[] = [];
  const upper = group(item, atOrAbove);
  if (upper.shown >= FLAG_MIN_ANSWERS && upper.share < FLAG_MIN_SHARE_AT_LEVEL) {
    flags.push({
      kind: "hard",
      levels: atOrAbove,
      message: `Only ${percent(upper.share)} of ${upper.shown} takers placed at ${item.cefr} or above got it right: check the answer key and the wording.`,
    });
  }
  const lower = group(item, below);
  if (lower.shown >= FLAG_MIN_ANSWERS && lower.share > FLAG_MAX_SHARE_BELOW) {
    flags.push({
      kind: "easy",
      levels: below,
      message: `${percent(lower.share)} of ${lower.shown} takers placed below ${item.cefr} got it right: it may be easier than its level.`,
    });
  }
  return flags;
}
