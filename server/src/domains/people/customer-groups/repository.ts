import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type CustomerRow, customer } from '../customers/repository.ts';
import { discountConditionGroups } from './discount-conditions.ts';
import { type CustomerGroupRow, customerGroup, customerGroupCustomer } from './tables.ts';

export interface CustomerGroupFilters {
  q?: string;
  id?: string[];
  name?: string[];
  discount_condition_id?: string;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: customerGroup.created_at,
  updated_at: customerGroup.updated_at,
  name: customerGroup.name,
};

const live = isNull(customerGroup.deleted_at);

function where(db: Executor, filters: CustomerGroupFilters): SQL | undefined {
  return and(
    live,
    filters.q ? ilike(customerGroup.name, containsPattern(filters.q)) : undefined,
    filters.id?.length ? inArray(customerGroup.id, filters.id) : undefined,
    filters.name?.length ? inArray(customerGroup.name, filters.name) : undefined,
    filters.discount_condition_id
      ? inArray(
          customerGroup.id,
          discountConditionGroups.get().groupIdsOf(db, filters.discount_condition_id),
        )
      : undefined,
    compare(customerGroup.created_at, filters.created_at),
    compare(customerGroup.updated_at, filters.updated_at),
  );
}

export async function listCustomerGroups(
  db: Executor,
  filters: CustomerGroupFilters,
  page: Page,
): Promise<{ rows: CustomerGroupRow[]; count: number }> {
  const condition = where(db, filters);
  const rows = await db
    .select()
    .from(customerGroup)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, customerGroup.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(customerGroup).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A live group; `lock` takes its row lock for the rest of the transaction. */
export async function findCustomerGroup(
  db: Executor,
  id: string,
  lock = false,
): Promise<CustomerGroupRow | undefined> {
  const query = db
    .select()
    .from(customerGroup)
    .where(and(eq(customerGroup.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerGroups(db: Executor, ids: string[]): Promise<CustomerGroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customerGroup)
    .where(and(inArray(customerGroup.id, ids), live));
}

export interface CustomerGroupValues {
  name?: string;
  metadata?: Metadata;
}

export async function insertCustomerGroup(
  db: Executor,
  values: CustomerGroupValues & { id: string; name: string },
): Promise<CustomerGroupRow> {
  const [row] = await db.insert(customerGroup).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateCustomerGroup(
  db: Executor,
  id: string,
  values: CustomerGroupValues & { deleted_at?: Date },
): Promise<void> {
  await db
    .update(customerGroup)
    .set({ ...values, updated_at: new Date() })
    .where(eq(customerGroup.id, id));
}

export async function addMembers(
  db: Executor,
  groupId: string,
  customerIds: string[],
): Promise<void> {
  if (customerIds.length === 0) return;
  // Customers already in the group stay as they are (the contract's batch rule).
  await db
    .insert(customerGroupCustomer)
    .values(customerIds.map((customer_id) => ({ customer_group_id: groupId, customer_id })))
    .onConflictDoNothing();
}

export async function removeMembers(
  db: Executor,
  groupId: string,
  customerIds?: string[],
): Promise<void> {
  await db
    .delete(customerGroupCustomer)
    .where(
      and(
        eq(customerGroupCustomer.customer_group_id, groupId),
        customerIds ? inArray(customerGroupCustomer.customer_id, customerIds) : undefined,
      ),
    );
}

/** Replaces one customer's memberships with `groupIds`. */
export async function setGroupsOfCustomer(
  db: Executor,
  customerId: string,
  groupIds: string[],
): Promise<void> {
  await db.delete(customerGroupCustomer).where(eq(customerGroupCustomer.customer_id, customerId));
  if (groupIds.length === 0) return;
  await db
    .insert(customerGroupCustomer)
    .values(groupIds.map((customer_group_id) => ({ customer_group_id, customer_id: customerId })))
    .onConflictDoNothing();
}

export async function liveCustomerIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(inArray(customer.id, ids), isNull(customer.deleted_at)));
  return rows.map((row) => row.id);
}

/** The live customers of several groups, for the `customers` expansion. */
export async function membersOfGroups(
  db: Executor,
  groupIds: string[],
): Promise<{ customer_group_id: string; customer: CustomerRow }[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({ customer_group_id: customerGroupCustomer.customer_group_id, customer })
    .from(customerGroupCustomer)
    .innerJoin(customer, eq(customer.id, customerGroupCustomer.customer_id))
    .where(
      and(inArray(customerGroupCustomer.customer_group_id, groupIds), isNull(customer.deleted_at)),
    )
    .orderBy(asc(customer.created_at), asc(customer.id));
}

/** The live groups of several customers, for the customers' `groups` expansion. */
export async function groupsOfCustomers(
  db: Executor,
  customerIds: string[],
): Promise<{ customer_id: string; group: CustomerGroupRow }[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({ customer_id: customerGroupCustomer.customer_id, group: customerGroup })
    .from(customerGroupCustomer)
    .innerJoin(customerGroup, eq(customerGroup.id, customerGroupCustomer.customer_group_id))
    .where(and(inArray(customerGroupCustomer.customer_id, customerIds), live))
    .orderBy(asc(customerGroup.name), asc(customerGroup.id));
}
