import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { findShippingOptions, insertMethod } from '../../carts/index.ts';
import type { OrderRow } from '../orders/tables.ts';

/*
 * Shipping methods for the new items a claim or a swap sends: options of the order's
 * region, priced by their option unless the staff set a price.
 */

export interface NewItemsShippingInput {
  option_id?: string | undefined;
  price?: number | undefined;
  data?: Record<string, unknown> | undefined;
}

export async function addNewItemsShipping(
  db: Executor,
  order: OrderRow,
  owner: { claim_order_id: string } | { swap_id: string },
  methods: readonly NewItemsShippingInput[],
): Promise<void> {
  for (const method of methods) {
    if (!method.option_id) continue;
    const [option] = await findShippingOptions(db, [method.option_id]);
    if (!option || option.region_id !== order.region_id) {
      throw unknownReference('Shipping option', method.option_id);
    }
    await insertMethod(db, {
      id: newId('sm'),
      shipping_option_id: option.id,
      ...owner,
      price: method.price ?? option.amount ?? 0,
      data: method.data ?? {},
    });
  }
}
