/**
 * Types and constants of the online English level test that pages, the REST API and services
 * share (decision 0015). Pure types and constants: safe for the browser bundle.
 */

export const cefrLevels = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof cefrLevels)[number];

export function isCefrLevel(value: unknown): value is CefrLevel {
  return typeof value === "string" && (cefrLevels as readonly string[]).includes(value);
}

export const levelTestSkills = ["grammar", "vocabulary", "reading"] as const;
export type LevelTestSkill = (typeof levelTestSkills)[number];

export const levelTestItemStatuses = ["active", "retired"] as const;
export type LevelTestItemStatus = (typeof levelTestItemStatuses)[number];

/**
 * One item of the bank as shipped with the product. `key` is stable across releases, so a later
 * seed never duplicates an item and never overwrites a staff edit. The questions themselves are
 * in English whatever the page's language.
 */
export interface LevelTestItemSeed {
  /** Stable, unique: "<level>-<skill>-<nn>", e.g. "b1-grammar-07". */
  key: string;
  cefr: CefrLevel;
  skill: LevelTestSkill;
  /** Reading items: a short original text (one paragraph) the question is about. */
  passage?: string;
  /** The question or the sentence with a gap written as "___". */
  prompt: string;
  /** 3 or 4 options, each distinct. */
  choices: string[];
  /** Index into choices of the only right answer. */
  answerIndex: number;
}

/** A question as the visitor sees it: never its answer. */
export interface LevelTestQuestion {
  id: string;
  passage?: string;
  prompt: string;
  choices: string[];
  /** 1-based position in this sitting. */
  number: number;
  /** The most questions a sitting can have (it often stops earlier). */
  total: number;
}

export interface LevelTestSkillResult {
  level: CefrLevel;
  answered: number;
  correct: number;
}

export interface LevelTestResultView {
  level: CefrLevel;
  skills: Partial<Record<LevelTestSkill, LevelTestSkillResult>>;
  ageGroup: string | null;
  lang: string;
  /** The person asked for the result by e-mail (and so is a lead). */
  emailed: boolean;
}

export type LevelTestState = { question: LevelTestQuestion } | { result: LevelTestResultView };

export type LevelTestSessionStart =
  | { status: "started"; id: string; question: LevelTestQuestion }
  | { status: "rate_limited"; retryAfter: number };

/** A program suggested on the result page. */
export interface SuggestedProgram {
  id: string;
  title: string;
  shortDescription: string;
  location: string;
  ageRange: string;
  /** Euro; null means "Contact Us". */
  priceFrom: number | null;
}

/** What the /level-test page shows: where the visitor's sitting stands. */
export type LevelTestPageView =
  | { stage: "intro"; expired: boolean }
  | { stage: "question"; question: LevelTestQuestion }
  | { stage: "result"; result: LevelTestResultView; suggestions: SuggestedProgram[] };
