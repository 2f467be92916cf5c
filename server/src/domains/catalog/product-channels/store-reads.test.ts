import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAndShopperApps, staffAndShopperApps } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

/*
 * Issue 22: every store read that lists or shows products or variants sees only the
 * products of the publishable key's sales channels, and refuses an unknown or revoked key,
 * also when the answer was cached for the same URL.
 */

let apps: StaffAndShopperApps;
let admin: FastifyInstance;
let shop: FastifyInstance;
let webOnly: { id: string; variants: Array<{ id: string }> };
let variantIds: string[];
let webKey: string;
let posKey: string;
let revokedKey: string;
let web: string;
let collectionId: string;

beforeAll(async () => {
  apps = await staffAndShopperApps();
  ({ admin, shop } = apps);
  const region = await seedRegion(admin);
  web = await createChannel('Web');
  const pos = await createChannel('Shop floor');
  collectionId = expectContract(
    'AdminCreateCollection',
    await admin.inject({
      method: 'POST',
      url: '/admin/collections',
      payload: { title: 'Scarves' },
    }),
  ).collection.id;
  webOnly = await seedProduct(admin, region.id, {
    title: 'Scoped Scarf',
    handle: 'scoped-scarf',
    sales_channels: [{ id: web }],
    collection_id: collectionId,
  });
  variantIds = webOnly.variants.map((variant) => variant.id);
  webKey = await keyFor([web]);
  posKey = await keyFor([pos]);
  revokedKey = await keyFor([web]);
  await revoke(revokedKey);
});

afterAll(() => apps?.close());

async function createChannel(name: string): Promise<string> {
  const response = await admin.inject({
    method: 'POST',
    url: '/admin/sales-channels',
    payload: { name },
  });
  return expectContract('AdminCreateSalesChannel', response).sales_channel.id;
}

async function keyFor(channels: string[]): Promise<string> {
  const created = await admin.inject({
    method: 'POST',
    url: '/admin/publishable-api-keys',
    payload: { title: 'Storefront' },
  });
  const key = expectContract('AdminCreatePublishableApiKey', created).publishable_api_key.id;
  await admin.inject({
    method: 'POST',
    url: `/admin/publishable-api-keys/${key}/sales-channels/batch`,
    payload: { sales_channel_ids: channels.map((id) => ({ id })) },
  });
  return key;
}

async function revoke(key: string): Promise<void> {
  const response = await admin.inject({
    method: 'POST',
    url: `/admin/publishable-api-keys/${key}/revoke`,
  });
  expectContract('AdminRevokePublishableApiKey', response);
}

interface StoreRead {
  operationId: string;
  /** The request, with `key` in `x-publishable-api-key`. */
  send(key: string): Promise<LightMyRequestResponse>;
  /** Whether an answer of 200 shows the web-only product (or its variants). */
  shows(body: Record<string, unknown>): boolean;
  /** Reads of one record answer 404 outside the key's channels; lists leave it out. */
  byId: boolean;
}

const get = (url: string) => (key: string) =>
  shop.inject({ method: 'GET', url, headers: { 'x-publishable-api-key': key } });
const ids = (list: unknown) => (list as Array<{ id: string }>).map((item) => item.id);

const reads: StoreRead[] = [
  {
    operationId: 'StoreListProducts',
    send: (key) => get('/store/products?q=scoped&limit=100')(key),
    shows: (body) => ids(body.products).includes(webOnly.id),
    byId: false,
  },
  {
    operationId: 'StoreGetProduct',
    send: (key) => get(`/store/products/${webOnly.id}`)(key),
    shows: (body) => (body.product as { id: string }).id === webOnly.id,
    byId: true,
  },
  {
    operationId: 'StoreSearchProducts',
    send: (key) =>
      shop.inject({
        method: 'POST',
        url: '/store/products/search',
        headers: { 'x-publishable-api-key': key },
        payload: { q: 'scoped' },
      }),
    shows: (body) => ids(body.hits).includes(webOnly.id),
    byId: false,
  },
  {
    operationId: 'StoreListVariants',
    send: (key) => get(`/store/variants?ids=${variantIds.join(',')}`)(key),
    shows: (body) => ids(body.variants).sort().join() === [...variantIds].sort().join(),
    byId: false,
  },
  {
    operationId: 'StoreGetCollection',
    send: (key) => get(`/store/collections/${collectionId}`)(key),
    shows: (body) => ids((body.collection as { products: unknown }).products).includes(webOnly.id),
    byId: false,
  },
  {
    operationId: 'StoreGetVariant',
    send: (key) => get(`/store/variants/${variantIds[0]}`)(key),
    shows: (body) => (body.variant as { id: string }).id === variantIds[0],
    byId: true,
  },
];

describe.each(reads)('$operationId with a publishable key', (read) => {
  it("shows a product of the key's channel", async () => {
    expect(read.shows(expectContract(read.operationId, await read.send(webKey)))).toBe(true);
  });

  it(`${read.byId ? 'answers 404 for' : 'leaves out'} a product of another channel`, async () => {
    const response = await read.send(posKey);
    if (read.byId) {
      expectContract(read.operationId, response, 404);
    } else {
      expect(read.shows(expectContract(read.operationId, response))).toBe(false);
    }
  });

  it('refuses a revoked key and an unknown key', async () => {
    const revoked = expectContract(read.operationId, await read.send(revokedKey), 400);
    expect(revoked).toMatchObject({ type: 'not_allowed', code: 'publishable_api_key_revoked' });
    const unknown = expectContract(read.operationId, await read.send('pk_unknown'), 400);
    expect(unknown).toMatchObject({ type: 'invalid_data', code: 'invalid_publishable_api_key' });
  });
});

describe.each(reads.filter((read) => read.operationId !== 'StoreSearchProducts'))(
  '$operationId from the response cache',
  (read) => {
    it("never serves one key's answer to another key", async () => {
      await read.send(webKey);
      const again = await read.send(webKey);
      expect(again.headers['x-cache']).toBe('hit');
      expect(read.shows(expectContract(read.operationId, again))).toBe(true);
      // The same URL while key A's answer is cached: key B gets its own answer.
      const other = await read.send(posKey);
      if (read.byId) expectContract(read.operationId, other, 404);
      else expect(read.shows(expectContract(read.operationId, other))).toBe(false);
    });

    it('refuses a key revoked after its answer was cached', async () => {
      const key = await keyFor([web]);
      await read.send(key);
      expect((await read.send(key)).headers['x-cache']).toBe('hit');
      await revoke(key);
      const refused = await read.send(key);
      expect(refused.headers['x-cache']).toBe('miss');
      expect(expectContract(read.operationId, refused, 400)).toMatchObject({
        code: 'publishable_api_key_revoked',
      });
    });
  },
);

describe('a revoked or unknown key beyond the product reads', () => {
  const others = [
    { operationId: 'StoreListRegions', method: 'GET', url: '/store/regions' },
    { operationId: 'StoreListCollections', method: 'GET', url: '/store/collections' },
    { operationId: 'StoreCreateCart', method: 'POST', url: '/store/carts' },
  ] as const;

  it.each(others)('is refused by $operationId too', async ({ operationId, method, url }) => {
    const send = (key: string) =>
      shop.inject({ method, url, headers: { 'x-publishable-api-key': key } });
    expect(expectContract(operationId, await send(revokedKey), 400)).toMatchObject({
      code: 'publishable_api_key_revoked',
    });
    expect(expectContract(operationId, await send('pk_unknown'), 400)).toMatchObject({
      code: 'invalid_publishable_api_key',
    });
    expect((await send(webKey)).statusCode).toBeLessThan(300);
  });
});
