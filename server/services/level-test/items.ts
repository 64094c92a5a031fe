/**
 * The level test's item bank as staff manage it (issue 15, decision 0015): list, add, edit,
 * retire and restore questions, each with how it has fared. Items are never deleted: answers
 * reference them, and a retired item simply stops being chosen for new sittings. Every write is
 * audited in the same transaction as the change.
 */

import type { LevelTestItemInput } from "@shared/level-test/item-form";
import {
  type CefrLevel,
  cefrLevels,
  isCefrLevel,
  type LevelTestItemStatus,
  type LevelTestSkill,
  levelTestItemStatuses,
  levelTestSkills,
} from "@shared/level-test/types";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { levelTestAnswers, levelTestItems, levelTestSessions } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import { type ListQuery, likePattern, listPage, type Page, parseSort } from "../paging";

export type LevelTestItemRow = typeof levelTestItems.$inferSelect;

export interface LevelTestAnswerCounts {
  shown: number;
  correct: number;
}

export interface LevelTestItemStats extends LevelTestAnswerCounts {
  /** correct / shown, or null before anyone has answered. */
  shareCorrect: number | null;
  /** Answers from finished sittings, by the level the sitting placed its taker at. */
  byTakerLevel: Record<CefrLevel, LevelTestAnswerCounts>;
}

export type LevelTestItem = LevelTestItemRow & { stats: LevelTestItemStats };

export interface LevelTestItemListQuery extends ListQuery {
  cefr?: string;
  skill?: string;
}

const isSkill = (value: unknown): value is LevelTestSkill =>
  typeof value === "string" && (levelTestSkills as readonly string[]).includes(value);
const isStatus = (value: unknown): value is LevelTestItemStatus =>
  typeof value === "string" && (levelTestItemStatuses as readonly string[]).includes(value);

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(levelTestItems.prompt, pattern),
    ilike(levelTestItems.passage, pattern),
    // The options are a JSON array: its text holds every option, which is all a search needs.
    ilike(sql`${levelTestItems.choices}::text`, pattern),
  );
}

function filterCondition(query: LevelTestItemListQuery): SQL | undefined {
  return and(
    searchCondition(query.q),
    isCefrLevel(query.cefr) ? eq(levelTestItems.cefr, query.cefr) : undefined,
    isSkill(query.skill) ? eq(levelTestItems.skill, query.skill) : undefined,
    isStatus(query.status) ? eq(levelTestItems.status, query.status) : undefined,
  );
}

/** Sorting by how an item fares lets staff bring the suspicious ones to the top of the list. */
const shownExpression = sql`(select count(*) from ${levelTestAnswers} where ${levelTestAnswers.itemId} = ${levelTestItems.id})`;
const shareExpression = sql`(select avg(case when ${levelTestAnswers.correct} then 1.0 else 0.0 end) from ${levelTestAnswers} where ${levelTestAnswers.itemId} = ${levelTestItems.id})`;

export const levelTestItemSorts = ["level", "id", "updatedAt", "shown", "shareCorrect"] as const;

function orderOf(sort: string | undefined): SQL[] {
  const { key, descending } = parseSort(sort, levelTestItemSorts, {
    key: "level",
    descending: false,
  });
  const direction = (expression: SQL | typeof levelTestItems.id) =>
    descending ? desc(expression) : asc(expression);
  const byLevel = [asc(levelTestItems.cefr), asc(levelTestItems.skill), asc(levelTestItems.id)];
  switch (key) {
    case "id":
      return [direction(levelTestItems.id)];
    case "updatedAt":
      return [direction(sql`${levelTestItems.updatedAt}`), desc(levelTestItems.id)];
    case "shown":
      return [direction(shownExpression), ...byLevel];
    case "shareCorrect":
      // Items nobody has answered yet say nothing about their quality: always last.
      return [sql`${direction(shareExpression)} nulls last`, ...byLevel];
    default:
      return descending
        ? [desc(levelTestItems.cefr), asc(levelTestItems.skill), asc(levelTestItems.id)]
        : byLevel;
  }
}

const emptyByLevel = (): Record<CefrLevel, LevelTestAnswerCounts> =>
  Object.fromEntries(cefrLevels.map((level) => [level, { shown: 0, correct: 0 }])) as Record<
    CefrLevel,
    LevelTestAnswerCounts
  >;

const itemLabel = (item: LevelTestItemRow) => `#${item.id} (${item.cefr} ${item.skill})`;

export function createLevelTestItemService(deps: { db: Database }) {
  const { db } = deps;

  /** The statistics of the given items from one grouped query over their answers. */
  async function statsOf(ids: number[]): Promise<Map<number, LevelTestItemStats>> {
    const stats = new Map<number, LevelTestItemStats>(
      ids.map((id) => [
        id,
        { shown: 0, correct: 0, shareCorrect: null, byTakerLevel: emptyByLevel() },
      ]),
    );
    if (ids.length === 0) return stats;
    // Only a finished sitting has placed its taker; an unfinished one counts in the totals only.
    const takerLevel = sql<
      string | null
    >`case when ${levelTestSessions.completedAt} is not null then ${levelTestSessions.resultLevel} end`;
    const rows = await db
      .select({
        itemId: levelTestAnswers.itemId,
        takerLevel,
        shown: count(),
        correct: sql<number>`count(*) filter (where ${levelTestAnswers.correct})`.mapWith(Number),
      })
      .from(levelTestAnswers)
      .innerJoin(levelTestSessions, eq(levelTestSessions.tokenHash, levelTestAnswers.sessionHash))
      .where(inArray(levelTestAnswers.itemId, ids))
      .groupBy(levelTestAnswers.itemId, takerLevel);
    for (const row of rows) {
      const entry = stats.get(row.itemId);
      if (!entry) continue;
      entry.shown += row.shown;
      entry.correct += row.correct;
      if (isCefrLevel(row.takerLevel)) {
        entry.byTakerLevel[row.takerLevel].shown += row.shown;
        entry.byTakerLevel[row.takerLevel].correct += row.correct;
      }
    }
    for (const entry of stats.values()) {
      entry.shareCorrect =
        entry.shown === 0 ? null : Math.round((entry.correct / entry.shown) * 10_000) / 10_000;
    }
    return stats;
  }

  async function withStats(rows: LevelTestItemRow[]): Promise<LevelTestItem[]> {
    const stats = await statsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      stats: stats.get(row.id) ?? {
        shown: 0,
        correct: 0,
        shareCorrect: null,
        byTakerLevel: emptyByLevel(),
      },
    }));
  }

  async function get(id: number): Promise<LevelTestItem | null> {
    const [row] = await db.select().from(levelTestItems).where(eq(levelTestItems.id, id));
    return row ? ((await withStats([row]))[0] ?? null) : null;
  }

  async function required(id: number): Promise<LevelTestItem> {
    const item = await get(id);
    if (!item) throw new NotFoundError("Level test item not found");
    return item;
  }

  /** Retire or restore: a no-op (and no audit row) when the item already has that status. */
  async function setStatus(id: number, status: LevelTestItemStatus, actor: Actor) {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(levelTestItems)
        .where(eq(levelTestItems.id, id))
        .for("update");
      if (!before) throw new NotFoundError("Level test item not found");
      if (before.status === status) return;
      const [after] = await tx
        .update(levelTestItems)
        .set({ status, updatedAt: new Date() })
        .where(eq(levelTestItems.id, id))
        .returning();
      if (!after) throw new NotFoundError("Level test item not found");
      await recordAudit(tx, actor, {
        action: "update",
        entity: "level_test_item",
        entityId: id,
        summary: `${status === "retired" ? "Retired" : "Restored"} level test item ${itemLabel(after)}`,
        before: { status: before.status },
        after: { status: after.status },
      });
    });
    return required(id);
  }

  return {
    async list(query: LevelTestItemListQuery): Promise<Page<LevelTestItem>> {
      const page = await listPage(
        db,
        levelTestItems,
        filterCondition(query),
        orderOf(query.sort),
        query,
      );
      return { ...page, items: await withStats(page.items) };
    },

    get,

    async create(input: LevelTestItemInput, actor: Actor): Promise<LevelTestItem> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(levelTestItems)
          .values({ ...input, status: "active" })
          .returning();
        if (!created) throw new Error("insert returned no row");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "level_test_item",
          entityId: created.id,
          summary: `Added level test item ${itemLabel(created)}`,
          after: created,
        });
        return created;
      });
      return required(row.id);
    },

    /** Every field but the status. The seed key stays, so a later seed never re-adds the item. */
    async update(id: number, input: LevelTestItemInput, actor: Actor): Promise<LevelTestItem> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(levelTestItems)
          .where(eq(levelTestItems.id, id))
          .for("update");
        if (!before) throw new NotFoundError("Level test item not found");
        const [after] = await tx
          .update(levelTestItems)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(levelTestItems.id, id))
          .returning();
        if (!after) throw new NotFoundError("Level test item not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "level_test_item",
          entityId: id,
          summary: `Edited level test item ${itemLabel(after)}`,
          before,
          after,
        });
      });
      return required(id);
    },

    retire: (id: number, actor: Actor) => setStatus(id, "retired", actor),
    restore: (id: number, actor: Actor) => setStatus(id, "active", actor),
  };
}

export type LevelTestItemService = ReturnType<typeof createLevelTestItemService>;
