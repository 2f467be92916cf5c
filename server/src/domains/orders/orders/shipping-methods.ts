import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  deleteMethods,
  findShippingOption,
  findShippingOptions,
  insertMethod,
  methodsOfOrders,
  replaceMethodTaxLines,
  shippingRates,
  taxRatesFor,
} from '../../carts/index.ts';
import { findRegion } from '../../settings/index.ts';
import { updateOrderRow } from './admin-repository.ts';
import { loadOrder, type Order } from './load.ts';
import { requireLockedOrder } from './state.ts';
import { checkOrderStatus } from './status.ts';

/**
 * AdminAddOrderShippingMethod: staff ship an order with an option of its region at a price
 * they set. As in Medusa, the new method replaces the order's method of the same shipping
 * profile, and it is taxed like a cart's (the option's tax rates, else the region's).
 */
export async function addOrderShippingMethod(
  db: Executor,
  id: string,
  input: { option_id: string; price: number; data?: Record<string, unknown> | undefined },
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'add_shipping_method');
    const option = await findShippingOption(tx, input.option_id);
    if (!option) throw unknownReference('Shipping option', input.option_id);
    if (option.region_id !== row.region_id) {
      throw errors.notAllowed(
        `Shipping option ${option.id} is not an option of the order's region`,
        'shipping_option_not_in_region',
      );
    }
    if (option.is_return) {
      throw errors.notAllowed(
        `Shipping option ${option.id} is for returns and cannot ship an order`,
        'shipping_option_is_return',
      );
    }
    const methods = await methodsOfOrders(tx, [id]);
    const current = await findShippingOptions(
      tx,
      methods.map((m) => m.shipping_option_id),
    );
    const sameProfile = methods.filter(
      (m) => current.find((o) => o.id === m.shipping_option_id)?.profile_id === option.profile_id,
    );
    await deleteMethods(
      tx,
      sameProfile.map((m) => m.id),
    );
    const methodId = newId('sm');
    await insertMethod(tx, {
      id: methodId,
      shipping_option_id: option.id,
      order_id: id,
      price: input.price,
      data: input.data ?? {},
      includes_tax: option.includes_tax,
    });
    const region = await findRegion(tx, row.region_id);
    if (region) {
      const overrides = await taxRatesFor(tx, {
        regionId: region.id,
        shippingOptionIds: [option.id],
      });
      await replaceMethodTaxLines(
        tx,
        [methodId],
        shippingRates(overrides, region, option.id).map((line) => ({
          id: newId('smtl'),
          shipping_method_id: methodId,
          rate: line.rate ?? 0,
          name: line.name,
          code: line.code,
        })),
      );
    }
    return loadOrder(tx, await updateOrderRow(tx, id, {}));
  });
}
