import { eq, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type AddressRow, address } from './repository.ts';

/* Address rows others point at (an order's billing and shipping addresses). */

// Built once: every cart and order answer reads its addresses (issue 29).
const addressesOfIds = reusedQuery<AddressRow>('addresses_by_id', (db) =>
  db
    .select()
    .from(address)
    .where(sql`${address.id} = any(${sql.placeholder('ids')})`),
);

/** The addresses with these ids, deleted ones too: a placed order keeps its addresses. */
export async function addressesById(db: Executor, ids: readonly string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  return addressesOfIds(db, { ids: [...ids] });
}

/** The ids of the addresses with this postal code, as a subquery (`address_id IN (…)`). */
export function addressIdsWithPostalCode(db: Executor, postalCode: string) {
  return db.select({ id: address.id }).from(address).where(eq(address.postal_code, postalCode));
}
