import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { loadOrder, loadOrders, type Order } from './load.ts';
import {
  findOrder,
  findOrderOfCart,
  listOrdersOfCustomer,
  lookUpOrderRow,
  type OrderFilters,
} from './repository.ts';

/*
 * The store's order reads. An order id (or the id of the cart it came from) is an
 * unguessable secret that the shopper who placed it holds, as in Medusa; a guest who has
 * neither looks an order up by its number and email.
 */

export async function getOrder(db: Executor, id: string): Promise<Order> {
  const row = await findOrder(db, id);
  if (!row) throw errors.notFound('Order', id);
  return loadOrder(db, row);
}

export async function getOrderOfCart(db: Executor, cartId: string): Promise<Order> {
  const row = await findOrderOfCart(db, cartId);
  if (!row) throw createError('not_found', `Order with cart id: ${cartId} was not found`);
  return loadOrder(db, row);
}

export async function lookUpOrder(
  db: Executor,
  query: { display_id: number; email: string; postal_code?: string | undefined },
): Promise<Order> {
  const row = await lookUpOrderRow(db, query);
  if (!row) {
    throw createError('not_found', `Order with display id: ${query.display_id} was not found`);
  }
  return loadOrder(db, row);
}

export async function listCustomerOrders(
  db: Executor,
  customerId: string,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ orders: Order[]; count: number }> {
  const { rows, count } = await listOrdersOfCustomer(db, customerId, filters, page);
  return { orders: await loadOrders(db, rows), count };
}
