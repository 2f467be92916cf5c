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

describe('options and variants of a product', () => {
  it('adds, renames and removes options and variants', async () => {
    const product = await seedProduct(app, region.id, { title: 'Sock', handle: 'sock' });
    const base = `/admin/products/${product.id}`;
    const withColor = expectContract(
      'AdminCreateProductOption',
      await app.inject({ method: 'POST', url: `${base}/options`, payload: { title: 'Color' } }),
    );
    const color = withColor.product.options.find((o: { title: string }) => o.title === 'Color');
    const renamed = expectContract(
      'AdminUpdateProductOption',
      await app.inject({
        method: 'POST',
        url: `${base}/options/${color.id}`,
        payload: { title: 'Colour' },
      }),
    );
    expect(renamed.product.options.map((o: { title: string }) => o.title)).toContain('Colour');

    const size = product.options[0].id;
    const created = expectContract(
      'AdminCreateProductVariant',
      await app.inject({
        method: 'POST',
        url: `${base}/variants`,
        payload: {
          title: 'L / Red',
          sku: 'SOCK-L-RED',
          prices: [{ currency_code: 'usd', amount: 500 }],
          options: [
            { option_id: size, value: 'L' },
            { option_id: color.id, value: 'Red' },
          ],
        },
      }),
    );
    const variant = created.product.variants.find((v: { sku: string }) => v.sku === 'SOCK-L-RED');
    expect(variant.options).toHaveLength(2);
    const dupSku = expectContract(
      'AdminCreateProductVariant',
      await app.inject({
        method: 'POST',
        url: `${base}/variants`,
        payload: {
          title: 'x',
          sku: 'SOCK-L-RED',
          prices: [],
          options: [
            { option_id: size, value: 'XL' },
            { option_id: color.id, value: 'Blue' },
          ],
        },
      }),
      422,
    );
    expect(dupSku.type).toBe('duplicate_error');
    const dupOptions = expectContract(
      'AdminCreateProductVariant',
      await app.inject({
        method: 'POST',
        url: `${base}/variants`,
        payload: {
          title: 'x',
          prices: [],
          options: [
            { option_id: size, value: 'L' },
            { option_id: color.id, value: 'Red' },
          ],
        },
      }),
      400,
    );
    expect(dupOptions.type).toBe('not_allowed');

    const changed = expectContract(
      'AdminUpdateProductVariant',
      await app.inject({
        method: 'POST',
        url: `${base}/variants/${variant.id}`,
        payload: { title: 'Large Red', inventory_quantity: 7 },
      }),
    );
    expect(changed.product.variants.find((v: { id: string }) => v.id === variant.id)).toMatchObject(
      { title: 'Large Red', inventory_quantity: 7 },
    );

    const variants = expectContract(
      'AdminListProductVariants',
      await app.inject({ url: `${base}/variants?limit=2` }),
    );
    expect(variants).toMatchObject({ count: 3, limit: 2 });
    expect(variants.variants).toHaveLength(2);

    const removedVariant = expectContract(
      'AdminDeleteProductVariant',
      await app.inject({ method: 'DELETE', url: `${base}/variants/${variant.id}` }),
    );
    expect(removedVariant).toMatchObject({
      id: variant.id,
      variant_id: variant.id,
      object: 'product-variant',
      deleted: true,
    });
    expect(removedVariant.product.variants).toHaveLength(2);
    const removedOption = expectContract(
      'AdminDeleteProductOption',
      await app.inject({ method: 'DELETE', url: `${base}/options/${color.id}` }),
    );
    expect(removedOption).toMatchObject({ option_id: color.id, deleted: true });

    // 400s
    expectContract(
      'AdminCreateProductOption',
      await app.inject({ method: 'POST', url: `${base}/options`, payload: {} }),
      400,
    );
    expectContract(
      'AdminUpdateProductOption',
      await app.inject({ method: 'POST', url: `${base}/options/${size}`, payload: { title: 1 } }),
      400,
    );
    expectContract(
      'AdminCreateProductVariant',
      await app.inject({ method: 'POST', url: `${base}/variants`, payload: { title: 'x' } }),
      400,
    );
    expectContract(
      'AdminUpdateProductVariant',
      await app.inject({
        method: 'POST',
        url: `${base}/variants/${product.variants[0].id}`,
        payload: { inventory_quantity: 'x' },
      }),
      400,
    );
    expectContract(
      'AdminListProductVariants',
      await app.inject({ url: `${base}/variants?limit=x` }),
      400,
    );
    // 404s
    expectContract(
      'AdminCreateProductOption',
      await app.inject({
        method: 'POST',
        url: '/admin/products/prod_x/options',
        payload: { title: 'a' },
      }),
      404,
    );
    expectContract(
      'AdminUpdateProductOption',
      await app.inject({ method: 'POST', url: `${base}/options/opt_x`, payload: { title: 'a' } }),
      404,
    );
    expectContract(
      'AdminDeleteProductOption',
      await app.inject({ method: 'DELETE', url: `${base}/options/opt_x` }),
      404,
    );
    expectContract(
      'AdminCreateProductVariant',
      await app.inject({
        method: 'POST',
        url: '/admin/products/prod_x/variants',
        payload: { title: 'x', prices: [], options: [] },
      }),
      404,
    );
    expectContract(
      'AdminUpdateProductVariant',
      await app.inject({ method: 'POST', url: `${base}/variants/variant_x`, payload: {} }),
      404,
    );
    expectContract(
      'AdminDeleteProductVariant',
      await app.inject({ method: 'DELETE', url: `${base}/variants/variant_x` }),
      404,
    );
    expectContract(
      'AdminListProductVariants',
      await app.inject({ url: '/admin/products/prod_x/variants' }),
      404,
    );
    // 401s
    expectContract(
      'AdminCreateProductOption',
      await anonymous.inject({ method: 'POST', url: `${base}/options`, payload: { title: 'a' } }),
      401,
    );
    expectContract(
      'AdminUpdateProductOption',
      await anonymous.inject({
        method: 'POST',
        url: `${base}/options/${size}`,
        payload: { title: 'a' },
      }),
      401,
    );
    expectContract(
      'AdminDeleteProductOption',
      await anonymous.inject({ method: 'DELETE', url: `${base}/options/${size}` }),
      401,
    );
    expectContract(
      'AdminCreateProductVariant',
      await anonymous.inject({ method: 'POST', url: `${base}/variants`, payload: {} }),
      401,
    );
    expectContract(
      'AdminUpdateProductVariant',
      await anonymous.inject({ method: 'POST', url: `${base}/variants/x`, payload: {} }),
      401,
    );
    expectContract(
      'AdminDeleteProductVariant',
      await anonymous.inject({ method: 'DELETE', url: `${base}/variants/x` }),
      401,
    );
    expectContract(
      'AdminListProductVariants',
      await anonymous.inject({ url: `${base}/variants` }),
      401,
    );
  });

  it('gives existing variants an empty value for a new option, and asks a new variant for every option', async () => {
    const product = await seedProduct(app, region.id, { title: 'Cap', handle: 'cap' });
    const base = `/admin/products/${product.id}`;
    const withFit = expectContract(
      'AdminCreateProductOption',
      await app.inject({ method: 'POST', url: `${base}/options`, payload: { title: 'Fit' } }),
    );
    const fit = withFit.product.options.find((o: { title: string }) => o.title === 'Fit');
    // Each existing variant now has a (blank) value for Fit.
    expect(withFit.product.variants.length).toBeGreaterThan(0);
    for (const variant of withFit.product.variants) {
      expect(
        variant.options.filter((v: { option_id: string }) => v.option_id === fit.id),
      ).toMatchObject([{ value: '' }]);
    }

    const size = product.options[0].id;
    const refused = await app.inject({
      method: 'POST',
      url: `${base}/variants`,
      payload: {
        title: 'XL',
        prices: [{ currency_code: 'usd', amount: 500 }],
        options: [{ option_id: size, value: 'XL' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: 'invalid_data' });
    expect(refused.json().message).toContain('Fit');

    const added = await app.inject({
      method: 'POST',
      url: `${base}/variants`,
      payload: {
        title: 'XL / Loose',
        prices: [{ currency_code: 'usd', amount: 500 }],
        options: [
          { option_id: size, value: 'XL' },
          { option_id: fit.id, value: 'Loose' },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
  });
});
