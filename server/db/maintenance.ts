/**
 * Vacuum and analyze for the embedded database. PostgreSQL runs autovacuum in workers of its
 * own; PGlite has none, so without this an embedded school's tables are never analyzed (the
 * planner keeps the row counts of the day they were created) and never vacuumed (no visibility
 * map: every index-only scan still reads the table, and updated rows leave dead copies behind).
 * At 100,000 bookings that was the difference between 145 and 107 ms on the unplaced list and
 * between 33 and 8 ms on page 600 of the at-risk list (decision 0054, round 3; decision 0056).
 *
 * Which tables are due follows autovacuum's own rule with its default settings, from the same
 * statistics (`pg_stat_user_tables`). PGlite keeps those counters but flushes them only when
 * asked (`pg_stat_force_next_flush`), and loses them when the process is killed: a table never
 * vacuumed since the process started counts as due, which costs little (VACUUM skips pages
 * already all-visible).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export interface TableActivity {
  table: string;
  liveRows: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
  vacuumedBefore: boolean;
}

/** PostgreSQL's autovacuum defaults (postgresql.conf): base threshold + scale factor × rows. */
const VACUUM = { base: 50, scale: 0.2 };
const INSERT_VACUUM = { base: 1000, scale: 0.2 };
const ANALYZE = { base: 50, scale: 0.1 };

/** Whether a table is due for VACUUM (ANALYZE), by autovacuum's rule. */
export function isDue(activity: TableActivity): boolean {
  if (!activity.vacuumedBefore) return true;
  const rows = activity.liveRows;
  return (
    activity.deadRows > VACUUM.base + VACUUM.scale * rows ||
    activity.insertedSinceVacuum > INSERT_VACUUM.base + INSERT_VACUUM.scale * rows ||
    activity.changedSinceAnalyze > ANALYZE.base + ANALYZE.scale * rows
  );
}

/**
 * Vacuums and analyzes the embedded database's tables that are due, one at a time, letting
 * requests in between (PGlite runs each statement on this thread). Returns their names.
 */
export async function vacuumDueTables(db: Database): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select relname as "table",
           n_live_tup::int as "liveRows",
           n_dead_tup::int as "deadRows",
           n_mod_since_analyze::int as "changedSinceAnalyze",
           n_ins_since_vacuum::int as "insertedSinceVacuum",
           (last_vacuum is not null or last_autovacuum is not null) as "vacuumedBefore"
      from pg_stat_user_tables
     where schemaname = current_schema()
     order by relname`)) as unknown as { rows: TableActivity[] };
  const due = result.rows.filter(isDue).map((row) => row.table);
  for (const table of due) {
    await new Promise((resolve) => setImmediate(resolve));
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  }
  return due;
}
