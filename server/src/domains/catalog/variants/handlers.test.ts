import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies } from '../../../test/fixtures/carts.ts';
import { pricedProduct } from '../../../test/fixtures/price-lists.ts';

let database: Database;
let admin: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await database?.close();
});

async function search(q: string) {
  const page = expectContract(
    'AdminListVariants',
    await admin.inject({ method: 'GET', url: `/admin/variants?q=${encodeURIComponent(q)}` }),
  );
  return { count: page.count as number, ids: (page.variants as { id: string }[]).map((v) => v.id) };
}

describe('GET /admin/variants?q=', () => {
  it("finds variants by their title, their SKU and their product's title", async () => {
    const { product, variantId } = await pricedProduct(admin, regionId);
    const other = await pricedProduct(admin, regionId);
    const sku = product.variants[0].sku as string;

    const byProduct = await search(product.title as string);
    expect(byProduct.ids).toEqual([variantId]);
    expect(byProduct.count).toBe(1);
    expect((await search(sku)).ids).toEqual([variantId]);
    // "One" is every variant's title here: both products' variants match.
    expect((await search('One')).ids).toEqual(expect.arrayContaining([variantId, other.variantId]));
    expect((await search('no such thing')).count).toBe(0);
  });
});
