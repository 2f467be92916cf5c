import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import {
  cancelPaymentRow,
  findCollection,
  insertCollection,
  paymentsOfCollection,
  updateCollection,
} from '../../carts/index.ts';
import { requireLockedOrder } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/tables.ts';
import { applyEdit } from './confirm.ts';
import { copyOrderLines } from './items.ts';
import { loadEdit, type OrderEdit } from './load.ts';
import { editNotice } from './notices.ts';
import { findEdit, insertEdit, requireLockedEdit, updateEdit } from './repository.ts';
import { checkEditStatus, type OrderEditAction } from './status.ts';
import { type OrderEditRow, orderEdit } from './tables.ts';

/*
 * The order edit's life (README "Order edits"). Every change takes the order's row lock,
 * then the edit's, so work on one order (edits, fulfillments, refunds) happens one at a
 * time; a refused action changes nothing.
 */

export async function getEdit(db: Executor, id: string): Promise<OrderEdit> {
  const row = await findEdit(db, id);
  if (!row) throw errors.notFound('OrderEdit', id);
  return loadEdit(db, row);
}

/** Runs `fn` under the order's and the edit's locks, after checking the edit's state. */
export async function withEdit<T>(
  db: Executor,
  id: string,
  action: OrderEditAction,
  fn: (tx: Tx, edit: OrderEditRow, order: OrderRow) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const found = await findEdit(tx, id);
    if (!found) throw errors.notFound('OrderEdit', id);
    const order = await requireLockedOrder(tx, found.order_id);
    const edit = await requireLockedEdit(tx, id);
    checkEditStatus(edit, action);
    return fn(tx, edit, order);
  });
}

function activeEdit(orderId: string) {
  return errors.notAllowed(
    `Order ${orderId} already has an order edit in progress`,
    'order_edit_active',
  );
}

/** AdminCreateOrderEdit: one active edit per order (a partial unique index backs it). */
export async function createEdit(
  db: Executor,
  userId: string,
  input: { order_id: string; internal_note?: string | undefined },
): Promise<OrderEdit> {
  try {
    return await withTransaction(db, async (tx) => {
      const order = await requireLockedOrder(tx, input.order_id);
      checkOrderStatus(order, 'update');
      const [active] = await tx
        .select({ id: orderEdit.id })
        .from(orderEdit)
        .where(
          and(
            eq(orderEdit.order_id, order.id),
            inArray(orderEdit.status, ['created', 'requested']),
          ),
        );
      if (active) throw activeEdit(order.id);
      const edit = await insertEdit(tx, {
        id: newId('oe'),
        order_id: order.id,
        internal_note: input.internal_note ?? null,
        created_by: userId,
      });
      await copyOrderLines(tx, edit);
      return loadEdit(tx, edit);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw activeEdit(input.order_id);
    throw error;
  }
}

/** AdminRequestOrderEdit: asks the customer; a higher total opens a payment collection. */
export async function requestEdit(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ edit: OrderEdit; notice: NotificationMessage | null }> {
  return withEdit(db, id, 'request', async (tx, edit, order) => {
    const { difference_due } = await loadEdit(tx, edit);
    let collectionId: string | null = null;
    if (difference_due > 0) {
      collectionId = newId('paycol');
      await insertCollection(tx, {
        id: collectionId,
        type: 'order_edit',
        amount: difference_due,
        region_id: order.region_id,
        currency_code: order.currency_code,
        created_by: userId,
        description: `Order edit ${edit.id}`,
      });
    }
    const row = await updateEdit(tx, edit.id, {
      status: 'requested',
      requested_by: userId,
      requested_at: new Date(),
      payment_collection_id: collectionId,
    });
    const loaded = await loadEdit(tx, row);
    return { edit: loaded, notice: order.no_notification ? null : editNotice(order, loaded) };
  });
}

/** Voids what the edit's collection authorized and closes it (cancel, decline). */
async function closeCollection(tx: Tx, edit: OrderEditRow): Promise<void> {
  if (!edit.payment_collection_id) return;
  const collection = await findCollection(tx, edit.payment_collection_id, true);
  if (!collection) return;
  const payments = await paymentsOfCollection(tx, collection.id, { lock: true });
  for (const row of payments) if (!row.captured_at) await cancelPaymentRow(tx, row);
  await updateCollection(tx, collection.id, { status: 'canceled' });
}

export async function cancelEdit(db: Executor, id: string, userId: string): Promise<OrderEdit> {
  return withEdit(db, id, 'cancel', async (tx, edit) => {
    await closeCollection(tx, edit);
    const row = await updateEdit(tx, edit.id, {
      status: 'canceled',
      canceled_by: userId,
      canceled_at: new Date(),
    });
    return loadEdit(tx, row);
  });
}

/** StoreDeclineOrderEdit: the customer says no; the order stays as it was. */
export async function declineEdit(
  db: Executor,
  id: string,
  reason: string | undefined,
  customerId: string | null,
): Promise<OrderEdit> {
  return withEdit(db, id, 'decline', async (tx, edit, order) => {
    await closeCollection(tx, edit);
    const row = await updateEdit(tx, edit.id, {
      status: 'declined',
      declined_reason: reason ?? null,
      declined_by: customerId ?? order.customer_id,
      declined_at: new Date(),
    });
    return loadEdit(tx, row);
  });
}

/**
 * AdminConfirmOrderEdit (staff) and StoreCompleteOrderEdit (the customer): the changes
 * are applied to the order. The customer completes only an edit whose collection (when
 * more is due) is authorized.
 */
export async function confirmEdit(
  db: Executor,
  id: string,
  by: string | null,
  action: 'confirm' | 'complete',
): Promise<OrderEdit> {
  return withEdit(db, id, action, async (tx, edit, order) => {
    checkOrderStatus(order, 'update');
    if (action === 'complete' && edit.payment_collection_id) {
      const collection = await findCollection(tx, edit.payment_collection_id, true);
      if (collection?.status !== 'authorized') {
        throw errors.notAllowed(
          'The difference due must be paid (its payment collection authorized) first',
          'order_edit_unpaid',
        );
      }
    }
    await applyEdit(tx, order, edit);
    const row = await updateEdit(tx, edit.id, {
      status: 'confirmed',
      confirmed_by: by ?? order.customer_id,
      confirmed_at: new Date(),
    });
    return loadEdit(tx, row);
  });
}

/** AdminDeleteOrderEdit: only an edit nobody was asked about yet. */
export async function deleteEdit(db: Executor, id: string): Promise<void> {
  await withEdit(db, id, 'delete', async (tx, edit) => {
    // Its items and changes go with it (ON DELETE CASCADE).
    await tx.delete(orderEdit).where(eq(orderEdit.id, edit.id));
  });
}
