import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectPath } from "../project-path";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = projectPath("server/db/migrations");

/**
 * Applies the committed drizzle-kit migrations this database has not seen yet. Callers on
 * PostgreSQL run it inside `handle.exclusive` so that concurrent starts take turns.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // drizzle's migrators are typed per driver; our handle is driver-neutral by design.
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
