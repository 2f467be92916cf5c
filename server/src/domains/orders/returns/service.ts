import { eq } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder } from '../orders/state.ts';
import type { OrderRow } from '../orders/tables.ts';
import { returnNotice } from './notices.ts';
import { checkReturnOpen, type ReceiveInput, receiveLockedReturn } from './receive.ts';
import { insertRequestedReturn, type ReturnRequestInput } from './request.ts';
import { type ReturnRow, returnTable } from './tables.ts';
import { loadReturns, type Return } from './wire.ts';

/*
 * The return operations: each one transaction that takes the order's row lock first (then
 * the return's), so a return's work and the order's other work happen one at a time.
 */

type Notices = (NotificationMessage | null)[];

async function loadReturn(db: Executor, row: ReturnRow): Promise<Return> {
  const [loaded] = await loadReturns(db, [row]);
  if (!loaded) throw new Error(`Return ${row.id} did not load`);
  return loaded;
}

/** The return and its order, both locked; 404 when there is no such return. */
async function lockReturn(db: Executor, id: string): Promise<{ order: OrderRow; row: ReturnRow }> {
  const [found] = await db.select().from(returnTable).where(eq(returnTable.id, id));
  if (!found?.order_id) throw errors.notFound('Return', id);
  const order = await requireLockedOrder(db, found.order_id);
  const [row] = await db.select().from(returnTable).where(eq(returnTable.id, id)).for('update');
  if (!row) throw errors.notFound('Return', id);
  return { order, row };
}

/** StoreCreateReturn: the shopper asks to send units back. */
export async function createStoreReturn(
  db: Executor,
  input: ReturnRequestInput & { order_id: string },
): Promise<{ return: Return; notices: Notices }> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, input.order_id);
    const { return_shipping, items } = input;
    const row = await insertRequestedReturn(tx, order, {
      items,
      ...(return_shipping ? { return_shipping: { option_id: return_shipping.option_id } } : {}),
    });
    return {
      return: await loadReturn(tx, row),
      notices: [returnNotice('order.return_requested', order, row)],
    };
  });
}

export interface StaffReturnInput extends ReturnRequestInput {
  receive_now?: boolean | undefined;
  note?: string | undefined;
}

/** AdminRequestOrderReturn: the staff register a return, received at once when asked. */
export async function requestOrderReturn(
  db: Executor,
  orderId: string,
  input: StaffReturnInput,
): Promise<{ order: Order; notices: Notices }> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, orderId);
    const { receive_now, note: _note, ...request } = input;
    const row = await insertRequestedReturn(tx, order, request);
    const notices: Notices = [
      returnNotice('order.return_requested', order, row, input.no_notification),
    ];
    if (!receive_now) return { order: await loadOrder(tx, order), notices };
    const received = await receiveLockedReturn(tx, order, row, {
      items: input.items,
      refund: row.refund_amount,
      location_id: input.location_id,
    });
    notices.push(
      returnNotice('order.items_returned', received.order, received.row, input.no_notification),
    );
    return { order: await loadOrder(tx, received.order), notices };
  });
}

/** AdminReceiveReturn: the units arrived; restock and refund. */
export async function receiveReturn(
  db: Executor,
  id: string,
  input: ReceiveInput,
): Promise<{ return: Return; notices: Notices }> {
  return withTransaction(db, async (tx) => {
    const locked = await lockReturn(tx, id);
    const received = await receiveLockedReturn(tx, locked.order, locked.row, input);
    return {
      return: await loadReturn(tx, received.row),
      notices: [returnNotice('order.items_returned', received.order, received.row)],
    };
  });
}

/** AdminCancelReturn: only a return not yet received. */
export async function cancelReturn(db: Executor, id: string): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, row } = await lockReturn(tx, id);
    checkReturnOpen(row, 'canceled');
    await tx
      .update(returnTable)
      .set({ status: 'canceled', updated_at: new Date() })
      .where(eq(returnTable.id, row.id));
    return loadOrder(tx, order);
  });
}
