import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { regionCountries } from '../../carts/index.ts';
import {
  type AddressRow,
  addressesById,
  addressValues,
  findCustomer,
  insertAddress,
} from '../../people/index.ts';
import { findRegion } from '../../settings/index.ts';
import { updateOrderRow } from './admin-repository.ts';
import { loadOrder, type Order } from './load.ts';
import { requireLockedOrder } from './state.ts';
import { checkOrderStatus } from './status.ts';
import type { OrderRow } from './tables.ts';

/*
 * AdminUpdateOrder: email, addresses, region, customer and no_notification of an order that
 * is neither canceled nor archived. An address change writes a new address row for the
 * order (the completed cart keeps the one it was placed with), with the fields the payload
 * sends over the current ones. The shipping country must be one of the region's, and
 * stays put once anything has shipped.
 */

type AddressPayload = AdminComponents['schemas']['AddressPayload'];

export interface OrderUpdate {
  email?: string | undefined;
  billing_address?: AddressPayload | undefined;
  shipping_address?: AddressPayload | undefined;
  region?: string | undefined;
  customer_id?: string | undefined;
  no_notification?: boolean | undefined;
}

const SHIPPED = ['partially_shipped', 'shipped', 'partially_returned', 'returned'];

/** A new address row: the current one's fields with the payload's on top. */
async function replaceAddress(
  tx: Tx,
  currentId: string | null,
  payload: AddressPayload,
): Promise<AddressRow> {
  const [current] = currentId ? await addressesById(tx, [currentId]) : [];
  const {
    id: _id,
    customer_id: _customer,
    created_at: _created,
    updated_at: _updated,
    deleted_at: _deleted,
    ...kept
  } = current ?? {};
  return insertAddress(tx, {
    ...kept,
    ...addressValues(payload),
    id: newId('addr'),
    customer_id: null,
  });
}

async function checkRegion(tx: Tx, row: OrderRow, regionId: string): Promise<void> {
  const region = await findRegion(tx, regionId);
  if (!region) throw unknownReference('Region', regionId);
  if (region.currency_code !== row.currency_code) {
    throw errors.notAllowed(
      `Region ${regionId} uses ${region.currency_code}; the order is in ${row.currency_code}`,
      'region_currency_mismatch',
    );
  }
}

export async function updateOrder(db: Executor, id: string, input: OrderUpdate): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'update');
    const changes: Partial<OrderRow> = {};
    if (input.email !== undefined) changes.email = input.email.trim().toLowerCase();
    if (input.no_notification !== undefined) changes.no_notification = input.no_notification;
    if (input.customer_id !== undefined) {
      if (!(await findCustomer(tx, input.customer_id))) {
        throw unknownReference('Customer', input.customer_id);
      }
      changes.customer_id = input.customer_id;
    }
    if (input.region !== undefined) {
      await checkRegion(tx, row, input.region);
      changes.region_id = input.region;
    }
    if (input.billing_address) {
      changes.billing_address_id = (
        await replaceAddress(tx, row.billing_address_id, input.billing_address)
      ).id;
    }
    if (input.shipping_address) {
      if (SHIPPED.includes(row.fulfillment_status)) {
        throw errors.notAllowed(
          'The shipping address of an order cannot change once items have shipped',
          'order_shipped',
        );
      }
      changes.shipping_address_id = (
        await replaceAddress(tx, row.shipping_address_id, input.shipping_address)
      ).id;
    }
    const shippingId = changes.shipping_address_id ?? row.shipping_address_id;
    if (shippingId && (input.shipping_address || input.region !== undefined)) {
      const [shipTo] = await addressesById(tx, [shippingId]);
      const regionId = changes.region_id ?? row.region_id;
      const country = shipTo?.country_code?.toLowerCase();
      if (country && !(await regionCountries(tx, regionId)).includes(country)) {
        throw errors.notAllowed(
          `Shipping country ${country} is not in the order's region`,
          'country_not_in_region',
        );
      }
    }
    return loadOrder(tx, await updateOrderRow(tx, id, changes));
  });
}
