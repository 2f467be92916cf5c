import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findAddress, setCartAddressCountry } from '../../people/index.ts';
import { findRegion, oldestLiveRegion, type RegionRow } from '../../settings/index.ts';
import { regionCountries } from './addresses.ts';
import { deleteMethods, methodsOfCart } from './lines-repository.ts';
import { cancelSessions } from './payment-sessions.ts';
import { unitPriceIn } from './pricing.ts';
import { deleteItems, itemsOfCart, updateCart, updateItem } from './repository.ts';
import type { CartRow } from './tables.ts';

/** The region a body names; a missing one is bad input (400). */
export async function requireRegionOfBody(db: Executor, id: string): Promise<RegionRow> {
  const row = await findRegion(db, id);
  if (!row) throw unknownReference('Region', id);
  return row;
}

/** The store's first region (the oldest), where a cart created without one goes. */
export async function firstRegion(db: Executor): Promise<RegionRow> {
  const row = await oldestLiveRegion(db);
  if (!row) throw errors.notAllowed('The store has no region to put a cart in', 'no_region');
  return row;
}

/**
 * Moves a cart to another region (StoreUpdateCart): every line is priced again in the new
 * region's currency (a line without a price there is removed), shipping methods and
 * payment sessions go (options and providers belong to a region), and a shipping country
 * outside the region is replaced by the region's only country or cleared. Discounts and
 * gift cards of the old region are dropped by the refresh that follows.
 */
export async function moveToRegion(tx: Executor, cart: CartRow, region: RegionRow): Promise<void> {
  if (cart.region_id === region.id) return;
  const unpriced: string[] = [];
  for (const item of await itemsOfCart(tx, cart.id)) {
    const price = item.variant_id ? await unitPriceIn(tx, item.variant_id, region) : null;
    if (price === null) unpriced.push(item.id);
    else await updateItem(tx, item.id, { unit_price: price, includes_tax: region.includes_tax });
  }
  await deleteItems(tx, unpriced);
  await deleteMethods(
    tx,
    (await methodsOfCart(tx, cart.id)).map((method) => method.id),
  );
  await cancelSessions(tx, cart.id);
  const shipping = cart.shipping_address_id
    ? await findAddress(tx, cart.shipping_address_id)
    : undefined;
  if (shipping?.country_code) {
    const countries = await regionCountries(tx, region.id);
    if (!countries.includes(shipping.country_code)) {
      await setCartAddressCountry(
        tx,
        shipping.id,
        countries.length === 1 ? (countries[0] ?? null) : null,
      );
    }
  }
  cart.region_id = region.id;
  await updateCart(tx, cart.id, { region_id: region.id });
}
