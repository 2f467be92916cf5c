import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedDiscount, seedRegions } from '../../../test/fixtures/discounts.ts';

let database: Database;
let app: FastifyInstance;
let europe: { id: string };
let america: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  ({ europe, america } = await seedRegions(app));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('discount regions', () => {
  it('adds and removes regions', async () => {
    const discount = await seedDiscount(app, 'REGIONS', [europe.id]);
    const url = `/admin/discounts/${discount.id}/regions/${america.id}`;
    const added = expectContract('AdminAddDiscountRegion', await call('POST', url));
    expect(ids(added.discount.regions).sort()).toEqual([europe.id, america.id].sort());
    // Adding again changes nothing.
    const again = expectContract('AdminAddDiscountRegion', await call('POST', url));
    expect(again.discount.regions).toHaveLength(2);
    const removed = expectContract('AdminRemoveDiscountRegion', await call('DELETE', url));
    expect(ids(removed.discount.regions)).toEqual([europe.id]);
    expectContract('AdminRemoveDiscountRegion', await call('DELETE', url));

    const fixed = await seedDiscount(app, 'FIXED-ONE', [europe.id], {
      rule: { type: 'fixed', value: 100, allocation: 'total' },
    });
    const second = await call('POST', `/admin/discounts/${fixed.id}/regions/${america.id}`);
    expect(expectContract('AdminAddDiscountRegion', second, 400).message).toBe(
      'Fixed discounts can have one region',
    );
    // Re-adding its one region is fine.
    expectContract(
      'AdminAddDiscountRegion',
      await call('POST', `/admin/discounts/${fixed.id}/regions/${europe.id}`),
    );
    const unknownRegion = await call('POST', `/admin/discounts/${discount.id}/regions/reg_missing`);
    expect(expectContract('AdminAddDiscountRegion', unknownRegion, 404).message).toBe(
      'Region with id: reg_missing was not found',
    );
    expectContract(
      'AdminRemoveDiscountRegion',
      await call('DELETE', `/admin/discounts/${discount.id}/regions/reg_missing`),
      404,
    );
  });
});
