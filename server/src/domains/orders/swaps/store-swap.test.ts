import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import { stockedVariant, stockOf } from '../../../test/fixtures/orders.ts';
import {
  getOrder,
  returnOption,
  shippedOrder,
  useOrderWorld,
} from '../../../test/fixtures/returns.ts';

/*
 * The shopper's swap, end to end: created in the store, confirmed by completing its cart,
 * then fulfilled, shipped and settled by the staff. The world's region taxes 25 %; each
 * unit of the order paid 1250.
 */

const { world, post, get } = useOrderWorld();

const store = (method: 'GET' | 'POST', url: string, payload?: object, headers?: object) =>
  storeRequest(world().store, method, url, payload, headers as Record<string, string>);

async function createStoreSwap(payload: object, headers?: object) {
  return expectContract('StoreCreateSwap', await store('POST', '/store/swaps', payload, headers))
    .swap;
}

describe('a swap the shopper makes', () => {
  it('is priced in its cart, confirmed by completing it, then fulfilled, shipped and charged', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 2);
    const newVariant = await stockedVariant(world(), 4, 2000);
    const optionId = await returnOption(world(), 200);
    const payload = {
      order_id: orderId,
      return_items: [{ item_id: lineId, quantity: 1 }],
      additional_items: [{ variant_id: newVariant, quantity: 1 }],
      return_shipping_option: optionId,
    };
    const swap = await createStoreSwap(payload, { 'idempotency-key': 'swap-1' });
    // New unit 2000 + 25 % = 2500, return shipping 200, less the returned unit's 1250.
    expect(swap).toMatchObject({ difference_due: 1450, payment_status: 'not_paid' });
    expect(swap.confirmed_at).toBeNull();
    // The same key answers the same swap.
    const again = await createStoreSwap(payload, { 'idempotency-key': 'swap-1' });
    expect(again.id).toBe(swap.id);

    const cartUrl = `/store/carts/${swap.cart_id}`;
    const cart = expectContract('StoreGetCart', await store('GET', cartUrl)).cart;
    expect(cart).toMatchObject({ type: 'swap', total: 1450 });
    expect(cart.items.filter((item: { is_return: boolean }) => item.is_return)).toHaveLength(2);

    // The staff cannot ship or settle it before the shopper confirms.
    const early = await post(`/admin/orders/${orderId}/swaps/${swap.id}/fulfillments`, {});
    expect(expectContract('AdminCreateOrderSwapFulfillment', early, 400).code).toBe(
      'swap_not_confirmed',
    );

    expectContract(
      'StoreCreateCartShippingMethod',
      await store('POST', `${cartUrl}/shipping-methods`, { option_id: world().optionId }),
    );
    expectContract(
      'StoreCreateCartPaymentSessions',
      await store('POST', `${cartUrl}/payment-sessions`),
    );
    expectContract(
      'StoreSelectCartPaymentSession',
      await store('POST', `${cartUrl}/payment-session`, { provider_id: 'manual' }),
    );
    const done = expectContract('StoreCompleteCart', await store('POST', `${cartUrl}/complete`));
    // Shipping 500 + 25 % joins the difference.
    expect(done).toMatchObject({
      type: 'swap',
      data: { id: swap.id, difference_due: 2075, payment_status: 'awaiting' },
    });
    expect(done.data.payment).toMatchObject({ amount: 2075, captured_at: null });
    expect((await stockOf(world(), newVariant)).inventory_quantity).toBe(3);
    const read = expectContract(
      'StoreGetSwapByCartId',
      await store('GET', `/store/swaps/${swap.cart_id}`),
    ).swap;
    expect(read.confirmed_at).not.toBeNull();
    // Completing again answers the same swap.
    const twice = expectContract('StoreCompleteCart', await store('POST', `${cartUrl}/complete`));
    expect(twice).toMatchObject({ type: 'swap', data: { id: swap.id } });

    const fulfilled = expectContract(
      'AdminCreateOrderSwapFulfillment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/fulfillments`, {}),
    ).order.swaps[0];
    expect(fulfilled.fulfillment_status).toBe('fulfilled');
    const fulfillmentId = fulfilled.fulfillments[0].id;
    // Canceled before it ships: the unit is stocked and reserved for the swap again.
    const canceled = expectContract(
      'AdminCancelOrderSwapFulfillment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/fulfillments/${fulfillmentId}/cancel`),
    ).order.swaps[0];
    expect(canceled.fulfillment_status).toBe('canceled');
    const stock = await stockOf(world(), newVariant);
    expect(Object.values(stock.at)).toEqual([{ stocked: 4, reserved: 1 }]);

    const second = expectContract(
      'AdminCreateOrderSwapFulfillment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/fulfillments`, {}),
    ).order.swaps[0].fulfillments.find((f: { canceled_at: string | null }) => !f.canceled_at);
    const shipped = expectContract(
      'AdminCreateOrderSwapShipment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/shipments`, {
        fulfillment_id: second.id,
        tracking_numbers: ['TRACK-1'],
      }),
    ).order.swaps[0];
    expect(shipped.fulfillment_status).toBe('shipped');
    expect(world().sent.at(-1)).toMatchObject({ event_name: 'order.shipment_created' });
    expect(Object.values((await stockOf(world(), newVariant)).at)).toEqual([
      { stocked: 3, reserved: 0 },
    ]);

    const paid = expectContract(
      'AdminProcessOrderSwapPayment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/process-payment`),
    ).order.swaps[0];
    expect(paid.payment_status).toBe('captured');
    expect(paid.payment.captured_at).not.toBeNull();
    const repeat = await post(`/admin/orders/${orderId}/swaps/${swap.id}/process-payment`);
    expect(expectContract('AdminProcessOrderSwapPayment', repeat, 400).code).toBe(
      'swap_payment_captured',
    );
    const cancel = await post(`/admin/orders/${orderId}/swaps/${swap.id}/cancel`);
    expect(expectContract('AdminCancelOrderSwap', cancel, 400).code).toBe('swap_payment_captured');
  });

  it('refunds a negative difference once confirmed, never twice', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 2);
    const cheaper = await stockedVariant(world(), 4, 400);
    const swap = await createStoreSwap({
      order_id: orderId,
      return_items: [{ item_id: lineId, quantity: 2 }],
      additional_items: [{ variant_id: cheaper, quantity: 1 }],
    });
    // 400 + 25 % = 500 against 2 × 1250 returned.
    expect(swap.difference_due).toBe(-2000);
    const cartUrl = `/store/carts/${swap.cart_id}`;
    const early = await post(`/admin/orders/${orderId}/swaps/${swap.id}/process-payment`);
    expect(expectContract('AdminProcessOrderSwapPayment', early, 400).code).toBe(
      'swap_not_confirmed',
    );
    expectContract(
      'StoreCreateCartShippingMethod',
      await store('POST', `${cartUrl}/shipping-methods`, { option_id: world().optionId }),
    );
    // Nothing to collect: the cart completes without a payment session.
    const done = expectContract('StoreCompleteCart', await store('POST', `${cartUrl}/complete`));
    expect(done).toMatchObject({
      type: 'swap',
      data: { difference_due: -2000 + 625, payment_status: 'not_paid', payment: null },
    });

    const settled = expectContract(
      'AdminProcessOrderSwapPayment',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/process-payment`),
    ).order;
    expect(settled.swaps[0].payment_status).toBe('difference_refunded');
    expect(settled).toMatchObject({ refunded_total: 1375, payment_status: 'partially_refunded' });
    const again = await post(`/admin/orders/${orderId}/swaps/${swap.id}/process-payment`);
    expect(expectContract('AdminProcessOrderSwapPayment', again, 400).code).toBe(
      'swap_payment_difference_refunded',
    );
    expect((await getOrder(world(), orderId)).refunded_total).toBe(1375);
  });

  it('voids the authorization and frees the stock when a confirmed swap is canceled', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const newVariant = await stockedVariant(world(), 2, 3000);
    const swap = await createStoreSwap({
      order_id: orderId,
      return_items: [{ item_id: lineId, quantity: 1 }],
      additional_items: [{ variant_id: newVariant, quantity: 1 }],
    });
    const cartUrl = `/store/carts/${swap.cart_id}`;
    await store('POST', `${cartUrl}/shipping-methods`, { option_id: world().optionId });
    await store('POST', `${cartUrl}/payment-sessions`);
    await store('POST', `${cartUrl}/payment-session`, { provider_id: 'manual' });
    const done = expectContract('StoreCompleteCart', await store('POST', `${cartUrl}/complete`));
    expect(done.type).toBe('swap');
    expect((await stockOf(world(), newVariant)).inventory_quantity).toBe(1);

    const canceled = expectContract(
      'AdminCancelOrderSwap',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/cancel`),
    ).order.swaps[0];
    expect(canceled).toMatchObject({ payment_status: 'canceled', fulfillment_status: 'canceled' });
    expect(canceled.payment.canceled_at).not.toBeNull();
    expect((await stockOf(world(), newVariant)).inventory_quantity).toBe(2);
    const fulfil = await post(`/admin/orders/${orderId}/swaps/${swap.id}/fulfillments`, {});
    expect(expectContract('AdminCreateOrderSwapFulfillment', fulfil, 400).code).toBe(
      'swap_canceled',
    );
  });

  it('answers 404 for a cart that is no swap’s and refuses an unknown order', async () => {
    const missing = await store('GET', '/store/swaps/cart_missing');
    expect(expectContract('StoreGetSwapByCartId', missing, 404).type).toBe('not_found');
    const noOrder = await store('POST', '/store/swaps', {
      order_id: 'order_missing',
      return_items: [{ item_id: 'item_x', quantity: 1 }],
      additional_items: [],
    });
    expect(expectContract('StoreCreateSwap', noOrder, 404).type).toBe('not_found');
    expect((await get('/admin/swaps')).statusCode).toBe(200);
  });
});
