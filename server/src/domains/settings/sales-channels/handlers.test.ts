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

async function createChannel(name: string, extra: object = {}) {
  const response = await call('POST', '/admin/sales-channels', { name, ...extra });
  return expectContract('AdminCreateSalesChannel', response).sales_channel;
}

async function createLocation(name: string) {
  const response = await call('POST', '/admin/stock-locations', { name });
  return expectContract('AdminCreateStockLocation', response).stock_location;
}

describe('sales channels', () => {
  it('seeds the default channel and names it in the store', async () => {
    const list = expectContract(
      'AdminListSalesChannels',
      await call('GET', '/admin/sales-channels?q=default'),
    );
    expect(list.sales_channels).toHaveLength(1);
    const [channel] = list.sales_channels;
    expect(channel).toMatchObject({ name: 'Default Sales Channel', is_disabled: false });
    const store = (await call('GET', '/admin/store')).json().store;
    expect(store.default_sales_channel_id).toBe(channel.id);
    const removal = await call('DELETE', `/admin/sales-channels/${channel.id}`);
    expect(expectContract('AdminDeleteSalesChannel', removal, 400)).toMatchObject({
      type: 'not_allowed',
    });
  });

  it('creates, reads, updates, lists and deletes a channel', async () => {
    const channel = await createChannel('Webshop', { description: 'The site', metadata: { a: 1 } });
    expect(channel).toMatchObject({
      name: 'Webshop',
      description: 'The site',
      is_disabled: false,
      metadata: { a: 1 },
      deleted_at: null,
    });
    expect(channel.id).toMatch(/^sc_[0-9A-Z]{26}$/);

    const got = expectContract(
      'AdminGetSalesChannel',
      await call('GET', `/admin/sales-channels/${channel.id}`),
    );
    expect(got.sales_channel).toMatchObject({ id: channel.id, locations: [] });

    const updated = expectContract(
      'AdminUpdateSalesChannel',
      await call('POST', `/admin/sales-channels/${channel.id}`, {
        is_disabled: true,
        name: 'Shop',
      }),
    );
    expect(updated.sales_channel).toMatchObject({ name: 'Shop', is_disabled: true });

    const list = expectContract(
      'AdminListSalesChannels',
      await call('GET', '/admin/sales-channels?name=Shop&limit=5&order=name'),
    );
    expect(list).toMatchObject({ count: 1, limit: 5, offset: 0 });

    const deleted = expectContract(
      'AdminDeleteSalesChannel',
      await call('DELETE', `/admin/sales-channels/${channel.id}`),
    );
    expect(deleted).toEqual({ id: channel.id, object: 'sales-channel', deleted: true });
    const after = await call('GET', `/admin/sales-channels/${channel.id}`);
    expect(expectContract('AdminGetSalesChannel', after, 404).message).toBe(
      `Sales channel with id: ${channel.id} was not found`,
    );
    const withDeleted = expectContract(
      'AdminListSalesChannels',
      await call('GET', '/admin/sales-channels?deleted_at[gte]=2000-01-01T00:00:00Z'),
    );
    expect(withDeleted.sales_channels.map((c: { id: string }) => c.id)).toContain(channel.id);
  });

  it('links and unlinks stock locations', async () => {
    const channel = await createChannel('Marketplace');
    const location = await createLocation('Warehouse');
    const url = `/admin/sales-channels/${channel.id}/stock-locations`;
    const added = expectContract(
      'AdminAddSalesChannelStockLocation',
      await call('POST', url, { location_id: location.id }),
    );
    expect(added.sales_channel.locations).toMatchObject([
      { sales_channel_id: channel.id, location_id: location.id },
    ]);
    // Adding again changes nothing.
    const again = expectContract(
      'AdminAddSalesChannelStockLocation',
      await call('POST', url, { location_id: location.id }),
    );
    expect(again.sales_channel.locations).toHaveLength(1);
    const expanded = expectContract(
      'AdminListSalesChannels',
      await call('GET', `/admin/sales-channels?id=${channel.id}&expand=locations`),
    );
    expect(expanded.sales_channels[0].locations).toHaveLength(1);

    const removed = expectContract(
      'AdminRemoveSalesChannelStockLocation',
      await call('DELETE', url, { location_id: location.id }),
    );
    expect(removed.sales_channel.locations).toEqual([]);

    const unknown = await call('POST', url, { location_id: 'sloc_missing' });
    expect(expectContract('AdminAddSalesChannelStockLocation', unknown, 400).message).toBe(
      'Stock location with id: sloc_missing was not found',
    );
    const noChannel = await call('POST', '/admin/sales-channels/sc_missing/stock-locations', {
      location_id: location.id,
    });
    expectContract('AdminAddSalesChannelStockLocation', noChannel, 404);
    const noChannelRemove = await call(
      'DELETE',
      '/admin/sales-channels/sc_missing/stock-locations',
      {
        location_id: location.id,
      },
    );
    expectContract('AdminRemoveSalesChannelStockLocation', noChannelRemove, 404);
  });

  it('rejects bad input', async () => {
    expectContract('AdminCreateSalesChannel', await call('POST', '/admin/sales-channels', {}), 400);
    expectContract(
      'AdminCreateSalesChannel',
      await call('POST', '/admin/sales-channels', { name: 'x', secret: 1 }),
      400,
    );
    expectContract(
      'AdminListSalesChannels',
      await call('GET', '/admin/sales-channels?order=password'),
      400,
    );
    expectContract(
      'AdminListSalesChannels',
      await call('GET', '/admin/sales-channels?limt=2'),
      400,
    );
    const channel = await createChannel('Bad input');
    expectContract(
      'AdminUpdateSalesChannel',
      await call('POST', `/admin/sales-channels/${channel.id}`, { name: '' }),
      400,
    );
    expectContract(
      'AdminAddSalesChannelStockLocation',
      await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, {}),
      400,
    );
    expectContract(
      'AdminRemoveSalesChannelStockLocation',
      await call('DELETE', `/admin/sales-channels/${channel.id}/stock-locations`, { id: 'x' }),
      400,
    );
  });

  it('answers 404 for unknown channels', async () => {
    expectContract('AdminGetSalesChannel', await call('GET', '/admin/sales-channels/sc_x'), 404);
    expectContract(
      'AdminUpdateSalesChannel',
      await call('POST', '/admin/sales-channels/sc_x', { name: 'y' }),
      404,
    );
    expectContract(
      'AdminDeleteSalesChannel',
      await call('DELETE', '/admin/sales-channels/sc_x'),
      404,
    );
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListSalesChannels', 'GET', '/admin/sales-channels'],
      ['AdminCreateSalesChannel', 'POST', '/admin/sales-channels', { name: 'x' }],
      ['AdminGetSalesChannel', 'GET', '/admin/sales-channels/sc_x'],
      ['AdminUpdateSalesChannel', 'POST', '/admin/sales-channels/sc_x', { name: 'x' }],
      ['AdminDeleteSalesChannel', 'DELETE', '/admin/sales-channels/sc_x'],
      [
        'AdminAddSalesChannelStockLocation',
        'POST',
        '/admin/sales-channels/sc_x/stock-locations',
        { location_id: 'sloc_x' },
      ],
      [
        'AdminRemoveSalesChannelStockLocation',
        'DELETE',
        '/admin/sales-channels/sc_x/stock-locations',
        { location_id: 'sloc_x' },
      ],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
