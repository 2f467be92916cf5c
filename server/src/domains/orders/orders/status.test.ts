import { describe, expect, it } from 'vitest';
import {
  checkFulfillmentStatus,
  checkOrderStatus,
  checkPaymentStatus,
  deriveFulfillmentStatus,
  derivePaymentStatus,
} from './status.ts';

/** The state machines of README "Orders: states and transitions", as pure functions. */

const paid = (amount: number, refunded = 0) => ({
  amount,
  amount_refunded: refunded,
  captured_at: new Date(),
  canceled_at: null,
});
const authorized = (amount: number) => ({
  amount,
  amount_refunded: 0,
  captured_at: null,
  canceled_at: null,
});
const voided = (amount: number) => ({ ...authorized(amount), canceled_at: new Date() });
const line = (quantity: number, fulfilled: number | null, shipped: number | null = null) => ({
  quantity,
  fulfilled_quantity: fulfilled,
  shipped_quantity: shipped,
  returned_quantity: null,
});

describe('payment status', () => {
  it('follows the payments', () => {
    expect(derivePaymentStatus([], 'captured')).toBe('captured');
    expect(derivePaymentStatus([], 'not_paid')).toBe('not_paid');
    expect(derivePaymentStatus([authorized(100)], 'awaiting')).toBe('awaiting');
    expect(derivePaymentStatus([paid(100)], 'awaiting')).toBe('captured');
    expect(derivePaymentStatus([paid(100), authorized(50)], 'awaiting')).toBe('requires_action');
    expect(derivePaymentStatus([paid(100, 40)], 'captured')).toBe('partially_refunded');
    expect(derivePaymentStatus([paid(100, 100)], 'captured')).toBe('refunded');
    expect(derivePaymentStatus([paid(100, 100), paid(50)], 'captured')).toBe('partially_refunded');
    expect(derivePaymentStatus([voided(100)], 'awaiting')).toBe('canceled');
  });
});

describe('fulfillment status', () => {
  it('follows the lines', () => {
    expect(deriveFulfillmentStatus([line(2, null)], false)).toBe('not_fulfilled');
    expect(deriveFulfillmentStatus([line(2, 0)], true)).toBe('canceled');
    expect(deriveFulfillmentStatus([line(2, 1), line(1, null)], false)).toBe('partially_fulfilled');
    expect(deriveFulfillmentStatus([line(2, 2), line(1, 1)], true)).toBe('fulfilled');
    expect(deriveFulfillmentStatus([line(2, 2, 1), line(1, 1)], false)).toBe('partially_shipped');
    expect(deriveFulfillmentStatus([line(2, 2, 2), line(1, 1, 1)], false)).toBe('shipped');
    expect(deriveFulfillmentStatus([{ ...line(2, 2, 2), returned_quantity: 1 }], false)).toBe(
      'partially_returned',
    );
  });
});

describe('refusals', () => {
  it('names the state that refuses the action', () => {
    expect(() => checkOrderStatus({ status: 'canceled' }, 'fulfil')).toThrow(
      'An order whose status is canceled cannot be fulfilled',
    );
    expect(() => checkOrderStatus({ status: 'pending' }, 'archive')).toThrow(
      'An order whose status is pending cannot be archived',
    );
    expect(() => checkOrderStatus({ status: 'completed' }, 'archive')).not.toThrow();
    expect(() => checkPaymentStatus({ payment_status: 'refunded' }, 'refund')).toThrow(
      'An order whose payment status is refunded cannot be refunded',
    );
    expect(() =>
      checkFulfillmentStatus({ fulfillment_status: 'shipped' }, 'cancel_fulfillment'),
    ).toThrow('An order whose fulfillment status is shipped cannot have a fulfillment canceled');
    expect(() => checkFulfillmentStatus({ fulfillment_status: 'not_fulfilled' }, 'ship')).toThrow();
  });
});
