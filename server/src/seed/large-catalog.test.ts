import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { testDatabase } from '../test/database.ts';
import { seedLargeCatalog } from './large-catalog.ts';

/** The bench's bulk catalogue, small: spread over collections, statuses and tags, searchable. */

let database: Database;
let admin: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  await seedLargeCatalog(database, 40);
});

afterAll(async () => {
  await admin?.close();
  await database?.close();
});

const list = async (query: string) =>
  expectContract('AdminListProducts', await admin.inject({ url: `/admin/products?${query}` }));

describe('seedLargeCatalog', () => {
  it('spreads the products over collections, statuses and tags, newest last made', async () => {
    expect((await list('limit=5')).count).toBe(40);
    expect((await list('limit=5')).products[0].title).toBe('Bulk product 000040');
    // 1 + n % 20 = 3 for n = 2 and 22.
    expect((await list('collection_id[]=pcol_bulk_3')).count).toBe(2);
    expect((await list('status[]=published')).count).toBe(10);
    expect((await list('tags[]=ptag_bulk_7')).count).toBe(1);
  });

  it('finds a product by a piece of its title or SKU through the search indexes', async () => {
    expect((await list('q=000017')).products.map((p: { handle: string }) => p.handle)).toEqual([
      'bulk-product-17',
    ]);
    expect((await list('q=BULK-000023')).products[0].handle).toBe('bulk-product-23');
    await expect(seedLargeCatalog(database, 40)).rejects.toThrow();
  });
});
