import { sql } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
import { reusedStatement } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  candidatePricesJson,
  type ItemProduct,
  itemProductsFromJson,
  itemProductsJson,
  productColumnOf,
  type VariantPrice,
  variantPricesFromJson,
} from '../../catalog/index.ts';
import { type RegionRow, regionFromJson, regionJson } from '../../settings/index.ts';
import { storeOptionsOfRegionWhere } from '../shipping-options/repository.ts';
import { shippingOption, shippingOptionRequirement } from '../shipping-options/tables.ts';
import {
  overridesFromJson,
  overridesJson,
  type TaxRateOverrides,
} from '../tax-rates/repository.ts';
import {
  type CartContents,
  type ContentsJson,
  contentsColumns,
  contentsFromJson,
} from './contents.ts';
import type { ShippingCandidates } from './shipping-eligibility.ts';
import { lineItem, shippingMethod } from './tables.ts';

/*
 * Everything a cart's refresh reads before it decides, in ONE statement keyed by the cart
 * (issue 29, eighth pass): the region, the cart's own rows (contents.ts), its lines'
 * candidate prices for its customer, their products with tags, the region's tax rate
 * overrides of those products, their types and the shipping options concerned, and the
 * shipping options the lines' profiles may use with their requirements. These were eight
 * to nine statements per change, sent one after another or pipelined. Each part is the
 * same SQL, rows and order as the read it replaces (`regionsById`, `cartContents`,
 * `candidatePrices`, `productsOfItems`, `taxRatesFor`, `shippingCandidates`), written by
 * the domain that owns the table; refresh-reads.test.ts holds the two paths equal.
 */

export interface RefreshReads {
  region: RegionRow | undefined;
  contents: CartContents;
  /** The candidate prices of the lines' variants for the cart's customer. */
  prices: VariantPrice[];
  products: Map<string, ItemProduct>;
  /** Overrides of the lines' products and types, and of the methods' and candidates' options. */
  overrides: TaxRateOverrides;
  /** The region's options shoppers may choose of the lines' profiles, and requirements. */
  candidates: ShippingCandidates;
}

interface ReadsJson extends ContentsJson {
  region: unknown;
  prices: unknown;
  products: unknown;
  product_rates: unknown;
  product_type_rates: unknown;
  option_rates: unknown;
  options: unknown;
  requirements: unknown;
}

const cartId = sql.placeholder('cartId');
const regionId = sql`${sql.placeholder('regionId')}`;
const customerId = sql`${sql.placeholder('customerId')}`;
const optionIds = sql.placeholder('optionIds');
const lineProducts = sql`select product_id from line_product`;

// Built once (db/prepared-read.ts): it starts every change of a cart.
const readsOfCart = reusedStatement<ReadsJson>(
  'cart_refresh_reads',
  sql`with line_product as (
      select distinct product_id from ${lineItem}
      where cart_id = ${cartId} and product_id is not null),
    candidate as (
      select * from ${shippingOption}
      where ${storeOptionsOfRegionWhere(regionId)}
        and ${shippingOption.profile_id} in (${productColumnOf('profile_id', lineProducts)}))
  select
    ${regionJson(regionId)} as region,
    ${contentsColumns},
    (select coalesce(json_agg(json_build_object('variant_id', vp.variant_id, 'prices', vp.prices)), '[]'::json)
      from (${candidatePricesJson(
        sql`select variant_id from ${lineItem} where cart_id = ${cartId}`,
        customerId,
      )}) vp) as prices,
    ${itemProductsJson(lineProducts)} as products,
    ${overridesJson('products', regionId, lineProducts)} as product_rates,
    ${overridesJson(
      'product_types',
      regionId,
      productColumnOf('type_id', lineProducts),
    )} as product_type_rates,
    ${overridesJson(
      'shipping_options',
      regionId,
      sql`select m.shipping_option_id from ${shippingMethod} m where m.cart_id = ${cartId}
        union select c.id from candidate c
        union select unnest(${optionIds}::text[])`,
    )} as option_rates,
    (select coalesce(json_agg(c order by c.created_at, c.id), '[]'::json) from candidate c) as options,
    (select coalesce(json_agg(r order by r.type, r.id), '[]'::json)
      from ${shippingOptionRequirement} r
      where r.shipping_option_id in (select id from candidate) and r.deleted_at is null) as requirements`,
);

/**
 * The reads of a refresh of `cart`, as they stand in its transaction. `optionIds`: options
 * whose tax overrides are wanted beyond the cart's stored methods' and the candidates'
 * (a method the caller holds but the table may not show yet).
 */
export async function refreshReads(
  db: Executor,
  cart: { id: string; region_id: string; customer_id: string | null },
  optionIds: string[] = [],
): Promise<RefreshReads> {
  const [row] = await readsOfCart(db, {
    cartId: cart.id,
    regionId: cart.region_id,
    customerId: cart.customer_id,
    optionIds,
  });
  return {
    region: regionFromJson(row?.region),
    contents: contentsFromJson(row),
    prices: variantPricesFromJson(row?.prices),
    products: itemProductsFromJson(row?.products),
    overrides: {
      products: overridesFromJson(row?.product_rates),
      productTypes: overridesFromJson(row?.product_type_rates),
      shippingOptions: overridesFromJson(row?.option_rates),
    },
    candidates: {
      options: rowsFromJson(shippingOption, row?.options),
      requirements: rowsFromJson(shippingOptionRequirement, row?.requirements),
    },
  };
}
