/**
 * Programs to suggest on the level test's result page: those the person's level and age group
 * fit, the most specific first (a course that asks for their level before one open to all).
 */

import type { AgeGroup } from "@shared/content/options";
import type { PublicProgram } from "@shared/content/types";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";

/**
 * The lowest level at which a program makes sense, as its own page states it (entry
 * requirements). Programs not listed are open to every level.
 */
export const minimumLevelOf: Readonly<Record<string, CefrLevel>> = {
  "high-school-integration-cork": "B1",
  "exam-preparation": "B1",
  "teacher-training": "B2",
  "cert-tesol": "C1",
  "executive-education": "C1",
};

const agesOf: Record<AgeGroup, [number, number]> = {
  "12-15": [12, 15],
  "16-17": [16, 17],
  "18-25": [18, 25],
  "26-35": [26, 35],
  "36-50": [36, 50],
  "50+": [50, 120],
};

export const SUGGESTION_COUNT = 3;

export function suggestPrograms<P extends Pick<PublicProgram, "id" | "ageMin" | "ageMax">>(
  programs: readonly P[],
  level: CefrLevel,
  ageGroup: AgeGroup | null,
): P[] {
  const rank = (program: P) => cefrLevels.indexOf(minimumLevelOf[program.id] ?? "A1");
  const levelRank = cefrLevels.indexOf(level);
  const ages = ageGroup ? agesOf[ageGroup] : null;
  return programs
    .filter((program) => rank(program) <= levelRank)
    .filter((program) => !ages || (program.ageMin <= ages[1] && (program.ageMax ?? 120) >= ages[0]))
    .map((program, index) => ({ program, index }))
    .sort((a, b) => rank(b.program) - rank(a.program) || a.index - b.index)
    .slice(0, SUGGESTION_COUNT)
    .map(({ program }) => program);
}
