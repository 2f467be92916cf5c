import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { ADDRESS } from '../../../test/fixtures/carts.ts';
import { placeOrder, stockedVariant } from '../../../test/fixtures/orders.ts';
import {
  getOrder,
  returnOption,
  shippedOrder,
  useOrderWorld,
} from '../../../test/fixtures/returns.ts';

/*
 * Refusals of the order machines not covered by the flows' own tests: each answers 400
 * not_allowed with its code, and the order reads the same afterwards.
 */

const { world, post } = useOrderWorld();

/** Answers the refusal's code after checking that the order did not change. */
async function refusedWithoutChange(
  orderId: string,
  operationId: string,
  call: () => Promise<{ statusCode: number; body: string }>,
) {
  const before = await getOrder(world(), orderId);
  const refused = expectContract(operationId, await call(), 400);
  expect(refused.type).toBe('not_allowed');
  const after = await getOrder(world(), orderId);
  expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  return refused.code as string;
}

describe('order refusals', () => {
  it('keeps the shipping address once items shipped', async () => {
    const { orderId } = await shippedOrder(world(), 1);
    const code = await refusedWithoutChange(orderId, 'AdminUpdateOrder', () =>
      post(`/admin/orders/${orderId}`, { shipping_address: { ...ADDRESS, city: 'Aarhus' } }),
    );
    expect(code).toBe('order_shipped');
  });

  it('refuses a return option as a shipping method of the order', async () => {
    const variant = await stockedVariant(world(), 5);
    const order = await placeOrder(world(), { items: [{ variant_id: variant, quantity: 1 }] });
    const optionId = await returnOption(world(), 100);
    const code = await refusedWithoutChange(order.id, 'AdminAddOrderShippingMethod', () =>
      post(`/admin/orders/${order.id}/shipping-methods`, { option_id: optionId, price: 100 }),
    );
    expect(code).toBe('shipping_option_is_return');
  });

  it('does not ship a canceled fulfillment while another is open', async () => {
    const variant = await stockedVariant(world(), 5);
    const order = await placeOrder(world(), { items: [{ variant_id: variant, quantity: 2 }] });
    const fulfil = () =>
      post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: order.items[0].id, quantity: 1 }],
      });
    const first = expectContract('AdminCreateOrderFulfillment', await fulfil()).order;
    const canceledId = first.fulfillments[0].id;
    expectContract(
      'AdminCancelOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillments/${canceledId}/cancel`),
    );
    // The order is partially fulfilled again by a second fulfillment.
    expectContract('AdminCreateOrderFulfillment', await fulfil());
    const ship = await refusedWithoutChange(order.id, 'AdminCreateOrderShipment', () =>
      post(`/admin/orders/${order.id}/shipment`, { fulfillment_id: canceledId }),
    );
    expect(ship).toBe('fulfillment_canceled');
  });

  // The payment itself would answer payment_canceled; the order's state is checked first.
  it('does not capture the payment of a canceled order', async () => {
    const variant = await stockedVariant(world(), 5);
    const order = await placeOrder(world(), { items: [{ variant_id: variant, quantity: 1 }] });
    expectContract('AdminCancelOrder', await post(`/admin/orders/${order.id}/cancel`));
    const paymentId = (await getOrder(world(), order.id)).payments[0].id;
    const code = await refusedWithoutChange(order.id, 'AdminCapturePayment', () =>
      post(`/admin/payments/${paymentId}/capture`),
    );
    expect(code).toBe('order_status_canceled');
  });
});
