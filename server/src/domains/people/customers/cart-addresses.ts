import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type AddressRow, address } from './repository.ts';

/*
 * Writes to the address rows a cart owns (customer_id null, so a saved address is never
 * changed through a cart): the carts domain decides which row and what, people write it.
 */

/** Changes the fields given of a cart's own address row. */
export async function updateCartAddress(
  db: Executor,
  id: string,
  fields: Partial<AddressRow>,
): Promise<void> {
  await db
    .update(address)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(address.id, id));
}

/** Replaces the country of a cart's shipping address (the cart moved to another region). */
export async function setCartAddressCountry(
  db: Executor,
  id: string,
  countryCode: string | null,
): Promise<void> {
  await db.update(address).set({ country_code: countryCode }).where(eq(address.id, id));
}
