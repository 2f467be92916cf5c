import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { orderBy } from '../../../db/trimmed-list-query.ts';
import { currency } from './tables.ts';

export type CurrencyRow = typeof currency.$inferSelect;

export interface CurrencyFilter {
  code?: string;
  includes_tax?: boolean;
  order?: string;
  limit: number;
  offset: number;
}

export async function listCurrencies(
  db: Executor,
  filter: CurrencyFilter,
): Promise<[CurrencyRow[], number]> {
  const where: SQL | undefined = and(
    filter.code === undefined ? undefined : eq(currency.code, filter.code.toLowerCase()),
    filter.includes_tax === undefined ? undefined : eq(currency.includes_tax, filter.includes_tax),
  );
  const order = orderBy(
    filter.order,
    { code: currency.code, name: currency.name },
    currency.code,
    'code',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(currency)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(currency).where(where),
  ]);
  return [rows, total?.n ?? 0];
}

export async function findCurrencies(db: Executor, codes: string[]): Promise<CurrencyRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(currency).where(inArray(currency.code, codes));
}

export async function findCurrency(db: Executor, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currency).where(eq(currency.code, code.toLowerCase()));
  return row;
}

export async function updateCurrency(
  db: Executor,
  code: string,
  changes: Partial<Pick<CurrencyRow, 'includes_tax'>>,
): Promise<CurrencyRow | undefined> {
  if (Object.keys(changes).length === 0) return findCurrency(db, code);
  const [row] = await db
    .update(currency)
    .set(changes)
    .where(eq(currency.code, code.toLowerCase()))
    .returning();
  return row;
}
