import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let app: FastifyInstance;
let store: FastifyInstance;
let region: { id: string };
let taxIncluded: { id: string };
let shirt: {
  id: string;
  handle: string;
  variants: Array<{ id: string; sku: string }>;
  type_id: string;
  tags: Array<{ id: string }>;
};
let draft: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  region = await seedRegion(app);
  taxIncluded = await seedRegion(app, { name: 'Nordics', countries: ['se'], includes_tax: true });
  shirt = await seedProduct(app, region.id);
  draft = await seedProduct(app, region.id, { title: 'Secret', handle: 'secret', status: 'draft' });
  await seedProduct(app, region.id, {
    title: 'Gift Card',
    description: 'A card',
    handle: 'gift-card',
    is_giftcard: true,
    tags: [],
    type: { value: 'Cards' },
  });
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await database?.close();
});

const ids = (body: { products: Array<{ id: string }> }) => body.products.map((p) => p.id);

describe('GET /store/products', () => {
  it('lists published products only, with filters and paging', async () => {
    const all = expectContract('StoreListProducts', await store.inject({ url: '/store/products' }));
    expect(all.count).toBe(2);
    expect(ids(all)).not.toContain(draft.id);
    const page = expectContract(
      'StoreListProducts',
      await store.inject({ url: '/store/products?limit=1&offset=1&order=-title' }),
    );
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(ids(page)).toEqual([shirt.id]);
    const filters = [
      `q=cotton`,
      `q=${shirt.variants[0]?.sku}`,
      `handle=${shirt.handle}`,
      `id[]=${shirt.id}`,
      `type_id[]=${shirt.type_id}`,
      `tags[]=${shirt.tags[0]?.id}`,
      'is_giftcard=false',
    ];
    for (const filter of filters) {
      const body = expectContract(
        'StoreListProducts',
        await store.inject({ url: `/store/products?${filter}` }),
      );
      expect(ids(body), filter).toEqual([shirt.id]);
    }
  });

  it('adds region prices with tax on top', async () => {
    const body = expectContract(
      'StoreListProducts',
      await store.inject({ url: `/store/products?region_id=${region.id}&id[]=${shirt.id}` }),
    );
    const [small, medium] = body.products[0].variants;
    expect(small).toMatchObject({
      original_price: 1600,
      calculated_price: 1600,
      original_price_incl_tax: 2000,
      calculated_price_incl_tax: 2000,
      original_tax: 400,
      calculated_tax: 400,
      calculated_price_type: 'default',
      tax_rates: [{ rate: 25, name: 'default', code: 'default' }],
      purchasable: true,
    });
    expect(medium.calculated_price).toBeNull();
  });

  it('takes tax out of prices that include it, and prices by currency', async () => {
    const included = expectContract(
      'StoreGetProduct',
      await store.inject({ url: `/store/products/${shirt.id}?region_id=${taxIncluded.id}` }),
    );
    // The Nordics region has no own price: the eur price applies, tax included.
    expect(included.product.variants[0]).toMatchObject({
      calculated_price: 1800,
      calculated_price_incl_tax: 1800,
      calculated_tax: 360,
    });
    const usd = expectContract(
      'StoreGetProduct',
      await store.inject({ url: `/store/products/${shirt.id}?currency_code=usd` }),
    );
    expect(
      usd.product.variants.map((v: { calculated_price: number }) => v.calculated_price),
    ).toEqual([2000, 2200]);
    expect(usd.product.variants[0]).toMatchObject({ calculated_tax: 0, tax_rates: [] });
  });

  it('answers 400 for bad input and 404 for unknown ids', async () => {
    expectContract(
      'StoreListProducts',
      await store.inject({ url: '/store/products?limit=x' }),
      400,
    );
    expectContract(
      'StoreListProducts',
      await store.inject({ url: '/store/products?is_giftcard=maybe' }),
      400,
    );
    expectContract(
      'StoreGetProduct',
      await store.inject({ url: `/store/products/${shirt.id}?nope=1` }),
      400,
    );
    expectContract(
      'StoreGetProduct',
      await store.inject({ url: `/store/products/${draft.id}` }),
      404,
    );
    expectContract('StoreGetProduct', await store.inject({ url: '/store/products/prod_x' }), 404);
    expectContract(
      'StoreGetProduct',
      await store.inject({ url: `/store/products/${shirt.id}?region_id=reg_x` }),
      404,
    );
  });
});

describe('POST /store/products/search', () => {
  it('finds published products by text', async () => {
    const body = expectContract(
      'StoreSearchProducts',
      await store.inject({ method: 'POST', url: '/store/products/search', payload: { q: 'blue' } }),
    );
    expect(body.hits).toEqual([
      {
        id: shirt.id,
        title: 'Blue Shirt',
        handle: 'blue-shirt',
        thumbnail: 'https://example.com/a.png',
      },
    ]);
    const none = expectContract(
      'StoreSearchProducts',
      await store.inject({
        method: 'POST',
        url: '/store/products/search',
        payload: { q: 'secret' },
      }),
    );
    expect(none.hits).toEqual([]);
    expectContract(
      'StoreSearchProducts',
      await store.inject({ method: 'POST', url: '/store/products/search', payload: { q: 1 } }),
      400,
    );
  });
});

describe('variants', () => {
  it('lists and gets variants in admin and store', async () => {
    const variantId = shirt.variants[0]?.id as string;
    const admin = expectContract(
      'AdminListVariants',
      await app.inject({ url: `/admin/variants?product_id[]=${draft.id}` }),
    );
    expect(admin.count).toBe(2);
    const priced = expectContract(
      'AdminListVariants',
      await app.inject({ url: `/admin/variants?id[]=${variantId}&region_id=${region.id}` }),
    );
    expect(priced.variants[0].calculated_price).toBe(1600);
    const one = expectContract(
      'AdminGetVariant',
      await app.inject({ url: `/admin/variants/${variantId}` }),
    );
    expect(one.variant.id).toBe(variantId);
    const storeList = expectContract(
      'StoreListVariants',
      await store.inject({ url: `/store/variants?ids=${variantId}&currency_code=eur` }),
    );
    expect(storeList.variants[0]).toMatchObject({ id: variantId, calculated_price: 1800 });
    const hidden = expectContract(
      'StoreListVariants',
      await store.inject({ url: `/store/variants?id[]=${draft.id}` }),
    );
    expect(hidden.count).toBe(0);
    const storeOne = expectContract(
      'StoreGetVariant',
      await store.inject({ url: `/store/variants/${variantId}?region_id=${region.id}` }),
    );
    expect(storeOne.variant.calculated_price_incl_tax).toBe(2000);
  });

  it('answers 400, 401 and 404', async () => {
    expectContract('AdminListVariants', await app.inject({ url: '/admin/variants?limit=x' }), 400);
    expectContract('AdminListVariants', await store.inject({ url: '/admin/variants' }), 401);
    expectContract(
      'AdminGetVariant',
      await app.inject({ url: '/admin/variants/variant_x?x=1' }),
      400,
    );
    expectContract('AdminGetVariant', await app.inject({ url: '/admin/variants/variant_x' }), 404);
    expectContract(
      'AdminGetVariant',
      await store.inject({ url: '/admin/variants/variant_x' }),
      401,
    );
    expectContract(
      'StoreListVariants',
      await store.inject({ url: '/store/variants?order=nope' }),
      400,
    );
    expectContract(
      'StoreGetVariant',
      await store.inject({ url: '/store/variants/variant_x?x=1' }),
      400,
    );
    expectContract(
      'StoreGetVariant',
      await store.inject({ url: '/store/variants/variant_x' }),
      404,
    );
  });
});

describe('GET /store/products?order=price', () => {
  it('sorts by the lowest own price in the currency asked for, unpriced products last', async () => {
    const priced = (title: string, prices: Array<Record<string, unknown>>) =>
      seedProduct(app, region.id, {
        title,
        handle: title.toLowerCase().replace(/ /g, '-'),
        options: [{ title: 'Size' }],
        variants: [{ title: 'One', prices, options: [{ value: 'One' }] }],
      });
    const socks = await priced('Cheap Socks', [{ currency_code: 'usd', amount: 500 }]);
    const coat = await priced('Fancy Coat', [
      { currency_code: 'usd', amount: 9000 },
      { currency_code: 'eur', amount: 100 },
    ]);
    const euroOnly = await priced('Euro Scarf', [{ currency_code: 'eur', amount: 50 }]);
    const only = [socks, coat, euroOnly, shirt].map((p) => `id=${p.id}`).join('&');
    const sorted = async (query: string) =>
      ids(
        expectContract(
          'StoreListProducts',
          await store.inject({ url: `/store/products?${only}&${query}` }),
        ),
      );
    // The shirt's lowest usd price is 2000.
    expect(await sorted('order=price&currency_code=usd')).toEqual([
      socks.id,
      shirt.id,
      coat.id,
      euroOnly.id,
    ]);
    expect(await sorted('order=-price&currency_code=usd')).toEqual([
      coat.id,
      shirt.id,
      socks.id,
      euroOnly.id,
    ]);
    expect((await sorted('order=price&currency_code=eur'))[0]).toBe(euroOnly.id);
    const unpriced = await store.inject({ url: '/store/products?order=price' });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().message).toMatch(/region_id, currency_code or cart_id/);
  });

  it('answers 400 invalid_order for price without a currency and for an unknown field', async () => {
    for (const order of ['price', '-price', ' price ', 'colour', '-', 'created_at;drop']) {
      const refused = await store.inject({
        url: `/store/products?order=${encodeURIComponent(order)}`,
      });
      expect(expectContract('StoreListProducts', refused, 400), order).toMatchObject({
        type: 'invalid_data',
        code: 'invalid_order',
      });
    }
    // The admin's list says the same (it sorts by no price).
    const admin = await app.inject({ url: '/admin/products?order=price' });
    expect(expectContract('AdminListProducts', admin, 400).code).toBe('invalid_order');
    expectContract('StoreListProducts', await store.inject({ url: '/store/products?order=' }));
  });
});
