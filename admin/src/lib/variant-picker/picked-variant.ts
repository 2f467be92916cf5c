/**
 * A variant chosen in the picker, with how many of it. `unitPrice` is the variant's plain
 * price in the picker's currency (minor units) when it has one; the server still prices
 * the line itself.
 */
export interface PickedVariant {
  variantId: string;
  title: string;
  productTitle: string;
  sku?: string | null;
  quantity: number;
  unitPrice?: number;
}
