import type { AdminComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { findCart, loadCart } from '../../carts/index.ts';
import { loadOrder } from '../orders/load.ts';
import { findOrder } from '../orders/repository.ts';
import type { DraftOrderRow } from './tables.ts';

export type DraftOrder = AdminComponents['schemas']['DraftOrder'];

/**
 * Drafts as the API answers them: always with their cart (items, addresses, shipping,
 * discounts and the totals); with `withOrder`, the order a paid draft became (null while
 * open).
 */
export async function loadDraftOrders(
  db: Executor,
  rows: DraftOrderRow[],
  withOrder = false,
): Promise<DraftOrder[]> {
  return Promise.all(
    rows.map(async (row) => {
      const cartRow = row.cart_id ? await findCart(db, row.cart_id) : undefined;
      const cart = cartRow ? await loadCart(db, cartRow) : undefined;
      let order: DraftOrder['order'];
      if (withOrder) {
        const orderRow = row.order_id ? await findOrder(db, row.order_id) : undefined;
        order = orderRow ? await loadOrder(db, orderRow) : null;
      }
      return {
        ...row,
        canceled_at: iso(row.canceled_at),
        completed_at: iso(row.completed_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        ...(cart ? { cart } : {}),
        ...(withOrder ? { order } : {}),
      };
    }),
  );
}

export async function loadDraftOrder(
  db: Executor,
  row: DraftOrderRow,
  withOrder = true,
): Promise<DraftOrder> {
  const [loaded] = await loadDraftOrders(db, [row], withOrder);
  if (!loaded) throw new Error(`Draft order ${row.id} did not load`);
  return loaded;
}
