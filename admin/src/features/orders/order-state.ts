import type { AdminGetOrderData } from '@commerce/client/admin/orders';
import type { FulfillmentStatus, OrderStatus, PaymentStatus } from './order-statuses.ts';

export type Order = AdminGetOrderData['order'];
export type OrderLine = NonNullable<Order['items']>[number];
export type OrderFulfillment = NonNullable<Order['fulfillments']>[number];
export type OrderReturn = NonNullable<Order['returns']>[number];
export type OrderSwap = NonNullable<Order['swaps']>[number];
export type OrderClaim = NonNullable<Order['claims']>[number];
export type OrderEdit = NonNullable<Order['edits']>[number];

/** Every state a return, swap, claim or order edit can be in. */
export type AfterSalesState =
  | OrderReturn['status']
  | OrderSwap['fulfillment_status']
  | OrderSwap['payment_status']
  | OrderClaim['fulfillment_status']
  | OrderClaim['payment_status']
  | OrderEdit['status'];

/*
 * Which actions the screen offers, from the server's state tables (server/README.md,
 * "Orders: states and transitions"; server/src/domains/orders/orders/status.ts). The server stays
 * the judge: it refuses anything else with a code the screen translates (lib/errors/error-messages.ts).
 * Offering only what it allows keeps staff from a button that can only fail.
 */

const OPEN: readonly OrderStatus[] = ['pending', 'requires_action', 'completed'];
const CAN_COMPLETE_OR_CANCEL: readonly OrderStatus[] = ['pending', 'requires_action'];
const CAN_ARCHIVE: readonly OrderStatus[] = ['completed', 'canceled'];
const CAN_CAPTURE: readonly PaymentStatus[] = ['awaiting', 'requires_action'];
const CAN_REFUND: readonly PaymentStatus[] = ['captured', 'partially_refunded', 'requires_action'];
const CAN_FULFIL: readonly FulfillmentStatus[] = [
  'not_fulfilled',
  'partially_fulfilled',
  'partially_shipped',
  'canceled',
  'requires_action',
];
const CAN_SHIP: readonly FulfillmentStatus[] = [
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
];
const CAN_RETURN: readonly FulfillmentStatus[] = [
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'requires_action',
];

/** Units of a line not yet in a fulfillment. */
export const unfulfilledQuantity = (line: OrderLine) =>
  Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));

/**
 * Units of a line that can still be sent back: fulfilled, not returned, and not held by
 * another requested return (server/README.md, "Returns").
 */
export function returnableQuantity(order: Order, line: OrderLine): number {
  const held = (order.returns ?? [])
    .filter((r) => r.status === 'requested')
    .flatMap((r) => r.items ?? [])
    .filter((item) => item.item_id === line.id)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0) - held);
}

const isLive = (fulfillment: OrderFulfillment) => !fulfillment.canceled_at;

/** What may be done to the order as a whole, and to its fulfillments and returns. */
export function orderActions(order: Order) {
  const open = OPEN.includes(order.status);
  const items = order.items ?? [];
  const movable = (f: OrderFulfillment) =>
    open && CAN_SHIP.includes(order.fulfillment_status) && isLive(f) && !f.shipped_at;
  return {
    complete: CAN_COMPLETE_OR_CANCEL.includes(order.status),
    // Also refused while a fulfillment stands or captured money is not refunded in full.
    cancel:
      CAN_COMPLETE_OR_CANCEL.includes(order.status) &&
      !(order.fulfillments ?? []).some(isLive) &&
      (order.refundable_amount ?? 0) === 0,
    archive: CAN_ARCHIVE.includes(order.status),
    capture: open && CAN_CAPTURE.includes(order.payment_status),
    refund: open && CAN_REFUND.includes(order.payment_status) && (order.refundable_amount ?? 0) > 0,
    fulfil:
      open &&
      CAN_FULFIL.includes(order.fulfillment_status) &&
      items.some((line) => unfulfilledQuantity(line) > 0),
    ship: movable,
    cancelFulfillment: movable,
    requestReturn:
      open &&
      CAN_RETURN.includes(order.fulfillment_status) &&
      items.some((line) => returnableQuantity(order, line) > 0),
    receiveReturn: (r: OrderReturn) => open && r.status === 'requested',
    cancelReturn: (r: OrderReturn) => r.status === 'requested',
  };
}

export type OrderActions = ReturnType<typeof orderActions>;
