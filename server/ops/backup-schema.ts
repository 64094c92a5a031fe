/**
 * Rebuilding the schema a backup was made with: everything of the public schema dropped, then
 * the migrations applied inside the restore's own transaction.
 */
import { sql } from "drizzle-orm";
import type { readMigrationFiles } from "drizzle-orm/migrator";
import { type Executor, ident, query } from "./backup-catalog";

/** Drops every table, view and sequence of the public schema and the migration history. */
export async function dropSchemaObjects(tx: Executor) {
  const objects = await query<{ name: string; kind: string }>(
    tx,
    sql`select c.relname as name, c.relkind::text as kind
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_depend d on d.objid = c.oid and d.deptype = 'e'
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S') and d.objid is null`,
  );
  const keyword = { r: "table", p: "table", v: "view", m: "materialized view", S: "sequence" };
  for (const kind of ["v", "m", "r", "p", "S"] as const) {
    for (const object of objects.filter((candidate) => candidate.kind === kind)) {
      await tx.execute(sql`drop ${sql.raw(keyword[kind])} if exists ${ident(object.name)} cascade`);
    }
  }
  await tx.execute(sql.raw("drop table if exists drizzle.__drizzle_migrations"));
}

export type Migration = ReturnType<typeof readMigrationFiles>[number];

/**
 * Applies migrations the way drizzle's migrator does (same history table, same hashes), but
 * inside the caller's transaction, so a restore is all or nothing.
 */
export async function applyMigrations(tx: Executor, migrations: Migration[]) {
  await tx.execute(sql.raw("create schema if not exists drizzle"));
  await tx.execute(
    sql.raw(
      "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    ),
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
