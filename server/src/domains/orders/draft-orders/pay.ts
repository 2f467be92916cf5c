import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { SYSTEM_PAYMENT_PROVIDER_ID, systemPaymentProvider } from '../../../payments/system.ts';
import type { LoadedCart } from '../../carts/index.ts';
import { loadCart, requireCart } from '../../carts/index.ts';
import { findRegion } from '../../settings/index.ts';
import { placeOrder, refuseLostReductions, reserveStock } from '../checkout/place-order.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { findOrder, findOrderOfCart } from '../orders/repository.ts';
import type { OrderRow } from '../orders/tables.ts';
import { draftCartId, refreshDraftCart, requireDraftOrder } from './draft-cart.ts';
import { updateDraftOrder } from './repository.ts';

/*
 * AdminPayDraftOrder: staff mark a draft paid (the money was taken outside the store), and
 * its cart becomes an order, in ONE transaction that starts with the draft's row lock:
 *
 * 1. a completed draft answers its order: paying twice (a retry, two tabs) returns the
 *    same order, never a second one (idempotent, like completing a cart);
 * 2. the cart is refreshed and checked (items, email, shipping address, a shipping method
 *    for every line; a discount used up meanwhile refuses rather than raising the total);
 * 3. stock is reserved, the payment recorded with the `system` provider as captured, and
 *    the order placed by the checkout's own code (checkout/place-order.ts); the draft is
 *    completed with the order's id.
 */

export interface PaidDraft {
  order: Order;
  /** The order placed by this call; null when it answered an earlier payment. */
  placed: OrderRow | null;
}

function checkPayable(cart: LoadedCart): void {
  if (cart.items.length === 0) {
    throw errors.notAllowed('A draft order without items cannot be paid', 'cart_empty');
  }
  if (!cart.email || !cart.customer_id) {
    throw errors.notAllowed('The draft order needs an email before it is paid', 'email_required');
  }
  if (!cart.shipping_address_id) {
    throw errors.notAllowed(
      'The draft order needs a shipping address before it is paid',
      'shipping_address_required',
    );
  }
  if (cart.items.some((item) => !item.has_shipping)) {
    throw errors.notAllowed(
      'Every item of the draft order needs a shipping method of its shipping profile',
      'shipping_method_required',
    );
  }
}

export async function payDraftOrder(
  db: Executor,
  id: string,
  staffUserId: string,
): Promise<PaidDraft> {
  return withTransaction(db, async (tx) => {
    const draft = await requireDraftOrder(tx, id, true);
    if (draft.status === 'completed' && draft.order_id) {
      const existing = await findOrder(tx, draft.order_id);
      if (!existing) throw new Error(`Draft order ${id} names a missing order`);
      return { order: await loadOrder(tx, existing), placed: null };
    }
    const locked = await requireCart(tx, draftCartId(draft), true);
    const now = new Date();
    if (locked.completed_at) {
      // The cart was completed through the store API with its id: that order is the draft's.
      const existing = await findOrderOfCart(tx, locked.id);
      if (!existing) {
        throw errors.notAllowed(`The cart of draft order ${id} is completed`, 'cart_completed');
      }
      await updateDraftOrder(tx, draft.id, {
        status: 'completed',
        order_id: existing.id,
        completed_at: now,
      });
      return { order: await loadOrder(tx, existing), placed: null };
    }
    await refuseLostReductions(tx, locked);
    await refreshDraftCart(tx, locked.id);
    const row = await requireCart(tx, locked.id);
    const cart = await loadCart(tx, row);
    checkPayable(cart);
    const region = await findRegion(tx, row.region_id);
    if (!region) {
      throw errors.notAllowed("The draft order's region no longer exists", 'region_deleted');
    }
    await reserveStock(tx, row);
    const payment =
      cart.total > 0
        ? {
            provider_id: SYSTEM_PAYMENT_PROVIDER_ID,
            data: await systemPaymentProvider.capture({ recorded_by: staffUserId }, cart.total),
            captured_at: now,
          }
        : null;
    const { order } = await placeOrder(tx, {
      cart,
      region,
      customerId: cart.customer_id as string,
      email: cart.email as string,
      payment,
      giftCards: [],
      idempotencyKey: null,
      now,
      draftOrderId: draft.id,
      noNotification: draft.no_notification_order,
    });
    await updateDraftOrder(tx, draft.id, {
      status: 'completed',
      order_id: order.id,
      completed_at: now,
    });
    return { order: await loadOrder(tx, order), placed: order };
  });
}
