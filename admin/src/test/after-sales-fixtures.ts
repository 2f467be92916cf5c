import { capturedOrder, type FixtureOrder, orderFulfillment, orderLine } from './order-fixtures.ts';

type Claim = NonNullable<FixtureOrder['claims']>[number];
type Edit = NonNullable<FixtureOrder['edits']>[number];

const stamps = {
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
  metadata: null,
};

/** Order #1042 paid and both shirts fulfilled: units can be claimed, swapped or returned. */
export function fulfilledOrder(overrides: Partial<FixtureOrder> = {}): FixtureOrder {
  return capturedOrder({
    fulfillment_status: 'fulfilled',
    items: [orderLine('item_1', 'Linen Shirt', { fulfilled_quantity: 2 })],
    fulfillments: [orderFulfillment()],
    ...overrides,
  });
}

/** A replacement claim on one shirt (a production failure), sending one mug instead. */
export function replaceClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'claim_1',
    type: 'replace',
    payment_status: 'na',
    fulfillment_status: 'not_fulfilled',
    order_id: 'order_1',
    claim_items: [
      {
        id: 'citem_1',
        claim_order_id: 'claim_1',
        item_id: 'item_1',
        variant_id: 'variant_item_1',
        reason: 'production_failure',
        note: 'Torn seam',
        quantity: 1,
        deleted_at: null,
        ...stamps,
      },
    ],
    additional_items: [
      orderLine('item_mug', 'Stoneware Mug', {
        order_id: null,
        claim_order_id: 'claim_1',
        quantity: 1,
        unit_price: 0,
      }),
    ],
    fulfillments: [],
    return_order: null,
    shipping_address_id: 'addr_1',
    shipping_methods: [],
    refund_amount: null,
    canceled_at: null,
    no_notification: false,
    idempotency_key: null,
    deleted_at: null,
    ...stamps,
    ...overrides,
  };
}

/** An order edit being built (`created`), with no changes yet. */
export function createdEdit(overrides: Partial<Edit> = {}): Edit {
  return {
    id: 'oe_1',
    order_id: 'order_1',
    internal_note: null,
    created_by: 'usr_01',
    requested_by: null,
    requested_at: null,
    confirmed_by: null,
    confirmed_at: null,
    declined_by: null,
    declined_reason: null,
    declined_at: null,
    canceled_by: null,
    canceled_at: null,
    subtotal: 5000,
    discount_total: 0,
    shipping_total: 490,
    gift_card_total: 0,
    gift_card_tax_total: 0,
    tax_total: 0,
    total: 5490,
    difference_due: 0,
    status: 'created',
    payment_collection_id: null,
    changes: [],
    items: [
      orderLine('eitem_1', 'Linen Shirt', {
        order_id: null,
        order_edit_id: 'oe_1',
        original_item_id: 'item_1',
      }),
    ],
    ...stamps,
    ...overrides,
  };
}
