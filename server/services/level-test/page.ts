/**
 * Where a visitor's sitting stands, as the /level-test page shows it: the introduction (no
 * sitting, or an expired one), the current question, or the result with suggested programs.
 */

import { type AgeGroup, ageGroups } from "@shared/content/options";
import type { ContentLanguage } from "@shared/content/types";
import type { LevelTestPageView } from "@shared/level-test/types";
import type { ProgramService } from "../content/programs";
import { NotFoundError } from "../errors";
import type { LevelTestSessionService } from "./sessions";
import { suggestPrograms } from "./suggestions";

const isAgeGroup = (value: string | null): value is AgeGroup =>
  value !== null && (ageGroups as readonly string[]).includes(value);

export function createLevelTestPageService(deps: {
  sessions: LevelTestSessionService;
  programs: ProgramService;
}) {
  return {
    async view(token: string | null, lang: ContentLanguage): Promise<LevelTestPageView> {
      if (!token) return { stage: "intro", expired: false };
      let state: Awaited<ReturnType<LevelTestSessionService["get"]>>;
      try {
        state = await deps.sessions.get(token);
      } catch (error) {
        if (error instanceof NotFoundError) return { stage: "intro", expired: true };
        throw error;
      }
      if ("question" in state) return { stage: "question", question: state.question };
      const { result } = state;
      const programs = await deps.programs.listPublic(lang);
      const suggestions = suggestPrograms(
        programs,
        result.level,
        isAgeGroup(result.ageGroup) ? result.ageGroup : null,
      ).map((program) => ({
        id: program.id,
        title: program.title,
        shortDescription: program.shortDescription,
        location: program.location,
        ageRange: program.ageRange,
        priceFrom: program.priceFrom,
      }));
      return { stage: "result", result, suggestions };
    },
  };
}
