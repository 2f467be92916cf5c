import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type AddressRow, address } from './repository.ts';

/* Address rows others point at (an order's billing and shipping addresses). */

/** The addresses with these ids, deleted ones too: a placed order keeps its addresses. */
export async function addressesById(db: Executor, ids: readonly string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(address)
    .where(inArray(address.id, [...ids]));
}

/** The ids of the addresses with this postal code, as a subquery (`address_id IN (…)`). */
export function addressIdsWithPostalCode(db: Executor, postalCode: string) {
  return db.select({ id: address.id }).from(address).where(eq(address.postal_code, postalCode));
}
