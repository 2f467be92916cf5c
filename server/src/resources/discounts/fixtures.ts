import type { FastifyInstance } from 'fastify';
import { expectContract } from '../../test/contract.ts';

/** Test data for the discount tests: regions, and a discount by its create payload. */

export async function seedRegions(app: FastifyInstance) {
  await app.inject({
    method: 'POST',
    url: '/admin/store',
    payload: { currencies: ['usd', 'eur'] },
  });
  const region = async (name: string, currency_code: string, countries: string[]) =>
    expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: {
          name,
          currency_code,
          tax_rate: 20,
          payment_providers: ['manual'],
          fulfillment_providers: ['manual'],
          countries,
        },
      }),
    ).region as { id: string };
  return {
    europe: await region('Europe', 'eur', ['dk', 'de']),
    america: await region('America', 'usd', ['us']),
  };
}

export async function seedDiscount(
  app: FastifyInstance,
  code: string,
  regionIds: string[],
  extra: Record<string, unknown> = {},
) {
  return expectContract(
    'AdminCreateDiscount',
    await app.inject({
      method: 'POST',
      url: '/admin/discounts',
      payload: {
        code,
        rule: { type: 'percentage', value: 10, allocation: 'total' },
        regions: regionIds,
        ...extra,
      },
    }),
  ).discount;
}
