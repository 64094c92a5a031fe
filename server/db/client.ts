/**
 * One database handle per process, behind one factory: embedded PGlite in a folder by default,
 * or a PostgreSQL server when DATABASE_URL is set. Both speak the same schema and migrations.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  /** Embedded database in `dataDir/pglite`; the whole `dataDir` is locked for this process. */
  | { kind: "pglite"; dataDir: string }
  /** Embedded database in memory, optionally restored from a `dumpDataDir` snapshot (tests). */
  | { kind: "pglite-memory"; snapshot?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `task` while holding a cluster-wide lock, so that instances starting together against
   * one PostgreSQL server take turns to migrate and seed. PGlite has one process: no lock needed.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** PGlite only: a tarball of the whole data directory. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Any fixed number, shared by every instance of this application. */
const STARTUP_LOCK_KEY = 7_412_001;

const drizzleOptions = { schema, casing: "snake_case" } as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.maxConnections ?? 10);

  let lock: DataDirLock | undefined;
  if (options.kind === "pglite") lock = acquireDataDirLock(options.dataDir);
  try {
    // pg_trgm backs the trigram indexes of staff search (migration 0003).
    const extensions = { pg_trgm };
    const client =
      options.kind === "pglite"
        ? await PGlite.create(path.join(options.dataDir, "pglite"), { extensions })
        : await PGlite.create(
            options.snapshot ? { loadDataDir: options.snapshot, extensions } : { extensions },
          );
    const db = drizzlePglite({ client, ...drizzleOptions });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      exclusive: (task) => task(),
      dump: () => client.dumpDataDir("none"),
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function openPostgres(url: string, maxConnections: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool replaces it and the next query reports the outage to its caller.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    exclusive: async (task) => {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
