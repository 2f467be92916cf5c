import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currency } from '../domains/settings/currencies/tables.ts';
import { testDatabase } from '../test/database.ts';
import type { Database } from './database.ts';
import { executeRows } from './database.ts';
import { oneGenericPlanList } from './one-plan-list.ts';
import { reusedStatement } from './prepared-read.ts';
import { withTransaction } from './transaction.ts';

/*
 * A list behind `oneGenericPlanList` (issue 29, tenth pass): the rows of a bare `= any($1)`,
 * and on PostgreSQL a statement the connection plans once and keeps (it was planned afresh
 * at every call, each custom plan priced for its own short list).
 */

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const currencyNames = reusedStatement<{ names: string[] | null }>(
  'test_currencies_one_plan_list',
  sql`select (select json_agg(t.name order by t.code) from ${currency} t
    where t.code = any(${oneGenericPlanList('codes')})) as names`,
);

describe('oneGenericPlanList', () => {
  it('answers the rows of the list, none for an empty one', async () => {
    const names = await database.db
      .select({ name: currency.name })
      .from(currency)
      .where(sql`${currency.code} in ('eur', 'usd')`)
      .orderBy(currency.code);
    expect(names).toHaveLength(2);
    expect(await currencyNames(database.db, { codes: ['usd', 'missing', 'eur'] })).toEqual([
      { names: names.map((row) => row.name) },
    ]);
    expect(await currencyNames(database.db, { codes: [] })).toEqual([{ names: null }]);
  });

  it('is planned once on PostgreSQL: the generic plan kept after the five trial plans', async () => {
    if (database.kind !== 'postgres') return;
    const plans = await withTransaction(database.db, async (tx) => {
      // One connection: the transaction's. Lists of one code, as a cart's answer sends.
      for (let run = 0; run < 8; run++) await currencyNames(tx, { codes: ['eur'] });
      return executeRows<{ generic_plans: string; custom_plans: string }>(
        tx,
        sql`select generic_plans, custom_plans from pg_prepared_statements
          where name = 'test_currencies_one_plan_list'`,
      );
    });
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]?.custom_plans)).toBe(5);
    expect(Number(plans[0]?.generic_plans)).toBeGreaterThanOrEqual(3);
  });
});
