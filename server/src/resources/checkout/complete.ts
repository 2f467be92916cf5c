import { inArray } from 'drizzle-orm';
import { type Executor, type Tx, withTransaction } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import type { AuthorizationResult } from '../../payments/provider.ts';
import { paymentProvider } from '../../payments/providers.ts';
import { loadCart, requireCart } from '../carts/load.ts';
import { discountsOfCart, evaluationContext, usableGiftCardsOfCart } from '../carts/reductions.ts';
import { refreshCart } from '../carts/refresh.ts';
import { giftCardIdsOfCart, itemsOfCart } from '../carts/repository.ts';
import { updateSession } from '../carts/sessions-repository.ts';
import type { CartRow } from '../carts/tables.ts';
import type { LoadedCart } from '../carts/wire.ts';
import { stockLocationsOfChannel } from '../channel-stock/locations.ts';
import { reserveLines } from '../channel-stock/reserve.ts';
import { discountRefusal, REFUSAL_MESSAGES } from '../discounts/evaluate.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { findOrderOfCart } from '../orders/repository.ts';
import type { OrderRow } from '../orders/tables.ts';
import { productVariant } from '../products/tables.ts';
import { findRegion } from '../regions/repository.ts';
import { placeOrder } from './place-order.ts';

/*
 * Completing a cart (StoreCompleteCart), in ONE transaction that starts with the cart's
 * row lock:
 *
 * 1. a completed cart answers its order: a retry, a second tab or 49 concurrent calls all
 *    queue on the lock and then find the order the first one placed (and `order.cart_id`
 *    is unique, so no path can place a second one);
 * 2. the cart is recomputed under the lock and checked (items, email, shipping for every
 *    line, a selected payment session when something is due);
 * 3. in a savepoint: stock is reserved at the sales channel's locations (insufficient
 *    stock refuses the order), the payment is authorized, discount usage and gift card
 *    balances are taken, and the order is created with its payment;
 * 4. a payment that needs more action from the shopper rolls the savepoint back and
 *    answers the cart with the reason, its session marked `requires_more`; a declined
 *    one refuses the completion (400) with nothing changed.
 *
 * Payment providers run inside the transaction. Both built-in ones answer in-process; a
 * provider that calls a remote API would hold the cart's lock meanwhile, which only
 * delays other calls about the same cart.
 */

export type Completion =
  | { type: 'order'; data: Order }
  | { type: 'cart'; data: LoadedCart; message: string };

export interface CompletionResult {
  completion: Completion;
  /** The order placed by this call; null when it answered an earlier one. */
  placed: OrderRow | null;
}

/** A payment the shopper must still act on; unwinds the savepoint of step 3. */
class PaymentNeedsAction extends Error {
  constructor(
    readonly sessionId: string,
    readonly result: Extract<AuthorizationResult, { status: 'requires_more' }>,
  ) {
    super(result.message);
  }
}

function checkCompletable(cart: LoadedCart): void {
  if (cart.items.length === 0) {
    throw errors.notAllowed('A cart without items cannot be completed', 'cart_empty');
  }
  if (!cart.email || !cart.customer_id) {
    throw errors.notAllowed('The cart needs an email before it is completed', 'email_required');
  }
  if (!cart.shipping_address_id) {
    throw errors.notAllowed(
      'The cart needs a shipping address before it is completed',
      'shipping_address_required',
    );
  }
  if (cart.items.some((item) => !item.has_shipping)) {
    throw errors.notAllowed(
      'Every item of the cart needs a shipping method of its shipping profile',
      'shipping_method_required',
    );
  }
  if (cart.total > 0 && !cart.payment_session) {
    throw errors.notAllowed(
      'The cart needs a selected payment session before it is completed',
      'payment_session_required',
    );
  }
}

/**
 * A discount or gift card the shopper applied that can no longer be used (a usage limit
 * reached by other orders, an end date passed, a card disabled) refuses the completion
 * rather than being dropped silently: the shopper would otherwise pay more than shown.
 */
async function refuseLostReductions(tx: Tx, cart: CartRow): Promise<void> {
  const context = await evaluationContext(tx, cart);
  for (const discount of await discountsOfCart(tx, cart.id)) {
    const refusal = discountRefusal(discount, context);
    if (refusal) throw errors.notAllowed(REFUSAL_MESSAGES[refusal], `discount_${refusal}`);
  }
  const usable = new Set((await usableGiftCardsOfCart(tx, cart, context.now)).map((c) => c.id));
  if ((await giftCardIdsOfCart(tx, cart.id)).some((id) => !usable.has(id))) {
    throw errors.notAllowed(
      'A gift card of the cart can no longer be used',
      'gift_card_unavailable',
    );
  }
}

/** Reserves stock for every line of a managed variant, at the channel's locations. */
async function reserveStock(tx: Tx, cart: CartRow): Promise<void> {
  const items = (await itemsOfCart(tx, cart.id)).filter((item) => item.variant_id !== null);
  const variantIds = [...new Set(items.map((item) => item.variant_id as string))];
  if (variantIds.length === 0) return;
  const variants = await tx
    .select()
    .from(productVariant)
    .where(inArray(productVariant.id, variantIds));
  const lines = items.flatMap((item) => {
    const variant = variants.find((v) => v.id === item.variant_id);
    if (!variant?.manage_inventory) return [];
    return [
      {
        line_item_id: item.id,
        variant_id: variant.id,
        quantity: item.quantity,
        allow_backorder: variant.allow_backorder,
      },
    ];
  });
  await reserveLines(tx, lines, await stockLocationsOfChannel(tx, cart.sales_channel_id));
}

export async function completeCart(
  db: Executor,
  cartId: string,
  idempotencyKey: string | undefined,
): Promise<CompletionResult> {
  return withTransaction(db, async (tx) => {
    const locked = await requireCart(tx, cartId, true);
    if (locked.completed_at) {
      const existing = await findOrderOfCart(tx, locked.id);
      if (!existing)
        throw errors.notAllowed(`Cart ${cartId} is already completed`, 'cart_completed');
      return { completion: { type: 'order', data: await loadOrder(tx, existing) }, placed: null };
    }
    await refuseLostReductions(tx, locked);
    await refreshCart(tx, locked);
    const row = await requireCart(tx, cartId);
    const cart = await loadCart(tx, row);
    checkCompletable(cart);
    const region = await findRegion(tx, row.region_id);
    if (!region) throw errors.notAllowed("The cart's region no longer exists", 'region_deleted');
    const now = new Date();
    const key = idempotencyKey ?? null;
    try {
      const order = await withTransaction(tx, async (sp) => {
        await reserveStock(sp, row);
        let authorized = null;
        if (cart.total > 0 && cart.payment_session) {
          const session = cart.payment_session;
          const provider = paymentProvider(session.provider_id);
          const result = await provider.authorize(session.data, {
            amount: cart.total,
            currency_code: region.currency_code,
            resource_id: cart.id,
            email: cart.email,
          });
          if (result.status === 'requires_more') throw new PaymentNeedsAction(session.id, result);
          if (result.status === 'error') {
            throw errors.notAllowed(result.message, 'payment_authorization_error');
          }
          await updateSession(sp, session.id, {
            status: 'authorized',
            data: result.data,
            amount: cart.total,
            payment_authorized_at: now,
            idempotency_key: key,
          });
          authorized = { provider_id: session.provider_id, data: result.data };
        }
        try {
          return await placeOrder(sp, {
            cart,
            region,
            customerId: cart.customer_id as string,
            email: cart.email as string,
            payment: authorized,
            giftCards: await usableGiftCardsOfCart(sp, row, now),
            idempotencyKey: key,
            now,
          });
        } catch (error) {
          // The order is refused after all: release the authorization with the provider.
          if (authorized) await paymentProvider(authorized.provider_id).cancel(authorized.data);
          throw error;
        }
      });
      return { completion: { type: 'order', data: await loadOrder(tx, order) }, placed: order };
    } catch (error) {
      if (!(error instanceof PaymentNeedsAction)) throw error;
      await updateSession(tx, error.sessionId, {
        status: 'requires_more',
        data: error.result.data,
        idempotency_key: key,
      });
      const again = await loadCart(tx, await requireCart(tx, cartId));
      return {
        completion: { type: 'cart', data: again, message: error.result.message },
        placed: null,
      };
    }
  });
}
