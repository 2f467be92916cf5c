import type { StoreComponents } from '@commerce/client/contract';
import { asc, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type PaymentRow, payment } from './tables.ts';

export type Payment = StoreComponents['schemas']['Payment'];

export function toPayment(row: PaymentRow): Payment {
  return {
    ...row,
    captured_at: iso(row.captured_at),
    canceled_at: iso(row.canceled_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function findPayments(db: Executor, ids: string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(payment).where(inArray(payment.id, ids));
}

export async function paymentsOfOrders(db: Executor, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payment)
    .where(inArray(payment.order_id, orderIds))
    .orderBy(asc(payment.created_at), asc(payment.id));
}
