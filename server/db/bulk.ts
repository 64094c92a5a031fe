/**
 * Many rows in one statement with one parameter (decision 0059). Drizzle's multi-row insert
 * builds a placeholder and several type checks per value: at a group of a hundred acceptances it
 * took a fifth of the server's CPU, more than PostgreSQL spent running the statements. Here the
 * rows travel as one JSON array and PostgreSQL spreads them with `jsonb_to_recordset`, each
 * column cast to its declared type, so the work on our side is one `JSON.stringify`.
 *
 * Values go through their column's own mapping first (ISO strings for timestamps, custom types),
 * except JSON columns, whose values stay objects inside the array. A JSON `null` arrives as SQL
 * NULL, as drizzle sends it. Half a surrogate pair becomes U+FFFD, as the drivers make it of a
 * text parameter (PostgreSQL refuses it inside JSON).
 */

import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** The database name of a column (the schema's keys are camelCase, the database's snake_case). */
function nameOf(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/** The type `jsonb_to_recordset` reads a column as (serials are plain integers once stored). */
function recordTypeOf(column: Column): string {
  const type = column.getSQLType();
  const serial: Record<string, string> = {
    serial: "integer",
    smallserial: "smallint",
    bigserial: "bigint",
  };
  return serial[type] ?? type;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * JSON.stringify writes a lone surrogate as an escape (`\udxxx`) and a pair as itself, so every
 * such escape not itself escaped (an odd run of backslashes) is half a pair.
 */
const LONE_SURROGATE_ESCAPE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

export function jsonWellFormed(value: unknown): string {
  const json = JSON.stringify(value);
  // The native search first: the expression is slow over the long bodies of e-mails.
  return json.includes("\\ud") ? json.replace(LONE_SURROGATE_ESCAPE, "$1\\ufffd") : json;
}

function driverValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  return column.dataType === "json" ? value : column.mapToDriverValue(value);
}

interface Shape {
  keys: string[];
  indexes: number[];
}

/** Rows that set different columns go in separate statements (an absent one takes its default). */
function shapesOf(rows: Record<string, unknown>[]): Shape[] {
  const shapes = new Map<string, Shape>();
  rows.forEach((row, index) => {
    const keys = Object.keys(row).filter((key) => row[key] !== undefined);
    const id = keys.join(",");
    const shape = shapes.get(id);
    if (shape) shape.indexes.push(index);
    else shapes.set(id, { keys, indexes: [index] });
  });
  return [...shapes.values()];
}

/** `jsonb_to_recordset($1) as r(…)` for these columns, its JSON made from these rows. */
function recordset(
  columns: Record<string, Column>,
  keys: string[],
  rows: Record<string, unknown>[],
  alias: string,
): SQL {
  const payload = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => [key, driverValue(columns[key] as Column, row[key])] as const),
    ),
  );
  const definition = keys
    .map((key) => `${ident(key)} ${recordTypeOf(columns[key] as Column)}`)
    .join(", ");
  return sql`jsonb_to_recordset(${jsonWellFormed(payload)}::jsonb) as ${sql.raw(`${alias}(${definition})`)}`;
}

function unknownKey(table: PgTable, columns: Record<string, Column>, keys: string[]): void {
  const unknown = keys.find((key) => !(key in columns));
  if (unknown) throw new Error(`${getTableName(table)} has no column ${unknown}`);
}

/** Inserts the rows, in their order, in one statement per set of columns given. */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  await write(db, table, rows as Record<string, unknown>[], false);
}

/**
 * insertRows, answering each stored row (defaults filled in) in the order of `rows`: every
 * column, or those picked by name (what is not needed is not sent back and parsed).
 */
export async function insertRowsReturning<T extends PgTable>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
): Promise<T["$inferSelect"][]>;
export async function insertRowsReturning<
  T extends PgTable,
  K extends keyof T["$inferSelect"] & string,
>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
  pick: readonly K[],
): Promise<Pick<T["$inferSelect"], K>[]>;
export async function insertRowsReturning<T extends PgTable>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
  pick?: readonly string[],
): Promise<Record<string, unknown>[]> {
  return await write(db, table, rows as Record<string, unknown>[], pick ?? true);
}

async function write(
  db: Database,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: boolean | readonly string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const answeredColumns = Object.entries(columns).filter(
    ([key]) => returning === true || (Array.isArray(returning) && returning.includes(key)),
  );
  const back = answeredColumns
    .map(([key, column]) => `${ident(nameOf(column))} as ${ident(key)}`)
    .join(", ");
  const answered: Record<string, unknown>[] = new Array(rows.length);
  for (const { keys, indexes } of shapesOf(rows)) {
    unknownKey(table, columns, keys);
    const shaped = indexes.map((index) => rows[index] as Record<string, unknown>);
    const names = keys.map((key) => ident(nameOf(columns[key] as Column))).join(", ");
    const picked = keys.map((key) => `r.${ident(key)}`).join(", ");
    const statement = sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(picked)} from ${recordset(columns, keys, shaped, "r")}${returning ? sql.raw(` returning ${back}`) : sql``}`;
    const result = (await db.execute(statement)) as unknown as {
      rows: Record<string, unknown>[];
    };
    if (!returning) continue;
    if (result.rows.length !== indexes.length) {
      throw new Error(
        `${getTableName(table)}: ${result.rows.length} rows back of ${indexes.length}`,
      );
    }
    result.rows.forEach((row, position) => {
      answered[indexes[position] as number] = Object.fromEntries(
        answeredColumns.map(([key, column]) => {
          const value = row[key];
          return [
            key,
            value === null || value === undefined ? null : column.mapFromDriverValue(value),
          ];
        }),
      );
    });
  }
  return answered;
}

/**
 * Sets each row's own values, found by its integer `id`: `update … from jsonb_to_recordset(…)`,
 * one statement per set of columns changed.
 */
export async function updateRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: { id: number; set: Partial<T["$inferInsert"]> }[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`${getTableName(table)} has no id column`);
  const sets = rows.map(({ set }) => set as Record<string, unknown>);
  for (const { keys, indexes } of shapesOf(sets)) {
    if (keys.length === 0) continue;
    unknownKey(table, columns, keys);
    const withId = indexes.map((index) => ({
      ...(sets[index] as Record<string, unknown>),
      id: (rows[index] as { id: number }).id,
    }));
    const assignments = keys
      .map((key) => `${ident(nameOf(columns[key] as Column))} = v.${ident(key)}`)
      .join(", ");
    await db.execute(
      sql`update ${table} set ${sql.raw(assignments)} from ${recordset(columns, ["id", ...keys.filter((key) => key !== "id")], withId, "v")} where ${table}.${sql.raw(ident(nameOf(idColumn)))} = v."id"`,
    );
  }
}
