import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let admin: FastifyInstance;
let anonymous: FastifyInstance;
let region: { id: string };
let defaultChannel: string;
let web: string;
let pos: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  region = await seedRegion(admin);
  defaultChannel = (await call('GET', '/admin/store')).json().store.default_sales_channel_id;
  web = await createChannel('Web');
  pos = await createChannel('Shop floor');
});

afterAll(async () => {
  await admin?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, payload?: object, headers?: Record<string, string>) {
  return admin.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
}

async function createChannel(name: string): Promise<string> {
  const response = await call('POST', '/admin/sales-channels', { name });
  return expectContract('AdminCreateSalesChannel', response).sales_channel.id;
}

async function keyFor(channels: string[]): Promise<string> {
  const key = (await call('POST', '/admin/publishable-api-keys', { title: 'k' })).json()
    .publishable_api_key.id as string;
  await call('POST', `/admin/publishable-api-keys/${key}/sales-channels/batch`, {
    sales_channel_ids: channels.map((id) => ({ id })),
  });
  return key;
}

const channelIds = (product: { sales_channels?: Array<{ id: string }> }) =>
  (product.sales_channels ?? []).map((channel) => channel.id).sort();

async function storeHandles(query = '', key?: string): Promise<string[]> {
  const response = await anonymous.inject({
    method: 'GET',
    url: `/store/products?limit=100${query}`,
    ...(key ? { headers: { 'x-publishable-api-key': key } } : {}),
  });
  return expectContract('StoreListProducts', response)
    .products.map((p: { handle: string | null }) => p.handle ?? '')
    .sort();
}

describe("a product's sales channels", () => {
  it('go to the default channel when a product is created without any', async () => {
    const product = await seedProduct(admin, region.id, { handle: 'plain' });
    expect(channelIds(product)).toEqual([defaultChannel]);
  });

  it('are the listed ones on create, replaced on update, and none for null', async () => {
    const product = await seedProduct(admin, region.id, {
      handle: 'listed',
      sales_channels: [{ id: web }, { id: pos }],
    });
    expect(channelIds(product)).toEqual([web, pos].sort());

    const updated = expectContract(
      'AdminUpdateProduct',
      await call('POST', `/admin/products/${product.id}`, { sales_channels: [{ id: pos }] }),
    );
    expect(channelIds(updated.product)).toEqual([pos]);

    const none = expectContract(
      'AdminUpdateProduct',
      await call('POST', `/admin/products/${product.id}`, { sales_channels: null }),
    );
    expect(none.product.sales_channels).toEqual([]);
  });

  it('must exist', async () => {
    const response = await call('POST', '/admin/products', {
      title: 'Nowhere',
      sales_channels: [{ id: 'sc_missing' }],
    });
    expect(expectContract('AdminCreateProduct', response, 400)).toMatchObject({
      type: 'invalid_data',
      message: 'Sales channel with id: sc_missing was not found',
    });
  });
});

describe('POST and DELETE /admin/sales-channels/{id}/products/batch', () => {
  it('adds and removes products, and a repeat changes nothing', async () => {
    const a = await seedProduct(admin, region.id, { handle: 'batch-a', sales_channels: [] });
    const b = await seedProduct(admin, region.id, { handle: 'batch-b', sales_channels: [] });
    const url = `/admin/sales-channels/${web}/products/batch`;
    const body = { product_ids: [{ id: a.id }, { id: b.id }] };
    for (let attempt = 0; attempt < 2; attempt++) {
      const added = expectContract('AdminAddSalesChannelProducts', await call('POST', url, body));
      expect(added.sales_channel.id).toBe(web);
    }
    const listed = expectContract(
      'AdminListProducts',
      await call('GET', `/admin/products?sales_channel_id[]=${web}&q=batch`),
    );
    expect(listed.products.map((p: { handle: string }) => p.handle).sort()).toEqual([
      'batch-a',
      'batch-b',
    ]);

    const removed = await call('DELETE', url, { product_ids: [{ id: a.id }] });
    expectContract('AdminRemoveSalesChannelProducts', removed);
    const product = (await call('GET', `/admin/products/${a.id}`)).json().product;
    expect(channelIds(product)).toEqual([]);
    const other = (await call('GET', `/admin/products/${b.id}`)).json().product;
    expect(channelIds(other)).toEqual([web]);
  });

  it('answers 400 for an unknown product or an empty list, and changes nothing', async () => {
    const a = await seedProduct(admin, region.id, { handle: 'batch-c', sales_channels: [] });
    const url = `/admin/sales-channels/${pos}/products/batch`;
    const unknown = await call('POST', url, {
      product_ids: [{ id: a.id }, { id: 'prod_missing' }],
    });
    expect(expectContract('AdminAddSalesChannelProducts', unknown, 400)).toMatchObject({
      type: 'invalid_data',
    });
    const product = (await call('GET', `/admin/products/${a.id}`)).json().product;
    expect(channelIds(product)).toEqual([]);
    const empty = await call('POST', url, { product_ids: [] });
    expectContract('AdminAddSalesChannelProducts', empty, 400);
    const removal = await call('DELETE', url, { product_ids: 'all' });
    expectContract('AdminRemoveSalesChannelProducts', removal, 400);
  });

  it('answers 404 for an unknown channel and 401 without credentials', async () => {
    const body = { product_ids: [{ id: 'prod_x' }] };
    const missing = await call('POST', '/admin/sales-channels/sc_missing/products/batch', body);
    expectContract('AdminAddSalesChannelProducts', missing, 404);
    const gone = await call('DELETE', '/admin/sales-channels/sc_missing/products/batch', body);
    expectContract('AdminRemoveSalesChannelProducts', gone, 404);
    const signedOut = await anonymous.inject({
      method: 'POST',
      url: `/admin/sales-channels/${web}/products/batch`,
      payload: body,
    });
    expectContract('AdminAddSalesChannelProducts', signedOut, 401);
  });
});

describe('store reads by sales channel', () => {
  let webOnly: { id: string };
  let webKey: string;
  let emptyKey: string;

  beforeAll(async () => {
    webOnly = await seedProduct(admin, region.id, {
      handle: 'web-only',
      sales_channels: [{ id: web }],
    });
    await seedProduct(admin, region.id, { handle: 'pos-only', sales_channels: [{ id: pos }] });
    webKey = await keyFor([web]);
    emptyKey = await keyFor([]);
  });

  it("lists only the key's channels' products, and everything without a key", async () => {
    expect(await storeHandles('', webKey)).toContain('web-only');
    expect(await storeHandles('', webKey)).not.toContain('pos-only');
    expect(await storeHandles('', emptyKey)).toEqual([]);
    const all = await storeHandles();
    expect(all).toEqual(expect.arrayContaining(['web-only', 'pos-only']));
  });

  it('narrows by sales_channel_id, never past the key', async () => {
    expect(await storeHandles(`&sales_channel_id[]=${pos}`)).toEqual(['pos-only']);
    expect(await storeHandles(`&sales_channel_id[]=${pos}`, webKey)).toEqual([]);
  });

  it("hides a product outside the key's channels from the detail read", async () => {
    const read = (key: string) =>
      anonymous.inject({
        method: 'GET',
        url: `/store/products/${webOnly.id}`,
        headers: { 'x-publishable-api-key': key },
      });
    const seen = expectContract('StoreGetProduct', await read(webKey));
    expect(seen.product.id).toBe(webOnly.id);
    expect(seen.product).not.toHaveProperty('sales_channels');
    expectContract('StoreGetProduct', await read(emptyKey), 404);
    const other = await anonymous.inject({
      method: 'GET',
      url: `/store/products/${webOnly.id}?sales_channel_id=${pos}`,
    });
    expectContract('StoreGetProduct', other, 404);
  });

  it('answers 400 for an unknown key', async () => {
    const response = await anonymous.inject({
      method: 'GET',
      url: '/store/products',
      headers: { 'x-publishable-api-key': 'pk_unknown' },
    });
    expect(expectContract('StoreListProducts', response, 400)).toMatchObject({
      code: 'invalid_publishable_api_key',
    });
  });
});
