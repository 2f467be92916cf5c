/**
 * The steps of a checkout through the generated client (@commerce/client), shared by the
 * checkout journeys: a signed-in staff client, the demo store, and a shopper's cart made
 * ready to complete the way a storefront does it.
 */
import { adminCreateAuthToken } from '@commerce/client/admin/operations';
import { type Client, createClient } from '@commerce/client/runtime';
import {
  type StoreCreateCartLineItemBody,
  storeCreateCart,
  storeCreateCartPaymentSessions,
  storeCreateCartShippingMethod,
  storeListCartShippingOptions,
  storeSelectCartPaymentSession,
  storeUpdateCart,
  storeUpdateCartPaymentSession,
} from '@commerce/client/store/operations';
import type { Database } from '../../server/src/db/database.ts';
import { createUser } from '../../server/src/domains/people/index.ts';
import { seedDemoStore } from '../../server/src/seed/demo-store.ts';

export const STAFF_PASSWORD = 'checkout staff password 1';

/** A staff user made through the server's own service, signed in over HTTP with a token. */
export async function staffClient(url: string, database: Database, email: string) {
  await createUser(database.db, { email, password: STAFF_PASSWORD, role: 'admin' });
  return signedInStaff(url, email);
}

/** A client signed in as an existing staff user (the bearer token is kept by the client). */
export async function signedInStaff(url: string, email: string): Promise<Client> {
  const client = createClient({ baseUrl: url });
  await adminCreateAuthToken(client, { email, password: STAFF_PASSWORD });
  return client;
}

/** The demo store of `npm start`, seeded over HTTP; answers its publishable API key. */
export async function seedDemo(staff: Client): Promise<string> {
  return (await seedDemoStore(staff)).publishableApiKey;
}

export function shopperClient(url: string, publishableApiKey?: string): Client {
  return createClient({ baseUrl: url, ...(publishableApiKey ? { publishableApiKey } : {}) });
}

export const BERLIN = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  country_code: 'de',
  postal_code: '10117',
};

export interface ReadyCartOptions {
  regionId: string;
  items: StoreCreateCartLineItemBody[];
  /** Left out for a signed-in customer's cart, which takes the customer's email. */
  email?: string;
  /** A new address, or the id of one of the signed-in customer's addresses. */
  address: typeof BERLIN | string;
  /** The shipping option's name; the first offered one when absent. */
  shippingOption?: string;
  /** A shipping option known to fit the cart: skips asking which options the cart is offered. */
  shippingOptionId?: string;
  provider: 'manual' | 'test-card';
  /** For `test-card`: the card number sent in the session's data. */
  cardNumber?: string;
}

/**
 * A cart ready to complete: items, email and addresses, the shipping option the cart is
 * offered (GET /store/shipping-options/{cart_id}), payment sessions and the chosen one.
 */
export async function readyCart(client: Client, options: ReadyCartOptions) {
  let { cart } = await storeCreateCart(client, {
    region_id: options.regionId,
    items: options.items,
  });
  ({ cart } = await storeUpdateCart(
    client,
    { id: cart.id },
    {
      ...(options.email ? { email: options.email } : {}),
      shipping_address: options.address,
      billing_address: options.address,
    },
  ));
  let optionId = options.shippingOptionId;
  if (!optionId) {
    const { shipping_options } = await storeListCartShippingOptions(client, { cart_id: cart.id });
    const option = options.shippingOption
      ? shipping_options.find((o) => o.name === options.shippingOption)
      : shipping_options[0];
    if (!option) throw new Error(`cart ${cart.id} is offered no shipping option`);
    optionId = option.id;
  }
  await storeCreateCartShippingMethod(client, { id: cart.id }, { option_id: optionId });
  await storeCreateCartPaymentSessions(client, { id: cart.id });
  ({ cart } = await storeSelectCartPaymentSession(
    client,
    { id: cart.id },
    { provider_id: options.provider },
  ));
  if (options.cardNumber) {
    ({ cart } = await storeUpdateCartPaymentSession(
      client,
      { id: cart.id, provider_id: 'test-card' },
      { data: { card_number: options.cardNumber } },
    ));
  }
  return cart;
}
