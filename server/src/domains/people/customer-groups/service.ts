import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { type CustomerFilters, listCustomers } from '../customers/repository.ts';
import { type Customer, toCustomer } from '../customers/service.ts';
import { discountConditionGroups } from './discount-conditions.ts';
import {
  addMembers,
  type CustomerGroupFilters,
  type CustomerGroupValues,
  findCustomerGroup,
  findCustomerGroups,
  groupsOfCustomers,
  insertCustomerGroup,
  listCustomerGroups,
  liveCustomerIds,
  membersOfGroups,
  removeMembers,
  setGroupsOfCustomer,
  updateCustomerGroup,
} from './repository.ts';
import type { CustomerGroupRow } from './tables.ts';

export type CustomerGroup = AdminComponents['schemas']['CustomerGroup'];

export function toCustomerGroup(row: CustomerGroupRow, customers?: Customer[]): CustomerGroup {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...(customers ? { customers } : {}),
  };
}

async function requireGroup(db: Executor, id: string, lock = false): Promise<CustomerGroupRow> {
  const row = await findCustomerGroup(db, id, lock);
  if (!row) throw errors.notFound('Customer group', id);
  return row;
}

/** Groups as the API answers them; with `withCustomers`, their live customers too. */
async function withCustomers(
  db: Executor,
  rows: CustomerGroupRow[],
  customers: boolean,
): Promise<CustomerGroup[]> {
  if (!customers) return rows.map((row) => toCustomerGroup(row));
  const members = await membersOfGroups(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCustomerGroup(
      row,
      members.filter((m) => m.customer_group_id === row.id).map((m) => toCustomer(m.customer)),
    ),
  );
}

export async function getCustomerGroup(
  db: Executor,
  id: string,
  customers = false,
): Promise<CustomerGroup> {
  const [group] = await withCustomers(db, [await requireGroup(db, id)], customers);
  return group as CustomerGroup;
}

export async function listGroups(
  db: Executor,
  filters: CustomerGroupFilters,
  page: Page,
  customers: boolean,
): Promise<{ customer_groups: CustomerGroup[]; count: number }> {
  const { rows, count } = await listCustomerGroups(db, filters, page);
  return { customer_groups: await withCustomers(db, rows, customers), count };
}

/** A taken name answers 422, whether the check or the unique index caught it. */
async function guardName<T>(name: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) {
      throw errors.duplicate('Customer group', 'name', name);
    }
    throw error;
  }
}

export async function createCustomerGroup(
  db: Executor,
  values: CustomerGroupValues & { name: string },
): Promise<CustomerGroup> {
  return guardName(values.name, async () =>
    toCustomerGroup(await insertCustomerGroup(db, { id: newId('cgrp'), ...values })),
  );
}

export async function changeCustomerGroup(
  db: Executor,
  id: string,
  values: CustomerGroupValues,
): Promise<CustomerGroup> {
  return guardName(values.name, () =>
    withTransaction(db, async (tx) => {
      await requireGroup(tx, id, true);
      await updateCustomerGroup(tx, id, values);
      return getCustomerGroup(tx, id);
    }),
  );
}

/**
 * Soft-deletes a group: its customers leave it and discount conditions stop listing it, so
 * nothing keeps granting a deleted group's discounts.
 */
export async function deleteCustomerGroup(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireGroup(tx, id, true);
    await removeMembers(tx, id);
    await discountConditionGroups.get().forgetGroup(tx, id);
    await updateCustomerGroup(tx, id, { deleted_at: new Date() });
  });
}

export async function addCustomers(
  db: Executor,
  id: string,
  customerIds: string[],
): Promise<CustomerGroup> {
  return withTransaction(db, async (tx) => {
    await requireGroup(tx, id, true);
    const unique = [...new Set(customerIds)];
    const found = new Set(await liveCustomerIds(tx, unique));
    const missing = unique.find((customerId) => !found.has(customerId));
    // The contract answers 404 for an unknown customer in this batch.
    if (missing !== undefined) throw errors.notFound('Customer', missing);
    await addMembers(tx, id, unique);
    return getCustomerGroup(tx, id);
  });
}

export async function removeCustomers(
  db: Executor,
  id: string,
  customerIds: string[],
): Promise<CustomerGroup> {
  return withTransaction(db, async (tx) => {
    await requireGroup(tx, id, true);
    // Ids of customers not in the group are ignored.
    await removeMembers(tx, id, customerIds);
    return getCustomerGroup(tx, id);
  });
}

export async function listGroupCustomers(
  db: Executor,
  id: string,
  filters: Omit<CustomerFilters, 'groups'>,
): Promise<{ customers: Customer[]; count: number }> {
  await requireGroup(db, id);
  const { rows, count } = await listCustomers(db, { ...filters, groups: [id] });
  return { customers: rows.map((row) => toCustomer(row)), count };
}

/** Each customer's live groups, for the customers' `groups` expansion. */
export async function groupsByCustomer(
  db: Executor,
  customerIds: string[],
): Promise<Map<string, CustomerGroup[]>> {
  const result = new Map<string, CustomerGroup[]>(customerIds.map((id) => [id, []]));
  for (const { customer_id, group } of await groupsOfCustomers(db, customerIds)) {
    result.get(customer_id)?.push(toCustomerGroup(group));
  }
  return result;
}

/** Replaces a customer's memberships (AdminUpdateCustomer's `groups`); unknown groups are 400. */
export async function replaceCustomerGroups(
  db: Executor,
  customerId: string,
  groupIds: string[],
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const unique = [...new Set(groupIds)];
    const found = new Set((await findCustomerGroups(tx, unique)).map((g) => g.id));
    const missing = unique.find((groupId) => !found.has(groupId));
    if (missing !== undefined) throw unknownReference('Customer group', missing);
    await setGroupsOfCustomer(tx, customerId, unique);
  });
}
