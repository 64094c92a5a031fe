/**
 * Sittings of the online level test. Each demo test-taker has a true level and answers the
 * questions the real placement chooses (services/level-test/placement.ts), right with high
 * probability at or below their level and by guessing above it, until the placement stops; so
 * every result is the one the service would have given for those answers. Some leave halfway;
 * a third of those who finish ask for their result by e-mail and become leads, and some of them
 * then ask for a quote at their level (returned for quotes.ts).
 */

import type { AgeGroup } from "@shared/content/options";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { eq } from "drizzle-orm";
import {
  nextStep,
  type PlacementAnswer,
  type PlacementItem,
} from "../../../services/level-test/placement";
import { hashToken } from "../../../services/level-test/sessions";
import { levelTestAnswers, levelTestItems, levelTestSessions } from "../../schema";
import type { Catalog } from "./catalog";
import { chunks, type DemoContext } from "./context";
import type { DemoPerson } from "./people";
import { leadLanguage, type QuotePlan, requestFor } from "./quotes";

interface Item extends PlacementItem {
  answerIndex: number;
}

const trueLevels: readonly (readonly [CefrLevel, number])[] = [
  ["A1", 5],
  ["A2", 12],
  ["B1", 26],
  ["B2", 28],
  ["C1", 19],
  ["C2", 10],
];

/** The answers of one sitting, chosen and judged as the service does. */
function sit(context: DemoContext, bank: Item[], level: CefrLevel, stopAfter: number | null) {
  const { random } = context;
  const person = cefrLevels.indexOf(level);
  const answers: (PlacementAnswer & { item: Item; choiceIndex: number })[] = [];
  for (;;) {
    const shown = new Set(answers.map((answer) => answer.item.id));
    const step = nextStep(
      bank.filter((item) => !shown.has(item.id)),
      answers,
      random.next,
    );
    if (step.done) return { answers, result: step.result, next: null };
    const item = bank.find((candidate) => candidate.id === step.item.id) as Item;
    if (stopAfter !== null && answers.length >= stopAfter)
      return { answers, result: null, next: item };
    const chance = cefrLevels.indexOf(item.cefr) <= person ? 0.9 : 1 / item.choiceCount + 0.05;
    const correct = random.chance(chance);
    const wrong = Array.from({ length: item.choiceCount }, (_, i) => i).filter(
      (i) => i !== item.answerIndex,
    );
    answers.push({
      ...item,
      item,
      correct,
      choiceIndex: correct ? item.answerIndex : random.pick(wrong),
    });
  }
}

const ageGroupWeights: readonly (readonly [AgeGroup, number])[] = [
  ["12-15", 12],
  ["16-17", 12],
  ["18-25", 34],
  ["26-35", 24],
  ["36-50", 12],
  ["50+", 6],
];

export async function writeLevelTests(
  context: DemoContext,
  catalog: Catalog,
  count: number,
): Promise<QuotePlan[]> {
  const { tx, random, clock, people } = context;
  const bank: Item[] = (
    await tx.select().from(levelTestItems).where(eq(levelTestItems.status, "active"))
  )
    .map((row) => ({
      id: row.id,
      cefr: row.cefr,
      skill: row.skill,
      choiceCount: row.choices.length,
      answerIndex: row.answerIndex,
    }))
    .sort((a, b) => a.id - b.id);
  if (bank.length === 0) return [];

  const sessions: (typeof levelTestSessions.$inferInsert)[] = [];
  const answers: (typeof levelTestAnswers.$inferInsert)[] = [];
  const quotes: QuotePlan[] = [];
  for (const daysAgo of clock.spread(random, count)) {
    const lang = leadLanguage(random, clock.monthOf(daysAgo));
    const ageGroup = random.chance(0.8) ? random.weighted(ageGroupWeights) : null;
    const abandoned = random.chance(0.14);
    const sitting = sit(
      context,
      bank,
      random.weighted(trueLevels),
      abandoned ? random.int(2, 9) : null,
    );
    const startedAt = clock.at(daysAgo, random.next() * 0.9);
    const tokenHash = hashToken(random.token(24));
    let at = startedAt.getTime();
    for (const [index, answer] of sitting.answers.entries()) {
      at += random.int(12, 55) * 1000;
      answers.push({
        sessionHash: tokenHash,
        position: index + 1,
        itemId: answer.item.id,
        choiceIndex: answer.choiceIndex,
        correct: answer.correct,
        answeredAt: new Date(Math.min(at, clock.now.getTime() - 1000)),
      });
    }
    const completedAt = new Date(Math.min(at, clock.now.getTime() - 1000));
    const result = sitting.result;
    const asks = result !== null && random.chance(0.34);
    const person: DemoPerson | null = asks ? people.person(lang) : null;
    const leadAt = new Date(Math.min(completedAt.getTime() + 90_000, clock.now.getTime()));
    sessions.push({
      tokenHash,
      lang,
      ageGroup,
      currentItemId: result ? null : (sitting.next?.id ?? null),
      startedAt,
      expiresAt: new Date(startedAt.getTime() + 24 * 3600_000),
      completedAt: result ? completedAt : null,
      resultLevel: result?.level ?? null,
      resultSkills: result?.skills ?? null,
      name: person ? `${person.firstName} ${person.lastName}` : null,
      email: person?.email ?? null,
      consentAt: person ? leadAt : null,
      leadAt: person ? leadAt : null,
    });
    if (person && result && random.chance(0.4)) {
      const quoteDaysAgo = Math.max(0, daysAgo - random.int(0, 2));
      const request = requestFor(context, catalog, {
        day: clock.day(quoteDaysAgo),
        lang,
        junior: ageGroup === "12-15" || ageGroup === "16-17",
      });
      const quoteAt = new Date(
        Math.max(leadAt.getTime() + 600_000, clock.at(quoteDaysAgo, random.next()).getTime()),
      );
      if (request && quoteAt < clock.now) {
        quotes.push({ ...request, at: quoteAt, person, englishLevel: result.level, agency: null });
      }
    }
  }
  sessions.sort((a, b) => (a.startedAt as Date).getTime() - (b.startedAt as Date).getTime());
  for (const chunk of chunks(sessions)) await tx.insert(levelTestSessions).values(chunk);
  for (const chunk of chunks(answers, 1000)) await tx.insert(levelTestAnswers).values(chunk);
  context.registry.add(
    "level_test_sessions",
    sessions.map((session) => session.tokenHash),
  );
  return quotes;
}
