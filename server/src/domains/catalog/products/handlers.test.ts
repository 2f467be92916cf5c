import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let region: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  region = await seedRegion(app);
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

describe('POST /admin/products', () => {
  it('creates a product with options, variants, prices, images, tags and type', async () => {
    const product = await seedProduct(app, region.id);
    expect(product.id).toMatch(/^prod_/);
    expect(product).toMatchObject({
      handle: 'blue-shirt',
      status: 'published',
      thumbnail: 'https://example.com/a.png',
    });
    expect(product.images.map((i: { url: string }) => i.url)).toEqual([
      'https://example.com/a.png',
      'https://example.com/b.png',
    ]);
    expect(product.tags.map((t: { value: string }) => t.value)).toEqual(['cotton', 'summer']);
    expect(product.type.value).toBe('Shirts');
    expect(product.options[0].title).toBe('Size');
    expect(product.options[0].values.map((v: { value: string }) => v.value).sort()).toEqual([
      'M',
      'S',
    ]);
    expect(product.variants.map((v: { title: string }) => v.title)).toEqual(['S', 'M']);
    const prices = product.variants[0].prices;
    expect(
      prices.find((p: { region_id: string | null }) => p.region_id === region.id),
    ).toMatchObject({ currency_code: 'eur', amount: 1600 });
    expect(product.variants[0].calculated_price).toBeNull();
  });

  it('answers 422 for a taken handle, 400 for bad input, 401 without credentials', async () => {
    const taken = expectContract(
      'AdminCreateProduct',
      await app.inject({
        method: 'POST',
        url: '/admin/products',
        payload: { title: 'Blue Shirt' },
      }),
      422,
    );
    expect(taken.type).toBe('duplicate_error');
    expectContract(
      'AdminCreateProduct',
      await app.inject({
        method: 'POST',
        url: '/admin/products',
        payload: { title: 'X', price: 5 },
      }),
      400,
    );
    expectContract(
      'AdminCreateProduct',
      await app.inject({
        method: 'POST',
        url: '/admin/products',
        payload: { title: 'X', collection_id: 'pcol_nope' },
      }),
      400,
    );
    // An empty id names no collection either: refused, not written (the fuzz run's 500).
    expectContract(
      'AdminCreateProduct',
      await app.inject({
        method: 'POST',
        url: '/admin/products',
        payload: { title: 'X', collection_id: '' },
      }),
      400,
    );
    expectContract(
      'AdminCreateProduct',
      await anonymous.inject({ method: 'POST', url: '/admin/products', payload: { title: 'X' } }),
      401,
    );
  });
});

describe('admin product reads, updates and deletes', () => {
  it('gets, lists, updates, sets metadata and deletes', async () => {
    const product = await seedProduct(app, region.id, {
      title: 'Red Hat',
      handle: 'red-hat',
      status: 'draft',
    });
    const got = expectContract(
      'AdminGetProduct',
      await app.inject({ url: `/admin/products/${product.id}` }),
    );
    expect(got.product.title).toBe('Red Hat');
    const listed = expectContract(
      'AdminListProducts',
      await app.inject({ url: '/admin/products?status[]=draft&q=red' }),
    );
    expect(listed.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(listed.count).toBe(1);

    const { product: updated } = expectContract(
      'AdminUpdateProduct',
      await app.inject({
        method: 'POST',
        url: `/admin/products/${product.id}`,
        payload: {
          title: 'Crimson Hat',
          tags: [{ value: 'winter' }],
          type: null,
          images: ['https://example.com/c.png'],
          variants: [
            {
              id: product.variants[0].id,
              title: 'Small',
              prices: [{ currency_code: 'usd', amount: 999 }],
            },
            { title: 'Large', prices: [] },
          ],
        },
      }),
    );
    expect(updated).toMatchObject({ title: 'Crimson Hat', type: null, type_id: null });
    expect(updated.tags.map((t: { value: string }) => t.value)).toEqual(['winter']);
    expect(updated.variants.map((v: { title: string }) => v.title)).toEqual(['Small', 'Large']);
    expect(updated.variants[0].prices.map((p: { amount: number }) => p.amount)).toEqual([999]);

    const meta = expectContract(
      'AdminSetProductMetadata',
      await app.inject({
        method: 'POST',
        url: `/admin/products/${product.id}/metadata`,
        payload: { key: 'color', value: 'red' },
      }),
    );
    expect(meta.product.metadata).toEqual({ color: 'red' });
    expectContract(
      'AdminSetProductMetadata',
      await app.inject({
        method: 'POST',
        url: `/admin/products/${product.id}/metadata`,
        payload: { key: 'color' },
      }),
      400,
    );
    expectContract(
      'AdminSetProductMetadata',
      await app.inject({
        method: 'POST',
        url: '/admin/products/prod_x/metadata',
        payload: { key: 'a', value: 'b' },
      }),
      404,
    );
    expectContract(
      'AdminSetProductMetadata',
      await anonymous.inject({
        method: 'POST',
        url: `/admin/products/${product.id}/metadata`,
        payload: { key: 'a', value: 'b' },
      }),
      401,
    );

    expectContract(
      'AdminUpdateProduct',
      await app.inject({
        method: 'POST',
        url: `/admin/products/${product.id}`,
        payload: { status: 'gone' },
      }),
      400,
    );
    expectContract(
      'AdminUpdateProduct',
      await app.inject({ method: 'POST', url: '/admin/products/prod_x', payload: {} }),
      404,
    );
    expectContract(
      'AdminUpdateProduct',
      await anonymous.inject({ method: 'POST', url: `/admin/products/${product.id}`, payload: {} }),
      401,
    );

    const deleted = expectContract(
      'AdminDeleteProduct',
      await app.inject({ method: 'DELETE', url: `/admin/products/${product.id}` }),
    );
    expect(deleted).toEqual({ id: product.id, object: 'product', deleted: true });
    expectContract(
      'AdminGetProduct',
      await app.inject({ url: `/admin/products/${product.id}` }),
      404,
    );
    expectContract(
      'AdminDeleteProduct',
      await app.inject({ method: 'DELETE', url: `/admin/products/${product.id}` }),
      404,
    );
    expectContract(
      'AdminDeleteProduct',
      await anonymous.inject({ method: 'DELETE', url: `/admin/products/${product.id}` }),
      401,
    );
  });

  it('answers 400, 401 and 404 on reads', async () => {
    expectContract(
      'AdminListProducts',
      await app.inject({ url: '/admin/products?status[]=nope' }),
      400,
    );
    expectContract(
      'AdminListProducts',
      await app.inject({ url: '/admin/products?order=price' }),
      400,
    );
    expectContract('AdminListProducts', await anonymous.inject({ url: '/admin/products' }), 401);
    expectContract('AdminGetProduct', await app.inject({ url: '/admin/products/prod_x?x=1' }), 400);
    expectContract('AdminGetProduct', await app.inject({ url: '/admin/products/prod_x' }), 404);
    expectContract(
      'AdminGetProduct',
      await anonymous.inject({ url: '/admin/products/prod_x' }),
      401,
    );
  });
});

describe('tag usage and types', () => {
  it('counts tag usage and lists types', async () => {
    const usage = expectContract(
      'AdminListProductsTagUsage',
      await app.inject({ url: '/admin/products/tag-usage' }),
    );
    const summer = usage.tags.find((t: { value: string }) => t.value === 'summer');
    expect(summer.usage_count).toBeGreaterThanOrEqual(1);
    const types = expectContract(
      'AdminListProductsTypes',
      await app.inject({ url: '/admin/products/types' }),
    );
    expect(types.types.map((t: { value: string }) => t.value)).toContain('Shirts');
    expectContract(
      'AdminListProductsTagUsage',
      await anonymous.inject({ url: '/admin/products/tag-usage' }),
      401,
    );
    expectContract(
      'AdminListProductsTypes',
      await anonymous.inject({ url: '/admin/products/types' }),
      401,
    );
  });
});
