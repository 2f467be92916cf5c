import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { LoadedCart } from '../../carts/index.ts';
import { handCartLinesToSwap, insertPayment, updateCart } from '../../carts/index.ts';
import type { RegionRow } from '../../settings/index.ts';
import { type SwapRow, swap } from './tables.ts';

/*
 * Completing a swap's cart confirms the swap (checkout/complete.ts calls this inside its
 * savepoint, after stock was reserved for the new lines and a positive difference was
 * authorized). The lines the shopper added and the shipping methods chosen become the
 * swap's; difference_due becomes the cart's final total; an authorized payment is the
 * swap's payment (captured by AdminProcessOrderSwapPayment).
 */

export async function lockSwapOfCart(db: Executor, cartId: string): Promise<SwapRow> {
  const [row] = await db
    .select()
    .from(swap)
    .where(and(eq(swap.cart_id, cartId), isNull(swap.deleted_at)))
    .for('update');
  if (!row) throw errors.notFound('Swap of cart', cartId);
  return row;
}

export interface ConfirmSwapInput {
  cart: LoadedCart;
  region: RegionRow;
  payment: { provider_id: string; data: Record<string, unknown> } | null;
  idempotencyKey: string | null;
  now: Date;
}

export async function confirmSwap(tx: Executor, input: ConfirmSwapInput): Promise<SwapRow> {
  const { cart, now } = input;
  const row = await lockSwapOfCart(tx, cart.id);
  if (row.canceled_at) {
    throw errors.notAllowed(`Swap ${row.id} is canceled`, 'swap_canceled');
  }
  // Their usage and balances are taken only when an order is placed (place-order.ts).
  if (cart.discounts.length > 0 || cart.gift_cards.length > 0) {
    throw errors.notAllowed(
      'Discounts and gift cards cannot be used on the cart of a swap',
      'swap_cart_reductions',
    );
  }
  let paymentId: string | null = null;
  if (input.payment) {
    paymentId = newId('pay');
    await insertPayment(tx, {
      id: paymentId,
      swap_id: row.id,
      cart_id: cart.id,
      amount: cart.total,
      currency_code: input.region.currency_code,
      provider_id: input.payment.provider_id,
      data: input.payment.data,
      idempotency_key: input.idempotencyKey,
    });
  }
  await handCartLinesToSwap(tx, cart.id, row.id);
  await updateCart(tx, cart.id, {
    completed_at: now,
    payment_id: paymentId,
    ...(input.payment ? { payment_authorized_at: now } : {}),
    idempotency_key: input.idempotencyKey,
  });
  const [confirmed] = await tx
    .update(swap)
    .set({
      confirmed_at: now,
      difference_due: cart.total,
      payment_status: input.payment ? 'awaiting' : 'not_paid',
      shipping_address_id: cart.shipping_address_id,
      updated_at: now,
    })
    .where(eq(swap.id, row.id))
    .returning();
  if (!confirmed) throw new Error('UPDATE … RETURNING gave no row');
  return confirmed;
}
