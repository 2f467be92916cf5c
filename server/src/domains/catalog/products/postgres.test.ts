import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../../../test/postgres.ts';

// The catalogue's SQL (array filters, the category mpath match, bigint money) on a real
// server, as PGlite and node-postgres bind and parse values differently.
describe.skipIf(!postgresAvailable())('the catalogue on a PostgreSQL server', () => {
  let server: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>> | undefined;
  let database: Database | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(server.url);
    database = await openDatabase({ url: schema.url });
    await migrate(database);
    app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await schema?.drop();
    await server?.stop();
  });

  it('creates, filters and prices products', async () => {
    const region = await seedRegion(app);
    const shirt = await seedProduct(app, region.id);
    const { product_category: root } = expectContract(
      'AdminCreateProductCategory',
      await app.inject({
        method: 'POST',
        url: '/admin/product-categories',
        payload: { name: 'Root', is_active: true },
      }),
    );
    const { product_category: leaf } = expectContract(
      'AdminCreateProductCategory',
      await app.inject({
        method: 'POST',
        url: '/admin/product-categories',
        payload: { name: 'Leaf', is_active: true, parent_category_id: root.id },
      }),
    );
    await app.inject({
      method: 'POST',
      url: `/admin/product-categories/${leaf.id}/products/batch`,
      payload: { product_ids: [{ id: shirt.id }] },
    });
    const list = expectContract(
      'StoreListProducts',
      await app.inject({
        url: `/store/products?region_id=${region.id}&tags[]=${shirt.tags[0].id}&category_id[]=${root.id}&include_category_children=true&q=cotton`,
      }),
    );
    expect(list.count).toBe(1);
    expect(list.products[0].variants[0]).toMatchObject({
      calculated_price: 1600,
      calculated_price_incl_tax: 2000,
    });
    expect(typeof list.products[0].variants[0].prices[0].amount).toBe('number');
  });
});
