/**
 * Which rows belong to the demo story: one `seed_log` key per row it inserted (`demo:<table>:<id>`),
 * written in the story's transaction. seed_log is where seeding already records what it
 * inserted; a key per row lets "Remove demo data" delete exactly the demo's rows and nothing a
 * person entered, without a column on every table. Page views are counts added to the real
 * ones, so their key also holds how many views the demo added (`day|locale|path|views`).
 */
import { like } from "drizzle-orm";
import type { Database } from "../../client";
import { seedLog } from "../../schema";
import { chunks } from "./chunks";

/** Set once the story was seeded into a database; kept after removal, so it never returns. */
export const STORY_SEED_KEY = "demo-story";
const PREFIX = "demo:";

export const demoTables = [
  "staff_users",
  "agencies",
  "agent_users",
  "contact_inquiries",
  "quote_requests",
  "level_test_sessions",
  "students",
  "bookings",
  "newsletter_subscriptions",
  "campaigns",
  "email_outbox",
  "audit_log",
  "page_views",
  "rooms",
  "classes",
  "school_closures",
  "accommodation_providers",
  "accommodation_placements",
] as const;
export type DemoTable = (typeof demoTables)[number];

export interface DemoRegistry {
  add(table: DemoTable, ids: readonly (string | number)[]): void;
  /** The ids registered so far for a table (as text). */
  ids(table: DemoTable): readonly string[];
  counts(): Record<DemoTable, number>;
  write(tx: Database): Promise<void>;
}

export function createRegistry(): DemoRegistry {
  const keys = new Map<DemoTable, string[]>(demoTables.map((table) => [table, []]));
  return {
    add(table, ids) {
      keys.get(table)?.push(...ids.map(String));
    },
    ids(table) {
      return [...(keys.get(table) ?? [])];
    },
    counts() {
      return Object.fromEntries(
        demoTables.map((table) => [table, keys.get(table)?.length ?? 0]),
      ) as Record<DemoTable, number>;
    },
    async write(tx) {
      const rows = [...keys].flatMap(([table, ids]) =>
        ids.map((id) => ({ key: `${PREFIX}${table}:${id}` })),
      );
      rows.push({ key: STORY_SEED_KEY });
      for (const chunk of chunks(rows, 2000)) {
        await tx.insert(seedLog).values(chunk).onConflictDoNothing();
      }
    },
  };
}

/** The demo's rows still registered, by table (the ids as text). */
export async function readRegistry(db: Database): Promise<Map<DemoTable, string[]>> {
  const rows = await db
    .select({ key: seedLog.key })
    .from(seedLog)
    .where(like(seedLog.key, `${PREFIX}%`));
  const result = new Map<DemoTable, string[]>(demoTables.map((table) => [table, []]));
  for (const { key } of rows) {
    const rest = key.slice(PREFIX.length);
    const colon = rest.indexOf(":");
    const table = rest.slice(0, colon) as DemoTable;
    result.get(table)?.push(rest.slice(colon + 1));
  }
  return result;
}

export const pageViewKey = (row: { day: string; locale: string; path: string; views: number }) =>
  `${row.day}|${row.locale}|${row.path}|${row.views}`;

export function parsePageViewKey(key: string) {
  const [day, locale, path, views] = key.split("|");
  return { day: day ?? "", locale: locale ?? "", path: path ?? "", views: Number(views) };
}

export { PREFIX as DEMO_KEY_PREFIX };
