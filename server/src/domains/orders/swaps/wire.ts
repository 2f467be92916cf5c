import type { StoreComponents } from '@commerce/client/contract';
import { eq, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type LineItemRow,
  linesOfOwners,
  paymentsOfSwaps,
  toLineItem,
  toPayment,
} from '../../carts/index.ts';
import { regionTaxRates } from '../../settings/index.ts';
import { fulfillmentsOfOwners } from '../fulfillments/wire.ts';
import { order } from '../orders/tables.ts';
import { returnTable } from '../returns/tables.ts';
import { loadReturns } from '../returns/wire.ts';
import type { SwapRow } from './tables.ts';

/*
 * Swaps as the API answers them: the new lines (taxed at the order region's rate), the
 * return of the units sent back, the new lines' fulfillments and the payment of a positive
 * difference. Loaded for a page of swaps in a fixed number of queries.
 */

export type Swap = StoreComponents['schemas']['Swap'];

function lineTotals(row: LineItemRow, taxRate: number) {
  const subtotal = row.unit_price * row.quantity;
  const tax = Math.round((subtotal * taxRate) / 100);
  return {
    subtotal,
    discount_total: 0,
    tax_total: tax,
    total: subtotal + tax,
    original_total: subtotal + tax,
    original_tax_total: tax,
    gift_card_total: 0,
  };
}

export async function loadSwaps(db: Executor, rows: readonly SwapRow[]): Promise<Swap[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const regions = regionTaxRates(db);
  const [lines, returns, rates, fulfillments, payments] = await Promise.all([
    linesOfOwners(db, 'swap_id', ids),
    db.select().from(returnTable).where(inArray(returnTable.swap_id, ids)),
    db
      .select({ order_id: order.id, tax_rate: regions.tax_rate })
      .from(order)
      .innerJoin(regions, eq(regions.id, order.region_id))
      .where(
        inArray(
          order.id,
          rows.map((row) => row.order_id),
        ),
      ),
    fulfillmentsOfOwners(db, 'swap_id', ids),
    paymentsOfSwaps(db, ids),
  ]);
  const loadedReturns = await loadReturns(db, returns);
  return rows.map((row) => {
    const rate = rates.find((r) => r.order_id === row.order_id)?.tax_rate ?? 0;
    return {
      ...row,
      confirmed_at: iso(row.confirmed_at),
      canceled_at: iso(row.canceled_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      deleted_at: iso(row.deleted_at),
      additional_items: lines
        .filter((line) => line.swap_id === row.id)
        .map((line) =>
          toLineItem(line, { adjustments: [], tax_lines: [], totals: lineTotals(line, rate) }),
        ),
      return_order: loadedReturns.find((r) => r.swap_id === row.id) ?? null,
      fulfillments: fulfillments.get(row.id) ?? [],
      payment: ((found) => (found ? toPayment(found) : null))(
        payments.find((p) => p.swap_id === row.id),
      ),
    };
  });
}

export async function loadSwap(db: Executor, row: SwapRow): Promise<Swap> {
  const [loaded] = await loadSwaps(db, [row]);
  if (!loaded) throw new Error(`Swap ${row.id} did not load`);
  return loaded;
}

/** The swaps of these rows loaded, grouped by their order, in the order given. */
export async function swapsByOrder(
  db: Executor,
  rows: readonly SwapRow[],
): Promise<Map<string, Swap[]>> {
  const byOrder = new Map<string, Swap[]>();
  for (const loaded of await loadSwaps(db, rows)) {
    byOrder.set(loaded.order_id, [...(byOrder.get(loaded.order_id) ?? []), loaded]);
  }
  return byOrder;
}
