import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { cancelPaymentRow, lineIdsOf, lockPaymentsOfOrder } from '../../carts/index.ts';
import { refreshItemStock, releaseLineReservations } from '../../inventory/index.ts';
import { findGiftCard, updateGiftCard } from '../../promotions/index.ts';
import { fulfillment } from '../fulfillments/tables.ts';
import { updateOrderRow } from './admin-repository.ts';
import { loadOrder, type Order } from './load.ts';
import { requireLockedOrder } from './state.ts';
import { checkOrderStatus } from './status.ts';
import { giftCardTransaction } from './tables.ts';

/*
 * AdminCancelOrder, in one transaction under the order's row lock. Refused while a
 * fulfillment is not canceled (its goods are packed or gone) and while captured money has
 * not been refunded in full (canceling must not keep the customer's money). Otherwise the
 * lines' reservations are released (the variants' stock is refreshed), authorizations not
 * captured are voided with their providers, and what gift cards paid goes back onto them.
 */

/** Frees the stock the lines of an order (or of a swap) hold. */
export async function releaseReservations(
  tx: Executor,
  owner: { order_id: string } | { swap_id: string },
): Promise<void> {
  const lines = lineIdsOf(
    tx,
    'order_id' in owner
      ? { column: 'order_id', id: owner.order_id }
      : { column: 'swap_id', id: owner.swap_id },
  );
  await refreshItemStock(tx, await releaseLineReservations(tx, lines));
}

/** Puts back on each gift card what it paid for the order (card rows locked in id order). */
async function restoreGiftCards(tx: Tx, orderId: string): Promise<void> {
  const spent = await tx
    .select()
    .from(giftCardTransaction)
    .where(eq(giftCardTransaction.order_id, orderId))
    .orderBy(asc(giftCardTransaction.gift_card_id));
  for (const transaction of spent) {
    const card = await findGiftCard(tx, transaction.gift_card_id, true);
    if (!card) continue;
    const balance = Math.min(card.value, card.balance + transaction.amount);
    await updateGiftCard(tx, card.id, { balance });
  }
}

export async function cancelOrder(db: Executor, id: string): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'cancel');
    const [open] = await tx
      .select({ id: fulfillment.id })
      .from(fulfillment)
      .where(and(eq(fulfillment.order_id, id), isNull(fulfillment.canceled_at)))
      .limit(1);
    if (open) {
      throw errors.notAllowed(
        `Order ${id} has fulfillment ${open.id}; cancel its fulfillments before the order`,
        'order_has_fulfillments',
      );
    }
    const payments = await lockPaymentsOfOrder(tx, id);
    const kept = payments.find((p) => p.captured_at && p.amount_refunded < p.amount);
    if (kept) {
      throw errors.notAllowed(
        `Payment ${kept.id} is captured; refund it in full before canceling the order`,
        'order_payment_captured',
      );
    }
    for (const payment of payments) {
      if (!payment.captured_at) await cancelPaymentRow(tx, payment);
    }
    await releaseReservations(tx, { order_id: id });
    await restoreGiftCards(tx, id);
    const refunded = payments.some((p) => p.captured_at);
    const updated = await updateOrderRow(tx, id, {
      status: 'canceled',
      fulfillment_status: 'canceled',
      payment_status: refunded ? 'refunded' : 'canceled',
      canceled_at: new Date(),
    });
    return loadOrder(tx, updated);
  });
}
