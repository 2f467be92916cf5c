import type { FastifyInstance } from 'fastify';
import { expectContract } from '../../test/contract.ts';

/** Test data: the store sells in usd and eur, and a 25 % eur region exists. */
export async function seedRegion(app: FastifyInstance, payload: Record<string, unknown> = {}) {
  await app.inject({
    method: 'POST',
    url: '/admin/store',
    payload: { currencies: ['usd', 'eur'] },
  });
  return expectContract(
    'AdminCreateRegion',
    await app.inject({
      method: 'POST',
      url: '/admin/regions',
      payload: {
        name: 'Europe',
        currency_code: 'eur',
        tax_rate: 25,
        payment_providers: ['manual'],
        fulfillment_providers: ['manual'],
        countries: ['dk'],
        ...payload,
      },
    }),
  ).region;
}

/** A published shirt with two sizes priced in usd, eur and for the region. */
export async function seedProduct(
  app: FastifyInstance,
  regionId: string,
  payload: Record<string, unknown> = {},
) {
  return expectContract(
    'AdminCreateProduct',
    await app.inject({
      method: 'POST',
      url: '/admin/products',
      payload: {
        title: 'Blue Shirt',
        description: 'A soft cotton shirt',
        status: 'published',
        images: ['https://example.com/a.png', 'https://example.com/b.png'],
        tags: [{ value: 'summer' }, { value: 'cotton' }],
        type: { value: 'Shirts' },
        options: [{ title: 'Size' }],
        variants: [
          {
            title: 'S',
            sku: `SHIRT-S-${Math.random().toString(36).slice(2, 8)}`,
            inventory_quantity: 5,
            prices: [
              { currency_code: 'usd', amount: 2000 },
              { currency_code: 'eur', amount: 1800 },
              { region_id: regionId, amount: 1600 },
            ],
            options: [{ value: 'S' }],
          },
          {
            title: 'M',
            prices: [{ currency_code: 'usd', amount: 2200 }],
            options: [{ value: 'M' }],
          },
        ],
        ...payload,
      },
    }),
  ).product;
}
