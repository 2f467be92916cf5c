import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedRegions } from '../../../test/fixtures/discounts.ts';
import { CODE_PATTERN } from './codes.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let europe: { id: string };
let america: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  ({ europe, america } = await seedRegions(app));
  // America does not tax gift cards.
  await app.inject({
    method: 'POST',
    url: `/admin/regions/${america.id}`,
    payload: { gift_cards_taxable: false },
  });
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function createCard(payload: object) {
  const response = await call('POST', '/admin/gift-cards', payload);
  return expectContract('AdminCreateGiftCard', response).gift_card;
}

describe('gift cards', () => {
  it('creates a card with a generated code and a balance equal to its value', async () => {
    const card = await createCard({ value: 5000, region_id: europe.id, metadata: { note: 'x' } });
    expect(card).toMatchObject({
      value: 5000,
      balance: 5000,
      region_id: europe.id,
      order_id: null,
      is_disabled: false,
      ends_at: null,
      tax_rate: 20,
      metadata: { note: 'x' },
      deleted_at: null,
    });
    expect(card.id).toMatch(/^gift_/);
    expect(card.code).toMatch(CODE_PATTERN);
    expect(card.region).toMatchObject({ id: europe.id, currency_code: 'eur' });

    const untaxed = await createCard({ value: 100, region_id: america.id });
    expect(untaxed.tax_rate).toBeNull();
    expect(untaxed.code).not.toBe(card.code);
    const empty = await createCard({ region_id: america.id });
    expect(empty).toMatchObject({ value: 0, balance: 0 });

    const got = expectContract(
      'AdminGetGiftCard',
      await call('GET', `/admin/gift-cards/${card.id}`),
    );
    expect(got.gift_card).toEqual(card);
  });

  it('lists with search on the code, filters and pagination', async () => {
    const a = await createCard({ value: 1000, region_id: europe.id });
    const b = await createCard({ value: 2000, region_id: america.id, is_disabled: true });
    const byCode = expectContract(
      'AdminListGiftCards',
      await call('GET', `/admin/gift-cards?q=${a.code.slice(5, 12).toLowerCase()}`),
    );
    expect(byCode.gift_cards.map((c: { id: string }) => c.id)).toEqual([a.id]);
    const disabled = expectContract(
      'AdminListGiftCards',
      await call('GET', '/admin/gift-cards?is_disabled=true'),
    );
    expect(disabled.gift_cards.map((c: { id: string }) => c.id)).toEqual([b.id]);
    const inRegion = expectContract(
      'AdminListGiftCards',
      await call('GET', `/admin/gift-cards?region_id[]=${america.id}&id[]=${a.id}&id[]=${b.id}`),
    );
    expect(inRegion.gift_cards.map((c: { id: string }) => c.id)).toEqual([b.id]);
    const page = expectContract(
      'AdminListGiftCards',
      await call('GET', '/admin/gift-cards?limit=1&offset=1&order=-value'),
    );
    expect(page).toMatchObject({ limit: 1, offset: 1 });
    expect(page.gift_cards).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    const none = expectContract(
      'AdminListGiftCards',
      await call('GET', '/admin/gift-cards?order_id=order_x'),
    );
    expect(none.count).toBe(0);
  });

  it('updates balance, end date, region, disabled state and metadata', async () => {
    const card = await createCard({ value: 3000, region_id: europe.id });
    const response = await call('POST', `/admin/gift-cards/${card.id}`, {
      balance: 1200,
      ends_at: '2099-12-31T00:00:00Z',
      region_id: america.id,
      is_disabled: true,
      metadata: { reason: 'refund' },
    });
    const updated = expectContract('AdminUpdateGiftCard', response).gift_card;
    expect(updated).toMatchObject({
      value: 3000,
      balance: 1200,
      ends_at: '2099-12-31T00:00:00.000Z',
      region_id: america.id,
      tax_rate: null,
      is_disabled: true,
      metadata: { reason: 'refund' },
      code: card.code,
    });
    const cleared = expectContract(
      'AdminUpdateGiftCard',
      await call('POST', `/admin/gift-cards/${card.id}`, { ends_at: null }),
    ).gift_card;
    expect(cleared.ends_at).toBeNull();
    expectContract('AdminUpdateGiftCard', await call('POST', `/admin/gift-cards/${card.id}`));
  });

  it('deletes softly', async () => {
    const card = await createCard({ value: 100, region_id: europe.id });
    const deleted = expectContract(
      'AdminDeleteGiftCard',
      await call('DELETE', `/admin/gift-cards/${card.id}`),
    );
    expect(deleted).toEqual({ id: card.id, object: 'gift-card', deleted: true });
    expectContract('AdminGetGiftCard', await call('GET', `/admin/gift-cards/${card.id}`), 404);
    expectContract(
      'StoreGetGiftCard',
      await anonymous.inject({ method: 'GET', url: `/store/gift-cards/${card.code}` }),
      404,
    );
    const list = expectContract(
      'AdminListGiftCards',
      await call('GET', `/admin/gift-cards?id[]=${card.id}`),
    );
    expect(list.count).toBe(0);
  });

  it('shows shoppers only live, enabled, unexpired cards, with public fields', async () => {
    const card = await createCard({ value: 2500, region_id: europe.id, metadata: { secret: 1 } });
    const lookUp = (code: string) =>
      anonymous.inject({ method: 'GET', url: `/store/gift-cards/${code}` });
    const found = expectContract('StoreGetGiftCard', await lookUp(card.code.toLowerCase()));
    expect(Object.keys(found.gift_card).sort()).toEqual(
      ['balance', 'code', 'ends_at', 'id', 'region', 'value'].sort(),
    );
    expect(found.gift_card).toMatchObject({
      id: card.id,
      code: card.code,
      value: 2500,
      balance: 2500,
    });
    expect(found.gift_card.region.id).toBe(europe.id);

    const disabled = await createCard({ value: 1, region_id: europe.id, is_disabled: true });
    const expired = await createCard({
      value: 1,
      region_id: europe.id,
      ends_at: '2020-01-01T00:00:00Z',
    });
    for (const code of [disabled.code, expired.code, 'AAAA-BBBB-CCCC-DDDD']) {
      expect(expectContract('StoreGetGiftCard', await lookUp(code), 404).message).toBe(
        `Gift card with code: ${code} was not found`,
      );
    }
  });

  it('rejects bad input', async () => {
    const card = await createCard({ value: 100, region_id: europe.id });
    const bad: [string, Method, string, object?][] = [
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { value: 100 }],
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { value: -1, region_id: europe.id }],
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { value: 1.5, region_id: europe.id }],
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { region_id: europe.id, code: 'MINE' }],
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { region_id: 'reg_missing' }],
      ['AdminUpdateGiftCard', 'POST', `/admin/gift-cards/${card.id}`, { balance: -5 }],
      ['AdminUpdateGiftCard', 'POST', `/admin/gift-cards/${card.id}`, { value: 5 }],
      ['AdminUpdateGiftCard', 'POST', `/admin/gift-cards/${card.id}`, { region_id: 'reg_missing' }],
      ['AdminUpdateGiftCard', 'POST', `/admin/gift-cards/${card.id}`, { ends_at: 'soon' }],
      ['AdminListGiftCards', 'GET', '/admin/gift-cards?order=secret'],
      ['AdminListGiftCards', 'GET', '/admin/gift-cards?is_disabled=perhaps'],
      ['AdminGetGiftCard', 'GET', `/admin/gift-cards/${card.id}?x=1`],
    ];
    for (const [operationId, method, url, payload] of bad) {
      expect(
        expectContract(operationId, await call(method, url, payload), 400).type,
        operationId,
      ).toBe('invalid_data');
    }
    // StoreGetGiftCard takes only a string path parameter: no input of it can fail validation.
  });

  it('answers 404 for unknown cards', async () => {
    const url = '/admin/gift-cards/gift_missing';
    const requests: [string, Method, object?][] = [
      ['AdminGetGiftCard', 'GET'],
      ['AdminUpdateGiftCard', 'POST', { balance: 1 }],
      ['AdminDeleteGiftCard', 'DELETE'],
    ];
    for (const [operationId, method, payload] of requests) {
      expect(expectContract(operationId, await call(method, url, payload), 404).message).toBe(
        'Gift card with id: gift_missing was not found',
      );
    }
  });

  it('needs staff credentials for the admin operations only', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListGiftCards', 'GET', '/admin/gift-cards'],
      ['AdminCreateGiftCard', 'POST', '/admin/gift-cards', { region_id: 'reg_x' }],
      ['AdminGetGiftCard', 'GET', '/admin/gift-cards/gift_x'],
      ['AdminUpdateGiftCard', 'POST', '/admin/gift-cards/gift_x', {}],
      ['AdminDeleteGiftCard', 'DELETE', '/admin/gift-cards/gift_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
