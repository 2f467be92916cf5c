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
let shirt: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  const region = await seedRegion(app);
  shirt = await seedProduct(app, region.id);
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

describe('collections', () => {
  it('creates, lists, updates, fills, empties and deletes a collection', async () => {
    const { collection } = expectContract(
      'AdminCreateCollection',
      await app.inject({
        method: 'POST',
        url: '/admin/collections',
        payload: { title: 'Summer Sale' },
      }),
    );
    expect(collection).toMatchObject({ title: 'Summer Sale', handle: 'summer-sale', products: [] });
    const dup = expectContract(
      'AdminCreateCollection',
      await app.inject({
        method: 'POST',
        url: '/admin/collections',
        payload: { title: 'Again', handle: 'summer-sale' },
      }),
      422,
    );
    expect(dup.type).toBe('duplicate_error');
    const base = `/admin/collections/${collection.id}`;
    const updated = expectContract(
      'AdminUpdateCollection',
      await app.inject({
        method: 'POST',
        url: base,
        payload: { title: 'Summer', metadata: { a: 1 } },
      }),
    );
    expect(updated.collection).toMatchObject({ title: 'Summer', metadata: { a: 1 } });
    const filled = expectContract(
      'AdminAddCollectionProducts',
      await app.inject({
        method: 'POST',
        url: `${base}/products/batch`,
        payload: { product_ids: [shirt.id] },
      }),
    );
    expect(filled.collection.products.map((p: { id: string }) => p.id)).toEqual([shirt.id]);
    const byCollection = expectContract(
      'StoreListProducts',
      await anonymous.inject({ url: `/store/products?collection_id[]=${collection.id}` }),
    );
    expect(byCollection.products.map((p: { id: string }) => p.id)).toEqual([shirt.id]);
    const listed = expectContract(
      'AdminListCollections',
      await app.inject({ url: '/admin/collections?q=sum' }),
    );
    expect(listed.count).toBe(1);
    const storeList = expectContract(
      'StoreListCollections',
      await anonymous.inject({ url: '/store/collections?handle[]=summer-sale' }),
    );
    expect(storeList.collections).toHaveLength(1);
    const storeOne = expectContract(
      'StoreGetCollection',
      await anonymous.inject({ url: `/store/collections/${collection.id}` }),
    );
    expect(storeOne.collection.products).toHaveLength(1);
    const adminOne = expectContract('AdminGetCollection', await app.inject({ url: base }));
    expect(adminOne.collection.title).toBe('Summer');
    const emptied = expectContract(
      'AdminRemoveCollectionProducts',
      await app.inject({
        method: 'DELETE',
        url: `${base}/products/batch`,
        payload: { product_ids: [shirt.id] },
      }),
    );
    expect(emptied).toEqual({
      id: collection.id,
      object: 'product-collection',
      removed_products: [shirt.id],
    });
    const deleted = expectContract(
      'AdminDeleteCollection',
      await app.inject({ method: 'DELETE', url: base }),
    );
    expect(deleted).toEqual({ id: collection.id, object: 'product-collection', deleted: true });
    expectContract('AdminGetCollection', await app.inject({ url: base }), 404);
  });

  it('answers 400, 401 and 404', async () => {
    const url = '/admin/collections/pcol_x';
    expectContract(
      'AdminCreateCollection',
      await app.inject({ method: 'POST', url: '/admin/collections', payload: {} }),
      400,
    );
    expectContract(
      'AdminUpdateCollection',
      await app.inject({ method: 'POST', url, payload: { title: 3 } }),
      400,
    );
    expectContract(
      'AdminListCollections',
      await app.inject({ url: '/admin/collections?limit=x' }),
      400,
    );
    expectContract(
      'StoreListCollections',
      await anonymous.inject({ url: '/store/collections?nope=1' }),
      400,
    );
    expectContract('AdminGetCollection', await app.inject({ url: `${url}?nope=1` }), 400);
    expectContract(
      'StoreGetCollection',
      await anonymous.inject({ url: `/store/collections/pcol_x?nope=1` }),
      400,
    );
    expectContract(
      'AdminAddCollectionProducts',
      await app.inject({ method: 'POST', url: `${url}/products/batch`, payload: {} }),
      400,
    );
    expectContract(
      'AdminRemoveCollectionProducts',
      await app.inject({
        method: 'DELETE',
        url: `${url}/products/batch`,
        payload: { product_ids: 'x' },
      }),
      400,
    );
    for (const [op, method, path, payload] of [
      ['AdminGetCollection', 'GET', url, undefined],
      ['AdminUpdateCollection', 'POST', url, {}],
      ['AdminDeleteCollection', 'DELETE', url, undefined],
      ['AdminAddCollectionProducts', 'POST', `${url}/products/batch`, { product_ids: [shirt.id] }],
      [
        'AdminRemoveCollectionProducts',
        'DELETE',
        `${url}/products/batch`,
        { product_ids: [shirt.id] },
      ],
    ] as const) {
      expectContract(
        op,
        await app.inject({ method, url: path, ...(payload ? { payload } : {}) }),
        404,
      );
      expectContract(
        op,
        await anonymous.inject({ method, url: path, ...(payload ? { payload } : {}) }),
        401,
      );
    }
    expectContract(
      'StoreGetCollection',
      await anonymous.inject({ url: '/store/collections/pcol_x' }),
      404,
    );
    expectContract(
      'AdminListCollections',
      await anonymous.inject({ url: '/admin/collections' }),
      401,
    );
    expectContract(
      'AdminCreateCollection',
      await anonymous.inject({
        method: 'POST',
        url: '/admin/collections',
        payload: { title: 'x' },
      }),
      401,
    );
  });
});

describe('tags and types', () => {
  it('lists tags and types in admin and store', async () => {
    const tags = expectContract(
      'AdminListProductTags',
      await app.inject({ url: '/admin/product-tags?order=value' }),
    );
    expect(tags.product_tags.map((t: { value: string }) => t.value)).toEqual(['cotton', 'summer']);
    const storeTags = expectContract(
      'StoreListProductTags',
      await anonymous.inject({ url: '/store/product-tags?q=summ' }),
    );
    expect(storeTags).toMatchObject({ count: 1, offset: 0, limit: 20 });
    const types = expectContract(
      'AdminListProductTypes',
      await app.inject({ url: '/admin/product-types?value[]=Shirts' }),
    );
    expect(types.product_types).toHaveLength(1);
    const storeTypes = expectContract(
      'StoreListProductTypes',
      await anonymous.inject({ url: '/store/product-types' }),
    );
    expect(storeTypes.count).toBe(1);
    expectContract(
      'AdminListProductTags',
      await app.inject({ url: '/admin/product-tags?order=nope' }),
      400,
    );
    expectContract(
      'StoreListProductTags',
      await anonymous.inject({ url: '/store/product-tags?limit=x' }),
      400,
    );
    expectContract(
      'AdminListProductTypes',
      await app.inject({ url: '/admin/product-types?x=1' }),
      400,
    );
    expectContract(
      'StoreListProductTypes',
      await anonymous.inject({ url: '/store/product-types?offset=-' }),
      400,
    );
    expectContract(
      'AdminListProductTags',
      await anonymous.inject({ url: '/admin/product-tags' }),
      401,
    );
    expectContract(
      'AdminListProductTypes',
      await anonymous.inject({ url: '/admin/product-types' }),
      401,
    );
  });
});
