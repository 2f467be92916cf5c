import { and, count, eq, gt, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type GiftCardRow, giftCard, type NewGiftCard } from './tables.ts';

export interface GiftCardFilters {
  q?: string;
  id?: string[];
  region_id?: string[];
  order_id?: string;
  is_disabled?: boolean;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: giftCard.created_at,
  updated_at: giftCard.updated_at,
  code: giftCard.code,
  value: giftCard.value,
  balance: giftCard.balance,
  ends_at: giftCard.ends_at,
};

const live = isNull(giftCard.deleted_at);

function where(filters: GiftCardFilters): SQL | undefined {
  return and(
    live,
    filters.q ? ilike(giftCard.code, containsPattern(filters.q)) : undefined,
    filters.id?.length ? inArray(giftCard.id, filters.id) : undefined,
    filters.region_id?.length ? inArray(giftCard.region_id, filters.region_id) : undefined,
    filters.order_id ? eq(giftCard.order_id, filters.order_id) : undefined,
    filters.is_disabled === undefined ? undefined : eq(giftCard.is_disabled, filters.is_disabled),
    compare(giftCard.created_at, filters.created_at),
    compare(giftCard.updated_at, filters.updated_at),
  );
}

export async function listGiftCardRows(
  db: Executor,
  filters: GiftCardFilters,
  page: Page,
): Promise<{ rows: GiftCardRow[]; count: number }> {
  const condition = where(filters);
  const found = await db
    .select({ row: giftCard, total: totalOf(giftCard, condition) })
    .from(giftCard)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, giftCard.id))
    .limit(page.limit)
    .offset(page.offset);
  return countedPage(found, page.offset, async () => {
    const [total] = await db.select({ n: count() }).from(giftCard).where(condition);
    return total?.n ?? 0;
  });
}

/** A live card; `lock` takes its row lock for the rest of the transaction. */
export async function findGiftCard(
  db: Executor,
  id: string,
  lock = false,
): Promise<GiftCardRow | undefined> {
  const query = db
    .select()
    .from(giftCard)
    .where(and(eq(giftCard.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A card a shopper can redeem now: live, enabled and not expired. */
export async function findRedeemableGiftCard(
  db: Executor,
  code: string,
  now: Date,
): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCard)
    .where(
      and(
        eq(giftCard.code, code),
        live,
        eq(giftCard.is_disabled, false),
        or(isNull(giftCard.ends_at), gt(giftCard.ends_at, now)),
      ),
    );
  return row;
}

export async function insertGiftCard(db: Executor, values: NewGiftCard): Promise<GiftCardRow> {
  const [row] = await db.insert(giftCard).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateGiftCard(
  db: Executor,
  id: string,
  values: Partial<Omit<NewGiftCard, 'id' | 'code' | 'value' | 'created_at'>>,
): Promise<GiftCardRow> {
  const [row] = await db
    .update(giftCard)
    .set({ ...values, updated_at: new Date() })
    .where(eq(giftCard.id, id))
    .returning();
  if (!row) throw new Error(`Gift card ${id} vanished during its update`);
  return row;
}
