import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findShippingOptions } from '../../carts/index.ts';
import { defaultLocationId, findReturnReasons, findStockLocation } from '../../settings/index.ts';
import type { Order } from '../orders/load.ts';
import type { OrderRow } from '../orders/tables.ts';

/*
 * Checking what a return request names (reasons, a return shipping option, a stock
 * location), and what the returned units are worth.
 */

export async function checkReasons(db: Executor, reasonIds: (string | undefined)[]) {
  const ids = [...new Set(reasonIds.filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return;
  const found = await findReturnReasons(db, ids);
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw unknownReference('Return reason', missing);
}

export interface ReturnShipping {
  option_id: string;
  price: number;
  provider_id: string;
}

/** A return shipping option of the order's region; its price unless the staff set one. */
export async function returnShippingOf(
  db: Executor,
  order: OrderRow,
  input: { option_id: string; price?: number | undefined },
): Promise<ReturnShipping> {
  const [option] = await findShippingOptions(db, [input.option_id]);
  if (!option) throw unknownReference('Shipping option', input.option_id);
  if (!option.is_return || option.region_id !== order.region_id) {
    throw errors.invalidData(
      `Shipping option ${option.id} is not a return option of the order's region`,
      'not_a_return_option',
    );
  }
  return {
    option_id: option.id,
    price: input.price ?? option.amount ?? 0,
    provider_id: option.provider_id,
  };
}

/** The location named (404-style 400 when unknown), else the store's default location. */
export async function returnLocation(
  db: Executor,
  requested: string | undefined | null,
): Promise<string | null> {
  if (requested) {
    const found = await findStockLocation(db, requested);
    if (!found) throw unknownReference('Stock location', requested);
    return found.id;
  }
  return defaultLocationId(db);
}

/**
 * What the customer paid for these units: each line's total (after discounts and tax)
 * shared evenly over its units.
 */
export function paidValueOf(
  order: Order,
  items: readonly { item_id: string; quantity: number }[],
): number {
  return items.reduce((sum, item) => {
    const line = (order.items ?? []).find((l) => l.id === item.item_id);
    if (!line || line.quantity === 0) return sum;
    return sum + Math.round(((line.total ?? 0) * item.quantity) / line.quantity);
  }, 0);
}

/** A default refund: the units' paid value less return shipping, within what is refundable. */
export function defaultRefund(order: Order, value: number, shippingPrice: number): number {
  return Math.max(0, Math.min(value - shippingPrice, order.refundable_amount ?? 0));
}

export function checkRefundable(order: Order, amount: number): void {
  const refundable = order.refundable_amount ?? 0;
  if (amount > refundable) {
    throw errors.notAllowed(
      `Cannot refund ${amount}: only ${refundable} can be refunded`,
      'refund_exceeds_refundable',
    );
  }
}
