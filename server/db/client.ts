/**
 * One database handle per process, behind one factory: embedded PGlite in a folder by default,
 * or a PostgreSQL server when DATABASE_URL is set. Both speak the same schema and migrations.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { wellFormed } from "@shared/forms/fields";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isDatabaseUnavailable } from "./availability";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { createEmbeddedDatabaseApart } from "./embedded-create";
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

/**
 * PGlite (0.5) miscounts the UTF-8 length of a text parameter holding a lone UTF-16 surrogate
 * (JSON allows "\udfda") next to other non-ASCII text, and PostgreSQL then refuses the bytes
 * ("invalid byte sequence"): a 500 for a visitor's form. node-postgres writes such a character
 * as U+FFFD; text parameters get the same replacement here, before PGlite encodes them.
 */
const wellFormedTextSerializers = Object.fromEntries(
  [25 /* text */, 1042 /* bpchar */, 1043 /* varchar */].map((oid) => [
    oid,
    (value: unknown) => wellFormed(String(value)),
  ]),
);

/**
 * PostgreSQL's defaults assume a server of its own: 128 MB of shared buffers that PGlite keeps in
 * its WebAssembly memory for the life of the process (about 130 MB of the 300 MB an idle reopened
 * database held). A school's working set (this year's leads, bookings, classes) fits in far less,
 * and pages that miss the buffers come from the operating system's file cache, not the disk.
 * PGLITE_SHARED_BUFFERS overrides it for a school with a larger database and memory to spare.
 * See docs/decisions/0053-memory-on-a-small-server.md.
 */
function embeddedSettings(): string[] {
  const settings = {
    shared_buffers: process.env.PGLITE_SHARED_BUFFERS ?? "16MB",
    wal_buffers: "1MB",
    temp_buffers: "2MB",
    work_mem: "4MB",
    // VACUUM keeps its list of dead rows here (and CREATE INDEX its sort), and the embedded
    // database vacuums itself (server/db/maintenance.ts): WebAssembly memory, once touched, stays
    // resident for the life of the process. Vacuuming every table of a 100,000-lead database
    // grew the process by 71 MB at 16 MB and by 42 MB at 4 MB (decision 0057); 4 MB still
    // holds ~700,000 dead rows per pass.
    maintenance_work_mem: "4MB",
  };
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.maxConnections ?? 10);

  let lock: DataDirLock | undefined;
  if (options.kind === "pglite") lock = acquireDataDirLock(options.dataDir);
  try {
    // pg_trgm backs the trigram indexes of staff search (migration 0003).
    const extensions = { pg_trgm };
    const common = {
      extensions,
      serializers: wellFormedTextSerializers,
      startParams: [...PGlite.defaultStartParams, ...embeddedSettings()],
    };
    let client: PGlite;
    if (options.kind === "pglite") {
      const folder = path.join(options.dataDir, "pglite");
      await createEmbeddedDatabaseApart(folder);
      client = await PGlite.create(folder, common);
    } else {
      client = await PGlite.create(
        options.snapshot ? { loadDataDir: options.snapshot, ...common } : common,
      );
    }
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

/**
 * drizzle-orm (0.45) runs a transaction on a checked-out client but sends BEGIN before its
 * try/finally: when BEGIN fails because the connection was cut between check-out and BEGIN (a
 * database restart), the client is never released. Each such failure would leak a pool slot,
 * and after `max` of them every request would wait for a connection that never comes: the
 * service would not recover from an outage without a restart. So a client whose first query
 * after check-out fails for want of a database is released (and discarded) here, and the
 * release its user may still call later does nothing.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out with a callback and always releases: left as it is.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releaseIfFirstQueryFindsNoDatabase);
  }
}

function releaseIfFirstQueryFindsNoDatabase(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release;
  const query = client.query;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query;
    poolRelease(error);
  };
  // pg's query() is overloaded (callback, promise, submittable); this forwards any form.
  client.query = ((...args: Parameters<typeof query>) => {
    client.query = query;
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) client.release(error as Error);
      });
    }
    return result;
  }) as typeof query;
  return client;
}

function openPostgres(url: string, maxConnections: number): DatabaseHandle {
  const pool = new ReleasingPool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (database restart or crash) emits 'error'. The pool
  // listens only while a client is idle; a client checked out for a transaction has no
  // listener, and an unheard 'error' event kills the process. The failed query already
  // rejects to its caller (answered 503, see db/availability.ts) and the pool drops the
  // broken client on release, so both listeners only keep the process alive.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
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
