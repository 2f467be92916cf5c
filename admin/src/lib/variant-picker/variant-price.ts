import type { AdminListProductsData } from '@commerce/client/admin/products';

export type PickerProduct = AdminListProductsData['products'][number];
export type PickerVariant = NonNullable<PickerProduct['variants']>[number];

/**
 * The variant's plain price in a currency: the currency-wide amount (no region, no price
 * list) for one unit, else undefined. Region and price-list prices depend on who buys, which
 * the server settles when the item is added.
 */
export function variantPrice(variant: PickerVariant, currencyCode: string | undefined) {
  if (!currencyCode) return undefined;
  const code = currencyCode.toLowerCase();
  const plain = (variant.prices ?? []).filter(
    (price) =>
      price.currency_code.toLowerCase() === code &&
      !price.region_id &&
      !price.price_list_id &&
      (price.min_quantity ?? 1) <= 1,
  );
  return plain[0]?.amount;
}
