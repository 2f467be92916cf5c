import { fromMinorUnits, toMinorUnits } from '@commerce/client';
import type {
  AdminCreateProductVariantBody,
  AdminGetProductData,
  AdminUpdateProductVariantBody,
} from '@commerce/client/admin/products';
import * as v from 'valibot';

type Product = AdminGetProductData['product'];
export type Variant = NonNullable<Product['variants']>[number];

const M = 'product-editor:validation.';
export const CODES = ['sku', 'barcode', 'ean', 'upc'] as const;

export const variantSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}variantTitle`)),
  sku: v.string(),
  barcode: v.string(),
  ean: v.string(),
  upc: v.string(),
  manage_inventory: v.boolean(),
  allow_backorder: v.boolean(),
  options: v.record(v.string(), v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}optionValue`))),
  prices: v.record(
    v.string(),
    v.pipe(v.string(), v.trim(), v.regex(/^(\d+([.,]\d{1,2})?)?$/, `${M}amount`)),
  ),
});

export type VariantValues = v.InferOutput<typeof variantSchema>;

const defaultPrices = (variant: Variant | undefined) =>
  (variant?.prices ?? []).filter((price) => !price.price_list_id);

const currencyPrice = (variant: Variant | undefined, code: string) =>
  defaultPrices(variant).find((price) => !price.region_id && price.currency_code === code);

/** What the form starts with: the variant's fields, or empty ones for a new variant. */
export function variantDefaults(
  product: Product,
  variant: Variant | undefined,
  currencies: readonly string[],
): VariantValues {
  const chosen = (optionId: string) =>
    variant?.options?.find((entry) => entry.option_id === optionId)?.value ?? '';
  return {
    title: variant?.title ?? '',
    sku: variant?.sku ?? '',
    barcode: variant?.barcode ?? '',
    ean: variant?.ean ?? '',
    upc: variant?.upc ?? '',
    manage_inventory: variant?.manage_inventory ?? true,
    allow_backorder: variant?.allow_backorder ?? false,
    options: Object.fromEntries(
      (product.options ?? []).map((option) => [option.id, chosen(option.id)]),
    ),
    prices: Object.fromEntries(
      currencies.map((code) => {
        const price = currencyPrice(variant, code);
        return [code, price ? String(fromMinorUnits(price.amount, code)) : ''];
      }),
    ),
  };
}

/**
 * The default prices to send: region prices go back unchanged (the server replaces the
 * variant's default prices as a whole), then one per currency that has an amount.
 */
function pricesOf(variant: Variant | undefined, values: VariantValues, currencies: string[]) {
  const regional = defaultPrices(variant)
    .filter((price) => price.region_id)
    .map((price) => ({ id: price.id, region_id: price.region_id ?? '', amount: price.amount }));
  const perCurrency = currencies
    .filter((code) => values.prices[code]?.trim())
    .map((code) => {
      const existing = currencyPrice(variant, code);
      return {
        ...(existing ? { id: existing.id } : {}),
        currency_code: code,
        amount: toMinorUnits(values.prices[code] ?? '', code),
      };
    });
  return [...regional, ...perCurrency];
}

const optionsOf = (values: VariantValues) =>
  Object.entries(values.options).map(([option_id, value]) => ({ option_id, value: value.trim() }));

export function updateBody(
  variant: Variant,
  values: VariantValues,
  currencies: string[],
): AdminUpdateProductVariantBody {
  const codes = Object.fromEntries(CODES.map((key) => [key, values[key].trim() || null]));
  return {
    ...codes,
    title: values.title.trim(),
    manage_inventory: values.manage_inventory,
    allow_backorder: values.allow_backorder,
    options: optionsOf(values),
    prices: pricesOf(variant, values, currencies),
  };
}

export function createBody(
  values: VariantValues,
  currencies: string[],
): AdminCreateProductVariantBody {
  const codes = Object.fromEntries(
    CODES.flatMap((key) => (values[key].trim() ? [[key, values[key].trim()]] : [])),
  );
  return {
    ...codes,
    title: values.title.trim(),
    manage_inventory: values.manage_inventory,
    allow_backorder: values.allow_backorder,
    options: optionsOf(values),
    prices: pricesOf(undefined, values, currencies),
  };
}
