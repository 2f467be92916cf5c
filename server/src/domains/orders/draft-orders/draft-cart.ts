import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  type CartRow,
  discountsOfCart,
  markCustomLinesShipped,
  methodsOfCart,
  refreshCart,
  requireCart,
  updateMethodPrice,
} from '../../carts/index.ts';
import { isFreeShipping } from '../../promotions/index.ts';
import { customShippingPrices, findDraftOrder } from './repository.ts';
import type { DraftOrderRow } from './tables.ts';

/*
 * A draft order's cart. Every change runs through changeDraft: the draft's row lock, then
 * its cart's, the change, and the cart's own refresh (carts/refresh.ts: discounts, tax
 * lines, shipping eligibility, totals), followed by what only a draft has:
 *
 * - shipping prices staff set by hand replace the option's price again (0 under a
 *   free-shipping discount, like any method);
 * - custom lines (no variant, so no product and no shipping profile) ship with the order's
 *   shipping method: they count as shipped when the cart has one (as in Medusa).
 */

/** A completed draft is an order's history: nothing about it changes any more. */
export function refuseCompletedDraft(draft: DraftOrderRow): void {
  if (draft.status !== 'open') {
    throw errors.notAllowed(
      `Draft order ${draft.id} is completed and cannot be changed`,
      'draft_order_completed',
    );
  }
}

export async function requireDraftOrder(
  db: Executor,
  id: string,
  lock = false,
): Promise<DraftOrderRow> {
  const row = await findDraftOrder(db, id, lock);
  if (!row) throw errors.notFound('Draft order', id);
  return row;
}

/** The cart's refresh, then the draft's hand-set shipping prices and custom lines. */
export async function refreshDraftCart(tx: Executor, cartId: string): Promise<void> {
  await refreshCart(tx, await requireCart(tx, cartId));
  const methods = await methodsOfCart(tx, cartId);
  const custom = await customShippingPrices(
    tx,
    methods.map((method) => method.id),
  );
  if (custom.size > 0) {
    const free = (await discountsOfCart(tx, cartId)).some((d) => isFreeShipping(d.rule));
    for (const method of methods) {
      const set = custom.get(method.id);
      if (set === undefined) continue;
      const price = free ? 0 : set;
      if (price !== method.price) await updateMethodPrice(tx, method.id, price);
    }
  }
  const shipped = methods.length > 0;
  await markCustomLinesShipped(tx, cartId, shipped);
}

/**
 * Runs one change of an open draft in a transaction (see above) and answers the draft row
 * as it is afterwards.
 */
export async function changeDraft(
  db: Executor,
  id: string,
  change: (tx: Tx, draft: DraftOrderRow, cart: CartRow) => Promise<void>,
): Promise<DraftOrderRow> {
  return withTransaction(db, async (tx) => {
    const draft = await requireDraftOrder(tx, id, true);
    refuseCompletedDraft(draft);
    const cart = await requireCart(tx, draftCartId(draft), true);
    await change(tx, draft, cart);
    await refreshDraftCart(tx, cart.id);
    return requireDraftOrder(tx, id);
  });
}

export function draftCartId(draft: DraftOrderRow): string {
  if (!draft.cart_id) throw new Error(`Draft order ${draft.id} has no cart`);
  return draft.cart_id;
}
