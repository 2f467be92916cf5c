import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { prepareCart, signUp, storeRequest } from '../../../test/fixtures/carts.ts';
import { useCheckoutWorld } from '../../../test/fixtures/checkout-world.ts';

/** The store's order reads: by id, by cart, looked up by a guest, and a customer's list. */

const world = useCheckoutWorld({ inventory: 100 });

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  storeRequest(world().store, method, url, payload, headers);

async function placeOrder(email: string, headers?: Record<string, string>, quantity = 1) {
  const { store, regionId, optionId, variantId } = world();
  const cart = await prepareCart(store, {
    regionId,
    optionId,
    email,
    items: [{ variant_id: variantId, quantity }],
    ...(headers ? { headers } : {}),
  });
  const done = expectContract(
    'StoreCompleteCart',
    await call('POST', `/store/carts/${cart.id}/complete`),
  );
  return { cart, order: done.data };
}

describe('store orders', () => {
  it('reads an order by id and by the cart it came from', async () => {
    const { cart, order } = await placeOrder('reader@example.com');
    const byId = expectContract(
      'StoreGetOrder',
      await call('GET', `/store/orders/${order.id}`),
    ).order;
    expect(byId).toEqual(order);
    const byCart = expectContract(
      'StoreGetOrderByCart',
      await call('GET', `/store/orders/cart/${cart.id}`),
    ).order;
    expect(byCart.id).toBe(order.id);

    expectContract('StoreGetOrder', await call('GET', '/store/orders/order_missing'), 404);
    expectContract(
      'StoreGetOrderByCart',
      await call('GET', '/store/orders/cart/cart_missing'),
      404,
    );
    const open = expectContract('StoreCreateCart', await call('POST', '/store/carts', {})).cart;
    const notYet = await call('GET', `/store/orders/cart/${open.id}`);
    expect(expectContract('StoreGetOrderByCart', notYet, 404).message).toBe(
      `Order with cart id: ${open.id} was not found`,
    );
    expectContract('StoreGetOrder', await call('GET', `/store/orders/${order.id}?x=1`), 400);
  });

  it('lets a guest look an order up by number and email', async () => {
    const { order } = await placeOrder('Guest@Example.com');
    const query = (q: string) => call('GET', `/store/orders?${q}`);
    const found = expectContract(
      'StoreLookupOrder',
      await query(`display_id=${order.display_id}&email=guest@example.com`),
    ).order;
    expect(found.id).toBe(order.id);
    const withPostal = expectContract(
      'StoreLookupOrder',
      await query(
        `display_id=${order.display_id}&email=guest@example.com&shipping_address[postal_code]=1000`,
      ),
    ).order;
    expect(withPostal.id).toBe(order.id);
    expectContract(
      'StoreLookupOrder',
      await query(`display_id=${order.display_id}&email=other@example.com`),
      404,
    );
    expectContract(
      'StoreLookupOrder',
      await query(
        `display_id=${order.display_id}&email=guest@example.com&shipping_address[postal_code]=9999`,
      ),
      404,
    );
    expectContract('StoreLookupOrder', await query(`display_id=${order.display_id}`), 400);
    expectContract('StoreLookupOrder', await query('display_id=x&email=guest@example.com'), 400);
  });

  it("lists the signed-in customer's orders, 10 per page by default, with filters", async () => {
    const { customerId, headers } = await signUp(world().store, 'buyer@example.com');
    const placed = [];
    for (let i = 0; i < 11; i++) {
      placed.push((await placeOrder('buyer@example.com', headers, (i % 2) + 1)).order);
    }
    // A guest order with the same email is not the account's.
    await placeOrder('buyer@example.com');
    const list = (query = '') =>
      call('GET', `/store/customers/me/orders${query}`, undefined, headers);
    const page = expectContract('StoreListCustomerOrders', await list());
    expect(page).toMatchObject({ count: 11, limit: 10, offset: 0 });
    expect(page.orders).toHaveLength(10);
    expect(page.orders.every((o: { customer_id: string }) => o.customer_id === customerId)).toBe(
      true,
    );
    // Newest first.
    expect(page.orders[0].id).toBe(placed[10]?.id);
    const rest = expectContract('StoreListCustomerOrders', await list('?offset=10'));
    expect(rest.orders.map((o: { id: string }) => o.id)).toEqual([placed[0]?.id]);
    // No `order` parameter, as Medusa v1 has none here (it refuses one with 400): a sort
    // asked for is refused, not ignored.
    const sorted = await list('?order=created_at&limit=2');
    expect(expectContract('StoreListCustomerOrders', sorted, 400).message).toMatch(/order/);
    const one = expectContract(
      'StoreListCustomerOrders',
      await list(`?display_id=${placed[3]?.display_id}`),
    );
    expect(one.orders.map((o: { id: string }) => o.id)).toEqual([placed[3]?.id]);
    const pending = expectContract(
      'StoreListCustomerOrders',
      await list('?status[]=pending&payment_status[]=awaiting&limit=1'),
    );
    expect(pending.count).toBe(11);
    const none = expectContract('StoreListCustomerOrders', await list('?status[]=canceled'));
    expect(none).toMatchObject({ count: 0, orders: [] });

    expectContract('StoreListCustomerOrders', await list('?limit=-1'), 400);
    expectContract('StoreListCustomerOrders', await list('?status[]=lost'), 400);
    const anonymous = await call('GET', '/store/customers/me/orders');
    expect(expectContract('StoreListCustomerOrders', anonymous, 401).type).toBe('unauthorized');
  });
});

describe('guest order lookup rate limit', () => {
  it('refuses the lookup past the limit from one address, HEAD and 404s included', async () => {
    const { order } = await placeOrder('walker@example.com');
    const limited = await buildTestApp(world().database, { auth: { rateLimit: { max: 3 } } });
    const lookup = (
      displayId: number,
      remoteAddress = '203.0.113.7',
      method: 'GET' | 'HEAD' = 'GET',
    ) =>
      limited.inject({
        method,
        url: `/store/orders?display_id=${displayId}&email=walker@example.com`,
        remoteAddress,
      });
    try {
      // An attacker walking the sequential numbers: a hit, a miss, a HEAD probe.
      expectContract('StoreLookupOrder', await lookup(order.display_id));
      expectContract('StoreLookupOrder', await lookup(order.display_id + 1000), 404);
      expect((await lookup(order.display_id, undefined, 'HEAD')).statusCode).toBe(200);
      const refused = await lookup(order.display_id);
      expect(expectContract('StoreLookupOrder', refused, 429)).toEqual({
        type: 'too_many_requests',
        message: 'Too many requests, try again later',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address keeps its own budget.
      expectContract('StoreLookupOrder', await lookup(order.display_id, '203.0.113.8'));
    } finally {
      await limited.close();
    }
  });
});
