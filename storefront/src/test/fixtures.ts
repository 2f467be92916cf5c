import type { Cart } from '@commerce/client';
import type { StoreListProductsData } from '@commerce/client/store/products';
import type { StoreListRegionsData } from '@commerce/client/store/regions';

/*
 * Contract-shaped records for component tests, with only the fields the storefront reads
 * filled in (the rest is left out and cast): the shapes follow openapi/ `Region`, `Product`,
 * `ProductVariant` and `Cart`.
 */

type Region = StoreListRegionsData['regions'][number];
type Product = StoreListProductsData['products'][number];
type Variant = NonNullable<Product['variants']>[number];

export function region(
  id: string,
  name: string,
  currency_code: string,
  tax_rate: number,
  countries: [string, string][],
): Region {
  return {
    id,
    name,
    currency_code,
    tax_rate,
    includes_tax: false,
    countries: countries.map(([iso_2, display_name], index) => ({
      id: index,
      iso_2,
      display_name,
      region_id: id,
    })),
  } as unknown as Region;
}

export const europe = region('reg_eu', 'Europe', 'eur', 20, [
  ['de', 'Germany'],
  ['fr', 'France'],
]);
export const northAmerica = region('reg_na', 'North America', 'usd', 0, [['us', 'United States']]);

export interface VariantInput {
  id: string;
  title: string;
  /** option title -> value */
  values: Record<string, string>;
  eur: number;
  usd: number;
  stock?: number;
  backorder?: boolean;
  /** A sale price per currency (a price list), below `eur` / `usd`. */
  sale?: { eur?: number; usd?: number };
}

export function product(
  id: string,
  title: string,
  variants: VariantInput[],
  extra: Partial<Product> = {},
): Product {
  const optionTitles = Object.keys(variants[0]?.values ?? {});
  const options = optionTitles.map((optionTitle, index) => ({
    id: `${id}_opt${index}`,
    title: optionTitle,
    product_id: id,
  }));
  return {
    id,
    title,
    handle: id.replace(/^prod_/, ''),
    subtitle: null,
    description: `${title} description.`,
    thumbnail: `http://img.test/${id}.png`,
    images: [{ id: `img_${id}`, url: `http://img.test/${id}.png` }],
    collection_id: null,
    options,
    variants: variants.map(
      (input) =>
        ({
          id: input.id,
          title: input.title,
          product_id: id,
          sku: input.id,
          inventory_quantity: input.stock ?? 10,
          allow_backorder: input.backorder ?? false,
          manage_inventory: true,
          metadata: input.sale ? { sale: input.sale } : null,
          prices: [
            { currency_code: 'eur', amount: input.eur },
            { currency_code: 'usd', amount: input.usd },
          ],
          options: options.map((option) => ({
            option_id: option.id,
            value: input.values[option.title] ?? '',
            variant_id: input.id,
          })),
        }) as unknown as Variant,
    ),
    ...extra,
  } as unknown as Product;
}

/**
 * The product as the server answers it for a region (server/src/domains/catalog/products/
 * pricing.ts): calculated prices in its currency, with and without the region's tax, the
 * price's tax rounded once per unit. A variant's `sale` price (a sale list priced like the
 * region) becomes its calculated price.
 */
export function pricedFor(item: Product, forRegion: Region | undefined): Product {
  if (!forRegion) return item;
  const rate = forRegion.tax_rate ?? 0;
  const withTax = (amount: number) => {
    const tax = forRegion.includes_tax
      ? Math.round(amount - amount / (1 + rate / 100))
      : Math.round((amount * rate) / 100);
    return { tax, incl: forRegion.includes_tax ? amount : amount + tax };
  };
  return {
    ...item,
    variants: item.variants?.map((variant) => {
      const currency = forRegion.currency_code;
      const amount = variant.prices?.find((p) => p.currency_code === currency)?.amount;
      if (amount === undefined) return { ...variant, calculated_price: null, original_price: null };
      const sale = (variant.metadata?.sale as Record<string, number> | undefined)?.[currency];
      const calculated = sale ?? amount;
      return {
        ...variant,
        original_price: amount,
        calculated_price: calculated,
        original_price_incl_tax: withTax(amount).incl,
        original_tax: withTax(amount).tax,
        calculated_price_incl_tax: withTax(calculated).incl,
        calculated_tax: withTax(calculated).tax,
      };
    }),
  };
}

export const tShirt = product('prod_t-shirt', 'Classic T-Shirt', [
  {
    id: 'var_s_white',
    title: 'S / White',
    values: { Size: 'S', Color: 'White' },
    eur: 1950,
    usd: 2150,
  },
  {
    id: 'var_m_white',
    title: 'M / White',
    values: { Size: 'M', Color: 'White' },
    eur: 1950,
    usd: 2150,
    stock: 2,
  },
  {
    id: 'var_s_black',
    title: 'S / Black',
    values: { Size: 'S', Color: 'Black' },
    eur: 2450,
    usd: 2700,
    stock: 0,
  },
]);

export const print = product('prod_limited-print', 'Limited Print', [
  {
    id: 'var_a3',
    title: 'A3',
    values: { Size: 'A3' },
    eur: 9900,
    usd: 10890,
    stock: 0,
    backorder: true,
  },
]);

export type FakeCart = Cart;
