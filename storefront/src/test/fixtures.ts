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

/** The product as the server answers it for a region: calculated prices in its currency. */
export function pricedFor(item: Product, forRegion: Region | undefined): Product {
  if (!forRegion) return item;
  return {
    ...item,
    variants: item.variants?.map((variant) => {
      const amount = variant.prices?.find(
        (p) => p.currency_code === forRegion.currency_code,
      )?.amount;
      return { ...variant, calculated_price: amount ?? null, original_price: amount ?? null };
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
