import type { FastifyInstance } from 'fastify';
import { expectContract } from '../../test/contract.ts';

/** Test data for price lists, made through the admin API (an app signed in as staff). */

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export async function createPriceList(admin: FastifyInstance, payload: Record<string, unknown>) {
  return expectContract(
    'AdminCreatePriceList',
    await admin.inject({
      method: 'POST',
      url: '/admin/price-lists',
      payload: {
        name: unique('List'),
        description: 'for tests',
        type: 'sale',
        status: 'active',
        prices: [],
        ...payload,
      },
    }),
  ).price_list;
}

export async function createGroup(admin: FastifyInstance, customerIds: string[] = []) {
  const group = expectContract(
    'AdminCreateCustomerGroup',
    await admin.inject({
      method: 'POST',
      url: '/admin/customer-groups',
      payload: { name: unique('Group') },
    }),
  ).customer_group;
  if (customerIds.length) {
    expectContract(
      'AdminAddCustomerGroupCustomers',
      await admin.inject({
        method: 'POST',
        url: `/admin/customer-groups/${group.id}/customers/batch`,
        payload: { customer_ids: customerIds.map((id) => ({ id })) },
      }),
    );
  }
  return group as { id: string; name: string };
}

/** A published product with one variant priced in the region and in usd. */
export async function pricedProduct(admin: FastifyInstance, regionId: string, amount = 1000) {
  const product = expectContract(
    'AdminCreateProduct',
    await admin.inject({
      method: 'POST',
      url: '/admin/products',
      payload: {
        title: unique('Product'),
        status: 'published',
        options: [{ title: 'Size' }],
        variants: [
          {
            title: 'One',
            sku: unique('SKU'),
            inventory_quantity: 100,
            prices: [
              { region_id: regionId, amount },
              { currency_code: 'usd', amount: amount + 200 },
            ],
            options: [{ value: 'One' }],
          },
        ],
      },
    }),
  ).product;
  return { product, productId: product.id as string, variantId: product.variants[0].id as string };
}
