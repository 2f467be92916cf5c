import { createClient } from '@commerce/client/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { readSettings } from '../settings/settings.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { testDatabase } from '../test/database.ts';
import { DEMO_DISCOUNT_CODE, DEMO_RETURN_REASONS } from './demo-extras.ts';
import { DEMO_SHIPPING, seedDemoShipping } from './demo-shipping.ts';
import { firstStart, firstStartSettings } from './first-start.ts';
import { injectFetch } from './inject-fetch.ts';

const PUBLIC = 'https://shop.example.com';

describe('first start', () => {
  let seeded: Awaited<ReturnType<typeof firstStart>>;
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
    // As main.ts has it: PUBLIC_URL in the environment and in the settings read from it.
    const env = { ADMIN_EMAIL: 'owner@example.com', PORT: '9123', PUBLIC_URL: PUBLIC };
    vi.stubEnv('PUBLIC_URL', PUBLIC);
    const result = await firstStart(app, database, firstStartSettings(readSettings(env))).finally(
      () => vi.unstubAllEnvs(),
    );
    expect(result).toMatchObject({
      email: 'owner@example.com',
      seed: { regions: 2, shippingOptions: 4, products: 26 },
    });
    seeded = result;
    expect(result?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(result?.seed?.variants).toBeGreaterThan(100);

    const list = (await app.inject({ method: 'GET', url: '/store/products?limit=5' })).json();
    expect(list.count).toBe(26);
    expect(
      list.products[0].variants[0].prices
        .map((p: { currency_code: string }) => p.currency_code)
        .sort(),
    ).toEqual(['eur', 'usd']);
    // Image URLs start with PUBLIC_URL (without it, the address the server listens on:
    // settings/settings.test.ts), not with the in-process caller's.
    const image = list.products[0].thumbnail as string;
    expect(image.startsWith(`${PUBLIC}/uploads/`)).toBe(true);
    const picture = await app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: 'owner@example.com', password: result?.generatedPassword },
    });
    expect(signIn.statusCode).toBe(200);

    expect(await firstStart(app, database, firstStartSettings(readSettings({})))).toBeNull();
  }, 180_000);

  it('refuses an ADMIN_PASSWORD shorter than 8 characters, creating no one', async () => {
    const fresh = await testDatabase();
    const other = await buildTestApp(fresh);
    try {
      const settings = firstStartSettings(readSettings({}));
      const short = { ...settings, admin: { email: 'admin@example.com', password: 'admin' } };
      await expect(firstStart(other, fresh, short)).rejects.toThrow(
        'ADMIN_PASSWORD must be 8 to 128 characters long',
      );
      const signIn = await other.inject({
        method: 'POST',
        url: '/admin/auth/token',
        payload: { email: 'admin@example.com', password: 'admin' },
      });
      expect(signIn.statusCode).toBe(401);
    } finally {
      await other.close();
      await fresh.close();
    }
  });

  it('ships in every region: a flat rate, a return option and both payment providers', async () => {
    const { regions } = expectContract(
      'StoreListRegions',
      await app.inject({ method: 'GET', url: '/store/regions' }),
    );
    expect(regions).toHaveLength(2);
    for (const region of regions) {
      expect(region.payment_providers.map((p: { id: string }) => p.id).sort()).toEqual([
        'manual',
        'test-card',
      ]);
      const expected = DEMO_SHIPPING[region.currency_code as 'eur' | 'usd'];
      for (const is_return of [false, true]) {
        const { shipping_options } = expectContract(
          'StoreListShippingOptions',
          await app.inject({
            method: 'GET',
            url: `/store/shipping-options?region_id=${region.id}&is_return=${is_return}`,
          }),
        );
        const wanted = expected.filter((o) => o.is_return === is_return);
        expect(
          shipping_options.map((o: { name: string; amount: number; provider_id: string }) => ({
            name: o.name,
            amount: o.amount,
            provider_id: o.provider_id,
          })),
        ).toEqual(wanted.map((o) => ({ name: o.name, amount: o.amount, provider_id: 'manual' })));
        // Taxed at the region's rate for the shopper.
        expect(shipping_options[0].price_incl_tax).toBe(
          Math.round(((wanted[0]?.amount ?? 0) * (100 + region.tax_rate)) / 100),
        );
      }
    }
  });

  it('gives a shopper codes to try, return reasons and products with several pictures', async () => {
    const extras = seeded?.extras;
    expect(extras?.discountCode).toBe(DEMO_DISCOUNT_CODE);
    expect(extras?.giftCards.map((card) => card.currencyCode).sort()).toEqual(['eur', 'usd']);
    const { regions } = (await app.inject({ method: 'GET', url: '/store/regions' })).json();
    const europe = regions.find(
      (region: { currency_code: string }) => region.currency_code === 'eur',
    );
    const card = extras?.giftCards.find((giftCard) => giftCard.currencyCode === 'eur');
    const { products } = (
      await app.inject({ method: 'GET', url: '/store/products?handle=t-shirt' })
    ).json();
    expect(products[0].images).toHaveLength(3);
    expect(new Set(products[0].images.map((image: { url: string }) => image.url)).size).toBe(3);

    // Both codes take money off a real cart in their region.
    const created = await app.inject({
      method: 'POST',
      url: '/store/carts',
      payload: {
        region_id: europe.id,
        items: [{ variant_id: products[0].variants[0].id, quantity: 2 }],
      },
    });
    const cartId = created.json().cart.id;
    const discounted = await app.inject({
      method: 'POST',
      url: `/store/carts/${cartId}`,
      payload: { discounts: [{ code: DEMO_DISCOUNT_CODE }], gift_cards: [{ code: card?.code }] },
    });
    expect(discounted.statusCode).toBe(200);
    const cart = discounted.json().cart;
    expect(cart.discount_total).toBe(Math.round(cart.subtotal * 0.1));
    expect(cart.gift_card_total).toBeGreaterThan(0);

    const reasons = (await app.inject({ method: 'GET', url: '/store/return-reasons' })).json();
    expect(reasons.return_reasons.map((reason: { value: string }) => reason.value).sort()).toEqual(
      DEMO_RETURN_REASONS.map((reason) => reason.value).sort(),
    );
  });

  it('adds no second set of shipping options when seeded again', async () => {
    const staff = await buildTestApp(database, { authenticate: authenticateAsStaff });
    try {
      const client = createClient({ baseUrl: 'http://127.0.0.1', fetch: injectFetch(staff) });
      const { regions } = expectContract(
        'StoreListRegions',
        await app.inject({ method: 'GET', url: '/store/regions' }),
      );
      expect(await seedDemoShipping(client, regions)).toBe(4);
      const all = expectContract(
        'AdminListShippingOptions',
        await staff.inject({ method: 'GET', url: '/admin/shipping-options?limit=100' }),
      );
      expect(all.count).toBe(4);
    } finally {
      await staff.close();
    }
  });
});
