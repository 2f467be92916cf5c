import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  stockedVariant,
} from '../../../test/fixtures/orders.ts';
import { lineItem } from '../../carts/carts/tables.ts';
import { orderEdit } from './tables.ts';

/*
 * Every order edit operation against the contract, the state refusals (400 not_allowed,
 * nothing changed) and the one-active-edit rule under racing creations.
 */

let world: OrderWorld;
let variantId: string;
let otherVariantId: string;

beforeAll(async () => {
  world = await orderWorld();
  variantId = await stockedVariant(world, 50, 1000);
  otherVariantId = await stockedVariant(world, 50, 400);
});

afterAll(async () => {
  await world?.close();
});

const post = (url: string, payload?: object) => adminRequest(world, 'POST', url, payload);
const get = (url: string) => adminRequest(world, 'GET', url);
const del = (url: string) => adminRequest(world, 'DELETE', url);

/** 2 × 1000 + 500 shipping, 25 % tax: 3125. */
async function order() {
  return placeOrder(world, { items: [{ variant_id: variantId, quantity: 2 }] });
}

async function newEdit(orderId: string, note?: string) {
  return expectContract(
    'AdminCreateOrderEdit',
    await post('/admin/order-edits', {
      order_id: orderId,
      ...(note ? { internal_note: note } : {}),
    }),
  ).order_edit;
}

describe('staff editing', () => {
  it('creates an edit holding copies of the order’s lines, with the order’s totals', async () => {
    const placed = await order();
    const edit = await newEdit(placed.id, 'Customer called');
    expect(edit).toMatchObject({
      order_id: placed.id,
      status: 'created',
      internal_note: 'Customer called',
      created_by: 'usr_test',
      total: 3125,
      difference_due: 0,
      changes: [],
      payment_collection_id: null,
    });
    expect(edit.id).toMatch(/^oe_/);
    expect(edit.items).toHaveLength(1);
    expect(edit.items[0]).toMatchObject({
      original_item_id: placed.items[0].id,
      quantity: 2,
      order_id: null,
    });
    const read = expectContract('AdminGetOrderEdit', await get(`/admin/order-edits/${edit.id}`));
    expect(read.order_edit.id).toBe(edit.id);
    const noted = expectContract(
      'AdminUpdateOrderEdit',
      await post(`/admin/order-edits/${edit.id}`, { internal_note: 'Second call' }),
    ).order_edit;
    expect(noted.internal_note).toBe('Second call');
    const listed = expectContract(
      'AdminListOrderEdits',
      await get(`/admin/order-edits?order_id[]=${placed.id}&status[]=created`),
    );
    expect(listed).toMatchObject({ count: 1, limit: 20, offset: 0 });
    expect(listed.order_edits[0].id).toBe(edit.id);
    // One order's id as Medusa v1 takes it (`order_id=…`, not `order_id[]=…`), as the admin sends it.
    const byOne = expectContract(
      'AdminListOrderEdits',
      await get(`/admin/order-edits?order_id=${placed.id}`),
    );
    expect(byOne.order_edits.map((e: { id: string }) => e.id)).toEqual([edit.id]);
    expect(
      expectContract('AdminListOrderEdits', await get('/admin/order-edits?order_id=order_other'))
        .count,
    ).toBe(0);
    expectContract('AdminGetOrderEdit', await get('/admin/order-edits/oe_missing'), 404);
    expectContract(
      'AdminCreateOrderEdit',
      await post('/admin/order-edits', { order_id: 'order_missing' }),
      404,
    );
  });

  it('records each item change, and undoes a change or an added item', async () => {
    const placed = await order();
    const edit = await newEdit(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    const added = expectContract(
      'AdminCreateOrderEditItem',
      await post(`${base}/items`, { variant_id: otherVariantId, quantity: 3 }),
    ).order_edit;
    // + 3 × 400 net, 25 % tax: 1500 more.
    expect(added).toMatchObject({ total: 4625, difference_due: 1500 });
    expect(added.changes.map((c: { type: string }) => c.type)).toEqual(['item_add']);
    const copy = added.items.find((i: { original_item_id: string | null }) => i.original_item_id);
    const newLine = added.items.find(
      (i: { original_item_id: string | null }) => !i.original_item_id,
    );
    expect(newLine).toMatchObject({ variant_id: otherVariantId, unit_price: 400, quantity: 3 });

    const updated = expectContract(
      'AdminUpdateOrderEditItem',
      await post(`${base}/items/${copy.id}`, { quantity: 1 }),
    ).order_edit;
    expect(updated.changes.map((c: { type: string }) => c.type).sort()).toEqual([
      'item_add',
      'item_update',
    ]);
    expect(updated.total).toBe(3375);

    const update = updated.changes.find((c: { type: string }) => c.type === 'item_update');
    const undone = expectContract(
      'AdminDeleteOrderEditChange',
      await del(`${base}/changes/${update.id}`),
    );
    expect(undone).toEqual({ id: update.id, object: 'item_change', deleted: true });
    const back = expectContract('AdminGetOrderEdit', await get(base)).order_edit;
    expect(back.total).toBe(4625);

    const removedNew = expectContract(
      'AdminDeleteOrderEditItem',
      await del(`${base}/items/${newLine.id}`),
    ).order_edit;
    expect(removedNew).toMatchObject({ changes: [], total: 3125 });

    const removedOriginal = expectContract(
      'AdminDeleteOrderEditItem',
      await del(`${base}/items/${copy.id}`),
    ).order_edit;
    expect(removedOriginal.changes).toMatchObject([
      { type: 'item_remove', original_line_item_id: placed.items[0].id, line_item_id: null },
    ]);
    expect(removedOriginal.items).toHaveLength(0);
    const restored = expectContract(
      'AdminDeleteOrderEditChange',
      await del(`${base}/changes/${removedOriginal.changes[0].id}`),
    );
    expect(restored.deleted).toBe(true);
    const whole = expectContract('AdminGetOrderEdit', await get(base)).order_edit;
    expect(whole).toMatchObject({ total: 3125, changes: [] });
    expect(whole.items[0]).toMatchObject({ original_item_id: placed.items[0].id, quantity: 2 });

    expectContract(
      'AdminCreateOrderEditItem',
      await post(`${base}/items`, { variant_id: 'variant_missing', quantity: 1 }),
      400,
    );
    expectContract(
      'AdminUpdateOrderEditItem',
      await post(`${base}/items/item_x`, { quantity: 1 }),
      404,
    );
    expectContract('AdminDeleteOrderEditChange', await del(`${base}/changes/oic_x`), 404);
  });

  it('deletes an edit only while created, and leaves the order as it was', async () => {
    const placed = await order();
    const edit = await newEdit(placed.id);
    const gone = expectContract('AdminDeleteOrderEdit', await del(`/admin/order-edits/${edit.id}`));
    expect(gone).toEqual({ id: edit.id, object: 'order_edit', deleted: true });
    expectContract('AdminGetOrderEdit', await get(`/admin/order-edits/${edit.id}`), 404);
    const rows = await world.database.db
      .select()
      .from(lineItem)
      .where(eq(lineItem.order_id, placed.id));
    expect(rows.map((r) => r.quantity)).toEqual([2]);

    const second = await newEdit(placed.id);
    expectContract('AdminRequestOrderEdit', await post(`/admin/order-edits/${second.id}/request`));
    const refused = await del(`/admin/order-edits/${second.id}`);
    expect(expectContract('AdminDeleteOrderEdit', refused, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_edit_requested',
    });
  });
});

describe('state refusals', () => {
  it('refuses changes after the request, and every move out of a final state', async () => {
    const placed = await order();
    const edit = await newEdit(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    const requested = expectContract('AdminRequestOrderEdit', await post(`${base}/request`));
    expect(requested.order_edit).toMatchObject({ status: 'requested', requested_by: 'usr_test' });
    expect(requested.order_edit.requested_at).not.toBeNull();

    const checks = [
      ['AdminCreateOrderEditItem', post(`${base}/items`, { variant_id: variantId, quantity: 1 })],
      ['AdminUpdateOrderEdit', post(base, { internal_note: 'late' })],
      ['AdminRequestOrderEdit', post(`${base}/request`)],
    ] as const;
    for (const [operation, pending] of checks) {
      expect(expectContract(operation, await pending, 400)).toMatchObject({
        type: 'not_allowed',
        code: 'order_edit_requested',
      });
    }
    const canceled = expectContract('AdminCancelOrderEdit', await post(`${base}/cancel`));
    expect(canceled.order_edit).toMatchObject({ status: 'canceled', canceled_by: 'usr_test' });
    for (const [operation, url] of [
      ['AdminConfirmOrderEdit', `${base}/confirm`],
      ['AdminCancelOrderEdit', `${base}/cancel`],
      ['AdminRequestOrderEdit', `${base}/request`],
    ] as const) {
      expect(expectContract(operation, await post(url), 400).code).toBe('order_edit_canceled');
    }
    const declined = await storeRequest(
      world.store,
      'POST',
      `/store/order-edits/${edit.id}/decline`,
      {},
    );
    expect(expectContract('StoreDeclineOrderEdit', declined, 400).code).toBe('order_edit_canceled');
    const after = expectContract('AdminGetOrderEdit', await get(base)).order_edit;
    expect(after).toMatchObject({ status: 'canceled', internal_note: null });
  });

  it('lets the customer complete only a requested edit', async () => {
    const placed = await order();
    const edit = await newEdit(placed.id);
    const early = await storeRequest(world.store, 'POST', `/store/order-edits/${edit.id}/complete`);
    expect(expectContract('StoreCompleteOrderEdit', early, 400).code).toBe('order_edit_created');
    const shown = expectContract(
      'StoreGetOrderEdit',
      await storeRequest(world.store, 'GET', `/store/order-edits/${edit.id}`),
    ).order_edit;
    expect(shown).toMatchObject({ id: edit.id, status: 'created' });
    expectContract(
      'StoreGetOrderEdit',
      await storeRequest(world.store, 'GET', '/store/order-edits/oe_missing'),
      404,
    );
    await post(`/admin/order-edits/${edit.id}/cancel`);
  });
});

describe('one active edit per order', () => {
  it('answers one edit and one clear error to racing creations', async () => {
    const placed = await order();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/admin/order-edits', { order_id: placed.id })),
    );
    const created = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(created).toHaveLength(1);
    for (const answer of refused) {
      expect(expectContract('AdminCreateOrderEdit', answer, 400)).toMatchObject({
        type: 'not_allowed',
        code: 'order_edit_active',
      });
    }
    const listed = expectContract(
      'AdminListOrderEdits',
      await get(`/admin/order-edits?order_id[]=${placed.id}`),
    );
    expect(listed.count).toBe(1);
    // The database itself refuses a second active edit, whatever the code checks.
    const sneaky = await world.database.db
      .insert(orderEdit)
      .values({ id: 'oe_sneaky', order_id: placed.id, status: 'requested', created_by: 'usr_test' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(sneaky)).toBe(true);
    // Once it is over, a new edit may start.
    await post(`/admin/order-edits/${listed.order_edits[0].id}/cancel`);
    await newEdit(placed.id);
  });
});
