import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { firstStart } from './first-start.ts';

describe('first start', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await testDatabase();
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('creates the admin and seeds the demo store through the API, once', async () => {
    const result = await firstStart(app, database.db, { ADMIN_EMAIL: 'owner@example.com' });
    expect(result).toMatchObject({
      email: 'owner@example.com',
      seed: { regions: 2, products: 26 },
    });
    expect(result?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(result?.seed.variants).toBeGreaterThan(100);

    const list = (await app.inject({ method: 'GET', url: '/store/products?limit=5' })).json();
    expect(list.count).toBe(26);
    expect(
      list.products[0].variants[0].prices
        .map((p: { currency_code: string }) => p.currency_code)
        .sort(),
    ).toEqual(['eur', 'usd']);
    const image = list.products[0].thumbnail as string;
    const picture = await app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: 'owner@example.com', password: result?.generatedPassword },
    });
    expect(signIn.statusCode).toBe(200);

    expect(await firstStart(app, database.db, {})).toBeNull();
  }, 180_000);
});
