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

async function create(payload: Record<string, unknown>) {
  return expectContract(
    'AdminCreateProductCategory',
    await app.inject({ method: 'POST', url: '/admin/product-categories', payload }),
  ).product_category;
}

describe('product categories', () => {
  it('builds a ranked tree and filters store products through it', async () => {
    const men = await create({ name: 'Men', is_active: true });
    const shirts = await create({ name: 'Shirts', parent_category_id: men.id, is_active: true });
    const pants = await create({
      name: 'Pants',
      parent_category_id: men.id,
      is_active: true,
      rank: 0,
    });
    const hidden = await create({
      name: 'Hidden',
      parent_category_id: men.id,
      is_internal: true,
      is_active: true,
    });
    expect(shirts).toMatchObject({
      handle: 'shirts',
      mpath: `${men.id}.${shirts.id}`,
      parent_category: { id: men.id },
    });
    expect(pants.rank).toBe(0);

    const tree = expectContract(
      'AdminGetProductCategory',
      await app.inject({ url: `/admin/product-categories/${men.id}` }),
    );
    expect(tree.product_category.category_children.map((c: { name: string }) => c.name)).toEqual([
      'Pants',
      'Shirts',
      'Hidden',
    ]);
    const storeTree = expectContract(
      'StoreGetProductCategory',
      await anonymous.inject({ url: `/store/product-categories/${men.id}` }),
    );
    expect(
      storeTree.product_category.category_children.map((c: { name: string }) => c.name),
    ).toEqual(['Pants', 'Shirts']);
    expectContract(
      'StoreGetProductCategory',
      await anonymous.inject({ url: `/store/product-categories/${hidden.id}` }),
      404,
    );

    const added = expectContract(
      'AdminAddProductCategoryProducts',
      await app.inject({
        method: 'POST',
        url: `/admin/product-categories/${shirts.id}/products/batch`,
        payload: { product_ids: [{ id: shirt.id }] },
      }),
    );
    expect(added.product_category.id).toBe(shirts.id);
    const direct = expectContract(
      'StoreListProducts',
      await anonymous.inject({ url: `/store/products?category_id[]=${men.id}` }),
    );
    expect(direct.count).toBe(0);
    const withChildren = expectContract(
      'StoreListProducts',
      await anonymous.inject({
        url: `/store/products?category_id[]=${men.id}&include_category_children=true`,
      }),
    );
    expect(withChildren.products.map((p: { id: string }) => p.id)).toEqual([shirt.id]);
    const product = expectContract(
      'StoreGetProduct',
      await anonymous.inject({ url: `/store/products/${shirt.id}` }),
    );
    expect(product.product.categories.map((c: { id: string }) => c.id)).toEqual([shirts.id]);

    const roots = expectContract(
      'StoreListProductCategories',
      await anonymous.inject({
        url: '/store/product-categories?parent_category_id=null&include_descendants_tree=true',
      }),
    );
    expect(roots.product_categories.map((c: { id: string }) => c.id)).toEqual([men.id]);
    expect(roots.product_categories[0].category_children).toHaveLength(2);
    const list = expectContract(
      'AdminListProductCategories',
      await app.inject({ url: `/admin/product-categories?parent_category_id=${men.id}` }),
    );
    expect(list.product_categories.map((c: { name: string }) => c.name)).toEqual([
      'Pants',
      'Shirts',
      'Hidden',
    ]);

    // Move Shirts to the top level, first: its old siblings close ranks.
    const moved = expectContract(
      'AdminUpdateProductCategory',
      await app.inject({
        method: 'POST',
        url: `/admin/product-categories/${shirts.id}`,
        payload: { parent_category_id: null, rank: 0, name: 'Tops' },
      }),
    );
    expect(moved.product_category).toMatchObject({
      name: 'Tops',
      parent_category_id: null,
      mpath: shirts.id,
      rank: 0,
    });
    const after = expectContract(
      'AdminListProductCategories',
      await app.inject({ url: `/admin/product-categories?parent_category_id=${men.id}` }),
    );
    expect(after.product_categories.map((c: { rank: number }) => c.rank)).toEqual([0, 1]);
    const loop = expectContract(
      'AdminUpdateProductCategory',
      await app.inject({
        method: 'POST',
        url: `/admin/product-categories/${men.id}`,
        payload: { parent_category_id: pants.id },
      }),
      400,
    );
    expect(loop.type).toBe('not_allowed');

    const removed = expectContract(
      'AdminRemoveProductCategoryProducts',
      await app.inject({
        method: 'DELETE',
        url: `/admin/product-categories/${shirts.id}/products/batch`,
        payload: { product_ids: [{ id: shirt.id }] },
      }),
    );
    expect(removed.product_category.id).toBe(shirts.id);
    const refused = expectContract(
      'AdminDeleteProductCategory',
      await app.inject({ method: 'DELETE', url: `/admin/product-categories/${men.id}` }),
      400,
    );
    expect(refused.type).toBe('not_allowed');
    const deleted = expectContract(
      'AdminDeleteProductCategory',
      await app.inject({ method: 'DELETE', url: `/admin/product-categories/${shirts.id}` }),
    );
    expect(deleted).toEqual({ id: shirts.id, object: 'product-category', deleted: true });
    const dup = expectContract(
      'AdminCreateProductCategory',
      await app.inject({
        method: 'POST',
        url: '/admin/product-categories',
        payload: { name: 'Men' },
      }),
      422,
    );
    expect(dup.type).toBe('duplicate_error');
  });

  it('answers 400, 401 and 404', async () => {
    const url = '/admin/product-categories/pcat_x';
    expectContract(
      'AdminCreateProductCategory',
      await app.inject({ method: 'POST', url: '/admin/product-categories', payload: {} }),
      400,
    );
    expectContract(
      'AdminUpdateProductCategory',
      await app.inject({ method: 'POST', url, payload: { rank: -1 } }),
      400,
    );
    expectContract(
      'AdminListProductCategories',
      await app.inject({ url: '/admin/product-categories?is_active=maybe' }),
      400,
    );
    expectContract(
      'StoreListProductCategories',
      await anonymous.inject({ url: '/store/product-categories?limit=x' }),
      400,
    );
    expectContract('AdminGetProductCategory', await app.inject({ url: `${url}?x=1` }), 400);
    expectContract(
      'StoreGetProductCategory',
      await anonymous.inject({ url: '/store/product-categories/pcat_x?x=1' }),
      400,
    );
    expectContract(
      'AdminAddProductCategoryProducts',
      await app.inject({
        method: 'POST',
        url: `${url}/products/batch`,
        payload: { product_ids: ['x'] },
      }),
      400,
    );
    expectContract(
      'AdminRemoveProductCategoryProducts',
      await app.inject({ method: 'DELETE', url: `${url}/products/batch`, payload: {} }),
      400,
    );
    for (const [op, method, path, payload] of [
      ['AdminGetProductCategory', 'GET', url, undefined],
      ['AdminUpdateProductCategory', 'POST', url, {}],
      ['AdminDeleteProductCategory', 'DELETE', url, undefined],
      [
        'AdminAddProductCategoryProducts',
        'POST',
        `${url}/products/batch`,
        { product_ids: [{ id: shirt.id }] },
      ],
      [
        'AdminRemoveProductCategoryProducts',
        'DELETE',
        `${url}/products/batch`,
        { product_ids: [{ id: shirt.id }] },
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
      'StoreGetProductCategory',
      await anonymous.inject({ url: '/store/product-categories/pcat_x' }),
      404,
    );
    expectContract(
      'AdminListProductCategories',
      await anonymous.inject({ url: '/admin/product-categories' }),
      401,
    );
    expectContract(
      'AdminCreateProductCategory',
      await anonymous.inject({
        method: 'POST',
        url: '/admin/product-categories',
        payload: { name: 'x' },
      }),
      401,
    );
  });
});
