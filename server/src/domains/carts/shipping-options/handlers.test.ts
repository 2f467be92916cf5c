import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  regionId = (await seedRegion(app)).id;
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

function optionPayload(extra: object = {}) {
  return {
    name: 'Standard',
    region_id: regionId,
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate',
    amount: 1000,
    ...extra,
  };
}

async function createOption(extra: object = {}) {
  const response = await call('POST', '/admin/shipping-options', optionPayload(extra));
  return expectContract('AdminCreateShippingOption', response).shipping_option;
}

describe('shipping options', () => {
  it('creates, reads, updates, lists and deletes an option', async () => {
    const option = await createOption({
      requirements: [
        { type: 'min_subtotal', amount: 5000 },
        { type: 'max_subtotal', amount: 100000 },
      ],
      metadata: { zone: 'a' },
    });
    expect(option).toMatchObject({
      name: 'Standard',
      region_id: regionId,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 1000,
      is_return: false,
      admin_only: false,
      includes_tax: false,
      data: { id: 'manual-fulfillment' },
      metadata: { zone: 'a' },
      deleted_at: null,
    });
    expect(option.id).toMatch(/^so_[0-9A-Z]{26}$/);
    expect(option.requirements).toMatchObject([
      { type: 'max_subtotal', amount: 100000, shipping_option_id: option.id },
      { type: 'min_subtotal', amount: 5000, shipping_option_id: option.id },
    ]);

    const got = expectContract(
      'AdminGetShippingOption',
      await call('GET', `/admin/shipping-options/${option.id}?expand=region,profile,provider`),
    );
    expect(got.shipping_option).toMatchObject({
      region: { id: regionId, tax_rate: 25 },
      profile: { id: option.profile_id, type: 'default' },
      provider: { id: 'manual', is_installed: true },
    });

    const [max, min] = option.requirements;
    const updated = expectContract(
      'AdminUpdateShippingOption',
      await call('POST', `/admin/shipping-options/${option.id}`, {
        name: 'Express',
        amount: 2500,
        admin_only: true,
        includes_tax: true,
        requirements: [{ id: min.id, type: 'min_subtotal', amount: 7000 }],
      }),
    );
    expect(updated.shipping_option).toMatchObject({
      name: 'Express',
      amount: 2500,
      admin_only: true,
      includes_tax: true,
    });
    expect(updated.shipping_option.requirements).toEqual([
      {
        id: min.id,
        shipping_option_id: option.id,
        type: 'min_subtotal',
        amount: 7000,
        deleted_at: null,
      },
    ]);
    expect(max.id).not.toBe(min.id);

    // Swapping the kinds of requirements, and adding one, in one request.
    const swapped = expectContract(
      'AdminUpdateShippingOption',
      await call('POST', `/admin/shipping-options/${option.id}`, {
        requirements: [
          { id: min.id, type: 'max_subtotal', amount: 9000 },
          { type: 'min_subtotal', amount: 10 },
        ],
      }),
    );
    expect(swapped.shipping_option.requirements).toMatchObject([
      { id: min.id, type: 'max_subtotal', amount: 9000 },
      { type: 'min_subtotal', amount: 10 },
    ]);

    const list = expectContract(
      'AdminListShippingOptions',
      await call(
        'GET',
        `/admin/shipping-options?region_id=${regionId}&admin_only=true&q=expr&limit=5&order=-amount`,
      ),
    );
    expect(list).toMatchObject({ count: 1, limit: 5, offset: 0 });
    expect(list.shipping_options[0].id).toBe(option.id);
    // One region, as Medusa v1 takes it: two are refused.
    const regions = await call(
      'GET',
      `/admin/shipping-options?region_id[]=${regionId}&region_id[]=reg_other&limit=5`,
    );
    expect(expectContract('AdminListShippingOptions', regions, 400).message).toMatch(/region_id/);

    const deleted = expectContract(
      'AdminDeleteShippingOption',
      await call('DELETE', `/admin/shipping-options/${option.id}`),
    );
    expect(deleted).toEqual({ id: option.id, object: 'shipping-option', deleted: true });
    const after = await call('GET', `/admin/shipping-options/${option.id}`);
    expect(expectContract('AdminGetShippingOption', after, 404).message).toBe(
      `Shipping option with id: ${option.id} was not found`,
    );
    const listAfter = expectContract(
      'AdminListShippingOptions',
      await call('GET', `/admin/shipping-options?id[]=${option.id}`),
    );
    expect(listAfter.count).toBe(0);
  });

  it('filters the list', async () => {
    const outbound = await createOption({ name: 'Filter out' });
    const back = await createOption({
      name: 'Filter back',
      is_return: true,
      data: { id: 'manual-fulfillment-return' },
      price_type: 'calculated',
      amount: undefined,
    });
    expect(back).toMatchObject({ price_type: 'calculated', amount: null, is_return: true });
    const returns = expectContract(
      'AdminListShippingOptions',
      await call('GET', '/admin/shipping-options?is_return=true&q=filter'),
    );
    expect(returns.shipping_options.map((o: { id: string }) => o.id)).toEqual([back.id]);
    const flat = expectContract(
      'AdminListShippingOptions',
      await call(
        'GET',
        `/admin/shipping-options?price_type[]=flat_rate&provider_id[]=manual&profile_id[]=${outbound.profile_id}&q=filter`,
      ),
    );
    expect(flat.shipping_options.map((o: { id: string }) => o.id)).toEqual([outbound.id]);
  });

  it('rejects bad input', async () => {
    const create = async (payload: object) =>
      expectContract(
        'AdminCreateShippingOption',
        await call('POST', '/admin/shipping-options', payload),
        400,
      );
    await create({ name: 'x' });
    await create(optionPayload({ amount: -1 }));
    await create(optionPayload({ price_type: 'free' }));
    await create(optionPayload({ cost: 1 }));
    expect((await create(optionPayload({ amount: undefined }))).message).toBe(
      'A flat_rate shipping option needs an amount',
    );
    expect((await create(optionPayload({ price_type: 'calculated' }))).message).toBe(
      'A calculated shipping option has no amount',
    );
    expect((await create(optionPayload({ region_id: 'reg_missing' }))).message).toBe(
      'Region with id: reg_missing was not found',
    );
    expect((await create(optionPayload({ provider_id: 'ups' }))).message).toBe(
      `Fulfillment provider ups is not a provider of region ${regionId}`,
    );
    expect((await create(optionPayload({ data: { id: 'teleport' } }))).message).toBe(
      'body.data.id must be one of the options of manual: manual-fulfillment, manual-fulfillment-return',
    );
    expect((await create(optionPayload({ profile_id: 'sp_missing' }))).message).toBe(
      'Shipping profile with id: sp_missing was not found',
    );
    await create(
      optionPayload({
        requirements: [
          { type: 'min_subtotal', amount: 1 },
          { type: 'min_subtotal', amount: 2 },
        ],
      }),
    );
    await create(
      optionPayload({
        requirements: [
          { type: 'min_subtotal', amount: 500 },
          { type: 'max_subtotal', amount: 100 },
        ],
      }),
    );

    expectContract(
      'AdminListShippingOptions',
      await call('GET', '/admin/shipping-options?order=secret'),
      400,
    );
    expectContract(
      'AdminListShippingOptions',
      await call('GET', '/admin/shipping-options?is_return=maybe'),
      400,
    );

    const option = await createOption();
    const update = async (payload: object) =>
      expectContract(
        'AdminUpdateShippingOption',
        await call('POST', `/admin/shipping-options/${option.id}`, payload),
        400,
      );
    await update({ price_type: 'calculated' });
    await update({ amount: 1.5 });
    expect(
      (await update({ requirements: [{ id: 'sor_other', type: 'min_subtotal', amount: 1 }] }))
        .message,
    ).toBe('Shipping option requirement with id: sor_other was not found');
    const calculated = await createOption({ price_type: 'calculated', amount: undefined });
    const priced = await call('POST', `/admin/shipping-options/${calculated.id}`, { amount: 10 });
    expect(expectContract('AdminUpdateShippingOption', priced, 400).message).toBe(
      'A calculated shipping option has no amount',
    );
  });

  it('answers 404 for unknown options', async () => {
    expectContract(
      'AdminGetShippingOption',
      await call('GET', '/admin/shipping-options/so_x'),
      404,
    );
    expectContract(
      'AdminUpdateShippingOption',
      await call('POST', '/admin/shipping-options/so_x', { name: 'y' }),
      404,
    );
    expectContract(
      'AdminDeleteShippingOption',
      await call('DELETE', '/admin/shipping-options/so_x'),
      404,
    );
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListShippingOptions', 'GET', '/admin/shipping-options'],
      ['AdminCreateShippingOption', 'POST', '/admin/shipping-options', optionPayload()],
      ['AdminGetShippingOption', 'GET', '/admin/shipping-options/so_x'],
      ['AdminUpdateShippingOption', 'POST', '/admin/shipping-options/so_x', { name: 'x' }],
      ['AdminDeleteShippingOption', 'DELETE', '/admin/shipping-options/so_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
