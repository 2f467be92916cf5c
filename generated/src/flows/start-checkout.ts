import {
  type StoreCreateCartBody,
  type StoreCreateCartPaymentSessionsData,
  storeCreateCart,
  storeCreateCartPaymentSessions,
} from '../gen/store/operations.ts';
import type { Client, RequestOptions } from '../runtime/client.ts';

/**
 * The start-checkout flow of specification section 7: creates a cart, then its payment
 * sessions (one per payment provider of the cart's region), and answers the cart with them.
 */
export async function startCheckout(
  client: Client,
  body?: StoreCreateCartBody,
  options?: RequestOptions,
): Promise<StoreCreateCartPaymentSessionsData> {
  const { cart } = await storeCreateCart(client, body, options);
  return storeCreateCartPaymentSessions(client, { id: cart.id }, options);
}
