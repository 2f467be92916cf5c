import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import {
  childrenOf,
  findReturnReason,
  findReturnReasonByValue,
  findReturnReasons,
  insertReturnReason,
  listReturnReasonRows,
  type ReturnReasonChanges,
  type ReturnReasonFilters,
  updateReturnReasons,
} from './repository.ts';
import type { ReturnReasonRow } from './tables.ts';

/*
 * Return reasons (issue 9): a tree one level deep, as in Medusa (a reason under a reason
 * that is itself nested is refused). `value` is unique among live reasons; deleting a
 * reason soft-deletes the reasons under it too.
 */

export type ReturnReason = AdminComponents['schemas']['ReturnReason'];

export function toReturnReason(
  row: ReturnReasonRow,
  relations: { parent?: ReturnReason | null; children?: ReturnReason[] } = {},
): ReturnReason {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...(relations.parent !== undefined ? { parent_return_reason: relations.parent } : {}),
    ...(relations.children ? { return_reason_children: relations.children } : {}),
  };
}

/** Reasons with their live children (and, with `parents`, their parent). */
async function loadReasons(
  db: Executor,
  rows: ReturnReasonRow[],
  parents = false,
): Promise<ReturnReason[]> {
  const parentIds = rows.flatMap((r) =>
    r.parent_return_reason_id ? [r.parent_return_reason_id] : [],
  );
  const [children, parentRows] = await Promise.all([
    childrenOf(
      db,
      rows.map((row) => row.id),
    ),
    parents ? findReturnReasons(db, parentIds) : [],
  ]);
  return rows.map((row) => {
    const parent = parentRows.find((p) => p.id === row.parent_return_reason_id);
    return toReturnReason(row, {
      children: children
        .filter((child) => child.parent_return_reason_id === row.id)
        .map((child) => toReturnReason(child)),
      ...(parents ? { parent: parent ? toReturnReason(parent) : null } : {}),
    });
  });
}

async function requireReason(db: Executor, id: string, lock = false): Promise<ReturnReasonRow> {
  const row = await findReturnReason(db, id, lock);
  if (!row) throw errors.notFound('Return reason', id);
  return row;
}

export async function getReturnReason(db: Executor, id: string): Promise<ReturnReason> {
  const [loaded] = await loadReasons(db, [await requireReason(db, id)], true);
  return loaded as ReturnReason;
}

export async function listReturnReasons(
  db: Executor,
  filters: ReturnReasonFilters,
  page: Page,
): Promise<{ return_reasons: ReturnReason[]; count: number }> {
  const { rows, count } = await listReturnReasonRows(db, filters, page);
  return { return_reasons: await loadReasons(db, rows), count };
}

async function ensureValueFree(db: Executor, value: string | undefined, self?: string) {
  if (value === undefined) return;
  const other = await findReturnReasonByValue(db, value);
  if (other && other.id !== self) throw errors.duplicate('Return reason', 'value', value);
}

/** A taken value answers 422, whether the check or the unique index caught it. */
async function guardValue<T>(value: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (value !== undefined && isUniqueViolation(error)) {
      throw errors.duplicate('Return reason', 'value', value);
    }
    throw error;
  }
}

export interface NewReturnReasonInput {
  value: string;
  label: string;
  description?: string | undefined;
  parent_return_reason_id?: string | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

export async function createReturnReason(
  db: Executor,
  input: NewReturnReasonInput,
): Promise<ReturnReason> {
  return guardValue(input.value, () =>
    withTransaction(db, async (tx) => {
      await ensureValueFree(tx, input.value);
      const parentId = input.parent_return_reason_id;
      if (parentId !== undefined) {
        // The parent's lock keeps a concurrent delete from leaving this one orphaned.
        const parent = await findReturnReason(tx, parentId, true);
        if (!parent) throw unknownReference('Return reason', parentId);
        if (parent.parent_return_reason_id) {
          throw errors.invalidData(
            'Return reasons nest one level deep: the parent is itself under another reason',
            'return_reason_nested_too_deep',
          );
        }
      }
      const row = await insertReturnReason(tx, {
        id: newId('rr'),
        value: input.value,
        label: input.label,
        description: input.description ?? null,
        parent_return_reason_id: parentId ?? null,
        metadata: input.metadata ?? null,
      });
      return getReturnReason(tx, row.id);
    }),
  );
}

export async function changeReturnReason(
  db: Executor,
  id: string,
  changes: Omit<ReturnReasonChanges, 'deleted_at'>,
): Promise<ReturnReason> {
  return guardValue(changes.value, () =>
    withTransaction(db, async (tx) => {
      await requireReason(tx, id, true);
      await ensureValueFree(tx, changes.value, id);
      await updateReturnReasons(tx, [id], changes);
      return getReturnReason(tx, id);
    }),
  );
}

/** Soft-deletes the reason and the reasons nested under it. */
export async function deleteReturnReason(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireReason(tx, id, true);
    const children = await childrenOf(tx, [id]);
    await updateReturnReasons(tx, [id, ...children.map((child) => child.id)], {
      deleted_at: new Date(),
    });
  });
}
