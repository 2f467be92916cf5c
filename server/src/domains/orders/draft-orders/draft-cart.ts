import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  type CartRow,
  discountsOfCart,
  lineItem,
  methodsOfCart,
  moveToRegion,
  refreshCart,
  requireCart,
  updateMethodPrice,
} from '../../carts/index.ts';
import { isFreeShipping } from '../../promotions/index.ts';
import type { RegionRow } from '../../settings/index.ts';
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
  await tx
    .update(lineItem)
    .set({ has_shipping: shipped })
    .where(
      and(
        eq(lineItem.cart_id, cartId),
        isNull(lineItem.variant_id),
        sql`${lineItem.has_shipping} IS DISTINCT FROM ${shipped}`,
      ),
    );
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

/**
 * Moves the draft to another region the way a cart moves (carts/region.ts: variant lines
 * priced again there, shipping methods dropped), except that custom lines stay: they have
 * no price list to look up, so they keep the amount staff typed. They step out of the cart
 * while it moves, so the move does not remove them as unpriced.
 */
export async function moveDraftToRegion(
  tx: Executor,
  cart: CartRow,
  region: RegionRow,
): Promise<void> {
  if (cart.region_id === region.id) return;
  const custom = await tx
    .update(lineItem)
    .set({ cart_id: null })
    .where(and(eq(lineItem.cart_id, cart.id), isNull(lineItem.variant_id)))
    .returning({ id: lineItem.id });
  await moveToRegion(tx, cart, region);
  if (custom.length > 0) {
    await tx
      .update(lineItem)
      .set({ cart_id: cart.id, includes_tax: region.includes_tax, updated_at: new Date() })
      .where(
        inArray(
          lineItem.id,
          custom.map((row) => row.id),
        ),
      );
  }
}
