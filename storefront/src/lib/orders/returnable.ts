import type { MoneyRegion } from '@commerce/client';
import type { TaxRegion } from '../money/tax-display.ts';
import type { ShopperOrder } from './order-status.tsx';

export type OrderLine = NonNullable<ShopperOrder['items']>[number];

/** A line of the order that can still be sent back, and how many of its units. */
export interface ReturnableLine {
  line: OrderLine;
  /** Units that may be returned now: at least 1. */
  max: number;
}

/**
 * The units each line can send back (server/README.md, "Returns": fulfilled less returned,
 * less the units held by the order's returns still `requested`, swaps' returns included).
 * Only lines with at least one such unit are listed.
 */
export function returnableLines(order: ShopperOrder): ReturnableLine[] {
  const held = new Map<string, number>();
  for (const ret of order.returns ?? []) {
    if (ret.status !== 'requested') continue;
    for (const item of ret.items ?? []) {
      held.set(item.item_id, (held.get(item.item_id) ?? 0) + item.quantity);
    }
  }
  return (order.items ?? [])
    .map((line) => ({
      line,
      max:
        (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0) - (held.get(line.id) ?? 0),
    }))
    .filter((entry) => entry.max > 0);
}

/** The order's region as the money helpers read it (its currency and tax rate). */
export function orderRegion(order: ShopperOrder): MoneyRegion & TaxRegion {
  return (
    order.region ?? {
      currency_code: order.currency_code,
      tax_rate: order.tax_rate ?? 0,
      // Without the region, its lines say whether its prices included tax.
      includes_tax: (order.items ?? []).some((item) => item.includes_tax),
    }
  );
}
