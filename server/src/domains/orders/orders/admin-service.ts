import type { Page } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { type AdminOrderFilters, listOrderRows, updateOrderRow } from './admin-repository.ts';
import { loadOrder, loadOrders, type Order } from './load.ts';
import { requireLockedOrder } from './state.ts';
import { checkOrderStatus } from './status.ts';

/** The staff's order reads, and the two plain status moves (complete, archive). */

export async function listAdminOrders(
  db: Executor,
  filters: AdminOrderFilters,
  page: Page,
): Promise<{ orders: Order[]; count: number }> {
  const { rows, count } = await listOrderRows(db, filters, page);
  return { orders: await loadOrders(db, rows), count };
}

/** AdminCompleteOrder: staff close an order they are done with. */
export async function completeOrder(db: Executor, id: string): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'complete');
    return loadOrder(tx, await updateOrderRow(tx, id, { status: 'completed' }));
  });
}

/** AdminArchiveOrder: a completed or canceled order leaves the working lists. */
export async function archiveOrder(db: Executor, id: string): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'archive');
    return loadOrder(tx, await updateOrderRow(tx, id, { status: 'archived' }));
  });
}
