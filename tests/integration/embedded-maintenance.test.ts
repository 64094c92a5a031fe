/**
 * The embedded database's vacuum and analyze (server/db/maintenance.ts, decision 0056): PGlite
 * has no autovacuum, so the server applies autovacuum's rule itself. On the real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): every table is due once, then only a table
 * whose rows changed enough, and after a run its statistics are current.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { isDue, vacuumDueTables } from "../../server/db/maintenance";
import { openTestDatabase } from "../support/test-server";

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
  // On PostgreSQL autovacuum must not get there first and reset the counters mid-test.
  await handle.db.execute(
    sql`alter table newsletter_subscriptions set (autovacuum_enabled = false)`,
  );
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const statsOf = async (table: string) => {
  const result = (await handle.db.execute(sql`
    select n_live_tup::int as "live", n_dead_tup::int as "dead", last_vacuum is not null as "vacuumed"
      from pg_stat_user_tables where relname = ${table}`)) as unknown as {
    rows: { live: number; dead: number; vacuumed: boolean }[];
  };
  return result.rows[0];
};

describe("vacuum and analyze of the embedded database", () => {
  it("vacuums every table once, then only those whose rows changed enough", async () => {
    const first = await vacuumDueTables(handle.db);
    expect(first).toContain("contact_inquiries");
    expect(first).toContain("bookings");
    expect(await vacuumDueTables(handle.db)).toEqual([]);

    await handle.db.execute(sql`
      insert into newsletter_subscriptions (email)
      select 'maintenance-' || g || '@example.com' from generate_series(1, 1500) g`);
    expect(await vacuumDueTables(handle.db)).toEqual(["newsletter_subscriptions"]);
    expect(await statsOf("newsletter_subscriptions")).toMatchObject({ live: 1500, vacuumed: true });

    // A few changes in a large table are not enough; a fifth of it is.
    await handle.db.execute(sql`
      update newsletter_subscriptions set locale = 'es'
       where email in ('maintenance-1@example.com', 'maintenance-2@example.com')`);
    expect(await vacuumDueTables(handle.db)).toEqual([]);
    await handle.db.execute(sql`
      delete from newsletter_subscriptions where email like 'maintenance-1%'`);
    expect(await vacuumDueTables(handle.db)).toEqual(["newsletter_subscriptions"]);
    expect(await statsOf("newsletter_subscriptions")).toMatchObject({ dead: 0 });
  });
});

describe("autovacuum's rule", () => {
  const table = {
    table: "t",
    liveRows: 10_000,
    deadRows: 0,
    changedSinceAnalyze: 0,
    insertedSinceVacuum: 0,
    vacuumedBefore: true,
  };
  it("is due when never vacuumed, or past a threshold of 50 (1,000 for inserts) plus a share", () => {
    expect(isDue(table)).toBe(false);
    expect(isDue({ ...table, vacuumedBefore: false })).toBe(true);
    expect(isDue({ ...table, deadRows: 2050 })).toBe(false);
    expect(isDue({ ...table, deadRows: 2051 })).toBe(true);
    expect(isDue({ ...table, insertedSinceVacuum: 3000 })).toBe(false);
    expect(isDue({ ...table, insertedSinceVacuum: 3001 })).toBe(true);
    expect(isDue({ ...table, changedSinceAnalyze: 1050 })).toBe(false);
    expect(isDue({ ...table, changedSinceAnalyze: 1051 })).toBe(true);
  });
});
