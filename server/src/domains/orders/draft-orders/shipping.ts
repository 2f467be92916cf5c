import type { Tx } from '../../../db/transaction.ts';
import type { CartRow } from '../../carts/index.ts';
import { addShippingMethod, methodsOfCart } from '../../carts/index.ts';
import { setCustomShippingPrice } from './repository.ts';

export interface DraftShippingInput {
  option_id: string;
  data?: Record<string, unknown> | undefined;
  /** A price staff set by hand, kept over the option's price (draft-cart.ts). */
  price?: number | undefined;
}

/**
 * Ships the draft with an option, the way a cart does (carts/shipping.ts: the option must
 * be one the cart can use, and it replaces the method of its shipping profile), then keeps
 * the hand-set price, if any, for the new method.
 */
export async function addDraftShippingMethod(
  tx: Tx,
  cart: CartRow,
  input: DraftShippingInput,
): Promise<void> {
  await addShippingMethod(tx, cart.id, { option_id: input.option_id, data: input.data }, 'staff');
  if (input.price === undefined) return;
  const method = (await methodsOfCart(tx, cart.id)).find(
    (m) => m.shipping_option_id === input.option_id,
  );
  if (method) await setCustomShippingPrice(tx, method.id, input.price);
}
