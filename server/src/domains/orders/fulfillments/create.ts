import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findShippingOptions, methodsOfOrders } from '../../carts/index.ts';
import { type LineToFulfil, locationsReservingLines, takeStock } from '../../inventory/index.ts';
import { defaultLocationId, findStockLocation } from '../../settings/index.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder, syncFulfillmentStatus } from '../orders/state.ts';
import { checkFulfillmentStatus, checkOrderStatus } from '../orders/status.ts';
import { addToLines, insertFulfillment } from './repository.ts';

/*
 * AdminCreateOrderFulfillment: some units of some lines leave a stock location, in one
 * transaction under the order's row lock: the lines' fulfilled_quantity goes up (never past
 * what was ordered), their reservations are consumed and the location's stock goes down
 * (stock.ts), and the order's fulfillment status follows.
 */

export interface FulfillmentInput {
  items: { item_id: string; quantity: number }[];
  location_id?: string | undefined;
  no_notification?: boolean | undefined;
  metadata?: Metadata | undefined;
}

/** One entry per line, quantities of repeated ids added up. */
function merge(items: FulfillmentInput['items']) {
  const byId = new Map<string, number>();
  for (const item of items) byId.set(item.item_id, (byId.get(item.item_id) ?? 0) + item.quantity);
  return [...byId].map(([item_id, quantity]) => ({ item_id, quantity }));
}

/**
 * The location named, else the one every fulfilled line is reserved at, else the store's
 * default location. Lines reserved at several locations need `location_id`.
 */
async function chooseLocation(
  db: Executor,
  requested: string | undefined,
  itemIds: string[],
): Promise<string | null> {
  if (requested) {
    const found = await findStockLocation(db, requested);
    if (!found) throw unknownReference('Stock location', requested);
    return found.id;
  }
  const held = await locationsReservingLines(db, itemIds);
  if (held.length > 1) {
    throw errors.invalidData(
      'location_id is required: the items are reserved at several stock locations',
      'location_required',
    );
  }
  if (held[0]) return held[0];
  return defaultLocationId(db);
}

/** The fulfillment provider of the order's first shipping method (`manual` without one). */
async function providerOf(db: Executor, orderId: string): Promise<string> {
  const [method] = await methodsOfOrders(db, [orderId]);
  if (!method) return 'manual';
  const [option] = await findShippingOptions(db, [method.shipping_option_id]);
  return option?.provider_id ?? 'manual';
}

export async function createOrderFulfillment(
  db: Executor,
  orderId: string,
  input: FulfillmentInput,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, orderId);
    checkOrderStatus(row, 'fulfil');
    checkFulfillmentStatus(row, 'fulfil');
    const wanted = merge(input.items);
    const lines = await lockLinesOfOrder(tx, orderId);
    const toFulfil: LineToFulfil[] = wanted.map(({ item_id, quantity }) => {
      const line = lines.find((l) => l.id === item_id);
      if (!line) throw unknownReference('Line item', item_id);
      const left = line.quantity - (line.fulfilled_quantity ?? 0);
      if (quantity > left) {
        throw errors.notAllowed(
          `Cannot fulfil ${quantity} of line item ${item_id}: ${left} left to fulfil`,
          'fulfillment_exceeds_order',
        );
      }
      return { item_id, variant_id: line.variant_id, quantity };
    });
    const locationId = await chooseLocation(
      tx,
      input.location_id,
      wanted.map((w) => w.item_id),
    );
    const moves = await takeStock(tx, toFulfil, locationId);
    const id = newId('ful');
    await insertFulfillment(
      tx,
      {
        id,
        order_id: orderId,
        provider_id: await providerOf(tx, orderId),
        location_id: locationId,
        no_notification: input.no_notification ?? null,
        metadata: input.metadata ?? null,
      },
      wanted.map((w) => ({ fulfillment_id: id, ...w })),
      moves.map((m) => ({ fulfillment_id: id, ...m })),
    );
    await addToLines(tx, orderId, 'fulfilled_quantity', wanted);
    return loadOrder(tx, await syncFulfillmentStatus(tx, row));
  });
}
