import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { AuthorizationResult } from '../../../payments/provider.ts';
import { paymentProvider } from '../../../payments/providers.ts';
import type { LoadedCart } from '../../carts/index.ts';
import {
  loadCart,
  refreshCart,
  refreshReads,
  requireCartFor,
  updateCart,
  updateSession,
} from '../../carts/index.ts';
import type { StoredQuantity } from '../../catalog/index.ts';
import { linesOfPlacedCart } from '../orders/lines.ts';
import { type KnownRelations, loadOrder, type Order } from '../orders/load.ts';
import { findOrderOfCart } from '../orders/repository.ts';
import type { OrderRow } from '../orders/tables.ts';
import { confirmSwap, lockSwapOfCart } from '../swaps/confirm.ts';
import type { SwapRow } from '../swaps/tables.ts';
import { loadSwap, type Swap } from '../swaps/wire.ts';
import {
  type PlacedOrder,
  placeOrder,
  refuseLostReductions,
  reserveStock,
  type StockedVariant,
} from './place-order.ts';

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
 *    one rolls it back too and refuses the completion (400), its session marked `error`
 *    (so a storefront that reads the cart again never takes it for a payment ready to go).
 *
 * A swap's cart (type `swap`) goes through the same steps and confirms its swap instead of
 * placing an order (swaps/confirm.ts), answering `{type: 'swap'}`.
 *
 * Payment providers run inside the transaction. Both built-in ones answer in-process; a
 * provider that calls a remote API would hold the cart's lock meanwhile, which only
 * delays other calls about the same cart.
 */

export type Completion =
  | { type: 'order'; data: Order }
  | { type: 'swap'; data: Swap }
  | { type: 'cart'; data: LoadedCart; message: string };

export interface CompletionResult {
  completion: Completion;
  /** The order placed by this call; null when it answered an earlier one. */
  placed: OrderRow | null;
}

/** What the savepoint made: an order, or a swap's confirmation. */
type Placed = { kind: 'order'; placed: PlacedOrder } | { kind: 'swap'; swap: SwapRow };

/** A payment the shopper must still act on; unwinds the savepoint of step 3. */
class PaymentNeedsAction extends Error {
  constructor(
    readonly sessionId: string,
    readonly result: Extract<AuthorizationResult, { status: 'requires_more' }>,
  ) {
    super(result.message);
  }
}

/** A payment the provider refused; unwinds the savepoint of step 3. */
class PaymentDeclined extends Error {
  constructor(
    readonly sessionId: string,
    readonly result: Extract<AuthorizationResult, { status: 'error' }>,
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
  // A swap cart's credit lines for returned units are not shipped.
  if (cart.items.some((item) => !item.is_return && !item.has_shipping)) {
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

/** The variants of the cart's lines as its answer shows them (no second read for stock). */
function stockedVariants(cart: LoadedCart): StockedVariant[] {
  return cart.items.flatMap(({ variant }) =>
    variant
      ? [
          {
            id: variant.id,
            manage_inventory: variant.manage_inventory,
            allow_backorder: variant.allow_backorder,
          },
        ]
      : [],
  );
}

/**
 * What the order just placed from `cart` shares with the cart's answer: the region, the
 * addresses and, without gift cards (whose order totals come from what they paid), the
 * lines with the stock the reservation stored; the payment as inserted; and, placed in
 * this transaction, no refunds, fulfillments, returns, edits, claims or swaps, and the
 * cart's discounts as its discount links.
 */
function knownOfPlacedCart(
  placed: PlacedOrder,
  cart: LoadedCart,
  stock: readonly StoredQuantity[],
): KnownRelations {
  const { order, payment } = placed;
  const placedLines = cart.gift_cards.length === 0;
  return {
    ...(cart.region ? { regions: [cart.region] } : {}),
    addresses: [cart.billing_address, cart.shipping_address].flatMap((a) => (a ? [a] : [])),
    payments: payment ? [payment] : [],
    refunds: [],
    ...(placedLines
      ? {
          lines: linesOfPlacedCart(order.id, cart, stock),
          relations: {
            discountLinks: cart.discounts.map((d) => ({ order_id: order.id, discount_id: d.id })),
            cardLinks: [],
            cardTotals: new Map(),
            fulfillments: new Map(),
            returns: new Map(),
            edits: new Map(),
            claims: new Map(),
            swaps: new Map(),
          },
        }
      : {}),
  };
}

export async function completeCart(
  db: Executor,
  cartId: string,
  idempotencyKey: string | undefined,
): Promise<CompletionResult> {
  const result = await completeInTransaction(db, cartId, idempotencyKey);
  // The session's `error` is committed with the transaction; the refusal is answered after.
  if ('declined' in result) {
    throw errors.notAllowed(result.declined, 'payment_authorization_error');
  }
  return result;
}

async function completeInTransaction(
  db: Executor,
  cartId: string,
  idempotencyKey: string | undefined,
): Promise<CompletionResult | { declined: string }> {
  return withTransaction(db, async (tx) => {
    // A draft order's cart answers 404 here (staff place it by paying the draft).
    const locked = await requireCartFor(tx, cartId, 'shopper', true);
    if (locked.completed_at && locked.type === 'swap') {
      const confirmed = await lockSwapOfCart(tx, locked.id);
      return { completion: { type: 'swap', data: await loadSwap(tx, confirmed) }, placed: null };
    }
    if (locked.completed_at) {
      const existing = await findOrderOfCart(tx, locked.id);
      if (!existing)
        throw errors.notAllowed(`Cart ${cartId} is already completed`, 'cart_completed');
      return { completion: { type: 'order', data: await loadOrder(tx, existing) }, placed: null };
    }
    // The cart's own rows, read once for the check of its reductions and the refresh, and
    // what the refresh read and wrote is handed on, not read again (issue 29).
    // With everything else the refresh reads, in one statement (refresh-reads.ts).
    const reads = await refreshReads(tx, locked);
    const { contents } = reads;
    await refuseLostReductions(tx, locked, contents);
    // Not touched by the refresh: every ending below that keeps the transaction writes the
    // cart's row (placeOrder or confirmSwap its completion, the payment's endings a touch).
    const refreshed = await refreshCart(tx, locked, { reads, touch: false });
    const { row, region } = refreshed;
    const cart = await loadCart(tx, row, refreshed);
    checkCompletable(cart);
    if (region.deleted_at) {
      throw errors.notAllowed("The cart's region no longer exists", 'region_deleted');
    }
    const now = new Date();
    const key = idempotencyKey ?? null;
    try {
      let stock: StoredQuantity[] = [];
      const done = await withTransaction(tx, async (sp): Promise<Placed> => {
        stock = await reserveStock(sp, row, refreshed.items, stockedVariants(cart));
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
          if (result.status === 'error') throw new PaymentDeclined(session.id, result);
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
          if (row.type === 'swap') {
            return {
              kind: 'swap',
              swap: await confirmSwap(sp, {
                cart,
                region,
                payment: authorized,
                idempotencyKey: key,
                now,
              }),
            };
          }
          const placed = await placeOrder(sp, {
            cart,
            region,
            customerId: cart.customer_id as string,
            email: cart.email as string,
            payment: authorized,
            giftCards: refreshed.giftCards,
            idempotencyKey: key,
            now,
          });
          return { kind: 'order', placed };
        } catch (error) {
          // The order is refused after all: release the authorization with the provider.
          if (authorized) await paymentProvider(authorized.provider_id).cancel(authorized.data);
          throw error;
        }
      });
      if (done.kind === 'swap') {
        return { completion: { type: 'swap', data: await loadSwap(tx, done.swap) }, placed: null };
      }
      const { order } = done.placed;
      return {
        completion: {
          type: 'order',
          data: await loadOrder(tx, order, knownOfPlacedCart(done.placed, cart, stock)),
        },
        placed: order,
      };
    } catch (error) {
      if (error instanceof PaymentDeclined) {
        await updateSession(tx, error.sessionId, {
          status: 'error',
          data: error.result.data,
          idempotency_key: key,
        });
        await updateCart(tx, cartId, {});
        return { declined: error.result.message };
      }
      if (!(error instanceof PaymentNeedsAction)) throw error;
      await updateSession(tx, error.sessionId, {
        status: 'requires_more',
        data: error.result.data,
        idempotency_key: key,
      });
      const again = await loadCart(tx, await updateCart(tx, cartId, {}));
      return {
        completion: { type: 'cart', data: again, message: error.result.message },
        placed: null,
      };
    }
  });
}
