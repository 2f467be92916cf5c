import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { createProduct, createRegion, signUp } from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';
import {
  adminCall,
  closeDraftWorld,
  createDraft,
  type DraftWorld,
  openDraftWorld,
} from '../../../test/fixtures/draft-orders.ts';

/*
 * Changing a draft order: its line items, details and region, and the refusals once it is
 * paid or deleted.
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

describe('changing a draft order', () => {
  it('adds, updates and deletes line items', async () => {
    const draft = await createDraft(admin, { regionId, optionId });
    const url = `${draftUrl(draft.id)}/line-items`;
    const added = expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', url, { variant_id: variantId, quantity: 1, metadata: { note: 'a' } }),
    ).draft_order;
    const [line] = added.cart.items;
    const merged = expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', url, { variant_id: variantId, quantity: 1, metadata: { note: 'a' } }),
    ).draft_order;
    expect(merged.cart.items).toMatchObject([{ id: line.id, quantity: 2 }]);

    const updated = expectContract(
      'AdminUpdateDraftOrderLineItem',
      await call('POST', `${url}/${line.id}`, { quantity: 3, unit_price: 900, title: 'Special' }),
    ).draft_order;
    expect(updated.cart.items).toMatchObject([
      { id: line.id, quantity: 3, unit_price: 900, title: 'Special' },
    ]);
    expect(updated.cart.subtotal).toBe(2700);
    const tooMany = await call('POST', `${url}/${line.id}`, { quantity: 6 });
    expect(expectContract('AdminUpdateDraftOrderLineItem', tooMany, 400).code).toBe(
      'insufficient_inventory',
    );

    const removed = expectContract(
      'AdminDeleteDraftOrderLineItem',
      await call('DELETE', `${url}/${line.id}`),
    ).draft_order;
    expect(removed.cart.items).toEqual([]);
    expect(removed.cart.total).toBe(0);

    const custom = expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', url, { title: 'Engraving', unit_price: 250, quantity: 2 }),
    ).draft_order;
    const [engraving] = custom.cart.items;
    const zero = expectContract(
      'AdminUpdateDraftOrderLineItem',
      await call('POST', `${url}/${engraving.id}`, { quantity: 0 }),
    ).draft_order;
    expect(zero.cart.items).toEqual([]);

    expectContract(
      'AdminUpdateDraftOrderLineItem',
      await call('POST', `${url}/item_x`, { quantity: 1 }),
      404,
    );
    expectContract('AdminDeleteDraftOrderLineItem', await call('DELETE', `${url}/item_x`), 404);
    expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', url, { variant_id: 'variant_x', quantity: 1 }),
      400,
    );
  });

  it('updates the email, customer, addresses, discounts and notification choice', async () => {
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    await seedDiscount(admin, 'UPDATE20', [regionId], {
      rule: { type: 'percentage', value: 20, allocation: 'total' },
    });
    const updated = expectContract(
      'AdminUpdateDraftOrder',
      await call('POST', draftUrl(draft.id), {
        email: 'other@example.com',
        billing_address: { first_name: 'Bill', country_code: 'dk' },
        shipping_address: { city: 'Aarhus' },
        discounts: [{ code: 'UPDATE20' }],
        no_notification_order: true,
      }),
    ).draft_order;
    expect(updated).toMatchObject({ no_notification_order: true });
    expect(updated.cart).toMatchObject({
      email: 'other@example.com',
      billing_address: { first_name: 'Bill' },
      shipping_address: { city: 'Aarhus', address_1: 'Main Street 1' },
      discount_total: 200,
    });
    expect(updated.cart.customer_id).not.toBe(draft.cart.customer_id);

    const { customerId } = await signUp(store, 'named@example.com');
    const named = expectContract(
      'AdminUpdateDraftOrder',
      await call('POST', draftUrl(draft.id), { customer_id: customerId }),
    ).draft_order;
    expect(named.cart).toMatchObject({ customer_id: customerId, email: 'named@example.com' });

    const bad = await call('POST', draftUrl(draft.id), {
      shipping_address: { country_code: 'us' },
    });
    expect(expectContract('AdminUpdateDraftOrder', bad, 400).code).toBe('country_not_in_region');
    expectContract(
      'AdminUpdateDraftOrder',
      await call('POST', draftUrl(draft.id), { customer_id: 'cus_x' }),
      400,
    );
    const unchanged = expectContract('AdminGetDraftOrder', await call('GET', draftUrl(draft.id)));
    expect(unchanged.draft_order.cart.shipping_address.country_code).toBe('dk');
  });

  it('moves to another region: variant lines priced there, custom lines kept, shipping dropped', async () => {
    const usd = (
      await createRegion(admin, { currency_code: 'usd', countries: ['us'], tax_rate: 0 })
    ).id;
    const { variantId: both } = await createProduct(admin, {
      regionId,
      price: 1000,
      prices: [{ currency_code: 'usd', amount: 1200 }],
    });
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [
        { variant_id: both, quantity: 1 },
        { title: 'Custom', unit_price: 400, quantity: 1 },
      ],
    });
    const moved = expectContract(
      'AdminUpdateDraftOrder',
      await call('POST', draftUrl(draft.id), { region_id: usd }),
    ).draft_order;
    expect(moved.cart.region_id).toBe(usd);
    expect(moved.cart.items.map((i: { unit_price: number }) => i.unit_price)).toEqual([1200, 400]);
    expect(moved.cart.shipping_methods).toEqual([]);
    expect(moved.cart.shipping_address.country_code).toBe('us');
  });

  it('refuses changes to a completed draft and deletes only open ones', async () => {
    const open = await createDraft(admin, { regionId, optionId });
    const deleted = expectContract(
      'AdminDeleteDraftOrder',
      await call('DELETE', draftUrl(open.id)),
    );
    expect(deleted).toEqual({ id: open.id, object: 'draft-order', deleted: true });
    expectContract('AdminGetDraftOrder', await call('GET', draftUrl(open.id)), 404);
    expectContract('AdminDeleteDraftOrder', await call('DELETE', draftUrl(open.id)), 404);

    const paid = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    expectContract('AdminPayDraftOrder', await call('POST', `${draftUrl(paid.id)}/pay`));
    const refusals: [string, Method, string, object?][] = [
      ['AdminUpdateDraftOrder', 'POST', draftUrl(paid.id), { email: 'late@example.com' }],
      ['AdminDeleteDraftOrder', 'DELETE', draftUrl(paid.id)],
      [
        'AdminCreateDraftOrderLineItem',
        'POST',
        `${draftUrl(paid.id)}/line-items`,
        { title: 'Late', unit_price: 1, quantity: 1 },
      ],
      [
        'AdminDeleteDraftOrderLineItem',
        'DELETE',
        `${draftUrl(paid.id)}/line-items/${paid.cart.items[0].id}`,
      ],
    ];
    for (const [operationId, method, url, payload] of refusals) {
      const body = expectContract(operationId, await call(method, url, payload), 400);
      expect(body).toMatchObject({ type: 'not_allowed', code: 'draft_order_completed' });
    }
    const after = expectContract('AdminGetDraftOrder', await call('GET', draftUrl(paid.id)));
    expect(after.draft_order).toMatchObject({
      status: 'completed',
      order_id: after.draft_order.order.id,
    });
    expect(after.draft_order.cart.email).toBe('buyer@example.com');
  });

  it('answers 404 for unknown drafts', async () => {
    expectContract('AdminGetDraftOrder', await call('GET', draftUrl('dorder_x')), 404);
    expectContract('AdminUpdateDraftOrder', await call('POST', draftUrl('dorder_x'), {}), 404);
    expectContract(
      'AdminCreateDraftOrderLineItem',
      await call('POST', `${draftUrl('dorder_x')}/line-items`, {
        title: 'x',
        unit_price: 1,
        quantity: 1,
      }),
      404,
    );
    expectContract('AdminPayDraftOrder', await call('POST', `${draftUrl('dorder_x')}/pay`), 404);
  });
});
