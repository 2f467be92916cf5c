/**
 * Checkout end to end (issue 5, "Done when"): the real server on a loopback port with the
 * demo store of `npm start`, driven only through the generated client (@commerce/client)
 * as a storefront would: a guest's checkout, a signed-in customer's checkout with a saved
 * address, and a declined test card followed by a card that works.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, ClientError } from '@commerce/client/runtime';
import {
  storeCompleteCart,
  storeCreateAuthToken,
  storeCreateCartLineItem,
  storeCreateCustomer,
  storeCreateCustomerAddress,
  storeGetCart,
  storeGetOrder,
  storeGetOrderByCart,
  storeGetProduct,
  storeListCustomerOrders,
  storeListProducts,
  storeUpdateCartPaymentSession,
} from '@commerce/client/store/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BERLIN, readyCart, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';
import { demoRegion } from './storefront-pages.ts';

let server: RunningServer;
let dataDir: string;
let publishableApiKey: string;

beforeAll(async () => {
  // The demo pictures are uploads: they go to a folder of this run, not the repository's.
  dataDir = mkdtempSync(join(tmpdir(), 'checkout-client-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer();
  const staff = await staffClient(server.url, server.database, 'checkout-staff@example.com');
  publishableApiKey = await seedDemo(staff);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shopper = () => shopperClient(server.url, publishableApiKey);

/** The first purchasable variant of each of `count` demo products, with its product. */
async function variantsInStock(client: Client, regionId: string, count: number) {
  const { products } = await storeListProducts(client, { region_id: regionId, limit: 10 });
  const picked = products.flatMap((product) => {
    const variant = product.variants?.find((v) => v.purchasable);
    return variant ? [{ productId: product.id, variantId: variant.id }] : [];
  });
  if (picked.length < count) throw new Error('the demo store has too few products in stock');
  return picked.slice(0, count);
}

async function stockOf(client: Client, productId: string, variantId: string) {
  const { product } = await storeGetProduct(client, { id: productId });
  return product.variants?.find((v) => v.id === variantId)?.inventory_quantity;
}

describe('checkout through the generated client, over HTTP', () => {
  it('takes a guest order in the demo store, paid manually', async () => {
    const client = shopper();
    const europe = await demoRegion(client, 'eur');
    const [first, second] = await variantsInStock(client, europe.id, 2);
    if (!first || !second) throw new Error('unreachable');
    const stockBefore = await stockOf(client, first.productId, first.variantId);

    const started = await readyCart(client, {
      regionId: europe.id,
      items: [{ variant_id: first.variantId, quantity: 2 }],
      email: 'guest@example.com',
      address: BERLIN,
      shippingOption: 'Standard shipping',
      provider: 'manual',
    });
    // A line added after shipping and payment were chosen re-prices both.
    const { cart } = await storeCreateCartLineItem(
      client,
      { id: started.id },
      { variant_id: second.variantId, quantity: 1 },
    );
    expect(cart.items?.map((i) => i.quantity)).toEqual([2, 1]);
    expect(cart.shipping_total).toBe(490);
    expect(cart.payment_session).toMatchObject({ provider_id: 'manual', amount: cart.total });
    expect(cart.payment_sessions?.map((s) => s.provider_id).sort()).toEqual([
      'manual',
      'test-card',
    ]);

    const completion = await storeCompleteCart(client, { id: cart.id });
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    const placed = completion.data;
    expect(placed).toMatchObject({
      cart_id: cart.id,
      email: 'guest@example.com',
      status: 'pending',
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      currency_code: 'eur',
      total: cart.total,
      shipping_total: 490,
      shipping_address: { city: 'Berlin', country_code: 'de' },
    });
    expect(placed.payments?.map((p) => [p.provider_id, p.amount])).toEqual([
      ['manual', cart.total],
    ]);

    const { order } = await storeGetOrder(client, { id: placed.id });
    expect(order).toMatchObject({
      id: placed.id,
      display_id: placed.display_id,
      email: 'guest@example.com',
      total: placed.total,
      tax_total: placed.tax_total,
    });
    expect(order.items?.map((i) => [i.variant_id, i.quantity]).sort()).toEqual(
      [
        [first.variantId, 2],
        [second.variantId, 1],
      ].sort(),
    );
    expect((await storeGetOrderByCart(client, { cart_id: cart.id })).order.id).toBe(placed.id);
    expect(await stockOf(client, first.productId, first.variantId)).toBe((stockBefore ?? 0) - 2);
  });

  it("takes a signed-in customer's order to a saved address, listed in their orders", async () => {
    const client = shopper();
    const email = 'ada@example.com';
    const password = 'a long enough password';
    const { customer } = await storeCreateCustomer(client, {
      email,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    // The token call keeps the bearer token in the client for the next requests.
    await storeCreateAuthToken(client, { email, password });
    const saved = await storeCreateCustomerAddress(client, {
      address: { ...BERLIN, first_name: 'Ada', last_name: 'Lovelace', city: 'Hamburg' },
    });
    const address = saved.customer.shipping_addresses?.find((a) => a.city === 'Hamburg');
    if (!address) throw new Error('the address was not saved');

    const europe = await demoRegion(client, 'eur');
    const [variant] = await variantsInStock(client, europe.id, 1);
    if (!variant) throw new Error('unreachable');
    const cart = await readyCart(client, {
      regionId: europe.id,
      items: [{ variant_id: variant.variantId, quantity: 1 }],
      address: address.id,
      provider: 'test-card',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(cart).toMatchObject({ customer_id: customer.id, email });

    const completion = await storeCompleteCart(client, { id: cart.id });
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    expect(completion.data).toMatchObject({
      customer_id: customer.id,
      email,
      total: cart.total,
      shipping_address: { city: 'Hamburg', first_name: 'Ada' },
    });
    expect(completion.data.payments?.map((p) => [p.provider_id, p.amount])).toEqual([
      ['test-card', cart.total],
    ]);

    const { orders, count } = await storeListCustomerOrders(client);
    expect(count).toBe(1);
    expect(orders.map((o) => [o.id, o.total])).toEqual([[completion.data.id, cart.total]]);
    // Another shopper does not see them.
    expect(await storeListCustomerOrders(shopper()).catch((error: unknown) => error)).toMatchObject(
      { status: 401 },
    );
  });

  it('refuses a declined test card with the cart left open, then takes a card that works', async () => {
    const client = shopper();
    const america = await demoRegion(client, 'usd');
    const [variant] = await variantsInStock(client, america.id, 1);
    if (!variant) throw new Error('unreachable');
    const stockBefore = await stockOf(client, variant.productId, variant.variantId);
    const cart = await readyCart(client, {
      regionId: america.id,
      items: [{ variant_id: variant.variantId, quantity: 1 }],
      email: 'declined@example.com',
      address: { ...BERLIN, city: 'Boston', country_code: 'us', postal_code: '02108' },
      provider: 'test-card',
      cardNumber: '4000000000000002',
    });
    expect(cart.shipping_total).toBe(599);

    const error = await storeCompleteCart(client, { id: cart.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      status: 400,
      body: {
        type: 'not_allowed',
        code: 'payment_authorization_error',
        message: 'The card was declined',
      },
    });
    // The cart is open, no order, no payment, the stock untouched; the session says declined.
    const { cart: open } = await storeGetCart(client, { id: cart.id });
    expect(open).toMatchObject({ completed_at: null, payment_id: null, total: cart.total });
    expect(open.payment_session).toMatchObject({ provider_id: 'test-card', status: 'error' });
    expect(
      await storeGetOrderByCart(client, { cart_id: cart.id }).catch((e: unknown) => e),
    ).toMatchObject({ status: 404 });
    expect(await stockOf(client, variant.productId, variant.variantId)).toBe(stockBefore);

    await storeUpdateCartPaymentSession(
      client,
      { id: cart.id, provider_id: 'test-card' },
      { data: { card_number: '4242424242424242' } },
    );
    const completion = await storeCompleteCart(client, { id: cart.id });
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    expect(completion.data).toMatchObject({
      cart_id: cart.id,
      currency_code: 'usd',
      total: cart.total,
      payment_status: 'awaiting',
    });
    expect(completion.data.payments?.[0]).toMatchObject({
      provider_id: 'test-card',
      amount: cart.total,
      data: { card_last4: '4242' },
    });
    expect(await stockOf(client, variant.productId, variant.variantId)).toBe(
      (stockBefore ?? 0) - 1,
    );
  });
});
