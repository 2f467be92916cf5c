import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { HttpError } from '../../../errors.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { publishableKeyOf, salesChannelIdsForPublishableKey } from './scope.ts';

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

async function createKey(title: string) {
  const response = await call('POST', '/admin/publishable-api-keys', { title });
  return expectContract('AdminCreatePublishableApiKey', response).publishable_api_key;
}

async function createChannel(name: string): Promise<string> {
  return (await call('POST', '/admin/sales-channels', { name })).json().sales_channel.id;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return error;
}

describe('publishable API keys', () => {
  it('creates, reads, renames, lists, revokes and deletes a key', async () => {
    const key = await createKey('Storefront');
    expect(key).toMatchObject({
      title: 'Storefront',
      created_by: 'usr_test',
      revoked_at: null,
      revoked_by: null,
    });
    expect(key.id).toMatch(/^pk_[0-9A-Z]{26}$/);

    const url = `/admin/publishable-api-keys/${key.id}`;
    expect(
      expectContract('AdminGetPublishableApiKey', await call('GET', url)).publishable_api_key.id,
    ).toBe(key.id);
    const renamed = expectContract(
      'AdminUpdatePublishableApiKey',
      await call('POST', url, { title: 'Web' }),
    ).publishable_api_key;
    expect(renamed.title).toBe('Web');

    const list = expectContract(
      'AdminListPublishableApiKeys',
      await call('GET', '/admin/publishable-api-keys?q=we&order=title'),
    );
    expect(list).toMatchObject({ count: 1, limit: 20, offset: 0 });

    const revoked = expectContract(
      'AdminRevokePublishableApiKey',
      await call('POST', `${url}/revoke`),
    ).publishable_api_key;
    expect(revoked).toMatchObject({ revoked_by: 'usr_test' });
    expect(new Date(revoked.revoked_at).getTime()).toBeGreaterThan(0);
    const twice = await call('POST', `${url}/revoke`);
    expect(expectContract('AdminRevokePublishableApiKey', twice, 400)).toMatchObject({
      type: 'not_allowed',
    });

    const deleted = expectContract('AdminDeletePublishableApiKey', await call('DELETE', url));
    expect(deleted).toEqual({ id: key.id, object: 'publishable-api-key', deleted: true });
    expectContract('AdminGetPublishableApiKey', await call('GET', url), 404);
  });

  it('adds, lists and removes sales channels', async () => {
    const key = await createKey('Scoped');
    const [a, b] = [await createChannel('Alpha shop'), await createChannel('Beta shop')];
    const batch = `/admin/publishable-api-keys/${key.id}/sales-channels/batch`;
    expectContract(
      'AdminAddPublishableApiKeySalesChannels',
      await call('POST', batch, { sales_channel_ids: [{ id: a }, { id: b }, { id: a }] }),
    );
    const listUrl = `/admin/publishable-api-keys/${key.id}/sales-channels`;
    const listed = expectContract(
      'AdminListPublishableApiKeySalesChannels',
      await call('GET', listUrl),
    );
    expect(listed.sales_channels.map((c: { id: string }) => c.id)).toEqual([a, b]);
    const searched = expectContract(
      'AdminListPublishableApiKeySalesChannels',
      await call('GET', `${listUrl}?q=beta`),
    );
    expect(searched.sales_channels.map((c: { id: string }) => c.id)).toEqual([b]);

    expect(await salesChannelIdsForPublishableKey(database.db, key.id)).toEqual([a, b]);

    expectContract(
      'AdminRemovePublishableApiKeySalesChannels',
      await call('DELETE', batch, { sales_channel_ids: [{ id: a }] }),
    );
    expect(await salesChannelIdsForPublishableKey(database.db, key.id)).toEqual([b]);

    // Deleting a channel takes it out of every key's scope.
    await call('DELETE', `/admin/sales-channels/${b}`);
    expect(await salesChannelIdsForPublishableKey(database.db, key.id)).toEqual([]);

    const unknown = await call('POST', batch, { sales_channel_ids: [{ id: 'sc_missing' }] });
    expect(expectContract('AdminAddPublishableApiKeySalesChannels', unknown, 400).message).toBe(
      'Sales channel with id: sc_missing was not found',
    );
  });

  it('scopes by key: none, unknown and revoked keys', async () => {
    expect(await salesChannelIdsForPublishableKey(database.db, undefined)).toBeNull();
    expect(publishableKeyOf({ 'x-publishable-api-key': ' pk_1 ' })).toBe('pk_1');
    expect(publishableKeyOf({ 'x-publishable-api-key': '' })).toBeUndefined();
    expect(publishableKeyOf({})).toBeUndefined();

    const unknown = await rejection(salesChannelIdsForPublishableKey(database.db, 'pk_nope'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({
      type: 'invalid_data',
      code: 'invalid_publishable_api_key',
    });

    const key = await createKey('Old');
    await call('POST', `/admin/publishable-api-keys/${key.id}/revoke`);
    const revoked = await rejection(salesChannelIdsForPublishableKey(database.db, key.id));
    expect(revoked.statusCode).toBe(400);
    expect(revoked.body).toMatchObject({
      type: 'not_allowed',
      code: 'publishable_api_key_revoked',
    });
  });

  it('rejects bad input', async () => {
    const base = '/admin/publishable-api-keys';
    expectContract('AdminCreatePublishableApiKey', await call('POST', base, {}), 400);
    expectContract('AdminCreatePublishableApiKey', await call('POST', base, { title: '' }), 400);
    expectContract('AdminListPublishableApiKeys', await call('GET', `${base}?offset=x`), 400);
    const key = await createKey('Input');
    const url = `${base}/${key.id}`;
    expectContract('AdminUpdatePublishableApiKey', await call('POST', url, { name: 'x' }), 400);
    expectContract('AdminGetPublishableApiKey', await call('GET', `${url}?nope=1`), 400);
    expectContract(
      'AdminListPublishableApiKeySalesChannels',
      await call('GET', `${url}/sales-channels?limit=1`),
      400,
    );
    expectContract(
      'AdminAddPublishableApiKeySalesChannels',
      await call('POST', `${url}/sales-channels/batch`, { sales_channel_ids: [] }),
      400,
    );
    expectContract(
      'AdminRemovePublishableApiKeySalesChannels',
      await call('DELETE', `${url}/sales-channels/batch`, { sales_channel_ids: ['sc_1'] }),
      400,
    );
    expectContract(
      'AdminRevokePublishableApiKey',
      await app.inject({
        method: 'POST',
        url: `${url}/revoke`,
        headers: { 'content-type': 'application/json' },
        payload: '{"broken',
      }),
      400,
    );
  });

  it('answers 404 for unknown keys', async () => {
    const url = '/admin/publishable-api-keys/pk_missing';
    const body = { sales_channel_ids: [{ id: 'sc_1' }] };
    expectContract('AdminGetPublishableApiKey', await call('GET', url), 404);
    expectContract('AdminUpdatePublishableApiKey', await call('POST', url, { title: 'x' }), 404);
    expectContract('AdminRevokePublishableApiKey', await call('POST', `${url}/revoke`), 404);
    expectContract('AdminDeletePublishableApiKey', await call('DELETE', url), 404);
    expectContract(
      'AdminListPublishableApiKeySalesChannels',
      await call('GET', `${url}/sales-channels`),
      404,
    );
    expectContract(
      'AdminAddPublishableApiKeySalesChannels',
      await call('POST', `${url}/sales-channels/batch`, body),
      404,
    );
    expectContract(
      'AdminRemovePublishableApiKeySalesChannels',
      await call('DELETE', `${url}/sales-channels/batch`, body),
      404,
    );
  });

  it('needs credentials', async () => {
    const url = '/admin/publishable-api-keys/pk_x';
    const body = { sales_channel_ids: [{ id: 'sc_1' }] };
    const requests: [string, Method, string, object?][] = [
      ['AdminListPublishableApiKeys', 'GET', '/admin/publishable-api-keys'],
      ['AdminCreatePublishableApiKey', 'POST', '/admin/publishable-api-keys', { title: 'x' }],
      ['AdminGetPublishableApiKey', 'GET', url],
      ['AdminUpdatePublishableApiKey', 'POST', url, { title: 'x' }],
      ['AdminRevokePublishableApiKey', 'POST', `${url}/revoke`],
      ['AdminDeletePublishableApiKey', 'DELETE', url],
      ['AdminListPublishableApiKeySalesChannels', 'GET', `${url}/sales-channels`],
      ['AdminAddPublishableApiKeySalesChannels', 'POST', `${url}/sales-channels/batch`, body],
      ['AdminRemovePublishableApiKeySalesChannels', 'DELETE', `${url}/sales-channels/batch`, body],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
