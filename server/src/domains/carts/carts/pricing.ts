import type { Executor } from '../../../db/transaction.ts';
import {
  calculatePrice,
  candidatePrices,
  type PricingContext,
  type VariantPrice,
} from '../../catalog/index.ts';
import type { RegionRow } from '../../settings/index.ts';
import { updateItem } from './repository.ts';
import type { CartRow, LineItemRow } from './tables.ts';

/*
 * Prices of cart lines: the calculated price of products/pricing.ts in the cart's region,
 * for the cart's customer (customer-group price lists), the line's quantity (tiers) and
 * the moment of the change.
 */

function regionContext(region: RegionRow, quantity: number, at: Date): PricingContext {
  return {
    region_id: region.id,
    currency_code: region.currency_code,
    includes_tax: region.includes_tax,
    tax_rate: region.tax_rate,
    tax_code: region.tax_code,
    quantity,
    at,
  };
}

/**
 * The price of one unit of a variant in a region for anyone; null when it has none there.
 * Adding a line and moving a cart to another region check with it; the refresh that ends
 * every cart change then prices each line for its customer and quantity (repriceLines).
 */
export async function unitPriceIn(
  db: Executor,
  variantId: string,
  region: RegionRow,
): Promise<number | null> {
  return unitPriceFrom(await candidatePrices(db, [variantId], null), region);
}

/** `unitPriceIn` from the variant's candidate prices for anyone, read by the caller. */
export function unitPriceFrom(prices: VariantPrice[], region: RegionRow): number | null {
  return calculatePrice(prices, regionContext(region, 1, new Date())).calculated?.amount ?? null;
}

/**
 * Prices every line of a shopper's cart again from the candidate prices of all its variants
 * for its customer (read with the refresh's other reads, refresh-reads.ts), and stores the lines whose unit price (or its tax inclusion) changed. Lines of
 * other cart types (swaps, claims, draft orders) keep the prices their flow gave them, and
 * a line whose variant has no price any more keeps its last one. Answers the lines as
 * stored now.
 */
export async function repriceLines(
  tx: Executor,
  cart: CartRow,
  region: RegionRow,
  items: LineItemRow[],
  prices: readonly VariantPrice[],
): Promise<LineItemRow[]> {
  if (cart.type !== 'default') return items;
  const pricesOf = new Map<string, VariantPrice[]>();
  for (const price of prices) {
    const own = pricesOf.get(price.variant_id);
    if (own) own.push(price);
    else pricesOf.set(price.variant_id, [price]);
  }
  const at = new Date();
  const result: LineItemRow[] = [];
  for (const item of items) {
    const priced = item.variant_id
      ? calculatePrice(
          pricesOf.get(item.variant_id) ?? [],
          regionContext(region, item.quantity, at),
        ).calculated
      : null;
    if (
      priced &&
      (priced.amount !== item.unit_price || priced.includes_tax !== item.includes_tax)
    ) {
      const change = { unit_price: priced.amount, includes_tax: priced.includes_tax };
      result.push((await updateItem(tx, item.id, change)) ?? { ...item, ...change });
    } else result.push(item);
  }
  return result;
}
