/**
 * Tables of the online English level test (decision 0015), kept beside schema.ts (which
 * re-exports them) so that the one schema stays readable. Same conventions: snake_case in SQL,
 * CHECK constraints for enumerations.
 */

import { ageGroups } from "@shared/content/options";
import type { LevelTestSkillResults } from "@shared/level-test/types";
import {
  type CefrLevel,
  cefrLevels,
  type LevelTestItemStatus,
  type LevelTestSkill,
  levelTestItemStatuses,
  levelTestSkills,
} from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { oneOf } from "./columns";

export type { LevelTestSkillResults } from "@shared/level-test/types";

export const levelTestItems = pgTable(
  "level_test_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The stable key of an item shipped with the product; null for items staff add. */
    seedKey: text().unique(),
    cefr: text().$type<CefrLevel>().notNull(),
    skill: text().$type<LevelTestSkill>().notNull(),
    passage: text(),
    prompt: text().notNull(),
    choices: jsonb().$type<string[]>().notNull(),
    answerIndex: integer().notNull(),
    status: text().$type<LevelTestItemStatus>().notNull().default("active"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("level_test_items_cefr_check", sql`${t.cefr} in (${oneOf(cefrLevels)})`),
    check("level_test_items_skill_check", sql`${t.skill} in (${oneOf(levelTestSkills)})`),
    check("level_test_items_status_check", sql`${t.status} in (${oneOf(levelTestItemStatuses)})`),
    check(
      "level_test_items_choices_check",
      sql`jsonb_typeof(${t.choices}) = 'array' and jsonb_array_length(${t.choices}) between 3 and 4 and ${t.answerIndex} >= 0 and ${t.answerIndex} < jsonb_array_length(${t.choices})`,
    ),
    index("level_test_items_status_cefr_idx").on(t.status, t.cefr),
  ],
);

/**
 * One sitting of the test. The visitor holds a random token; only its SHA-256 is stored, so a
 * copy of the database cannot be used to answer or read anyone's test. Without consent a session
 * holds nothing personal (language, age group, answers, result): anonymous statistics.
 */
export const levelTestSessions = pgTable(
  "level_test_sessions",
  {
    tokenHash: text().primaryKey(),
    lang: text().notNull().default("en"),
    ageGroup: text(),
    /** The item the visitor must answer next; null once finished. */
    currentItemId: integer().references(() => levelTestItems.id),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    resultLevel: text().$type<CefrLevel>(),
    resultSkills: jsonb().$type<LevelTestSkillResults>(),
    /** The lead, only when the person asked for their result and consented. */
    name: text(),
    email: text(),
    consentAt: timestamp({ withTimezone: true }),
    leadStatus: text().notNull().default("new"),
    leadAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      "level_test_sessions_age_group_check",
      sql`${t.ageGroup} is null or ${t.ageGroup} in (${oneOf(ageGroups)})`,
    ),
    check(
      "level_test_sessions_result_check",
      sql`${t.resultLevel} is null or ${t.resultLevel} in (${oneOf(cefrLevels)})`,
    ),
    check("level_test_sessions_lead_check", sql`${t.email} is null or ${t.consentAt} is not null`),
    index("level_test_sessions_started_idx").on(t.startedAt.desc()),
    index("level_test_sessions_lead_idx").on(t.leadAt.desc()),
    // The staff list of leads, in its order: pages read the index instead of sorting (0054).
    index("level_test_sessions_leads_list_idx")
      .on(t.leadAt.desc().nullsFirst(), t.tokenHash.desc().nullsFirst())
      .where(sql`${t.email} is not null and ${t.consentAt} is not null`),
    // The list filtered by a level, in its order: a deep page's keys are read from this index
    // alone instead of testing the level of every lead skipped (decision 0054, round 4).
    index("level_test_sessions_leads_level_idx")
      .on(t.resultLevel, t.leadAt.desc().nullsFirst(), t.tokenHash.desc().nullsFirst())
      .where(sql`${t.email} is not null and ${t.consentAt} is not null`),
  ],
);

export const levelTestAnswers = pgTable(
  "level_test_answers",
  {
    sessionHash: text()
      .notNull()
      .references(() => levelTestSessions.tokenHash, { onDelete: "cascade" }),
    position: integer().notNull(),
    itemId: integer()
      .notNull()
      .references(() => levelTestItems.id),
    choiceIndex: integer().notNull(),
    correct: boolean().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionHash, t.position] }),
    index("level_test_answers_item_idx").on(t.itemId),
  ],
);
