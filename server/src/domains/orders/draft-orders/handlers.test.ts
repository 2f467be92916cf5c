import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { signUp } from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';
import {
  adminCall,
  closeDraftWorld,
  createDraft,
  type DraftWorld,
  openDraftWorld,
} from '../../../test/fixtures/draft-orders.ts';

/*
 * Creating draft orders (for a customer or an email; its cart and totals; variant,
 * hand-priced and custom lines; shipping with a hand-set price; discounts; refusals), the
 * list with its search, and credentials. Changes are in changes.test.ts, paying in
 * pay.test.ts.
 */

let world: DraftWorld;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let optionId: string;
let variantId: string;

beforeAll(async () => {
  // 25 % tax, not included in prices; shipping costs 500 (fixtures.ts).
  world = await openDraftWorld();
  ({ admin, store, regionId, optionId, variantId } = world);
});

afterAll(() => closeDraftWorld(world ?? {}));

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  adminCall(admin, method, url, payload);
const draftUrl = (id: string) => `/admin/draft-orders/${id}`;

describe('creating a draft order', () => {
  it('holds a cart with the items, shipping and totals of the cart code', async () => {
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [
        { variant_id: variantId, quantity: 2 },
        { title: 'Gift wrapping', unit_price: 300, quantity: 1 },
      ],
      extra: { metadata: { source: 'phone' }, no_notification_order: true },
    });
    expect(draft).toMatchObject({
      status: 'open',
      order_id: null,
      completed_at: null,
      no_notification_order: true,
      metadata: { source: 'phone' },
    });
    expect(draft.id).toMatch(/^dorder_[0-9A-Z]{26}$/);
    expect(draft.display_id).toBeGreaterThan(0);
    const { cart } = draft;
    expect(cart).toMatchObject({
      id: draft.cart_id,
      type: 'draft_order',
      email: 'buyer@example.com',
      region_id: regionId,
      shipping_address: { city: 'Copenhagen', country_code: 'dk' },
    });
    expect(cart.customer_id).toMatch(/^cus_/);
    const [line, custom] = cart.items;
    expect(line).toMatchObject({ variant_id: variantId, quantity: 2, unit_price: 1000 });
    expect(custom).toMatchObject({
      variant_id: null,
      title: 'Gift wrapping',
      unit_price: 300,
      has_shipping: true,
      allow_discounts: false,
    });
    expect(cart.shipping_methods).toHaveLength(1);
    // 2000 + 300 items, 500 shipping, 25 % tax on all of it.
    expect(cart).toMatchObject({
      subtotal: 2300,
      shipping_total: 500,
      tax_total: 700,
      total: 3500,
    });
  });

  it('is for an existing customer when named, else for the guest customer of the email', async () => {
    const { customerId } = await signUp(store, 'account@example.com');
    const forAccount = await createDraft(admin, {
      regionId,
      optionId,
      email: 'account@example.com',
      extra: { customer_id: customerId },
    });
    expect(forAccount.cart.customer_id).toBe(customerId);
    // The same email without customer_id never reaches into the account.
    const byEmail = await createDraft(admin, { regionId, optionId, email: 'Account@Example.com' });
    expect(byEmail.cart.customer_id).not.toBe(customerId);
    expect(byEmail.cart.email).toBe('account@example.com');
    const again = await createDraft(admin, { regionId, optionId, email: 'account@example.com' });
    expect(again.cart.customer_id).toBe(byEmail.cart.customer_id);
  });

  it('keeps hand-set prices of items and shipping over every refresh', async () => {
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1, unit_price: 800 }],
      extra: { shipping_methods: [{ option_id: optionId, price: 100 }] },
    });
    expect(draft.cart.items[0]).toMatchObject({ unit_price: 800, should_merge: false });
    expect(draft.cart.shipping_methods[0].price).toBe(100);
    // A later change refreshes the cart; the hand-set prices stay.
    const changed = expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', `${draftUrl(draft.id)}/line-items`, {
        variant_id: variantId,
        quantity: 1,
      }),
    ).draft_order;
    expect(changed.cart.items.map((i: { unit_price: number }) => i.unit_price)).toEqual([
      800, 1000,
    ]);
    expect(changed.cart.shipping_methods[0].price).toBe(100);
    expect(changed.cart).toMatchObject({ subtotal: 1800, shipping_total: 100, total: 2375 });
  });

  it('applies discount codes', async () => {
    await seedDiscount(admin, 'DRAFT10', [regionId]);
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
      extra: { discounts: [{ code: 'DRAFT10' }] },
    });
    expect(draft.cart.discounts.map((d: { code: string }) => d.code)).toEqual(['DRAFT10']);
    expect(draft.cart).toMatchObject({ subtotal: 1000, discount_total: 100 });
  });

  it('refuses bad input and unknown references, leaving nothing behind', async () => {
    const before = expectContract('AdminListDraftOrders', await call('GET', '/admin/draft-orders'));
    const refusals: [object, number, string?][] = [
      [{ email: 'a@example.com', region_id: regionId }, 400],
      [{ email: 'not-an-email', region_id: regionId, shipping_methods: [] }, 400],
      [
        { email: 'a@example.com', region_id: 'reg_missing', shipping_methods: [] },
        400,
        'unknown_reference',
      ],
      [
        { email: 'a@example.com', region_id: regionId, shipping_methods: [], customer_id: 'cus_x' },
        400,
        'unknown_reference',
      ],
      [
        {
          email: 'a@example.com',
          region_id: regionId,
          shipping_methods: [],
          items: [{ quantity: 1 }],
        },
        400,
        'custom_item_incomplete',
      ],
      [
        {
          email: 'a@example.com',
          region_id: regionId,
          shipping_methods: [],
          items: [{ variant_id: variantId, quantity: 99 }],
        },
        400,
        'insufficient_inventory',
      ],
      [
        {
          email: 'a@example.com',
          region_id: regionId,
          shipping_methods: [],
          discounts: [{ code: 'NOPE' }],
        },
        400,
        'discount_not_found',
      ],
      [
        {
          email: 'a@example.com',
          region_id: regionId,
          items: [{ variant_id: variantId, quantity: 1 }],
          shipping_methods: [{ option_id: 'so_missing' }],
        },
        400,
        'unknown_reference',
      ],
      [
        {
          email: 'a@example.com',
          region_id: regionId,
          shipping_methods: [{ option_id: optionId }],
        },
        400,
        'shipping_option_unavailable',
      ],
    ];
    for (const [payload, status, code] of refusals) {
      const body = expectContract(
        'AdminCreateDraftOrder',
        await call('POST', '/admin/draft-orders', payload),
        status,
      );
      if (code) expect(body.code).toBe(code);
    }
    const after = expectContract('AdminListDraftOrders', await call('GET', '/admin/draft-orders'));
    expect(after.count).toBe(before.count);
  });
});

describe('listing draft orders', () => {
  it('searches by display id and email, filters by status and pages', async () => {
    const first = await createDraft(admin, { regionId, optionId, email: 'list-one@example.com' });
    const second = await createDraft(admin, { regionId, optionId, email: 'list-two@example.com' });
    const byEmail = expectContract(
      'AdminListDraftOrders',
      await call('GET', '/admin/draft-orders?q=list-two'),
    );
    expect(byEmail.draft_orders.map((d: { id: string }) => d.id)).toEqual([second.id]);
    expect(byEmail.draft_orders[0].cart.email).toBe('list-two@example.com');
    const byNumber = expectContract(
      'AdminListDraftOrders',
      await call('GET', `/admin/draft-orders?q=${first.display_id}`),
    );
    expect(byNumber.draft_orders.map((d: { id: string }) => d.id)).toEqual([first.id]);

    const paged = expectContract(
      'AdminListDraftOrders',
      await call('GET', '/admin/draft-orders?q=list-&limit=1&offset=1'),
    );
    expect(paged).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(paged.draft_orders.map((d: { id: string }) => d.id)).toEqual([first.id]);

    const open = expectContract(
      'AdminListDraftOrders',
      await call('GET', '/admin/draft-orders?status[]=completed&q=list-'),
    );
    expect(open.count).toBe(0);
    expectContract(
      'AdminListDraftOrders',
      await call('GET', '/admin/draft-orders?order=email'),
      400,
    );
  });

  it('needs staff credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListDraftOrders', 'GET', '/admin/draft-orders'],
      [
        'AdminCreateDraftOrder',
        'POST',
        '/admin/draft-orders',
        { email: 'a@example.com', region_id: regionId, shipping_methods: [] },
      ],
      ['AdminGetDraftOrder', 'GET', draftUrl('dorder_x')],
      ['AdminUpdateDraftOrder', 'POST', draftUrl('dorder_x'), {}],
      ['AdminDeleteDraftOrder', 'DELETE', draftUrl('dorder_x')],
      [
        'AdminCreateDraftOrderLineItem',
        'POST',
        `${draftUrl('dorder_x')}/line-items`,
        { quantity: 1 },
      ],
      [
        'AdminUpdateDraftOrderLineItem',
        'POST',
        `${draftUrl('dorder_x')}/line-items/item_x`,
        { quantity: 1 },
      ],
      ['AdminDeleteDraftOrderLineItem', 'DELETE', `${draftUrl('dorder_x')}/line-items/item_x`],
      ['AdminPayDraftOrder', 'POST', `${draftUrl('dorder_x')}/pay`],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await store.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});

describe("a draft order's cart", () => {
  it('is out of reach of the store API, even for someone who knows its id', async () => {
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    const cartUrl = `/store/carts/${draft.cart_id}`;
    const before = expectContract('AdminGetDraftOrder', await call('GET', draftUrl(draft.id)));
    const lineUrl = `${cartUrl}/line-items/${before.draft_order.cart.items[0].id}`;
    const requests: [string, Method, string, object?][] = [
      ['StoreGetCart', 'GET', cartUrl],
      ['StoreUpdateCartLineItem', 'POST', lineUrl, { quantity: 5 }],
      ['StoreDeleteCartLineItem', 'DELETE', lineUrl],
      ['StoreDeleteCartDiscount', 'DELETE', `${cartUrl}/discounts/SOMECODE`],
      [
        'StoreCreateCartShippingMethod',
        'POST',
        `${cartUrl}/shipping-methods`,
        { option_id: optionId },
      ],
      [
        'StoreSelectCartPaymentSession',
        'POST',
        `${cartUrl}/payment-session`,
        { provider_id: 'manual' },
      ],
      ['StoreRefreshCartPaymentSession', 'POST', `${cartUrl}/payment-sessions/manual/refresh`],
      ['StoreDeleteCartPaymentSession', 'DELETE', `${cartUrl}/payment-sessions/manual`],
      ['StoreUpdateCartPaymentSession', 'POST', `${cartUrl}/payment-sessions/manual`, { data: {} }],
      ['StoreUpdateCart', 'POST', cartUrl, { email: 'intruder@example.com' }],
      [
        'StoreCreateCartLineItem',
        'POST',
        `${cartUrl}/line-items`,
        { variant_id: variantId, quantity: 3 },
      ],
      ['StoreListCartShippingOptions', 'GET', `/store/shipping-options/${draft.cart_id}`],
      ['StoreCreateCartPaymentSessions', 'POST', `${cartUrl}/payment-sessions`],
      ['StoreCompleteCart', 'POST', `${cartUrl}/complete`],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await store.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 404).type).toBe('not_found');
    }
    // Nothing changed: the draft still has its one line and its email.
    const after = expectContract('AdminGetDraftOrder', await call('GET', draftUrl(draft.id)));
    expect(after.draft_order.cart.email).toBe('buyer@example.com');
    expect(after.draft_order.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual(
      [1],
    );
  });
});
