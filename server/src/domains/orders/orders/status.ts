import type { ErrorCode } from '@commerce/client/error-codes';
import { errors } from '../../../errors.ts';
import type { FulfillmentStatus, OrderStatus, PaymentStatus } from './tables.ts';

/*
 * The three state machines of an order (server/README.md, "Orders: states and
 * transitions"). `status` moves only by the staff actions below; `payment_status` and
 * `fulfillment_status` are derived from the payments and the lines after every change, and
 * an action is refused (400 not_allowed, nothing changed) from a state that does not allow
 * it. Pure, so the tables in the README and these functions can be read side by side.
 */

export type OrderAction =
  | 'update'
  | 'complete'
  | 'cancel'
  | 'archive'
  | 'capture'
  | 'refund'
  | 'fulfil'
  | 'ship'
  | 'cancel_fulfillment'
  | 'add_shipping_method'
  | 'return'
  | 'receive_return'
  | 'claim';

/** Which order statuses each action starts from. */
export const ORDER_STATUS_ALLOWS: Record<OrderAction, readonly OrderStatus[]> = {
  update: ['pending', 'requires_action', 'completed'],
  complete: ['pending', 'requires_action'],
  cancel: ['pending', 'requires_action'],
  archive: ['completed', 'canceled'],
  capture: ['pending', 'requires_action', 'completed'],
  refund: ['pending', 'requires_action', 'completed'],
  fulfil: ['pending', 'requires_action', 'completed'],
  ship: ['pending', 'requires_action', 'completed'],
  cancel_fulfillment: ['pending', 'requires_action', 'completed'],
  add_shipping_method: ['pending', 'requires_action', 'completed'],
  return: ['pending', 'requires_action', 'completed'],
  receive_return: ['pending', 'requires_action', 'completed'],
  claim: ['pending', 'requires_action', 'completed'],
};

/** Which payment statuses the payment actions start from. */
export const PAYMENT_STATUS_ALLOWS = {
  capture: ['awaiting', 'requires_action'],
  refund: ['captured', 'partially_refunded', 'requires_action'],
} as const satisfies Record<string, readonly PaymentStatus[]>;

/** Which fulfillment statuses the fulfillment actions start from. */
export const FULFILLMENT_STATUS_ALLOWS = {
  fulfil: [
    'not_fulfilled',
    'partially_fulfilled',
    'partially_shipped',
    'canceled',
    'requires_action',
  ],
  ship: ['partially_fulfilled', 'fulfilled', 'partially_shipped'],
  cancel_fulfillment: ['partially_fulfilled', 'fulfilled', 'partially_shipped'],
  // Units must have been fulfilled before they can be sent back (returns/quantities.ts).
  return: [
    'partially_fulfilled',
    'fulfilled',
    'partially_shipped',
    'shipped',
    'partially_returned',
    'requires_action',
  ],
  claim: [
    'partially_fulfilled',
    'fulfilled',
    'partially_shipped',
    'shipped',
    'partially_returned',
    'requires_action',
  ],
} as const satisfies Record<string, readonly FulfillmentStatus[]>;

const VERBS: Record<OrderAction, string> = {
  update: 'updated',
  complete: 'completed',
  cancel: 'canceled',
  archive: 'archived',
  capture: 'captured',
  refund: 'refunded',
  fulfil: 'fulfilled',
  ship: 'shipped',
  cancel_fulfillment: 'have a fulfillment canceled',
  add_shipping_method: 'given a shipping method',
  return: 'have items returned',
  receive_return: 'have a return received',
  claim: 'have items claimed',
};

/** Verbs that read without "be" ("cannot have items returned"). */
const WITHOUT_BE = new Set<OrderAction>([
  'cancel_fulfillment',
  'return',
  'receive_return',
  'claim',
]);

/** The state that refused an action, as the code names it (`order_payment_status_captured`). */
type RefusingState =
  | ['status', OrderStatus]
  | ['payment_status', PaymentStatus]
  | ['fulfillment_status', FulfillmentStatus];

function refuse(action: OrderAction, ...[what, state]: RefusingState) {
  const verb = VERBS[action];
  const be = WITHOUT_BE.has(action) ? '' : 'be ';
  const code: ErrorCode =
    what === 'status'
      ? `order_status_${state}`
      : what === 'payment_status'
        ? `order_payment_status_${state}`
        : `order_fulfillment_status_${state}`;
  return errors.notAllowed(
    `An order whose ${what.replace('_', ' ')} is ${state} cannot ${be}${verb}`,
    code,
  );
}

export function checkOrderStatus(order: { status: OrderStatus }, action: OrderAction): void {
  if (!ORDER_STATUS_ALLOWS[action].includes(order.status)) {
    throw refuse(action, 'status', order.status);
  }
}

export function checkPaymentStatus(
  order: { payment_status: PaymentStatus },
  action: keyof typeof PAYMENT_STATUS_ALLOWS,
): void {
  const allowed: readonly PaymentStatus[] = PAYMENT_STATUS_ALLOWS[action];
  if (!allowed.includes(order.payment_status)) {
    throw refuse(action, 'payment_status', order.payment_status);
  }
}

export function checkFulfillmentStatus(
  order: { fulfillment_status: FulfillmentStatus },
  action: keyof typeof FULFILLMENT_STATUS_ALLOWS,
): void {
  const allowed: readonly FulfillmentStatus[] = FULFILLMENT_STATUS_ALLOWS[action];
  if (!allowed.includes(order.fulfillment_status)) {
    throw refuse(action, 'fulfillment_status', order.fulfillment_status);
  }
}

export interface PaymentState {
  amount: number;
  amount_refunded: number;
  captured_at: Date | null;
  canceled_at: Date | null;
}

/**
 * The payment status the payments give. An order without payments (gift cards paid it
 * all, or nothing was due) keeps the status it has.
 */
export function derivePaymentStatus(
  payments: readonly PaymentState[],
  current: PaymentStatus,
): PaymentStatus {
  if (payments.length === 0) return current;
  const live = payments.filter((p) => p.canceled_at === null);
  if (live.length === 0) return 'canceled';
  const captured = live.filter((p) => p.captured_at !== null);
  const paid = captured.reduce((sum, p) => sum + p.amount, 0);
  const refunded = payments.reduce((sum, p) => sum + p.amount_refunded, 0);
  const allCaptured = captured.length === live.length;
  if (refunded > 0) return allCaptured && refunded >= paid ? 'refunded' : 'partially_refunded';
  if (captured.length === 0) return 'awaiting';
  // Some payments captured and others not: staff must finish capturing.
  return allCaptured ? 'captured' : 'requires_action';
}

export interface LineState {
  quantity: number;
  fulfilled_quantity: number | null;
  shipped_quantity: number | null;
  returned_quantity: number | null;
}

/**
 * The fulfillment status the lines give: returned before shipped before fulfilled, each
 * `partially_` until every unit of every line got there. With nothing fulfilled, an order
 * whose fulfillments were all canceled is `canceled`, as in Medusa.
 */
export function deriveFulfillmentStatus(
  lines: readonly LineState[],
  hasCanceledFulfillments: boolean,
): FulfillmentStatus {
  const sum = (pick: (line: LineState) => number | null) =>
    lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const units = sum((line) => line.quantity);
  const returned = sum((line) => line.returned_quantity);
  const shipped = sum((line) => line.shipped_quantity);
  const fulfilled = sum((line) => line.fulfilled_quantity);
  if (returned > 0) return returned >= units ? 'returned' : 'partially_returned';
  if (shipped > 0) return shipped >= units ? 'shipped' : 'partially_shipped';
  if (fulfilled > 0) return fulfilled >= units ? 'fulfilled' : 'partially_fulfilled';
  return hasCanceledFulfillments ? 'canceled' : 'not_fulfilled';
}
