import type { Db } from '../../../db/database.ts';
import { groupIdsOfCustomer } from '../../people/index.ts';
import { cartOfRead } from './context.ts';

/**
 * What a cart changes in a store product or variant read, as a string: its region (the
 * currency and tax of the prices) and its customer's groups (the price lists that open to
 * them). `priceOptions` reads nothing else of the cart (no quantity, no sales channel: the
 * publishable key scopes the channels), and a customer counts for a price list only
 * through `customerInGroup`, so carts with equal keys get equal answers. Undefined for an
 * unknown or deleted cart, which the read itself answers with its 404.
 */
export async function cartPricingKey(db: Db, cartId: string): Promise<string | undefined> {
  const cart = await cartOfRead.get()(db, cartId);
  if (!cart) return undefined;
  const groups = await groupIdsOfCustomer(db, cart.customer_id);
  return `region=${cart.region_id};groups=${[...groups].sort().join(',')}`;
}
