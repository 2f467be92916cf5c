import { orderLine } from './order-fixtures.ts';

const stamps = {
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
  metadata: null,
};

/** A return of one shirt of order #1042 (order_1), 25 € to refund. */
export function returnRow(overrides: object = {}) {
  return {
    id: 'ret_1',
    status: 'requested',
    swap_id: null,
    claim_order_id: null,
    order_id: 'order_1',
    location_id: null,
    shipping_data: null,
    refund_amount: 2500,
    received_at: null,
    no_notification: false,
    idempotency_key: null,
    items: [
      {
        return_id: 'ret_1',
        item_id: 'item_1',
        quantity: 1,
        is_requested: true,
        requested_quantity: 1,
        received_quantity: null,
        reason_id: null,
        note: null,
        metadata: null,
      },
    ],
    ...stamps,
    ...overrides,
  };
}

/** An exchange on order #1042: one shirt back, one 30 € mug out, 5 € to charge. */
export function swapRow(overrides: object = {}) {
  return {
    id: 'swap_1',
    fulfillment_status: 'not_fulfilled',
    payment_status: 'awaiting',
    order_id: 'order_1',
    difference_due: 500,
    shipping_address_id: 'addr_1',
    cart_id: 'cart_9',
    confirmed_at: null,
    canceled_at: null,
    no_notification: false,
    allow_backorder: false,
    idempotency_key: null,
    deleted_at: null,
    additional_items: [
      orderLine('item_mug', 'Stoneware Mug', {
        order_id: null,
        swap_id: 'swap_1',
        quantity: 1,
        unit_price: 3000,
      }),
    ],
    return_order: returnRow({ swap_id: 'swap_1', refund_amount: 0 }),
    fulfillments: [],
    shipping_methods: [],
    ...stamps,
    ...overrides,
  };
}
