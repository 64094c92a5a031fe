/**
 * Sittings of the online level test (decision 0015): start, answer one question at a time, read
 * the current question or the result. The visitor holds a random token; the database keeps its
 * SHA-256 only. The answer key never leaves the server, and a question is answered once: the
 * session moves on with a compare-and-set on its current item, so a replayed or concurrent
 * answer is refused (409).
 */
import { createHash, randomBytes } from "node:crypto";
import { ageGroups } from "@shared/content/options";
import type {
  LevelTestQuestion,
  LevelTestResultView,
  LevelTestSessionStart,
  LevelTestState,
} from "@shared/level-test/types";
import { and, asc, count, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { levelTestAnswers, levelTestItems, levelTestSessions, locales } from "../../db/schema";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { fieldErrors } from "../leads/submission";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { createWriteBatch } from "../write-batch";
import { nextStep, type PlacementAnswer, type PlacementItem, placementRules } from "./placement";

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

type ItemRow = typeof levelTestItems.$inferSelect;
type SessionRow = typeof levelTestSessions.$inferSelect;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

// Unknown keys are dropped, never echoed back (the fuzzer found a key-name echo).
const startSchema = z.object({
  lang: z.enum(locales).optional().default("en"),
  ageGroup: z.enum(ageGroups).optional(),
});

const answerSchema = z.object({
  questionId: z.string().regex(/^\d{1,9}$/, "Give the id of the question you answer."),
  choiceIndex: z.number().int().min(0).max(9),
});

/** What the visitor may see of an item: never its answer. */
function questionOf(item: ItemRow, number: number): LevelTestQuestion {
  return {
    id: String(item.id),
    ...(item.passage ? { passage: item.passage } : {}),
    prompt: item.prompt,
    choices: item.choices,
    number,
    total: placementRules.maxItems,
  };
}

const asPlacementItem = (item: ItemRow): PlacementItem => ({
  id: item.id,
  cefr: item.cefr,
  skill: item.skill,
  choiceCount: item.choices.length,
});

export function createLevelTestSessionService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  now: () => Date;
}) {
  const { db } = deps;

  /**
   * Sittings looked up at the same moment are read with one statement (a crowd finishing the
   * test together): the group commit's queue, used for a read (write-batch.ts).
   */
  const lookups = createWriteBatch(async (hashes: string[]): Promise<(SessionRow | null)[]> => {
    const rows = await db
      .select()
      .from(levelTestSessions)
      .where(inArray(levelTestSessions.tokenHash, [...new Set(hashes)]));
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    return hashes.map((hash) => byHash.get(hash) ?? null);
  });

  /** The session behind a token; an unknown or expired unfinished one is not found. */
  async function sessionOf(token: string): Promise<SessionRow> {
    if (!/^[\w-]{20,100}$/.test(token)) throw new NotFoundError("No such level test.");
    const session = await lookups.write(hashToken(token));
    if (!session) throw new NotFoundError("No such level test.");
    if (!session.completedAt && session.expiresAt <= deps.now()) {
      throw new NotFoundError("This level test has expired.");
    }
    return session;
  }

  /** The sitting's answers so far with their items, in order (inside a transaction: `tx`). */
  function answersOf(executor: Database, hash: string) {
    return executor
      .select({ answer: levelTestAnswers, item: levelTestItems })
      .from(levelTestAnswers)
      .innerJoin(levelTestItems, eq(levelTestItems.id, levelTestAnswers.itemId))
      .where(eq(levelTestAnswers.sessionHash, hash))
      .orderBy(asc(levelTestAnswers.position));
  }

  async function stateOf(session: SessionRow): Promise<LevelTestState> {
    if (session.completedAt && session.resultLevel) {
      return {
        result: {
          level: session.resultLevel,
          skills: session.resultSkills ?? {},
          ageGroup: session.ageGroup,
          lang: session.lang,
          emailed: session.email !== null,
        } satisfies LevelTestResultView,
      };
    }
    const [item] = session.currentItemId
      ? await db.select().from(levelTestItems).where(eq(levelTestItems.id, session.currentItemId))
      : [];
    if (!item) throw new NotFoundError("No such level test.");
    const [answered] = await db
      .select({ n: count() })
      .from(levelTestAnswers)
      .where(eq(levelTestAnswers.sessionHash, session.tokenHash));
    return { question: questionOf(item, (answered?.n ?? 0) + 1) };
  }

  return {
    async start(raw: unknown, context: { ip: string }): Promise<LevelTestSessionStart> {
      const limit = await deps.rateLimiter.hit(`level-test:${context.ip}`, deps.rule);
      if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };
      const parsed = startSchema.safeParse(raw ?? {});
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const available = await db
        .select()
        .from(levelTestItems)
        .where(eq(levelTestItems.status, "active"));
      const step = nextStep(available.map(asPlacementItem), []);
      if (step.done) throw new ConflictError("The level test has no questions yet.");
      const first = available.find((item) => item.id === step.item.id);
      if (!first) throw new Error("chosen item vanished");
      const token = randomBytes(24).toString("base64url");
      await db.insert(levelTestSessions).values({
        tokenHash: hashToken(token),
        lang: parsed.data.lang,
        ageGroup: parsed.data.ageGroup ?? null,
        currentItemId: first.id,
        startedAt: deps.now(),
        expiresAt: new Date(deps.now().getTime() + SESSION_LIFETIME_MS),
      });
      return { status: "started", id: token, question: questionOf(first, 1) };
    },

    async get(token: string): Promise<LevelTestState> {
      return stateOf(await sessionOf(token));
    },

    async answer(token: string, raw: unknown): Promise<LevelTestState> {
      const parsed = answerSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const { questionId, choiceIndex } = parsed.data;
      const session = await sessionOf(token);
      if (session.completedAt || String(session.currentItemId) !== questionId) {
        throw new ConflictError("That is not the current question of this test.", "questionId");
      }
      const [item] = await db
        .select()
        .from(levelTestItems)
        .where(eq(levelTestItems.id, Number(questionId)));
      if (!item) throw new NotFoundError("No such question.");
      if (choiceIndex >= item.choices.length) {
        throw new InvalidInputError({ choiceIndex: "Choose one of the answers shown." });
      }

      return db.transaction(async (tx) => {
        const previous = await answersOf(tx, session.tokenHash);
        const answers: PlacementAnswer[] = [
          ...previous.map(({ answer, item: shown }) => ({
            ...asPlacementItem(shown),
            correct: answer.correct,
          })),
          { ...asPlacementItem(item), correct: choiceIndex === item.answerIndex },
        ];
        const shownIds = [...previous.map(({ item: shown }) => shown.id), item.id];
        const available = await tx
          .select()
          .from(levelTestItems)
          .where(and(eq(levelTestItems.status, "active"), notInArray(levelTestItems.id, shownIds)));
        const step = nextStep(available.map(asPlacementItem), answers);
        const next = step.done ? null : available.find((row) => row.id === step.item.id);

        // The compare-and-set: only the request that still sees this question moves the test on.
        const [moved] = await tx
          .update(levelTestSessions)
          .set(
            step.done
              ? {
                  currentItemId: null,
                  completedAt: deps.now(),
                  resultLevel: step.result.level,
                  resultSkills: step.result.skills,
                }
              : { currentItemId: next?.id ?? null },
          )
          .where(
            and(
              eq(levelTestSessions.tokenHash, session.tokenHash),
              eq(levelTestSessions.currentItemId, item.id),
              isNull(levelTestSessions.completedAt),
            ),
          )
          .returning();
        if (!moved) {
          throw new ConflictError("That is not the current question of this test.", "questionId");
        }
        await tx.insert(levelTestAnswers).values({
          sessionHash: session.tokenHash,
          position: previous.length + 1,
          itemId: item.id,
          choiceIndex,
          correct: choiceIndex === item.answerIndex,
          answeredAt: deps.now(),
        });
        if (step.done) {
          return {
            result: {
              level: step.result.level,
              skills: step.result.skills,
              ageGroup: moved.ageGroup,
              lang: moved.lang,
              emailed: false,
            },
          };
        }
        if (!next) throw new Error("chosen item vanished");
        return { question: questionOf(next, previous.length + 2) };
      });
    },
  };
}

export type LevelTestSessionService = ReturnType<typeof createLevelTestSessionService>;
