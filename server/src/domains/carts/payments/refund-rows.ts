import type { StoreComponents } from '@commerce/client/contract';
import { asc, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type RefundRow, refund } from './tables.ts';

export type Refund = StoreComponents['schemas']['Refund'];

export function toRefund(row: RefundRow): Refund {
  const { return_id: _return, swap_id: _swap, claim_order_id: _claim, ...wire } = row;
  return { ...wire, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** The refunds of a page of orders, oldest first, in one query. */
export async function refundsOfOrders(db: Executor, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refund)
    .where(inArray(refund.order_id, orderIds))
    .orderBy(asc(refund.created_at), asc(refund.id));
}
