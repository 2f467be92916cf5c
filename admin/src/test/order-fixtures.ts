import type { AdminGetOrderData } from '@commerce/client/admin/orders';

/** An order as `GET /admin/orders/{id}` answers it, for component tests. */
export type FixtureOrder = AdminGetOrderData['order'];
type Line = NonNullable<FixtureOrder['items']>[number];
type Payment = NonNullable<FixtureOrder['payments']>[number];
type Fulfillment = NonNullable<FixtureOrder['fulfillments']>[number];
type Return = NonNullable<FixtureOrder['returns']>[number];

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const stamps = { created_at: at(1), updated_at: at(1), metadata: null };

export const BERLIN_ADDRESS = {
  id: 'addr_1',
  customer_id: null,
  company: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: 'Unter den Linden 1',
  address_2: null,
  city: 'Berlin',
  country_code: 'de',
  province: null,
  postal_code: '10117',
  phone: null,
  deleted_at: null,
  ...stamps,
};

export function orderLine(id: string, title: string, overrides: Partial<Line> = {}): Line {
  return {
    id,
    title,
    description: null,
    thumbnail: null,
    cart_id: null,
    order_id: 'order_1',
    swap_id: null,
    claim_order_id: null,
    original_item_id: null,
    order_edit_id: null,
    variant_id: `variant_${id}`,
    is_return: false,
    is_giftcard: false,
    should_merge: true,
    allow_discounts: true,
    has_shipping: true,
    includes_tax: false,
    unit_price: 2500,
    quantity: 2,
    fulfilled_quantity: 0,
    shipped_quantity: 0,
    returned_quantity: 0,
    subtotal: 5000,
    discount_total: 0,
    tax_total: 0,
    total: 5000,
    original_total: 5000,
    original_tax_total: 0,
    gift_card_total: 0,
    ...stamps,
    ...overrides,
  };
}

export function orderPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay_1',
    swap_id: null,
    cart_id: 'cart_1',
    order_id: 'order_1',
    amount: 5490,
    currency_code: 'eur',
    amount_refunded: 0,
    provider_id: 'manual',
    data: {},
    captured_at: null,
    canceled_at: null,
    idempotency_key: null,
    ...stamps,
    ...overrides,
  };
}

export function orderFulfillment(overrides: Partial<Fulfillment> = {}): Fulfillment {
  return {
    id: 'ful_1',
    order_id: 'order_1',
    swap_id: null,
    claim_order_id: null,
    provider_id: 'manual',
    location_id: null,
    items: [{ fulfillment_id: 'ful_1', item_id: 'item_1', quantity: 2 }],
    tracking_numbers: [],
    data: {},
    shipped_at: null,
    canceled_at: null,
    no_notification: null,
    idempotency_key: null,
    ...stamps,
    created_at: at(2),
    ...overrides,
  };
}

export function orderReturn(overrides: Partial<Return> = {}): Return {
  return {
    id: 'ret_1',
    status: 'requested',
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
    swap_id: null,
    claim_order_id: null,
    order_id: 'order_1',
    shipping_method: null,
    shipping_data: null,
    location_id: null,
    refund_amount: 2500,
    received_at: null,
    no_notification: null,
    idempotency_key: null,
    ...stamps,
    created_at: at(4),
    ...overrides,
  };
}

/**
 * Order #1042: two units of a 25 € shirt and 4.90 € shipping, placed by Ada Lovelace,
 * paid manually (authorized, not captured), nothing fulfilled.
 */
export function placedOrder(overrides: Partial<FixtureOrder> = {}): FixtureOrder {
  return {
    id: 'order_1',
    object: 'order',
    status: 'pending',
    payment_status: 'awaiting',
    fulfillment_status: 'not_fulfilled',
    display_id: 1042,
    cart_id: 'cart_1',
    customer_id: 'cus_1',
    email: 'ada@example.com',
    billing_address_id: 'addr_1',
    billing_address: BERLIN_ADDRESS,
    shipping_address_id: 'addr_1',
    shipping_address: BERLIN_ADDRESS,
    region_id: 'reg_eu',
    currency_code: 'eur',
    tax_rate: null,
    draft_order_id: null,
    sales_channel_id: null,
    canceled_at: null,
    no_notification: null,
    idempotency_key: null,
    external_id: null,
    items: [orderLine('item_1', 'Linen Shirt')],
    shipping_methods: [],
    payments: [orderPayment()],
    fulfillments: [],
    returns: [],
    swaps: [],
    claims: [],
    refunds: [],
    edits: [],
    discounts: [],
    gift_cards: [],
    subtotal: 5000,
    discount_total: 0,
    shipping_total: 490,
    tax_total: 0,
    gift_card_total: 0,
    gift_card_tax_total: 0,
    total: 5490,
    paid_total: 0,
    refunded_total: 0,
    refundable_amount: 0,
    ...stamps,
    ...overrides,
  };
}

/** The same order with its payment captured. */
export function capturedOrder(overrides: Partial<FixtureOrder> = {}): FixtureOrder {
  return placedOrder({
    payment_status: 'captured',
    payments: [orderPayment({ captured_at: at(2) })],
    paid_total: 5490,
    refundable_amount: 5490,
    ...overrides,
  });
}

/** A page of the order list. */
export const orderPage = (orders: FixtureOrder[], count = orders.length) => ({
  orders,
  count,
  offset: 0,
  limit: 20,
});

/** The lists the order screens read beside the order: empty. */
export const emptyOrderLists = {
  'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/sales-channels': { sales_channels: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/notes': { notes: [], count: 0, offset: 0, limit: 100 },
  'GET /admin/notifications': { notifications: [], count: 0, offset: 0, limit: 100 },
  'GET /admin/stock-locations': { stock_locations: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/return-reasons': { return_reasons: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/shipping-options': { shipping_options: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/order-edits': { order_edits: [], count: 0, offset: 0, limit: 100 },
};
