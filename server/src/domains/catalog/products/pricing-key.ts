import type { Db } from '../../../db/database.ts';
import { groupIdsOfCustomer } from '../../people/index.ts';
import { cartOfRead } from './context.ts';

/**
 * What a cart and the signed-in customer change in a store product or variant read, as a
 * string: the cart's region (the currency and tax of the prices) and the groups of the
 * customer whose price lists open (the cart's customer, else the signed-in one, as
 * `priceOptions` chooses). `priceOptions` reads nothing else of either (no quantity, no
 * sales channel: the publishable key scopes the channels), and a customer counts for a
 * price list only through `customerInGroup`, so reads with equal keys get equal answers.
 * Without a cart only the groups. Undefined for an unknown or deleted cart, which the read
 * itself answers with its 404.
 */
export async function readPricingKey(
  db: Db,
  cartId: string | undefined,
  signedIn: string | null,
): Promise<string | undefined> {
  if (cartId === undefined) return `groups=${await groupsKey(db, signedIn)}`;
  const cart = await cartOfRead.get()(db, cartId);
  if (!cart) return undefined;
  return `region=${cart.region_id};groups=${await groupsKey(db, cart.customer_id ?? signedIn)}`;
}

async function groupsKey(db: Db, customerId: string | null): Promise<string> {
  return (await groupIdsOfCustomer(db, customerId)).sort().join(',');
}
