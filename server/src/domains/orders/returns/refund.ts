import type { Executor } from '../../../db/transaction.ts';
import {
  linkRefund,
  lockPaymentsOfOrder,
  type RefundRow,
  refundableOf,
  refundPaymentRow,
  refundTooLarge,
} from '../../carts/index.ts';
import { checkPaymentStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/tables.ts';

/** What a refund was for: a return, a claim, a claim's return, or a swap's difference. */
export interface RefundLink {
  return_id?: string | null;
  claim_order_id?: string | null;
  swap_id?: string | null;
}

/**
 * Refunds `amount` from the order's captured payments, oldest first, through
 * payments/refund.ts (so never past what is refundable); each refund row points at what it
 * was for.
 */
export async function refundLinked(
  db: Executor,
  order: OrderRow,
  amount: number,
  reason: 'return' | 'claim' | 'swap',
  link: RefundLink,
): Promise<RefundRow[]> {
  if (amount === 0) return [];
  checkPaymentStatus(order, 'refund');
  const payments = await lockPaymentsOfOrder(db, order.id);
  const refundable = payments.reduce((sum, p) => sum + refundableOf(p), 0);
  if (amount > refundable) throw refundTooLarge(amount, refundable);
  const refunds: RefundRow[] = [];
  let left = amount;
  for (const payment of payments) {
    const take = Math.min(refundableOf(payment), left);
    if (take === 0) continue;
    const created = await refundPaymentRow(db, payment, { amount: take, reason });
    const linked = await linkRefund(db, created.id, {
      return_id: link.return_id ?? null,
      claim_order_id: link.claim_order_id ?? null,
      swap_id: link.swap_id ?? null,
    });
    refunds.push(linked ?? created);
    left -= take;
  }
  return refunds;
}
