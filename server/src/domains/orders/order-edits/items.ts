import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import {
  copyAdjustmentsAndTaxLines,
  deleteItems,
  insertItem,
  insertItemTaxLines,
  itemsOfOrders,
  type LineItemRow,
  productRates,
  taxRatesFor,
  unitPriceIn,
  updateItem,
} from '../../carts/index.ts';
import { findAddableVariant } from '../../catalog/index.ts';
import { findRegion } from '../../settings/index.ts';
import type { OrderRow } from '../orders/tables.ts';
import { itemsOfEdits } from './repository.ts';
import { type ItemChangeRow, type OrderEditRow, orderItemChange } from './tables.ts';

/*
 * The edit's items and the changes they record. Creating an edit copies every line of the
 * order (with its adjustments and tax lines) into rows of the edit; staff then add, update
 * and remove those copies, and each move is one change: `item_add` for a new line,
 * `item_update` (one per original line, kept up to date) and `item_remove`. Deleting a
 * change puts the copy back as the order has it.
 */

/** Copies the order's lines (with their adjustments and tax lines) into the edit. */
export async function copyOrderLines(tx: Executor, edit: OrderEditRow): Promise<void> {
  const lines = await itemsOfOrders(tx, [edit.order_id]);
  for (const line of lines) await copyLine(tx, edit, line);
}

async function copyLine(tx: Executor, edit: OrderEditRow, line: LineItemRow) {
  const id = newId('item');
  await insertItem(tx, {
    ...line,
    id,
    // Only the edit holds the copy: no cart, order, swap or claim reads it as theirs.
    cart_id: null,
    order_id: null,
    swap_id: null,
    claim_order_id: null,
    order_edit_id: edit.id,
    original_item_id: line.id,
    created_at: new Date(),
    updated_at: new Date(),
  });
  await copyAdjustmentsAndTaxLines(tx, line.id, id);
}

async function changeOf(tx: Executor, edit: OrderEditRow, originalId: string) {
  const [row] = await tx
    .select()
    .from(orderItemChange)
    .where(
      and(
        eq(orderItemChange.order_edit_id, edit.id),
        eq(orderItemChange.original_line_item_id, originalId),
        isNull(orderItemChange.deleted_at),
      ),
    );
  return row;
}

async function requireEditItem(tx: Executor, edit: OrderEditRow, itemId: string) {
  const item = (await itemsOfEdits(tx, [edit.id])).find((row) => row.id === itemId);
  if (!item) throw createError('not_found', `Line item with id: ${itemId} was not found`);
  return item;
}

/** AdminCreateOrderEditItem: a variant at its price in the order's region, taxed there. */
export async function addEditItem(
  tx: Executor,
  edit: OrderEditRow,
  order: OrderRow,
  input: { variant_id: string; quantity: number; metadata?: Record<string, unknown> | null },
): Promise<void> {
  const row = await findAddableVariant(tx, input.variant_id);
  if (!row) throw unknownReference('Variant', input.variant_id);
  const region = await findRegion(tx, order.region_id);
  if (!region) throw errors.notFound('Region', order.region_id);
  const price = await unitPriceIn(tx, row.variant.id, region);
  if (price === null) {
    throw errors.invalidData(
      `Variant ${row.variant.id} has no price in the order's region`,
      'variant_not_priced',
    );
  }
  const id = newId('item');
  await insertItem(tx, {
    id,
    order_edit_id: edit.id,
    title: row.product.title,
    description: row.variant.title,
    thumbnail: row.product.thumbnail,
    is_giftcard: row.product.is_giftcard,
    allow_discounts: row.product.discountable,
    unit_price: price,
    variant_id: row.variant.id,
    product_id: row.product.id,
    quantity: input.quantity,
    includes_tax: region.includes_tax,
    metadata: input.metadata ?? null,
  });
  const overrides = await taxRatesFor(tx, {
    regionId: region.id,
    productIds: [row.product.id],
    productTypeIds: row.product.type_id ? [row.product.type_id] : [],
  });
  const rates = productRates(overrides, region, row.product.id, row.product.type_id);
  await insertItemTaxLines(
    tx,
    rates.map((line) => ({
      id: newId('litl'),
      item_id: id,
      rate: line.rate ?? 0,
      name: line.name,
      code: line.code,
    })),
  );
  await tx.insert(orderItemChange).values({
    id: newId('oic'),
    type: 'item_add',
    order_edit_id: edit.id,
    line_item_id: id,
  });
}

/** AdminUpdateOrderEditItem: a new quantity (0 removes the item). */
export async function updateEditItem(
  tx: Executor,
  edit: OrderEditRow,
  itemId: string,
  quantity: number,
): Promise<void> {
  const item = await requireEditItem(tx, edit, itemId);
  if (quantity === 0) return removeEditItem(tx, edit, itemId);
  const done = Math.max(item.fulfilled_quantity ?? 0, item.returned_quantity ?? 0);
  if (quantity < done) {
    throw errors.notAllowed(
      `Cannot lower item ${itemId} to ${quantity}: ${done} units are already fulfilled`,
      'order_edit_item_fulfilled',
    );
  }
  await updateItem(tx, item.id, { quantity });
  if (!item.original_item_id) return; // an added line: its item_add change stands
  if (!(await changeOf(tx, edit, item.original_item_id))) {
    await tx.insert(orderItemChange).values({
      id: newId('oic'),
      type: 'item_update',
      order_edit_id: edit.id,
      original_line_item_id: item.original_item_id,
      line_item_id: item.id,
    });
  }
}

/** AdminDeleteOrderEditItem: an added item goes with its change; an order's line is removed. */
export async function removeEditItem(
  tx: Executor,
  edit: OrderEditRow,
  itemId: string,
): Promise<void> {
  const item = await requireEditItem(tx, edit, itemId);
  if (!item.original_item_id) {
    // The item_add change goes with its line (ON DELETE CASCADE).
    await deleteItems(tx, [item.id]);
    return;
  }
  if ((item.fulfilled_quantity ?? 0) > 0) {
    throw errors.notAllowed(
      `Cannot remove item ${itemId}: some of its units are fulfilled`,
      'order_edit_item_fulfilled',
    );
  }
  const existing = await changeOf(tx, edit, item.original_item_id);
  if (existing) await tx.delete(orderItemChange).where(eq(orderItemChange.id, existing.id));
  await deleteItems(tx, [item.id]);
  await tx.insert(orderItemChange).values({
    id: newId('oic'),
    type: 'item_remove',
    order_edit_id: edit.id,
    original_line_item_id: item.original_item_id,
  });
}

/** AdminDeleteOrderEditChange: undoes one change, so the item is as the order has it. */
export async function undoChange(tx: Executor, edit: OrderEditRow, changeId: string) {
  const [change] = await tx
    .select()
    .from(orderItemChange)
    .where(and(eq(orderItemChange.id, changeId), eq(orderItemChange.order_edit_id, edit.id)));
  if (!change) throw errors.notFound('OrderItemChange', changeId);
  await revert(tx, edit, change);
}

async function revert(tx: Executor, edit: OrderEditRow, change: ItemChangeRow) {
  await tx.delete(orderItemChange).where(eq(orderItemChange.id, change.id));
  if (change.type === 'item_add' && change.line_item_id) {
    await deleteItems(tx, [change.line_item_id]);
    return;
  }
  const originalId = change.original_line_item_id as string;
  const [original] = (await itemsOfOrders(tx, [edit.order_id])).filter((l) => l.id === originalId);
  if (!original) return;
  if (change.type === 'item_update' && change.line_item_id) {
    await updateItem(tx, change.line_item_id, { quantity: original.quantity });
  } else {
    await copyLine(tx, edit, original);
  }
}
