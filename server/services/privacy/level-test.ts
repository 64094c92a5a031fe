/**
 * The level test in data-subject requests (issue 15). A sitting holds nothing personal until
 * its person asks for the result by e-mail; from then on its name, address and consent make it
 * a lead. An access request exports those leads with their results; an erasure request removes
 * the name, address and consent but keeps the anonymous result (level, skills, dates), which is
 * all the statistics need and no longer identifies anyone.
 */
import { and, asc, count, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { levelTestAnswers, levelTestItems, levelTestSessions } from "../../db/schema";
import { leadIdOf } from "../level-test/leads";

/** One level-test lead as exported to its person: never the sitting's token hash. */
export interface LevelTestLeadRecord {
  /** The id staff see on the leads screen. */
  id: string;
  name: string | null;
  email: string | null;
  level: string | null;
  skills: (typeof levelTestSessions.$inferSelect)["resultSkills"];
  ageGroup: string | null;
  lang: string;
  leadStatus: string;
  startedAt: Date;
  completedAt: Date | null;
  consentAt: Date | null;
  leadAt: Date | null;
  /** The questions as they were asked, and what the person chose. */
  answers: {
    position: number;
    question: string;
    answer: string | null;
    correct: boolean;
    answeredAt: Date;
  }[];
}

const ofAddress = (email: string) =>
  and(isNotNull(levelTestSessions.email), sql`lower(${levelTestSessions.email}) = ${email}`);

/** Every level-test lead of a (normalised) address, oldest first, with its answers. */
export async function findLevelTestLeads(
  db: Database,
  email: string,
): Promise<LevelTestLeadRecord[]> {
  const sessions = await db
    .select()
    .from(levelTestSessions)
    .where(ofAddress(email))
    .orderBy(asc(levelTestSessions.startedAt));
  if (sessions.length === 0) return [];
  const answers = await db
    .select({
      sessionHash: levelTestAnswers.sessionHash,
      position: levelTestAnswers.position,
      prompt: levelTestItems.prompt,
      choices: levelTestItems.choices,
      choiceIndex: levelTestAnswers.choiceIndex,
      correct: levelTestAnswers.correct,
      answeredAt: levelTestAnswers.answeredAt,
    })
    .from(levelTestAnswers)
    .innerJoin(levelTestItems, eq(levelTestItems.id, levelTestAnswers.itemId))
    .where(
      inArray(
        levelTestAnswers.sessionHash,
        sessions.map((session) => session.tokenHash),
      ),
    )
    .orderBy(asc(levelTestAnswers.position));
  return sessions.map((session) => ({
    id: leadIdOf(session.tokenHash),
    name: session.name,
    email: session.email,
    level: session.resultLevel,
    skills: session.resultSkills,
    ageGroup: session.ageGroup,
    lang: session.lang,
    leadStatus: session.leadStatus,
    startedAt: session.startedAt,
    completedAt: session.completedAt,
    consentAt: session.consentAt,
    leadAt: session.leadAt,
    answers: answers
      .filter((answer) => answer.sessionHash === session.tokenHash)
      .map((answer) => ({
        position: answer.position,
        question: answer.prompt,
        answer: answer.choices[answer.choiceIndex] ?? null,
        correct: answer.correct,
        answeredAt: answer.answeredAt,
      })),
  }));
}

/**
 * Makes the address's sittings anonymous again: name, address and consent go; the result,
 * its skills and its dates stay (lead_at too, so the weekly lead counts do not change).
 * Answers the number of leads it anonymised.
 */
export async function anonymiseLevelTestLeads(tx: Database, email: string): Promise<number> {
  const rows = await tx
    .update(levelTestSessions)
    .set({ name: null, email: null, consentAt: null })
    .where(ofAddress(email))
    .returning({ tokenHash: levelTestSessions.tokenHash });
  return rows.length;
}

/**
 * Retention: a level-test lead is an enquiry and is kept as long as one; after that its name,
 * address and consent are removed and the anonymous result stays for the statistics.
 */
export const dueLevelTestLeads = (cutoff: Date) =>
  and(isNotNull(levelTestSessions.email), lt(levelTestSessions.leadAt, cutoff));

export async function dueLevelTestLeadSample(db: Database, cutoff: Date, limit: number) {
  const [total] = await db
    .select({ n: count() })
    .from(levelTestSessions)
    .where(dueLevelTestLeads(cutoff));
  const sample = await db
    .select({ tokenHash: levelTestSessions.tokenHash })
    .from(levelTestSessions)
    .where(dueLevelTestLeads(cutoff))
    .orderBy(asc(levelTestSessions.leadAt), asc(levelTestSessions.tokenHash))
    .limit(limit);
  return { count: total?.n ?? 0, sampleIds: sample.map((row) => leadIdOf(row.tokenHash)) };
}

export async function anonymiseDueLevelTestLeads(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .update(levelTestSessions)
    .set({ name: null, email: null, consentAt: null })
    .where(dueLevelTestLeads(cutoff))
    .returning({ tokenHash: levelTestSessions.tokenHash });
  return rows.length;
}
