import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

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

async function builtin(type: 'default' | 'gift_card') {
  const list = expectContract(
    'AdminListShippingProfiles',
    await call('GET', `/admin/shipping-profiles?type[]=${type}`),
  );
  expect(list.count).toBe(1);
  return list.shipping_profiles[0];
}

async function createProfile(name: string) {
  const response = await call('POST', '/admin/shipping-profiles', { name, type: 'custom' });
  return expectContract('AdminCreateShippingProfile', response).shipping_profile;
}

describe('shipping profiles', () => {
  it('seeds a default and a gift card profile that new products join', async () => {
    const standard = await builtin('default');
    const giftCard = await builtin('gift_card');
    expect(standard).toMatchObject({ name: 'Default Shipping Profile', deleted_at: null });
    expect(giftCard).toMatchObject({ name: 'Gift Card Profile' });

    const region = await seedRegion(app);
    const shirt = await seedProduct(app, region.id);
    expect(shirt.profile_id).toBe(standard.id);
    const card = await seedProduct(app, region.id, { title: 'Gift Card', is_giftcard: true });
    expect(card.profile_id).toBe(giftCard.id);

    const expanded = expectContract(
      'AdminGetShippingProfile',
      await call('GET', `/admin/shipping-profiles/${giftCard.id}?expand=products,shipping_options`),
    );
    expect(expanded.shipping_profile.products.map((p: { id: string }) => p.id)).toEqual([card.id]);
    expect(expanded.shipping_profile.shipping_options).toEqual([]);
  });

  it('creates, reads, updates, lists and deletes a custom profile', async () => {
    const profile = await createProfile('Heavy goods');
    expect(profile).toMatchObject({ name: 'Heavy goods', type: 'custom', metadata: null });
    expect(profile.id).toMatch(/^sp_[0-9A-Z]{26}$/);

    const got = expectContract(
      'AdminGetShippingProfile',
      await call('GET', `/admin/shipping-profiles/${profile.id}`),
    );
    expect(got.shipping_profile).toEqual(profile);

    const updated = expectContract(
      'AdminUpdateShippingProfile',
      await call('POST', `/admin/shipping-profiles/${profile.id}`, {
        name: 'Bulky goods',
        metadata: { carrier: 'freight' },
      }),
    );
    expect(updated.shipping_profile).toMatchObject({
      name: 'Bulky goods',
      metadata: { carrier: 'freight' },
    });

    const list = expectContract(
      'AdminListShippingProfiles',
      await call('GET', '/admin/shipping-profiles?q=bulky&limit=5&order=-name'),
    );
    expect(list).toMatchObject({ count: 1, limit: 5, offset: 0 });
    expect(list.shipping_profiles[0].id).toBe(profile.id);

    const deleted = expectContract(
      'AdminDeleteShippingProfile',
      await call('DELETE', `/admin/shipping-profiles/${profile.id}`),
    );
    expect(deleted).toEqual({ id: profile.id, object: 'shipping_profile', deleted: true });
    const after = await call('GET', `/admin/shipping-profiles/${profile.id}`);
    expect(expectContract('AdminGetShippingProfile', after, 404).message).toBe(
      `Shipping profile with id: ${profile.id} was not found`,
    );
  });

  it('moves products and options, and gives them back to the default profile on delete', async () => {
    const standard = await builtin('default');
    const region = await seedRegion(app, { name: 'Nordics', countries: ['se'] });
    const product = await seedProduct(app, region.id, { title: 'Sofa' });
    const option = expectContract(
      'AdminCreateShippingOption',
      await call('POST', '/admin/shipping-options', {
        name: 'Van',
        region_id: region.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount: 5000,
      }),
    ).shipping_option;
    expect(option.profile_id).toBe(standard.id);

    const profile = await createProfile('Furniture');
    const moved = expectContract(
      'AdminUpdateShippingProfile',
      await call('POST', `/admin/shipping-profiles/${profile.id}`, {
        products: [product.id],
        shipping_options: [option.id],
      }),
    );
    expect(moved.shipping_profile.name).toBe('Furniture');
    const expanded = expectContract(
      'AdminListShippingProfiles',
      await call(
        'GET',
        `/admin/shipping-profiles?id[]=${profile.id}&expand=products,shipping_options`,
      ),
    );
    const [furniture] = expanded.shipping_profiles;
    expect(furniture.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(furniture.shipping_options.map((o: { id: string }) => o.id)).toEqual([option.id]);
    const productAfter = (await call('GET', `/admin/products/${product.id}`)).json().product;
    expect(productAfter.profile_id).toBe(profile.id);

    expectContract(
      'AdminDeleteShippingProfile',
      await call('DELETE', `/admin/shipping-profiles/${profile.id}`),
    );
    const productBack = (await call('GET', `/admin/products/${product.id}`)).json().product;
    expect(productBack.profile_id).toBe(standard.id);
    // The profile's options ship nothing any more: they are deleted with it.
    expectContract(
      'AdminGetShippingOption',
      await call('GET', `/admin/shipping-options/${option.id}`),
      404,
    );
  });

  it('keeps the built-in profiles', async () => {
    const standard = await builtin('default');
    const giftCard = await builtin('gift_card');
    const second = await call('POST', '/admin/shipping-profiles', { name: 'x', type: 'default' });
    expect(expectContract('AdminCreateShippingProfile', second, 400)).toMatchObject({
      type: 'not_allowed',
      message: 'The store already has a default shipping profile',
    });
    const retype = await call('POST', `/admin/shipping-profiles/${standard.id}`, {
      type: 'custom',
    });
    expect(expectContract('AdminUpdateShippingProfile', retype, 400).type).toBe('not_allowed');
    const custom = await createProfile('Custom');
    const promote = await call('POST', `/admin/shipping-profiles/${custom.id}`, {
      type: 'gift_card',
    });
    expect(expectContract('AdminUpdateShippingProfile', promote, 400).message).toBe(
      'The store already has a gift_card shipping profile',
    );
    for (const profile of [standard, giftCard]) {
      const removal = await call('DELETE', `/admin/shipping-profiles/${profile.id}`);
      expect(expectContract('AdminDeleteShippingProfile', removal, 400).type).toBe('not_allowed');
    }
  });

  it('rejects bad input', async () => {
    expectContract(
      'AdminCreateShippingProfile',
      await call('POST', '/admin/shipping-profiles', { name: 'x' }),
      400,
    );
    expectContract(
      'AdminCreateShippingProfile',
      await call('POST', '/admin/shipping-profiles', { name: 'x', type: 'express' }),
      400,
    );
    expectContract(
      'AdminListShippingProfiles',
      await call('GET', '/admin/shipping-profiles?order=secret'),
      400,
    );
    expectContract(
      'AdminListShippingProfiles',
      await call('GET', '/admin/shipping-profiles?type[]=express'),
      400,
    );
    const profile = await createProfile('Bad input');
    expectContract(
      'AdminUpdateShippingProfile',
      await call('POST', `/admin/shipping-profiles/${profile.id}`, { handle: 'x' }),
      400,
    );
    const unknownProduct = await call('POST', `/admin/shipping-profiles/${profile.id}`, {
      products: ['prod_missing'],
    });
    expect(expectContract('AdminUpdateShippingProfile', unknownProduct, 400).message).toBe(
      'Product with id: prod_missing was not found',
    );
    const unknownOption = await call('POST', `/admin/shipping-profiles/${profile.id}`, {
      shipping_options: ['so_missing'],
    });
    expectContract('AdminUpdateShippingProfile', unknownOption, 400);
  });

  it('answers 404 for unknown profiles', async () => {
    expectContract(
      'AdminGetShippingProfile',
      await call('GET', '/admin/shipping-profiles/sp_x'),
      404,
    );
    expectContract(
      'AdminUpdateShippingProfile',
      await call('POST', '/admin/shipping-profiles/sp_x', { name: 'y' }),
      404,
    );
    expectContract(
      'AdminDeleteShippingProfile',
      await call('DELETE', '/admin/shipping-profiles/sp_x'),
      404,
    );
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListShippingProfiles', 'GET', '/admin/shipping-profiles'],
      [
        'AdminCreateShippingProfile',
        'POST',
        '/admin/shipping-profiles',
        { name: 'x', type: 'custom' },
      ],
      ['AdminGetShippingProfile', 'GET', '/admin/shipping-profiles/sp_x'],
      ['AdminUpdateShippingProfile', 'POST', '/admin/shipping-profiles/sp_x', { name: 'x' }],
      ['AdminDeleteShippingProfile', 'DELETE', '/admin/shipping-profiles/sp_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
