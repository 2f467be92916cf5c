import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

const address = { address_1: '1 Dock Road', city: 'Hamburg', country_code: 'DE' };

describe('stock locations', () => {
  it('creates the first location as the store default, with its address', async () => {
    const created = expectContract(
      'AdminCreateStockLocation',
      await call('POST', '/admin/stock-locations', { name: 'Main', address, metadata: { k: 'v' } }),
    ).stock_location;
    expect(created.id).toMatch(/^sloc_/);
    expect(created).toMatchObject({ name: 'Main', metadata: { k: 'v' }, deleted_at: null });
    expect(created.address).toMatchObject({ ...address, country_code: 'de', address_2: null });
    expect(created.address_id).toBe(created.address.id);
    const store = (await call('GET', '/admin/store')).json().store;
    expect(store.default_location_id).toBe(created.id);

    const second = expectContract(
      'AdminCreateStockLocation',
      await call('POST', '/admin/stock-locations', {
        name: 'Second',
        address_id: created.address_id,
      }),
    ).stock_location;
    expect(second.address_id).toBe(created.address_id);
    expect((await call('GET', '/admin/store')).json().store.default_location_id).toBe(created.id);
  });

  it('reads, updates, lists and deletes a location', async () => {
    const location = expectContract(
      'AdminCreateStockLocation',
      await call('POST', '/admin/stock-locations', { name: 'Outlet' }),
    ).stock_location;
    expect(location.address).toBeNull();

    const updated = expectContract(
      'AdminUpdateStockLocation',
      await call('POST', `/admin/stock-locations/${location.id}`, {
        name: 'Outlet North',
        address: { address_1: 'Main St 2', country_code: 'us', postal_code: '10001' },
      }),
    ).stock_location;
    expect(updated).toMatchObject({ name: 'Outlet North' });
    expect(updated.address).toMatchObject({ address_1: 'Main St 2', postal_code: '10001' });
    // A second inline address edits the same address row.
    const again = expectContract(
      'AdminUpdateStockLocation',
      await call('POST', `/admin/stock-locations/${location.id}`, {
        address: { address_1: 'Main St 3', country_code: 'us' },
      }),
    ).stock_location;
    expect(again.address).toMatchObject({ id: updated.address.id, postal_code: null });

    const channel = (await call('POST', '/admin/sales-channels', { name: 'Outlet channel' })).json()
      .sales_channel;
    await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, {
      location_id: location.id,
    });
    const got = expectContract(
      'AdminGetStockLocation',
      await call('GET', `/admin/stock-locations/${location.id}?expand=address,sales_channels`),
    ).stock_location;
    expect(got.sales_channels.map((c: { id: string }) => c.id)).toEqual([channel.id]);

    const byChannel = expectContract(
      'AdminListStockLocations',
      await call('GET', `/admin/stock-locations?sales_channel_id[]=${channel.id}`),
    );
    expect(byChannel.stock_locations.map((l: { id: string }) => l.id)).toEqual([location.id]);
    const searched = expectContract(
      'AdminListStockLocations',
      await call('GET', '/admin/stock-locations?q=north&expand=sales_channels'),
    );
    expect(searched).toMatchObject({ count: 1, offset: 0, limit: 20 });

    const deleted = expectContract(
      'AdminDeleteStockLocation',
      await call('DELETE', `/admin/stock-locations/${location.id}`),
    );
    expect(deleted).toEqual({ id: location.id, object: 'stock_location', deleted: true });
    expectContract(
      'AdminGetStockLocation',
      await call('GET', `/admin/stock-locations/${location.id}`),
      404,
    );
    const links = (await call('GET', `/admin/sales-channels/${channel.id}`)).json().sales_channel;
    expect(links.locations).toEqual([]);
  });

  it('rejects bad input', async () => {
    const url = '/admin/stock-locations';
    expectContract('AdminCreateStockLocation', await call('POST', url, {}), 400);
    expectContract(
      'AdminCreateStockLocation',
      await call('POST', url, { name: 'x', address: { address_1: 'a', country_code: 'usa' } }),
      400,
    );
    expectContract(
      'AdminCreateStockLocation',
      await call('POST', url, { name: 'x', address_id: 'laddr_missing' }),
      400,
    );
    expectContract('AdminListStockLocations', await call('GET', `${url}?limit=-1`), 400);
    const location = (await call('POST', url, { name: 'Valid' })).json().stock_location;
    expectContract(
      'AdminUpdateStockLocation',
      await call('POST', `${url}/${location.id}`, { name: 3 }),
      400,
    );
    expectContract('AdminGetStockLocation', await call('GET', `${url}/${location.id}?x=1`), 400);
    // DELETE takes only the path id, which any string satisfies: no 400 to provoke there.
  });

  it('answers 404 for unknown locations', async () => {
    const url = '/admin/stock-locations/sloc_missing';
    expect(expectContract('AdminGetStockLocation', await call('GET', url), 404).message).toBe(
      'Stock location with id: sloc_missing was not found',
    );
    expectContract('AdminUpdateStockLocation', await call('POST', url, { name: 'x' }), 404);
    expectContract('AdminDeleteStockLocation', await call('DELETE', url), 404);
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListStockLocations', 'GET', '/admin/stock-locations'],
      ['AdminCreateStockLocation', 'POST', '/admin/stock-locations', { name: 'x' }],
      ['AdminGetStockLocation', 'GET', '/admin/stock-locations/sloc_x'],
      ['AdminUpdateStockLocation', 'POST', '/admin/stock-locations/sloc_x', { name: 'x' }],
      ['AdminDeleteStockLocation', 'DELETE', '/admin/stock-locations/sloc_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
