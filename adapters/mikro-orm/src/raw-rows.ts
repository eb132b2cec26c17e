import type { EntityData, EntitySchema } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { executeBound } from './bound-statement.js';

/**
 * Maps rows of a raw SQL statement (column names, driver values) to an entity's property names and
 * JavaScript values (dates, JSON), as a lean query would give them: no entity, no identity map.
 */
export function mapRawRows<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, rows: readonly object[]): T[] {
  const meta = em.getMetadata(schema.meta.class);
  return rows.map((row) => em.getDriver().mapResult(row as EntityData<T>, meta) as T);
}

/**
 * Every column of an entity's table, named: what a statement run prepared reads instead of `*`. A
 * migration that adds a column to a table then leaves the statement's result as it was, where with
 * `*` PostgreSQL refuses a statement prepared before it ("cached plan must not change result
 * type"), which inside a transaction aborts the transaction (see `prepared-statements.ts`).
 */
export function columnList<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>): string {
  let list = COLUMN_LISTS.get(schema);
  if (list === undefined) {
    list = columnsOf(em, schema)
      .map((column) => `"${column}"`)
      .join(', ');
    COLUMN_LISTS.set(schema, list);
  }
  return list;
}

/**
 * One row by primary key in plain SQL, mapped as {@link mapRawRows} does: the lookups every request
 * makes (its session, its account, the purchase it redeems) skip the query builder and hydration.
 */
export async function findRowById<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, id: number | string): Promise<T | null> {
  return findRowBy(em, schema, 'id', id);
}

/**
 * One row by a unique column (named as in the table), as {@link findRowById}: a bound statement of
 * fixed text, so its connection plans it once (see `prepared-statements.ts`).
 */
export async function findRowBy<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, column: string, value: number | string): Promise<T | null> {
  const meta = em.getMetadata(schema.meta.class);
  const rows = await executeBound<object>(em, `select ${columnList(em, schema)} from "${meta.tableName}" where "${column}" = ? limit 1`, [value]);
  return mapRawRows(em, schema, rows)[0] ?? null;
}

/**
 * Every column of an entity's table as `alias`, each named `alias__column`, so that one statement
 * can read rows of several tables side by side (joins) and {@link aliasedRow} split them again.
 */
export function aliasedColumns<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, alias: string): string {
  return columnsOf(em, schema)
    .map((column) => `${alias}."${column}" as "${alias}__${column}"`)
    .join(', ');
}

/** The part of a row read with {@link aliasedColumns}, mapped as {@link mapRawRows} does; null when its join found none. */
export function aliasedRow<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, alias: string, row: Record<string, unknown>): T | null {
  const meta = em.getMetadata(schema.meta.class);
  const primary = meta.getPrimaryProps()[0]?.fieldNames[0];
  if (primary === undefined || row[`${alias}__${primary}`] == null) return null;
  const own: Record<string, unknown> = {};
  for (const column of columnsOf(em, schema)) own[column] = row[`${alias}__${column}`];
  return mapRawRows(em, schema, [own])[0] ?? null;
}

/**
 * Inserts one row of an entity as a bound statement of fixed text (every column but a generated
 * key, from the record's properties) with `on conflict do nothing`, and answers the generated key,
 * or null when a unique constraint already held the row's value. Nothing fails, so a transaction
 * goes on without a savepoint (one round trip where `guardUniqueConstraints` in one takes three), and the
 * caller tells which constraint it met by reading. A record without one of the columns' properties
 * is a programming error: it throws before anything is sent.
 */
export async function insertRowUnlessTaken<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, record: Readonly<Record<string, unknown>>): Promise<number | null> {
  const insert = insertOf(em, schema);
  const values = insert.properties.map((property) => {
    const value = record[property];
    if (value === undefined) throw new Error(`The ${schema.meta.className} record has no ${property}.`);
    return value;
  });
  const [row] = await executeBound<{ key: number | string }>(em, insert.sql, values);
  return row === undefined ? null : Number(row.key);
}

const INSERTS = new WeakMap<object, { sql: string; properties: string[] }>();

function insertOf<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>): { sql: string; properties: string[] } {
  let insert = INSERTS.get(schema);
  if (!insert) {
    const meta = em.getMetadata(schema.meta.class);
    const [primary] = meta.getPrimaryProps();
    if (!primary?.autoincrement || primary.fieldNames.length !== 1) throw new Error(`${meta.className} has no generated key to answer.`);
    const written = meta.props.filter((prop) => prop.persist !== false && prop !== primary && prop.fieldNames?.length === 1);
    const columns = written.map((prop) => `"${prop.fieldNames[0]}"`).join(', ');
    const sql = `insert into "${meta.tableName}" (${columns}) values (${written.map(() => '?').join(', ')}) on conflict do nothing returning "${primary.fieldNames[0]}" as key`;
    insert = { sql, properties: written.map((prop) => prop.name) };
    INSERTS.set(schema, insert);
  }
  return insert;
}

/** Each entity's columns, worked out once per schema (every request reads its session this way). */
const COLUMNS = new WeakMap<object, string[]>();
const COLUMN_LISTS = new WeakMap<object, string>();

function columnsOf<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>): string[] {
  let columns = COLUMNS.get(schema);
  if (!columns) {
    columns = em
      .getMetadata(schema.meta.class)
      .props.filter((prop) => prop.persist !== false)
      .flatMap((prop) => prop.fieldNames ?? []);
    COLUMNS.set(schema, columns);
  }
  return columns;
}
