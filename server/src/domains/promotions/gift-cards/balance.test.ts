import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedRegions } from '../../../test/fixtures/discounts.ts';
import { consumeGiftCardBalance } from './balance.ts';

let database: Database;
let app: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  regionId = (await seedRegions(app)).europe.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function createCard(payload: object = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/gift-cards',
    payload: { value: 1000, region_id: regionId, ...payload },
  });
  return expectContract('AdminCreateGiftCard', response).gift_card as { id: string };
}

const consume = (id: string, amount: number) =>
  withTransaction(database.db, (tx) => consumeGiftCardBalance(tx, id, amount));

async function balanceOf(id: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/admin/gift-cards/${id}` });
  return expectContract('AdminGetGiftCard', response).gift_card.balance;
}

describe('consumeGiftCardBalance', () => {
  it('takes the amount off, and no more than the balance', async () => {
    const card = await createCard();
    expect(await consume(card.id, 300)).toEqual({ used: 300, balance: 700 });
    expect(await consume(card.id, 0)).toEqual({ used: 0, balance: 700 });
    expect(await consume(card.id, 5000)).toEqual({ used: 700, balance: 0 });
    expect(await consume(card.id, 1)).toEqual({ used: 0, balance: 0 });
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('never goes below 0 when checkouts redeem one card at once', async () => {
    const card = await createCard();
    const results = await Promise.all([400, 400, 400].map((amount) => consume(card.id, amount)));
    expect(results.map((r) => r.used).reduce((s, u) => s + u, 0)).toBe(1000);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('rolls back with the transaction it runs in', async () => {
    const card = await createCard();
    await expect(
      withTransaction(database.db, async (tx) => {
        await consumeGiftCardBalance(tx, card.id, 600);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await balanceOf(card.id)).toBe(1000);
  });

  it('refuses disabled, expired, unknown cards and bad amounts', async () => {
    const disabled = await createCard({ is_disabled: true });
    const expired = await createCard({ ends_at: '2020-01-01T00:00:00Z' });
    const live = await createCard();
    await expect(consume(disabled.id, 1)).rejects.toMatchObject({
      statusCode: 400,
      body: { type: 'not_allowed' },
    });
    await expect(consume(expired.id, 1)).rejects.toMatchObject({
      statusCode: 400,
      body: { type: 'not_allowed' },
    });
    await expect(consume('gift_missing', 1)).rejects.toMatchObject({ statusCode: 404 });
    await expect(consume(live.id, -1)).rejects.toMatchObject({ statusCode: 400 });
    await expect(consume(live.id, 1.5)).rejects.toMatchObject({ statusCode: 400 });
    expect(await balanceOf(live.id)).toBe(1000);
  });
});
