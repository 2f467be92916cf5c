import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { CartContents } from './contents.ts';
import { loadCart } from './load.ts';
import { refreshCart } from './refresh.ts';
import type { RefreshReads } from './refresh-reads.ts';
import { type CartAudience, requireCartFor } from './shopper-carts.ts';
import type { CartRow } from './tables.ts';
import type { Cart } from './wire.ts';

/** A completed cart is an order's history: nothing about it changes any more. */
export function refuseCompleted(cart: CartRow): void {
  if (cart.completed_at) {
    throw errors.notAllowed(`Cart ${cart.id} is completed and cannot be changed`, 'cart_completed');
  }
}

/**
 * What a change may answer: the cart's own rows as the change left them in the table (read
 * in it, with its own writes applied from their `RETURNING`), so the refresh does not read
 * them again (issue 29).
 */
export interface ChangedContents {
  contents: CartContents;
  /** refreshReads' answer, when the change read it for its own check (refresh.ts `reads`). */
  reads?: RefreshReads;
}

/**
 * Runs one change of a cart in a transaction: the cart's row lock first (concurrent
 * changes of one cart, a completion among them, take turns), then the change, then the
 * recomputation of everything it decides (refresh.ts); answers the cart.
 *
 * A change that writes the cart's row (`updateCart`) sets the same fields on `cart`, so the
 * refresh works on the row as it now is without reading it again (issue 29); the touch of
 * its `updated_at`, sent with the answer's reads, gives the answer the stored row. A shopper's change of a draft
 * order's cart answers 404 (shopper-carts.ts); staff edit drafts through `audience` 'staff'.
 */
export async function changeCart(
  db: Executor,
  id: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: most changes are async functions that return nothing
  change: (tx: Tx, cart: CartRow) => Promise<void | ChangedContents>,
  audience: CartAudience = 'shopper',
): Promise<Cart> {
  return withTransaction(db, async (tx) => {
    const cart = await requireCartFor(tx, id, audience, true);
    refuseCompleted(cart);
    const changed = await change(tx, cart);
    const refreshed = await refreshCart(tx, cart, {
      ...(changed ? { contents: changed.contents, reads: changed.reads } : {}),
      touch: false,
    });
    return loadCart(tx, refreshed.row, refreshed, { touch: true, last: true });
  });
}
