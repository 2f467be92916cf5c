import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';
import { customerGroupCustomer } from './tables.ts';

/** The ids of the groups a customer belongs to (deleted groups too); none for a guest. */
export async function groupIdsOfCustomer(
  db: Executor,
  customerId: string | null,
): Promise<string[]> {
  if (!customerId) return [];
  const rows = await db
    .select({ id: customerGroupCustomer.customer_group_id })
    .from(customerGroupCustomer)
    .where(eq(customerGroupCustomer.customer_id, customerId));
  return rows.map((row) => row.id);
}

/**
 * True where the customer is a member of the group `groupId` (a column of the caller's
 * query), so a read that asks it for each of its rows stays one statement. The customer
 * may be an SQL value (a prepared statement's placeholder); a null one is in no group.
 */
export function customerInGroup(customerId: string | SQL, groupId: AnyPgColumn): SQL {
  return sql`EXISTS (SELECT 1 FROM ${customerGroupCustomer}
    WHERE ${customerGroupCustomer.customer_group_id} = ${groupId}
      AND ${customerGroupCustomer.customer_id} = ${customerId})`;
}
