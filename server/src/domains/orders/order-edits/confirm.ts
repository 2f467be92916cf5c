import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  deleteItems,
  type LineItemRow,
  movePaymentsOfCollectionToOrder,
  updateItem,
} from '../../carts/index.ts';
import { variantsById } from '../../catalog/index.ts';
import {
  type LineToReserve,
  refreshItemStock,
  releaseLineReservations,
  reserveLines,
} from '../../inventory/index.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { syncFulfillmentStatus, syncPaymentStatus } from '../orders/state.ts';
import type { OrderRow } from '../orders/tables.ts';
import { wireLines } from './load.ts';
import { changesOfEdits, itemsOfEdits, keepOriginalLine } from './repository.ts';
import type { OrderEditRow } from './tables.ts';

/*
 * Applying a confirmed edit to its order, in the caller's transaction after the order's
 * and the edit's row locks: updated lines take the edit's quantities, removed lines go,
 * added lines join the order. The touched lines' reservations are released and taken
 * again for what is left to ship, at the sales channel's locations (reserveLines locks the
 * levels, so racing orders never oversell; short stock refuses the whole confirmation with
 * `insufficient_inventory`). Each change keeps the original line as it was before
 * (`original_line_item`). Payments of the edit's collection join the order, and the
 * order's derived statuses are brought up to date. The order's totals are computed from its
 * lines on every read, so they follow.
 */

function fulfilledUnits(line: LineItemRow): number {
  return line.fulfilled_quantity ?? 0;
}

async function releaseReservations(tx: Executor, lineIds: string[]): Promise<string[]> {
  if (lineIds.length === 0) return [];
  return releaseLineReservations(tx, lineIds);
}

async function reserveAgain(tx: Executor, order: OrderRow, lines: LineItemRow[]) {
  const variantIds = [...new Set(lines.flatMap((l) => (l.variant_id ? [l.variant_id] : [])))];
  if (variantIds.length === 0) return;
  const variants = await variantsById(tx, variantIds);
  const toReserve: LineToReserve[] = lines.flatMap((line) => {
    const variant = variants.find((v) => v.id === line.variant_id);
    const quantity = line.quantity - fulfilledUnits(line);
    if (!variant?.manage_inventory || quantity <= 0) return [];
    return [
      {
        line_item_id: line.id,
        variant_id: variant.id,
        quantity,
        allow_backorder: variant.allow_backorder,
      },
    ];
  });
  await reserveLines(tx, toReserve, order.sales_channel_id);
}

export async function applyEdit(tx: Executor, order: OrderRow, edit: OrderEditRow) {
  const [orderLines, editItems, changes] = await Promise.all([
    lockLinesOfOrder(tx, order.id),
    itemsOfEdits(tx, [edit.id]),
    changesOfEdits(tx, [edit.id]),
  ]);
  const touched: LineItemRow[] = [];
  const removed: string[] = [];
  for (const change of changes) {
    const original = orderLines.find((l) => l.id === change.original_line_item_id);
    const copy = editItems.find((l) => l.id === change.line_item_id);
    if (change.type === 'item_add' && copy) {
      touched.push({ ...copy, order_id: order.id });
      continue;
    }
    if (!original) {
      throw errors.notAllowed(
        `Line ${change.original_line_item_id} is no longer part of the order`,
        'order_edit_line_gone',
      );
    }
    if (change.type === 'item_update' && copy) {
      if (copy.quantity < fulfilledUnits(original)) {
        throw errors.notAllowed(
          `Cannot lower line ${original.id} below its ${fulfilledUnits(original)} fulfilled units`,
          'order_edit_item_fulfilled',
        );
      }
      touched.push({ ...original, quantity: copy.quantity });
    } else if (change.type === 'item_remove') {
      if (fulfilledUnits(original) > 0) {
        throw errors.notAllowed(
          `Cannot remove line ${original.id}: some of its units are fulfilled`,
          'order_edit_item_fulfilled',
        );
      }
      removed.push(original.id);
    }
  }
  // The lines as they were, so the edit still shows what it changed once the order has
  // its new lines (the storefront's and the admin's order edit pages).
  const originals = await wireLines(
    tx,
    orderLines.filter((line) => changes.some((c) => c.original_line_item_id === line.id)),
  );
  for (const change of changes) {
    const original = originals.find((line) => line.id === change.original_line_item_id);
    if (original) await keepOriginalLine(tx, change.id, original);
  }
  const released = await releaseReservations(tx, [...removed, ...touched.map((l) => l.id)]);
  await deleteItems(tx, removed);
  for (const line of touched) {
    if (line.order_edit_id === edit.id && line.original_item_id === null) {
      // An added line joins the order (it stays the edit's item too).
      await updateItem(tx, line.id, { order_id: order.id });
    } else {
      await updateItem(tx, line.id, { quantity: line.quantity });
    }
  }
  await refreshItemStock(tx, released);
  await reserveAgain(tx, order, touched);

  if (edit.payment_collection_id) {
    await movePaymentsOfCollectionToOrder(tx, edit.payment_collection_id, order.id);
  }
  await syncFulfillmentStatus(tx, await syncPaymentStatus(tx, order));
}
