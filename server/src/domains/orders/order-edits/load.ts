import type { AdminComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { LineItemRow } from '../../carts/index.ts';
import {
  adjustmentsOf,
  computeTotals,
  itemsOfOrders,
  itemTaxLinesOf,
  methodsOfOrders,
  methodTaxLinesOf,
  paymentsOfOrders,
  toLineItem,
} from '../../carts/index.ts';
import { giftCardTotals } from '../orders/repository.ts';
import { changesOfEdits, itemsOfEdits } from './repository.ts';
import type { ItemChangeRow, OrderEditRow } from './tables.ts';

/*
 * Order edits as the API answers them: the changes (each with the order's line it replaces
 * or removes, `original_line_item`: as the order has it until the edit is confirmed, then
 * as it was just before, kept by confirm.ts), the edit's items (the order's lines as
 * they will be), and the totals of the order with those items, computed by the cart's own
 * totals code (carts/totals.ts) over the order's shipping methods and gift cards.
 * difference_due is the new total minus what the order's payments hold (authorized or
 * captured, less refunds): positive when the customer owes more, negative when money is due
 * back.
 */

export type OrderEdit = AdminComponents['schemas']['OrderEdit'];
type ItemChange = AdminComponents['schemas']['OrderItemChange'];
type LineItem = AdminComponents['schemas']['LineItem'];

const byKey = <T>(rows: readonly T[], key: (row: T) => string | null) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
};

/** What the orders' live payments hold: amount less refunds, of payments not canceled. */
async function heldByOrders(db: Executor, orderIds: string[]): Promise<Map<string, number>> {
  const rows = await paymentsOfOrders(db, orderIds);
  const held = new Map<string, number>();
  for (const row of rows) {
    if (row.canceled_at) continue;
    const id = row.order_id as string;
    held.set(id, (held.get(id) ?? 0) + row.amount - row.amount_refunded);
  }
  return held;
}

/** Order lines as the wire shows them, with their totals (no gift card share). */
export async function wireLines(db: Executor, rows: readonly LineItemRow[]): Promise<LineItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [adjustments, taxLines] = await Promise.all([
    adjustmentsOf(db, ids),
    itemTaxLinesOf(db, ids),
  ]);
  return rows.map((row) => {
    const own = adjustments.filter((a) => a.item_id === row.id);
    const taxes = taxLines.filter((t) => t.item_id === row.id);
    const { items } = computeTotals(
      [
        {
          unit_price: row.unit_price,
          quantity: row.quantity,
          includes_tax: row.includes_tax,
          adjustments: own.map((a) => a.amount),
          tax_rates: taxes.map((t) => t.rate),
        },
      ],
      [],
    );
    return toLineItem(row, {
      adjustments: own,
      tax_lines: taxes,
      totals: items[0] as (typeof items)[number],
    });
  });
}

function toChange(row: ItemChangeRow, live: ReadonlyMap<string, LineItem>): ItemChange {
  const original = row.original_line_item_id ? live.get(row.original_line_item_id) : undefined;
  return {
    ...row,
    original_line_item: row.original_line_item ?? original ?? null,
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
    deleted_at: iso(row.deleted_at),
  };
}

export async function loadEdits(db: Executor, rows: OrderEditRow[]): Promise<OrderEdit[]> {
  if (rows.length === 0) return [];
  const editIds = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.order_id))];
  const [items, changes, methods, cards, held, orderLines] = await Promise.all([
    itemsOfEdits(db, editIds),
    changesOfEdits(db, editIds),
    methodsOfOrders(db, orderIds),
    giftCardTotals(db, orderIds),
    heldByOrders(db, orderIds),
    itemsOfOrders(db, orderIds),
  ]);
  // The order's lines the changes of open edits read (a confirmed change kept its own).
  const wanted = new Set(
    changes.flatMap((c) =>
      c.original_line_item === null && c.original_line_item_id ? [c.original_line_item_id] : [],
    ),
  );
  const live = new Map(
    (
      await wireLines(
        db,
        orderLines.filter((line) => wanted.has(line.id)),
      )
    ).map((line) => [line.id, line]),
  );
  const [adjustments, taxLines, methodTaxLines] = await Promise.all([
    adjustmentsOf(
      db,
      items.map((item) => item.id),
    ),
    itemTaxLinesOf(
      db,
      items.map((item) => item.id),
    ),
    methodTaxLinesOf(
      db,
      methods.map((method) => method.id),
    ),
  ]);
  const adjustmentsByItem = byKey(adjustments, (a) => a.item_id);
  const taxesByItem = byKey(taxLines, (t) => t.item_id);
  const taxesByMethod = byKey(methodTaxLines, (t) => t.shipping_method_id);
  const itemsByEdit = byKey(items, (item) => item.order_edit_id);
  const methodsByOrder = byKey(methods, (method) => method.order_id);

  return rows.map((row) => {
    const own: LineItemRow[] = itemsByEdit.get(row.id) ?? [];
    const { totals, items: itemTotals } = computeTotals(
      own.map((item) => ({
        unit_price: item.unit_price,
        quantity: item.quantity,
        includes_tax: item.includes_tax,
        adjustments: (adjustmentsByItem.get(item.id) ?? []).map((a) => a.amount),
        tax_rates: (taxesByItem.get(item.id) ?? []).map((t) => t.rate),
      })),
      (methodsByOrder.get(row.order_id) ?? []).map((method) => ({
        price: method.price,
        includes_tax: method.includes_tax,
        tax_rates: (taxesByMethod.get(method.id) ?? []).map((t) => t.rate),
      })),
      cards.get(row.order_id) ?? 0,
    );
    return {
      ...row,
      requested_at: iso(row.requested_at),
      confirmed_at: iso(row.confirmed_at),
      declined_at: iso(row.declined_at),
      canceled_at: iso(row.canceled_at),
      created_at: iso(row.created_at) as string,
      updated_at: iso(row.updated_at) as string,
      changes: changes
        .filter((c) => c.order_edit_id === row.id)
        .map((change) => toChange(change, live)),
      items: own.map((item, i) =>
        toLineItem(item, {
          adjustments: adjustmentsByItem.get(item.id) ?? [],
          tax_lines: taxesByItem.get(item.id) ?? [],
          totals: itemTotals[i] as (typeof itemTotals)[number],
        }),
      ),
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      shipping_total: totals.shipping_total,
      gift_card_total: totals.gift_card_total,
      gift_card_tax_total: totals.gift_card_tax_total,
      tax_total: totals.tax_total,
      total: totals.total,
      difference_due: totals.total - (held.get(row.order_id) ?? 0),
    };
  });
}

export async function loadEdit(db: Executor, row: OrderEditRow): Promise<OrderEdit> {
  const [loaded] = await loadEdits(db, [row]);
  if (!loaded) throw new Error(`Order edit ${row.id} did not load`);
  return loaded;
}

/** The store's view: the same edit without the staff's internal note. */
export function forShopper(edit: OrderEdit): Omit<OrderEdit, 'internal_note'> & {
  internal_note: null;
} {
  return { ...edit, internal_note: null };
}

/** The edits of these rows loaded as the order wire shows them, grouped by their order. */
export async function editsByOrder(
  db: Executor,
  rows: OrderEditRow[],
): Promise<Map<string, ReturnType<typeof forShopper>[]>> {
  const edits = await loadEdits(db, rows);
  const map = new Map<string, ReturnType<typeof forShopper>[]>();
  for (const edit of edits)
    map.set(edit.order_id, [...(map.get(edit.order_id) ?? []), forShopper(edit)]);
  return map;
}
