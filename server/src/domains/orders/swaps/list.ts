import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { type SwapFulfillmentStatus, type SwapPaymentStatus, swap } from './tables.ts';
import { loadSwaps, type Swap } from './wire.ts';

/** AdminListSwaps (every filter of the contract) and the single-swap reads. */

export interface SwapFilters {
  id?: string[] | undefined;
  order_id?: string[] | undefined;
  fulfillment_status?: SwapFulfillmentStatus[] | undefined;
  payment_status?: SwapPaymentStatus[] | undefined;
  created_at?: Comparison<string> | undefined;
  updated_at?: Comparison<string> | undefined;
}

const ORDERABLE = {
  created_at: swap.created_at,
  updated_at: swap.updated_at,
  fulfillment_status: swap.fulfillment_status,
  payment_status: swap.payment_status,
};

const oneOf = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values ? inArray(column, values) : undefined;

export async function listSwaps(
  db: Executor,
  filters: SwapFilters,
  page: Page,
): Promise<{ swaps: Swap[]; count: number }> {
  const condition = and(
    isNull(swap.deleted_at),
    oneOf(swap.id, filters.id),
    oneOf(swap.order_id, filters.order_id),
    oneOf(swap.fulfillment_status, filters.fulfillment_status),
    oneOf(swap.payment_status, filters.payment_status),
    compare(swap.created_at, filters.created_at),
    compare(swap.updated_at, filters.updated_at),
  );
  const found = await db
    .select({ row: swap, total: totalOf(swap, condition) })
    .from(swap)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, swap.id))
    .limit(page.limit)
    .offset(page.offset);
  const { rows, count: total } = await countedPage(found, page.offset, async () => {
    const [counted] = await db.select({ n: count() }).from(swap).where(condition);
    return counted?.n ?? 0;
  });
  return { swaps: await loadSwaps(db, rows), count: total };
}

export async function getSwap(db: Executor, id: string): Promise<Swap> {
  const rows = await db
    .select()
    .from(swap)
    .where(and(eq(swap.id, id), isNull(swap.deleted_at)));
  const [loaded] = await loadSwaps(db, rows);
  if (!loaded) throw errors.notFound('Swap', id);
  return loaded;
}

/** StoreGetSwapByCartId: the swap a cart belongs to. */
export async function getSwapOfCart(db: Executor, cartId: string): Promise<Swap> {
  const rows = await db
    .select()
    .from(swap)
    .where(and(eq(swap.cart_id, cartId), isNull(swap.deleted_at)));
  const [loaded] = await loadSwaps(db, rows);
  if (!loaded) throw errors.notFound('Swap of cart', cartId);
  return loaded;
}
