/**
 * Migrates and seeds one database for the whole run, so that each test file starts from a copy
 * of it instead of re-running migrations:
 * - embedded (default): a PGlite data-directory snapshot on disk, restored in memory per file;
 * - TEST_DATABASE_URL set: a template database on that PostgreSQL server, cloned per file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { projectPath } from "../../server/project-path";

export const TEMPLATE_DATABASE = "clover_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    snapshotPath: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? "";
  project.provide("postgresUrl", postgresUrl);
  if (postgresUrl) {
    await createPostgresTemplate(postgresUrl);
    project.provide("snapshotPath", "");
    return;
  }
  const handle = await openDatabase({ kind: "pglite-memory" });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true });
  const snapshot = await handle.dump?.();
  await handle.close();
  if (!snapshot) throw new Error("PGlite snapshot failed");
  const snapshotPath = projectPath(".tmp", "test-db-snapshot.tar");
  await fs.mkdir(path.dirname(snapshotPath), { recursive: true });
  await fs.writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("snapshotPath", snapshotPath);
}

async function createPostgresTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: "postgres",
    url: withDatabase(serverUrl, TEMPLATE_DATABASE),
  });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true });
  } finally {
    await handle.close();
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
