import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.ts';
import type { Database } from './database.ts';

/*
 * The SQL migrations are the source of truth and the drizzle tables are written by hand to
 * match them (each resource's tables.ts); this holds every drizzle table to the migrated database:
 * each column's name, type and nullability, and no column the migrations lack.
 */

const source = join(import.meta.dirname, '..');

function filesDefiningTables(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'architecture'].includes(entry.name) ? [] : filesDefiningTables(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return readFileSync(path, 'utf8').includes('pgTable(') ? [path] : [];
  });
}

async function drizzleTables(): Promise<Map<string, PgTable>> {
  const tables = new Map<string, PgTable>();
  for (const file of filesDefiningTables(source)) {
    const module: Record<string, unknown> = await import(file);
    for (const value of Object.values(module)) {
      if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
    }
  }
  return tables;
}

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

const elementTypes: Record<string, string> = { int4: 'integer', int8: 'bigint' };
const serialTypes: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

/** information_schema's type in the words drizzle's getSQLType() uses. */
function typeOf(column: DatabaseColumn): string {
  if (column.data_type === 'ARRAY') {
    const element = column.udt_name.slice(1);
    return `${elementTypes[element] ?? element}[]`;
  }
  if (column.data_type === 'USER-DEFINED') return column.udt_name;
  return column.data_type;
}

let database: Database;
let columns: DatabaseColumn[];

beforeAll(async () => {
  database = await testDatabase();
  // Both drivers (PGlite and pg) answer `execute` with `{ rows }`.
  const result = (await database.db.execute(sql`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = current_schema()`)) as {
    rows: DatabaseColumn[];
  };
  columns = result.rows;
});

afterAll(async () => {
  await database?.close();
});

describe('drizzle tables against the migrated database', () => {
  it('finds the tables of every domain', async () => {
    const tables = await drizzleTables();
    expect(tables.size).toBeGreaterThan(60);
  });

  it('declares each column with the name, type and nullability the migrations give it', async () => {
    const mismatches: string[] = [];
    for (const [name, table] of await drizzleTables()) {
      const actual = new Map(
        columns.filter((c) => c.table_name === name).map((c) => [c.column_name, c]),
      );
      if (actual.size === 0) mismatches.push(`${name}: no such table`);
      for (const column of getTableConfig(table).columns) {
        const found = actual.get(column.name);
        if (!found) {
          mismatches.push(`${name}.${column.name}: no such column`);
          continue;
        }
        // `serial` is an integer whose default takes the next value of its own sequence.
        const sqlType = column.getSQLType();
        const declared = serialTypes[sqlType] ?? sqlType;
        if (declared !== sqlType && !found.column_default?.startsWith('nextval(')) {
          mismatches.push(
            `${name}.${column.name}: drizzle ${sqlType}, database without a sequence`,
          );
        }
        if (declared !== typeOf(found)) {
          mismatches.push(`${name}.${column.name}: drizzle ${declared}, database ${typeOf(found)}`);
        }
        if (column.notNull !== (found.is_nullable === 'NO')) {
          mismatches.push(
            `${name}.${column.name}: drizzle ${column.notNull ? 'not null' : 'nullable'}, database ${found.is_nullable === 'NO' ? 'not null' : 'nullable'}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
