import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { customer } from './repository.ts';

/*
 * Customers as subqueries, for statements of other domains that filter or join on them (an
 * order's customer) without a second round trip.
 */

/** Ids of the customers whose first name, last name or full name matches an ILIKE pattern. */
export function customerIdsNamed(db: Executor, pattern: string) {
  return db
    .select({ id: customer.id })
    .from(customer)
    .where(
      or(
        ilike(customer.first_name, pattern),
        ilike(customer.last_name, pattern),
        ilike(sql`${customer.first_name} || ' ' || ${customer.last_name}`, pattern),
      ),
    );
}

/** Ids of the guest customers (no account). */
export function guestCustomerIds(db: Executor) {
  return db.select({ id: customer.id }).from(customer).where(eq(customer.has_account, false));
}

/** Each customer's id and whether it has an account, to join on (`customer_account`). */
export function customerAccounts(db: Executor) {
  return db
    .select({ id: customer.id, has_account: customer.has_account })
    .from(customer)
    .as('customer_account');
}
