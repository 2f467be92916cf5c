import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import {
  ADDRESS,
  createProduct,
  createRegion,
  createShippingOption,
  signUp,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  stockedVariant,
} from '../../../test/fixtures/orders.ts';
import { statementsDuring } from '../../../test/statement-log.ts';

/** The staff's order list: filters, free-text search, sorting and pages. */

let world: OrderWorld;
type Placed = Awaited<ReturnType<typeof placeOrder>>;
const placed: Placed[] = [];
let named: Placed;
let elsewhere: Placed;
let otherRegionId: string;

async function germanOrder(regionId: string, optionId: string, variantId: string) {
  const call = (url: string, payload?: object) => storeRequest(world.store, 'POST', url, payload);
  const cart = expectContract(
    'StoreCreateCart',
    await call('/store/carts', {
      region_id: regionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    }),
  ).cart;
  const url = `/store/carts/${cart.id}`;
  expectContract(
    'StoreUpdateCart',
    await call(url, {
      email: 'elsewhere@example.com',
      shipping_address: { ...ADDRESS, country_code: 'de', city: 'Berlin', postal_code: '10115' },
    }),
  );
  expectContract(
    'StoreCreateCartShippingMethod',
    await call(`${url}/shipping-methods`, { option_id: optionId }),
  );
  expectContract('StoreCreateCartPaymentSessions', await call(`${url}/payment-sessions`));
  expectContract(
    'StoreSelectCartPaymentSession',
    await call(`${url}/payment-session`, { provider_id: 'manual' }),
  );
  return expectContract('StoreCompleteCart', await call(`${url}/complete`)).data;
}

beforeAll(async () => {
  world = await orderWorld();
  const variantId = await stockedVariant(world, 100);
  for (let i = 0; i < 5; i++) {
    placed.push(
      await placeOrder(world, {
        items: [{ variant_id: variantId, quantity: 1 }],
        email: `list${i}@example.com`,
      }),
    );
  }
  const { headers } = await signUp(world.store, 'ada.named@example.com');
  named = await placeOrder(world, {
    items: [{ variant_id: variantId, quantity: 1 }],
    email: 'ada.named@example.com',
    headers,
  });
  // An order of another region, shipped to Germany.
  otherRegionId = (await createRegion(world.admin, { countries: ['de'] })).id;
  const otherOption = (await createShippingOption(world.admin, otherRegionId)).id;
  const otherVariant = (await createProduct(world.admin, { regionId: otherRegionId })).variantId;
  elsewhere = await germanOrder(otherRegionId, otherOption, otherVariant);
  // One canceled and one captured order, for the status filters.
  await adminRequest(world, 'POST', `/admin/orders/${placed[0]?.id}/cancel`);
  await adminRequest(world, 'POST', `/admin/orders/${placed[1]?.id}/capture`);
});

afterAll(async () => {
  await world?.close();
});

const list = async (query = '') =>
  expectContract('AdminListOrders', await adminRequest(world, 'GET', `/admin/orders${query}`));
const ids = (page: { orders: { id: string }[] }) => page.orders.map((o) => o.id);

describe('the admin order list', () => {
  it('pages through every order, newest first, with the count', async () => {
    const all = await list();
    expect(all).toMatchObject({ count: 7, limit: 20, offset: 0 });
    expect(ids(all)[0]).toBe(elsewhere.id);
    const page = await list('?limit=2&offset=1');
    expect(page).toMatchObject({ count: 7, limit: 2, offset: 1 });
    expect(ids(page)).toEqual(ids(all).slice(1, 3));
    // Past the end: no rows, the count still (read by a second statement then).
    expect(await list('?limit=2&offset=10')).toMatchObject({ count: 7, orders: [] });
    const byNumber = await list('?order=display_id&limit=3');
    expect(ids(byNumber)).toEqual(placed.slice(0, 3).map((o) => o.id));
    // Loaded like a single order: lines, payments and totals.
    const first = all.orders.find((o: { id: string }) => o.id === placed[2]?.id);
    expect(first).toMatchObject({ items: [{ quantity: 1 }], total: 1875, payments: [{}] });
    expect(first).toEqual(
      expectContract(
        'AdminGetOrder',
        await adminRequest(world, 'GET', `/admin/orders/${placed[2]?.id}`),
      ).order,
    );
  });

  it('reads a page of 7 orders in as many statements as a page of one', async () => {
    // Every relation is read for the whole page at once (load.ts): no query per order.
    const one = await statementsDuring(world.database.db, () => list('?limit=1'));
    const seven = await statementsDuring(world.database.db, () => list('?limit=20'));
    expect(one.length).toBeGreaterThan(0);
    expect(seven.length).toBe(one.length);
  });

  it('filters by status, payment and fulfillment status, region, customer and email', async () => {
    expect(ids(await list('?status[]=canceled'))).toEqual([placed[0]?.id]);
    expect(ids(await list('?payment_status[]=captured'))).toEqual([placed[1]?.id]);
    expect((await list('?payment_status[]=awaiting&payment_status[]=captured')).count).toBe(6);
    expect((await list('?fulfillment_status[]=not_fulfilled')).count).toBe(6);
    expect(ids(await list(`?region_id[]=${otherRegionId}`))).toEqual([elsewhere.id]);
    expect(ids(await list(`?customer_id=${named.customer_id}`))).toEqual([named.id]);
    expect(ids(await list('?email=LIST3@example.com'))).toEqual([placed[3]?.id]);
    expect(ids(await list(`?display_id=${placed[4]?.display_id}`))).toEqual([placed[4]?.id]);
    expect(ids(await list(`?id=${placed[2]?.id}`))).toEqual([placed[2]?.id]);
    // Several at once (the admin's returns and exchanges lists read their orders so).
    const several = await list(`?id[]=${placed[2]?.id}&id[]=${placed[4]?.id}&order=display_id`);
    expect(ids(several)).toEqual([placed[2]?.id, placed[4]?.id]);
    expect((await list('?currency_code=EUR')).count).toBe(7);
    expect((await list('?tax_rate=25')).count).toBe(7);
    const channel = placed[2]?.sales_channel_id;
    if (channel) expect((await list(`?sales_channel_id[]=${channel}`)).count).toBe(7);
    const since = encodeURIComponent(placed[3]?.created_at);
    expect((await list(`?created_at[gte]=${since}`)).count).toBe(4);
    expect((await list('?created_at[lt]=2000-01-01T00:00:00Z')).count).toBe(0);
    expect((await list('?canceled_at[gte]=2000-01-01T00:00:00Z')).count).toBe(1);
  });

  it('searches the order number, the email and the customer name', async () => {
    expect(ids(await list(`?q=${placed[4]?.display_id}`))).toEqual([placed[4]?.id]);
    expect(ids(await list(`?q=%23${placed[4]?.display_id}`))).toEqual([placed[4]?.id]);
    expect(ids(await list('?q=list2@'))).toEqual([placed[2]?.id]);
    expect(ids(await list('?q=shopper'))).toEqual([named.id]);
    expect(ids(await list('?q=Sam%20Shop'))).toEqual([named.id]);
    expect((await list('?q=LIST')).count).toBe(5);
    expect((await list('?q=100%25')).count).toBe(0);
    expect((await list('?q=99999999999')).count).toBe(0);
  });

  it('refuses bad queries', async () => {
    const bad = (query: string) => adminRequest(world, 'GET', `/admin/orders${query}`);
    expectContract('AdminListOrders', await bad('?order=total'), 400);
    expectContract('AdminListOrders', await bad('?status[]=lost'), 400);
    expectContract('AdminListOrders', await bad('?limit=-1'), 400);
    expectContract('AdminListOrders', await bad('?colour=red'), 400);
    expectContract('AdminGetOrder', await adminRequest(world, 'GET', '/admin/orders/order_x'), 404);
  });
});
