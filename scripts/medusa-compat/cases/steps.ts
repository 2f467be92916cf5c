import { adminCreateAuthToken } from '@commerce/client/admin/operations';
import { type Client, createClient } from '@commerce/client/runtime';
import {
  storeCompleteCart,
  storeCreateCart,
  storeCreateCartPaymentSessions,
  storeCreateCartShippingMethod,
  storeListCartShippingOptions,
  storeListProducts,
  storeListRegions,
  storeSelectCartPaymentSession,
  storeUpdateCart,
} from '@commerce/client/store/operations';
import { inject } from 'vitest';
import { contractDrift, type Drift } from '../drift.ts';
import { SEED } from '../medusa.ts';

/*
 * The calls a storefront and the admin make, through the generated client (@commerce/client)
 * against the suite's Medusa v1; every answer is also checked against the contract
 * (drift.ts) on the way.
 */

/** The differences of this test file's answers so far, in the order they came. */
export const driftSeen: Drift[] = [];

/** Awaits an answer and records how it differs from operation's response schema. */
export async function answer<T>(operationId: string, call: Promise<T>): Promise<T> {
  const data = await call;
  driftSeen.push(...contractDrift(operationId, data));
  return data;
}

export function medusaClient(): Client {
  return createClient({ baseUrl: inject('medusaUrl') });
}

export async function signedInAdmin(): Promise<Client> {
  const client = medusaClient();
  await answer('AdminCreateAuthToken', adminCreateAuthToken(client, SEED.admin));
  return client;
}

export const BERLIN = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  country_code: SEED.country,
  postal_code: '10117',
};

/** A guest's checkout of `quantity` of the seed's T-shirt (size S), paid manually. */
export async function guestCheckout(client: Client, email: string, quantity: number) {
  const { regions } = await answer('StoreListRegions', storeListRegions(client));
  // The seed's region, the one with Germany: other cases add regions in the same currency
  // (admin-tax-inclusive's "Compat Nordics"), and files run in no fixed order.
  const region = regions.find(
    (r) => r.currency_code === SEED.currency && r.countries?.some((c) => c.iso_2 === SEED.country),
  );
  if (!region) throw new Error(`Medusa has no ${SEED.currency} region with ${SEED.country}`);
  const { products } = await answer(
    'StoreListProducts',
    storeListProducts(client, { region_id: region.id }),
  );
  const shirt = products.find((p) => p.handle === SEED.products[0]);
  const variant = shirt?.variants?.find((v) => v.title === 'S');
  if (!variant) throw new Error('the seeded T-shirt has no size S');

  let { cart } = await answer(
    'StoreCreateCart',
    storeCreateCart(client, {
      region_id: region.id,
      items: [{ variant_id: variant.id, quantity }],
    }),
  );
  ({ cart } = await answer(
    'StoreUpdateCart',
    storeUpdateCart(
      client,
      { id: cart.id },
      { email, shipping_address: BERLIN, billing_address: BERLIN },
    ),
  ));
  const { shipping_options } = await answer(
    'StoreListCartShippingOptions',
    storeListCartShippingOptions(client, { cart_id: cart.id }),
  );
  const option = shipping_options.find((o) => o.name === SEED.shippingOption);
  if (!option) throw new Error(`cart ${cart.id} is not offered ${SEED.shippingOption}`);
  await answer(
    'StoreCreateCartShippingMethod',
    storeCreateCartShippingMethod(client, { id: cart.id }, { option_id: option.id }),
  );
  await answer(
    'StoreCreateCartPaymentSessions',
    storeCreateCartPaymentSessions(client, { id: cart.id }),
  );
  ({ cart } = await answer(
    'StoreSelectCartPaymentSession',
    storeSelectCartPaymentSession(client, { id: cart.id }, { provider_id: 'manual' }),
  ));
  const completion = await answer('StoreCompleteCart', storeCompleteCart(client, { id: cart.id }));
  return { cart, completion, variant, region };
}
