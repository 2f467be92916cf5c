import type { FastifyInstance, InjectOptions } from 'fastify';
import { expectContract } from '../../test/contract.ts';

/*
 * Test data for carts and checkout, made through the admin API (an app signed in as
 * staff): regions, products with stock and prices, shipping options.
 */

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export async function seedCurrencies(admin: FastifyInstance): Promise<void> {
  await admin.inject({
    method: 'POST',
    url: '/admin/store',
    payload: { currencies: ['usd', 'eur'] },
  });
}

export async function createRegion(
  admin: FastifyInstance,
  payload: Record<string, unknown> = {},
): Promise<{ id: string; currency_code: string }> {
  return expectContract(
    'AdminCreateRegion',
    await admin.inject({
      method: 'POST',
      url: '/admin/regions',
      payload: {
        name: unique('Region'),
        currency_code: 'eur',
        tax_rate: 25,
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
        countries: [],
        ...payload,
      },
    }),
  ).region;
}

export interface ProductOptions {
  regionId: string;
  price?: number;
  inventory?: number;
  allow_backorder?: boolean;
  manage_inventory?: boolean;
  extra?: Record<string, unknown>;
  /** Prices beside the region's, e.g. `{ currency_code: 'usd', amount: 900 }`. */
  prices?: Record<string, unknown>[];
}

/** A published product with one variant; answers the product and the variant's id. */
export async function createProduct(admin: FastifyInstance, options: ProductOptions) {
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
            title: 'One size',
            sku: unique('SKU'),
            inventory_quantity: options.inventory ?? 10,
            allow_backorder: options.allow_backorder ?? false,
            manage_inventory: options.manage_inventory ?? true,
            prices: [
              { region_id: options.regionId, amount: options.price ?? 1000 },
              ...(options.prices ?? []),
            ],
            options: [{ value: 'One' }],
          },
        ],
        ...options.extra,
      },
    }),
  ).product;
  return { product, variantId: product.variants[0].id as string };
}

export async function createShippingOption(
  admin: FastifyInstance,
  regionId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; profile_id: string }> {
  return expectContract(
    'AdminCreateShippingOption',
    await admin.inject({
      method: 'POST',
      url: '/admin/shipping-options',
      payload: {
        name: unique('Standard'),
        region_id: regionId,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount: 500,
        ...extra,
      },
    }),
  ).shipping_option;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A store request; `payload` and `headers` only when given. */
export function storeRequest(
  store: FastifyInstance,
  method: Method,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) {
  const options: InjectOptions = { method, url };
  if (payload) options.payload = payload as InjectOptions['payload'];
  if (headers) options.headers = headers;
  return store.inject(options);
}

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: 'Main Street 1',
  city: 'Copenhagen',
  country_code: 'dk',
  postal_code: '1000',
};

export interface CheckoutOptions {
  regionId: string;
  optionId: string;
  items: { variant_id: string; quantity: number }[];
  email?: string;
  provider?: string;
  headers?: Record<string, string>;
}

/** A cart ready to complete: items, email, address, shipping and a selected session. */
export async function prepareCart(store: FastifyInstance, options: CheckoutOptions) {
  const { headers } = options;
  const cart = expectContract(
    'StoreCreateCart',
    await storeRequest(
      store,
      'POST',
      '/store/carts',
      { region_id: options.regionId, items: options.items },
      headers,
    ),
  ).cart;
  const url = `/store/carts/${cart.id}`;
  expectContract(
    'StoreUpdateCart',
    await storeRequest(
      store,
      'POST',
      url,
      { email: options.email ?? 'shopper@example.com', shipping_address: ADDRESS },
      headers,
    ),
  );
  expectContract(
    'StoreCreateCartShippingMethod',
    await storeRequest(store, 'POST', `${url}/shipping-methods`, { option_id: options.optionId }),
  );
  expectContract(
    'StoreCreateCartPaymentSessions',
    await storeRequest(store, 'POST', `${url}/payment-sessions`),
  );
  return expectContract(
    'StoreSelectCartPaymentSession',
    await storeRequest(store, 'POST', `${url}/payment-session`, {
      provider_id: options.provider ?? 'manual',
    }),
  ).cart;
}

/** A shopper with an account, signed in: answers the bearer header and the customer id. */
export async function signUp(store: FastifyInstance, email: string) {
  const password = 'correct horse battery staple';
  const created = expectContract(
    'StoreCreateCustomer',
    await store.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email, password, first_name: 'Sam', last_name: 'Shopper' },
    }),
  ).customer;
  const { access_token } = expectContract(
    'StoreCreateAuthToken',
    await store.inject({ method: 'POST', url: '/store/auth/token', payload: { email, password } }),
  );
  return {
    customerId: created.id as string,
    headers: { authorization: `Bearer ${access_token}` },
  };
}

/** A publishable key for these sales channels; answers its header. */
export async function publishableKey(admin: FastifyInstance, channelIds: string[]) {
  const key = expectContract(
    'AdminCreatePublishableApiKey',
    await admin.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      payload: { title: unique('Key') },
    }),
  ).publishable_api_key;
  if (channelIds.length > 0) {
    await admin.inject({
      method: 'POST',
      url: `/admin/publishable-api-keys/${key.id}/sales-channels/batch`,
      payload: { sales_channel_ids: channelIds.map((id) => ({ id })) },
    });
  }
  return { 'x-publishable-api-key': key.id as string };
}

export async function createSalesChannel(admin: FastifyInstance): Promise<string> {
  return expectContract(
    'AdminCreateSalesChannel',
    await admin.inject({
      method: 'POST',
      url: '/admin/sales-channels',
      payload: { name: unique('Channel') },
    }),
  ).sales_channel.id;
}
