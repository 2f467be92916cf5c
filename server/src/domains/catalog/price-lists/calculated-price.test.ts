import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createRegion,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { createGroup, createPriceList, pricedProduct } from '../../../test/fixtures/price-lists.ts';

/*
 * The calculated price of store reads: sale and override lists, customer groups, date
 * windows, quantity tiers, region and currency prices. Every product here has a default
 * price of 1000 in a 25 % eur region (net of tax) and 1200 in usd.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Variant = {
  original_price: number | null;
  calculated_price: number | null;
  calculated_price_incl_tax: number | null;
  calculated_price_type: string | null;
  prices: { amount: number; price_list_id: string | null }[];
};

/** The variant of a store product read, as the shopper with `headers` sees it. */
async function storeVariant(productId: string, query: string, headers?: Record<string, string>) {
  const response = await storeRequest(
    store,
    'GET',
    `/store/products/${productId}?${query}`,
    undefined,
    headers,
  );
  return expectContract('StoreGetProduct', response).product.variants[0] as Variant;
}

const inRegion = (productId: string, headers?: Record<string, string>) =>
  storeVariant(productId, `region_id=${regionId}`, headers);

const hour = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('the calculated price', () => {
  it('takes a sale only when cheaper, and an override even when dearer', async () => {
    const cheap = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      type: 'sale',
      prices: [{ variant_id: cheap.variantId, region_id: regionId, amount: 800 }],
    });
    expect(await inRegion(cheap.productId)).toMatchObject({
      original_price: 1000,
      calculated_price: 800,
      calculated_price_incl_tax: 1000,
      calculated_price_type: 'sale',
    });

    const dearSale = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      type: 'sale',
      prices: [{ variant_id: dearSale.variantId, region_id: regionId, amount: 1200 }],
    });
    expect(await inRegion(dearSale.productId)).toMatchObject({
      calculated_price: 1000,
      calculated_price_type: 'default',
    });

    const overridden = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      type: 'override',
      prices: [{ variant_id: overridden.variantId, region_id: regionId, amount: 1200 }],
    });
    expect(await inRegion(overridden.productId)).toMatchObject({
      original_price: 1000,
      calculated_price: 1200,
      calculated_price_type: 'override',
    });
  });

  it('gives a customer group’s prices to its signed-in members only', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const member = await signUp(store, `member-${Date.now()}@example.com`);
    const stranger = await signUp(store, `stranger-${Date.now()}@example.com`);
    const group = await createGroup(admin, [member.customerId]);
    const list = await createPriceList(admin, {
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: regionId, amount: 700 }],
    });
    const forMember = await inRegion(productId, member.headers);
    expect(forMember).toMatchObject({ calculated_price: 700, calculated_price_type: 'sale' });
    // The member sees the list's price among the variant's prices; nobody else does.
    expect(forMember.prices.some((p) => p.price_list_id === list.id)).toBe(true);
    for (const headers of [stranger.headers, undefined]) {
      const other = await inRegion(productId, headers);
      expect(other).toMatchObject({ calculated_price: 1000, calculated_price_type: 'default' });
      expect(other.prices.every((p) => p.price_list_id === null)).toBe(true);
    }
    const variant = expectContract(
      'StoreGetVariant',
      await storeRequest(
        store,
        'GET',
        `/store/variants/${variantId}?region_id=${regionId}`,
        undefined,
        member.headers,
      ),
    ).variant;
    expect(variant.calculated_price).toBe(700);
    // Staff can price for a customer by id.
    const staffView = expectContract(
      'AdminListVariants',
      await admin.inject({
        method: 'GET',
        url: `/admin/variants?id[]=${variantId}&region_id=${regionId}&customer_id=${member.customerId}`,
      }),
    ).variants[0];
    expect(staffView.calculated_price).toBe(700);
  });

  it('applies a list only while active and inside its window', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ starts_at: iso(hour) }, 1000],
      [{ ends_at: iso(-hour) }, 1000],
      [{ status: 'draft' }, 1000],
      [{ starts_at: iso(-hour), ends_at: iso(hour) }, 600],
    ];
    for (const [terms, expected] of cases) {
      const { productId, variantId } = await pricedProduct(admin, regionId);
      await createPriceList(admin, {
        ...terms,
        prices: [{ variant_id: variantId, region_id: regionId, amount: 600 }],
      });
      expect((await inRegion(productId)).calculated_price, JSON.stringify(terms)).toBe(expected);
    }
  });

  it('prices one unit by the tier that holds a quantity of one', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      prices: [
        { variant_id: variantId, region_id: regionId, amount: 700, min_quantity: 10 },
        {
          variant_id: variantId,
          region_id: regionId,
          amount: 900,
          min_quantity: 1,
          max_quantity: 9,
        },
      ],
    });
    expect((await inRegion(productId)).calculated_price).toBe(900);
  });

  it('uses the region’s own price before the currency’s, and currency prices without a region', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      prices: [
        { variant_id: variantId, region_id: regionId, amount: 850 },
        { variant_id: variantId, currency_code: 'eur', amount: 820 },
        { variant_id: variantId, currency_code: 'usd', amount: 1100 },
      ],
    });
    expect((await inRegion(productId)).calculated_price).toBe(850);
    expect(await storeVariant(productId, 'currency_code=usd')).toMatchObject({
      original_price: 1200,
      calculated_price: 1100,
      calculated_price_type: 'sale',
    });
  });

  it('prices for the region and customer of a cart named by cart_id', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const member = await signUp(store, `cart-owner-${Date.now()}@example.com`);
    const group = await createGroup(admin, [member.customerId]);
    await createPriceList(admin, {
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: regionId, amount: 650 }],
    });
    const cart = expectContract(
      'StoreCreateCart',
      await storeRequest(store, 'POST', '/store/carts', { region_id: regionId }, member.headers),
    ).cart;
    // Anyone holding the cart's id sees the prices the cart's lines get.
    expect((await storeVariant(productId, `cart_id=${cart.id}`)).calculated_price).toBe(650);
    const missing = await storeRequest(
      store,
      'GET',
      `/store/products/${productId}?cart_id=cart_nope`,
    );
    expect(missing.statusCode).toBe(404);
  });
});
