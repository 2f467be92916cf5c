import { eq, type SQL, sql } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
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

/**
 * `addressesById` of `ids` (an SQL array) as ONE json value, for a statement that reads
 * several relations at once (the cart answer, carts/carts/answer-read.ts); read back by
 * `addressesFromJson`.
 */
export function addressesJson(ids: SQL): SQL {
  return sql`(select coalesce(json_agg(t), '[]'::json) from ${address} t where t.id = any(${ids}))`;
}

/** The rows of `addressesJson`, as `addressesById` answers them. */
export function addressesFromJson(json: unknown): AddressRow[] {
  return rowsFromJson(address, json);
}
