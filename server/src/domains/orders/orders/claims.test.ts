import { describe, expect, it } from 'vitest';
import type { NotificationMessage, NotificationProvider } from '../../../notifications/provider.ts';
import { expectContract } from '../../../test/contract.ts';
import { prepareCart, signUp, storeRequest } from '../../../test/fixtures/carts.ts';
import { useCheckoutWorld } from '../../../test/fixtures/checkout-world.ts';

/** Claiming guest orders: a token by email, confirmed to move the orders to the account. */

const sent: NotificationMessage[] = [];
const capture: NotificationProvider = {
  id: 'capture',
  send: async (message) => {
    sent.push(message);
    return { to: message.to, data: message.data };
  },
};

const world = useCheckoutWorld({ store: { notificationProviders: [capture] }, inventory: 50 });

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  storeRequest(world().store, method, url, payload, headers);

async function guestOrder(email: string, headers?: Record<string, string>) {
  const { store, regionId, optionId, variantId } = world();
  const cart = await prepareCart(store, {
    regionId,
    optionId,
    email,
    items: [{ variant_id: variantId, quantity: 1 }],
    ...(headers ? { headers } : {}),
  });
  return expectContract('StoreCompleteCart', await call('POST', `/store/carts/${cart.id}/complete`))
    .data;
}

describe('claiming guest orders', () => {
  it('sends a token to the orders’ email and moves them on confirmation', async () => {
    const orderA = await guestOrder('old@example.com');
    const orderB = await guestOrder('old@example.com');
    const { customerId, headers } = await signUp(world().store, 'new@example.com');
    expect(orderA.customer_id).not.toBe(customerId);
    const requested = await call(
      'POST',
      '/store/orders/batch/customer/token',
      { order_ids: [orderA.id, orderB.id] },
      headers,
    );
    expect(expectContract('StoreRequestCustomerOrders', requested)).toEqual({});
    const message = sent.find((m) => m.event_name === 'order-update-token.created');
    expect(message).toMatchObject({ to: 'old@example.com', customer_id: customerId });
    const token = message?.data.token as string;

    const wrong = await call('POST', '/store/orders/customer/confirm', { token: 'nope' });
    expect(expectContract('StoreConfirmCustomerOrders', wrong, 400).code).toBe('invalid_token');
    const confirmed = await call('POST', '/store/orders/customer/confirm', { token });
    expect(expectContract('StoreConfirmCustomerOrders', confirmed)).toEqual({});
    const list = expectContract(
      'StoreListCustomerOrders',
      await call('GET', '/store/customers/me/orders', undefined, headers),
    );
    expect(list.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [orderA.id, orderB.id].sort(),
    );
    // A token works once.
    const again = await call('POST', '/store/orders/customer/confirm', { token });
    expectContract('StoreConfirmCustomerOrders', again, 400);
  });

  it('signing up with a guest’s email brings none of their orders or addresses', async () => {
    // Issue 21: anyone can type an email; only its mailbox may claim what was bought with it.
    const order = await guestOrder('guest@example.com');
    const { customerId, headers } = await signUp(world().store, 'guest@example.com');
    expect(customerId).not.toBe(order.customer_id);
    const mine = expectContract(
      'StoreListCustomerOrders',
      await call('GET', '/store/customers/me/orders', undefined, headers),
    );
    expect(mine).toMatchObject({ orders: [], count: 0 });
    const me = expectContract(
      'StoreGetCustomer',
      await call('GET', '/store/customers/me', undefined, headers),
    );
    expect(me.customer.shipping_addresses).toEqual([]);
    // The claim flow still brings them, once the token from the guest's mailbox is used.
    sent.length = 0;
    await call('POST', '/store/orders/batch/customer/token', { order_ids: [order.id] }, headers);
    const token = sent.find((m) => m.event_name === 'order-update-token.created')?.data.token;
    expect(token).toEqual(expect.any(String));
    await call('POST', '/store/orders/customer/confirm', { token });
    const claimed = expectContract(
      'StoreListCustomerOrders',
      await call('GET', '/store/customers/me/orders', undefined, headers),
    );
    expect(claimed.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('refuses orders of an account, unknown orders, bad input and anonymous requests', async () => {
    const owner = await signUp(world().store, 'owner2@example.com');
    const owned = await guestOrder('owner2@example.com', owner.headers);
    const { headers } = await signUp(world().store, 'thief@example.com');
    const url = '/store/orders/batch/customer/token';
    const taken = await call('POST', url, { order_ids: [owned.id] }, headers);
    expect(expectContract('StoreRequestCustomerOrders', taken, 400).code).toBe('order_has_account');
    expectContract(
      'StoreRequestCustomerOrders',
      await call('POST', url, { order_ids: ['order_missing'] }, headers),
      404,
    );
    expectContract(
      'StoreRequestCustomerOrders',
      await call('POST', url, { order_ids: [] }, headers),
      400,
    );
    const anonymous = await call('POST', url, { order_ids: [owned.id] });
    expect(expectContract('StoreRequestCustomerOrders', anonymous, 401).type).toBe('unauthorized');
    expectContract(
      'StoreConfirmCustomerOrders',
      await call('POST', '/store/orders/customer/confirm', {}),
      400,
    );
  });
});
