import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import {
  placeOrder,
  reservedLocation,
  stockedVariant,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { returnOption, shippedOrder, useOrderWorld } from '../../../test/fixtures/returns.ts';
import { payment, refund } from '../../carts/payments/tables.ts';
import { swap } from '../swaps/tables.ts';

/*
 * Issue 9's reconciliation: one variant (1000 a unit, 25 % tax: 1250 paid a unit; 500
 * shipping: 625) sold in four orders that then go through a return, a swap, two claims and
 * an order edit. Afterwards, for every order, the money captured (its payments and its
 * swaps') less what was refunded equals the final total worked out by hand below; no
 * payment is refunded past its amount; and the stock at the location equals the starting
 * stock less every unit shipped plus every unit received back.
 */

const { world, post } = useOrderWorld();

const shop = (url: string, payload?: object) => storeRequest(world().store, 'POST', url, payload);

async function moneyOf(orderId: string) {
  const db = world().database.db;
  const swapIds = db.select({ id: swap.id }).from(swap).where(eq(swap.order_id, orderId));
  const payments = await db
    .select()
    .from(payment)
    .where(or(eq(payment.order_id, orderId), inArray(payment.swap_id, swapIds)));
  const refunds = await db.select().from(refund).where(eq(refund.order_id, orderId));
  for (const p of payments) expect(p.amount_refunded).toBeLessThanOrEqual(p.amount);
  const captured = payments
    .filter((p) => p.captured_at && !p.canceled_at)
    .reduce((n, p) => n + p.amount, 0);
  const refunded = refunds.reduce((n, r) => n + r.amount, 0);
  expect(refunded).toBeLessThanOrEqual(captured);
  expect(refunded).toBe(payments.reduce((n, p) => n + p.amount_refunded, 0));
  return captured - refunded;
}

describe('returns, swaps, claims and edits together', () => {
  it('keep money and stock reconciled', async () => {
    const variant = await stockedVariant(world(), 40, 1000);
    let shipped = 0;
    let received = 0;

    // A: 3 units (4375); one comes back, refunded 1250. Final 3125.
    const a = await shippedOrder(world(), 3, 0, variant);
    const location = a.locationId;
    shipped += 3;
    const ret = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${a.orderId}/return`, {
        items: [{ item_id: a.lineId, quantity: 1 }],
        receive_now: true,
        location_id: location,
      }),
    ).order;
    expect(ret.refunded_total).toBe(1250);
    received += 1;

    // B: 2 units (3125); the shopper swaps one for another unit: 1250 + 625 shipping - 1250
    // credited = 625 charged. Final 3750.
    const b = await shippedOrder(world(), 2, 0, variant);
    shipped += 2;
    const made = expectContract(
      'StoreCreateSwap',
      await shop('/store/swaps', {
        order_id: b.orderId,
        return_items: [{ item_id: b.lineId, quantity: 1 }],
        additional_items: [{ variant_id: variant, quantity: 1 }],
      }),
    ).swap;
    const cartUrl = `/store/carts/${made.cart_id}`;
    await shop(`${cartUrl}/shipping-methods`, { option_id: world().optionId });
    await shop(`${cartUrl}/payment-sessions`);
    await shop(`${cartUrl}/payment-session`, { provider_id: 'manual' });
    const confirmed = expectContract('StoreCompleteCart', await shop(`${cartUrl}/complete`));
    expect(confirmed.data.difference_due).toBe(625);
    const swapBase = `/admin/orders/${b.orderId}/swaps/${made.id}`;
    expectContract('AdminProcessOrderSwapPayment', await post(`${swapBase}/process-payment`));
    const fulfilled = expectContract(
      'AdminCreateOrderSwapFulfillment',
      await post(`${swapBase}/fulfillments`, { location_id: location }),
    ).order.swaps[0];
    expectContract(
      'AdminCreateOrderSwapShipment',
      await post(`${swapBase}/shipments`, { fulfillment_id: fulfilled.fulfillments[0].id }),
    );
    shipped += 1;
    expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${fulfilled.return_order.id}/receive`, {
        items: [{ item_id: b.lineId, quantity: 1 }],
      }),
    );
    received += 1;

    // C: 2 units (3125); one is refunded by a claim (1250, nothing comes back), the other
    // replaced by a claim (a new unit out, the bad one back). Final 1875.
    const c = await shippedOrder(world(), 2, 0, variant);
    shipped += 2;
    expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${c.orderId}/claims`, {
        type: 'refund',
        claim_items: [{ item_id: c.lineId, quantity: 1, reason: 'production_failure' }],
      }),
    );
    const claimed = expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${c.orderId}/claims`, {
        type: 'replace',
        claim_items: [{ item_id: c.lineId, quantity: 1, reason: 'wrong_item' }],
        additional_items: [{ variant_id: variant, quantity: 1 }],
        return_shipping: { option_id: await returnOption(world(), 0) },
      }),
    ).order.claims[1];
    const claimBase = `/admin/orders/${c.orderId}/claims/${claimed.id}`;
    const claimOrder = expectContract(
      'AdminCreateOrderClaimFulfillment',
      await post(`${claimBase}/fulfillments`, { location_id: location }),
    ).order;
    const claimFulfilled = claimOrder.claims[1];
    const claimReturn = claimOrder.returns.find(
      (r: { claim_order_id: string | null }) => r.claim_order_id === claimed.id,
    );
    expectContract(
      'AdminCreateOrderClaimShipment',
      await post(`${claimBase}/shipments`, {
        fulfillment_id: claimFulfilled.fulfillments[0].id,
      }),
    );
    shipped += 1;
    expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${claimReturn.id}/receive`, {
        items: [{ item_id: c.lineId, quantity: 1 }],
      }),
    );
    received += 1;

    // D: 1 unit (1875); an edit adds one more, paid through its collection (1250), then
    // both ship. Final 3125.
    const d = await placeOrder(world(), { items: [{ variant_id: variant, quantity: 1 }] });
    expectContract('AdminCaptureOrderPayment', await post(`/admin/orders/${d.id}/capture`));
    const edit = expectContract(
      'AdminCreateOrderEdit',
      await post('/admin/order-edits', { order_id: d.id }),
    ).order_edit;
    await post(`/admin/order-edits/${edit.id}/items`, { variant_id: variant, quantity: 1 });
    const requested = expectContract(
      'AdminRequestOrderEdit',
      await post(`/admin/order-edits/${edit.id}/request`),
    ).order_edit;
    const collection = `/store/payment-collections/${requested.payment_collection_id}`;
    const opened = expectContract(
      'StoreCreatePaymentCollectionSession',
      await shop(`${collection}/sessions`, { provider_id: 'manual' }),
    ).payment_collection;
    await shop(`${collection}/sessions/${opened.payment_sessions[0].id}/authorize`);
    expectContract('StoreCompleteOrderEdit', await shop(`/store/order-edits/${edit.id}/complete`));
    const edited = expectContract(
      'AdminCaptureOrderPayment',
      await post(`/admin/orders/${d.id}/capture`),
    ).order;
    expect(edited.total).toBe(3125);
    const dLines = edited.items.map((item: { id: string; quantity: number }) => ({
      item_id: item.id,
      quantity: item.quantity,
    }));
    const dFulfilled = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${d.id}/fulfillment`, {
        items: dLines,
        location_id: await reservedLocation(world(), dLines[0].item_id),
      }),
    ).order;
    expectContract(
      'AdminCreateOrderShipment',
      await post(`/admin/orders/${d.id}/shipment`, {
        fulfillment_id: dFulfilled.fulfillments[0].id,
      }),
    );
    shipped += 2;

    expect(await moneyOf(a.orderId)).toBe(3125);
    expect(await moneyOf(b.orderId)).toBe(3750);
    expect(await moneyOf(c.orderId)).toBe(1875);
    expect(await moneyOf(d.id)).toBe(3125);
    expect(await stockOf(world(), variant)).toEqual({
      at: { [location]: { stocked: 40 - shipped + received, reserved: 0 } },
      inventory_quantity: 40 - shipped + received,
    });
  });
});
